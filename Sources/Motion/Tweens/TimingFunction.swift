/// How a tween's progress runs over a segment's time: both from 0 to 1, the output free to
/// overshoot (CSS's `<easing-function>`).
///
/// `linear`, the CSS cubic Béziers (`cubicBezier(x1:y1:x2:y2:)` and the named `ease`,
/// `easeIn`, `easeOut`, `easeInOut`), and CSS `linear()` stops (`piecewiseLinear(_:)`), which is
/// how the web writes a spring: `spring(stiffness:damping:mass:threshold:stops:)` samples one.
/// Each is a function of the fraction of time alone, so a tween shows the same at any frame rate.
public enum TimingFunction: Equatable, Sendable {
  /// Progress equal to time.
  case linear
  /// CSS `cubic-bezier(x1, y1, x2, y2)`: the Bézier curve from (0, 0) to (1, 1) with those control
  /// points, x the time and y the progress.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
  /// CSS `linear(...)`: straight lines between stops, each an input (time) and output (progress);
  /// inputs rise from 0 to 1.
  case piecewiseLinear([Stop])

  /// One stop of `piecewiseLinear`.
  public struct Stop: Equatable, Sendable {
    /// The fraction of time, from 0 to 1.
    public var input: Double
    /// The progress there.
    public var output: Double

    /// A stop at `input` with `output`.
    public init(input: Double, output: Double) {
      self.input = input
      self.output = output
    }
  }

  /// CSS `ease`: `cubic-bezier(0.25, 0.1, 0.25, 1)`.
  public static let ease = TimingFunction.cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)
  /// CSS `ease-in`: `cubic-bezier(0.42, 0, 1, 1)`.
  public static let easeIn = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// CSS `ease-out`: `cubic-bezier(0, 0, 0.58, 1)`.
  public static let easeOut = TimingFunction.cubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// CSS `ease-in-out`: `cubic-bezier(0.42, 0, 0.58, 1)`.
  public static let easeInOut = TimingFunction.cubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// CSS `linear(o0, o1, …)`: `outputs` at evenly spaced times from 0 to 1.
  ///
  /// - Precondition: at least two outputs, all finite.
  public static func linear(_ outputs: [Double]) -> TimingFunction {
    precondition(outputs.count >= 2, "linear() takes at least two stops, got \(outputs.count)")
    let last = Double(outputs.count - 1)
    return .piecewiseLinear(
      outputs.enumerated().map { Stop(input: Double($0.offset) / last, output: $0.element) })
  }

  /// A spring released from rest towards its destination, as CSS writes one: `linear()` with
  /// `stops` evenly spaced samples of its progress over its settling time (the last on 1). Play
  /// it at the spring's own pace with a tween whose duration is
  /// `SpringResponse(...).plottedDuration`.
  ///
  /// - Precondition: the parameters make a spring (see `SpringError`), the threshold is above 0,
  ///   and `stops` is at least 2.
  public static func spring(
    stiffness: Double, damping: Double, mass: Double = 1, threshold: Double = 1, stops: Int = 60
  ) -> TimingFunction {
    precondition(stops >= 2, "a spring's linear() takes at least two stops, got \(stops)")
    Spring<Double>.check(threshold: threshold)
    let response = SpringResponse(stiffness: stiffness, damping: damping, mass: mass, threshold: threshold)
    do {
      _ = try DampedOscillator(stiffness: stiffness, damping: damping, mass: mass)
    } catch {
      preconditionFailure("\(error)")
    }
    let duration = response.plottedDuration
    let last = Double(stops - 1)
    return .linear(
      (0..<stops).map { $0 == stops - 1 ? 1 : response.progress(at: duration * Double($0) / last) })
  }

  /// Stops the program on a function that is not one (see each case).
  func check() {
    switch self {
    case .linear:
      break
    case .cubicBezier(let x1, let y1, let x2, let y2):
      precondition(
        (0...1).contains(x1) && (0...1).contains(x2) && y1.isFinite && y2.isFinite,
        "cubic-bezier needs x1 and x2 in 0...1 and finite y1 and y2, got (\(x1), \(y1), \(x2), \(y2))")
    case .piecewiseLinear(let stops):
      precondition(
        stops.count >= 2 && stops.first?.input == 0 && stops.last?.input == 1
          && zip(stops, stops.dropFirst()).allSatisfy { $0.input <= $1.input }
          && stops.allSatisfy { $0.output.isFinite },
        "linear() stops need inputs rising from 0 to 1 and finite outputs")
    }
  }

  /// The progress at the fraction of time `x`, clamped to 0...1.
  public func progress(at x: Double) -> Double {
    let time = min(max(x, 0), 1)
    switch self {
    case .linear:
      return time
    case .cubicBezier(let x1, let y1, let x2, let y2):
      if time == 0 || time == 1 { return time }
      let s = Self.parameter(forX: time, x1, x2)
      return Self.bezier(s, y1, y2)
    case .piecewiseLinear(let stops):
      guard var upper = stops.firstIndex(where: { $0.input >= time }) else {
        return stops.last?.output ?? time
      }
      if upper == 0 { return stops[0].output }
      // Of stops at one input (a jump), the last one's output holds from there on.
      while upper + 1 < stops.count, stops[upper + 1].input == time { upper += 1 }
      let a = stops[upper - 1]
      let b = stops[upper]
      guard b.input > a.input else { return b.output }
      return a.output + (b.output - a.output) * (time - a.input) / (b.input - a.input)
    }
  }

  /// The coordinate at `s` of a Bézier from 0 to 1 with control coordinates `c1` and `c2`.
  private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let r = 1 - s
    return 3 * r * r * s * c1 + 3 * r * s * s * c2 + s * s * s
  }

  /// The curve's parameter whose x is `x`: x rises with the parameter (x1 and x2 in 0...1), so
  /// bisection finds it to the last bit, the same at every call.
  private static func parameter(forX x: Double, _ x1: Double, _ x2: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if bezier(middle, x1, x2) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
