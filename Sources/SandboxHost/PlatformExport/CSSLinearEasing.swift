import Foundation
import Motion

/// A CSS `linear()` easing sampled from a spring released from rest, with its duration: the
/// web's one way to play a spring without script.
///
/// An easing is progress over time and knows nothing of the release, so it plays the spring
/// from rest: a release velocity is lost (`velocityError` says by how much). Between its stops
/// it runs straight, and each stop is written to four decimals: `largestError` is the largest
/// distance, as a fraction of the distance, between the easing and the spring from rest, with
/// the snap onto 1 at the end counted in.
struct CSSLinearEasing: Sendable {
  /// Seconds: the spring's settling time from rest under its rest rule.
  let duration: Double
  /// The stops' progress values, as written (four decimals), at even steps of the duration.
  let stops: [String]
  /// The largest difference from the spring from rest, a fraction of the distance.
  let largestError: Double
  /// The largest difference between the spring from rest and the spring with the release
  /// velocity, a fraction of the distance (0 for a release at rest).
  let velocityError: Double

  /// The numbers of stops an easing may have (`--stops`): a thousand already write a line of
  /// some 7 kB, and each stop costs a sample of the spring.
  static let stopCounts = 2...1000
  /// The longest duration an easing is given for, seconds: a day. A spring that takes longer to
  /// settle is no transition, and its milliseconds could exceed any whole number.
  static let longestDuration: Double = 86_400

  /// The easing of `release` with `stopCount` stops (in `stopCounts`); nil when the spring
  /// never settles (no damping, or no stiffness) or takes longer than `longestDuration`, so no
  /// duration can be given.
  init?(_ release: ReleasedSpring, stopCount: Int) {
    var fromRest = release
    fromRest.velocity = 0
    let duration = fromRest.settlingTime
    guard duration > 0, duration <= Self.longestDuration, Self.stopCounts.contains(stopCount) else {
      return nil
    }
    self.duration = duration
    var values: [Double] = []
    var stops: [String] = []
    for i in 0..<stopCount {
      let isLast = i == stopCount - 1
      let p = isLast ? 1 : fromRest.progress(at: duration * Double(i) / Double(stopCount - 1))
      let written = (p * 10_000).rounded() / 10_000
      values.append(written)
      stops.append(Self.spell(written))
    }
    self.stops = stops
    let segment = duration / Double(stopCount - 1)
    largestError = fromRest.largestDifference(over: duration) { t in
      // A segment too short for a Double makes t / segment infinite or NaN: no whole number.
      let ratio = t / segment
      let position = ratio >= 0 ? min(ratio, Double(stopCount - 1)) : 0
      let index = min(Int(position), stopCount - 2)
      let f = position - Double(index)
      return values[index] + (values[index + 1] - values[index]) * f
    }
    velocityError = release.velocity == 0 ? 0 : release.largestDifference(from: release.spring, velocity: 0)
  }

  /// The `linear()` function.
  var function: String { "linear(" + stops.joined(separator: ", ") + ")" }

  /// The duration in whole milliseconds, as CSS takes it (whole: `duration` is at most
  /// `longestDuration`).
  var milliseconds: Int { Int(duration * 1000 + 0.5) }

  /// A stop's value: at most four decimals, no trailing zeros.
  private static func spell(_ value: Double) -> String {
    var text = String(format: "%.4f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }
}
