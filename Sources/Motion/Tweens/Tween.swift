/// A duration-based animation through keyframes (material-motion-swift's `Tween`, Core
/// Animation's keyframe animation): `values` at the fractions of `duration` that `offsets` give
/// (evenly spread by default), each segment run by its timing function.
///
/// Added to a property (`runtime.add(tween, to: propertyOf(box).scale)`) or to an element (its
/// `property`, or its position for a tween of points), it starts when added if `enabled` is
/// true, or when `enabled` turns true, at the runtime's motion time then; it waits `delay`
/// seconds on the first value, runs, writes the last value exactly, and comes to rest. Writing
/// false to `enabled` stops it where it is; true again starts it over. Its value at any time is
/// computed from the time since it started alone (`value(at:)`), so what it shows at a time is
/// the same at any frame rate, as a spring's is. `active` while it runs.
public final class Tween<Value: SpringValue>: Interaction {
  /// How long the keyframes take, in seconds (after `delay`).
  public let duration: Double
  /// The keyframes' values, at least one.
  public let values: [Value]
  /// Each keyframe's time as a fraction of `duration`, from 0 to 1, rising.
  public let offsets: [Double]
  /// One timing function a segment (`values.count - 1` of them), or one for every segment.
  public let timingFunctions: [TimingFunction]
  /// Seconds spent on the first value before the keyframes run.
  public let delay: Double
  /// The element property an element is animated through when the tween is added to an element;
  /// nil for its position (a tween of points).
  public let property: KeyPath<ElementProperties, ReactiveProperty<Value>>?
  /// Whether the tween runs: it starts (over) when this turns true, and stops when it turns false.
  public let enabled = ReactiveProperty(true)

  /// Creates a tween through `values` over `duration` seconds.
  ///
  /// - Precondition: `duration` and `delay` are finite and at least 0; there is at least one
  ///   value, all finite; `offsets`, when given, has one fraction a value, rising from 0 to 1;
  ///   `timingFunctions` has one function, or one a segment, each a valid one (see
  ///   `TimingFunction`).
  public init(
    duration: Double, values: [Value], timingFunctions: [TimingFunction] = [.easeInOut],
    offsets: [Double]? = nil, delay: Double = 0,
    property: KeyPath<ElementProperties, ReactiveProperty<Value>>? = nil
  ) {
    precondition(
      duration.isFinite && duration >= 0, "a tween's duration must be finite and at least 0, got \(duration)")
    precondition(delay.isFinite && delay >= 0, "a tween's delay must be finite and at least 0, got \(delay)")
    precondition(
      !values.isEmpty && values.allSatisfy(\.isFinite), "a tween needs at least one value, all finite")
    let spread = values.count == 1 ? [0.0] : (0..<values.count).map { Double($0) / Double(values.count - 1) }
    let fractions = offsets ?? spread
    precondition(
      fractions.count == values.count && fractions.first == 0 && (values.count == 1 || fractions.last == 1)
        && zip(fractions, fractions.dropFirst()).allSatisfy { $0 <= $1 },
      "a tween's offsets need one fraction a value, rising from 0 to 1, got \(fractions)")
    self.values = values
    self.offsets = fractions
    precondition(
      timingFunctions.count == 1 || timingFunctions.count == max(values.count - 1, 1),
      "a tween takes one timing function, or one for each of its \(values.count - 1) segments; got \(timingFunctions.count)"
    )
    for function in timingFunctions { function.check() }
    self.timingFunctions = timingFunctions
    self.duration = duration
    self.delay = delay
    self.property = property
  }

  /// The tween's value `elapsed` seconds after it started: the first value during the delay and
  /// before, the last from the end on; a tween of one value holds it throughout.
  public func value(at elapsed: Double) -> Value {
    // One value has no segment to run through.
    guard values.count > 1 else { return values[0] }
    let fraction = duration > 0 ? (elapsed - delay) / duration : (elapsed >= delay ? 1 : 0)
    guard fraction > 0 else { return values[0] }
    guard fraction < 1 else { return values[values.count - 1] }
    var segment = 0
    while segment + 2 < offsets.count, offsets[segment + 1] <= fraction { segment += 1 }
    let start = offsets[segment]
    let end = offsets[segment + 1]
    guard end > start else { return values[segment + 1] }
    let function = timingFunctions.count == 1 ? timingFunctions[0] : timingFunctions[segment]
    let progress = function.progress(at: (fraction - start) / (end - start))
    return values[segment] + (values[segment + 1] - values[segment]) * progress
  }

  /// `delay` and `duration` together: how long the tween runs.
  public var totalDuration: Double { delay + duration }

  /// Animates `target`'s `property` (its position when nil; a tween of other values must name
  /// one).
  ///
  /// - Precondition: `property` is given, or `Value` is `Point`.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    let properties = propertyOf(target)
    if let property {
      runtime.connect(runtime.tweenSource(self), to: properties[keyPath: property])
    } else if let position = properties.position as? ReactiveProperty<Value> {
      runtime.connect(runtime.tweenSource(self), to: position)
    } else {
      preconditionFailure(
        "a Tween<\(Value.self)> added to element \"\(target.name)\" must name its property "
          + "(Tween(..., property: \\.scale)), or be added to one: runtime.add(tween, to: propertyOf(element).scale)"
      )
    }
  }
}

extension MotionRuntime {
  /// The stream of `tween`'s values on this runtime's motion clock (see `Tween`): `active` and
  /// the first value when it starts, its value at every advance while it runs, the last value
  /// and `atRest` at its end.
  public func tweenSource<Value>(_ tween: Tween<Value>) -> MotionObservable<Value> {
    TweenValues(of: tween, on: link)
  }

  /// Adds `tween` to `property`, as material-motion-swift's `runtime.add(tween, to:)`: listed
  /// under the scene, removed with `remove(_:)`.
  public func add<Value>(_ tween: Tween<Value>, to property: ReactiveProperty<Value>) {
    wire(tween, on: scene) { connect(tweenSource(tween), to: property) }
  }
}
