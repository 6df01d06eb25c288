import Foundation
import Motion

/// framer-motion's two time-based spellings of a spring, and what each loses.
///
/// framer-motion takes `stiffness`, `damping`, `mass` exactly. Its `visualDuration` and `bounce`
/// give stiffness (2π / (1.2·visualDuration))² and damping ratio 1 − bounce clamped to
/// 0.05…1, mass 1. Its `duration` and `bounce` clamp the ratio the same way and the duration to
/// 0.01…10 s, then search (eleven Newton steps from 5 / duration) for the frequency whose
/// envelope has fallen to 0.001 at `duration`, and end the animation exactly at `duration`.
/// Both time-based spellings start from rest: the release velocity is dropped. (framer-motion's
/// `animation/generators/spring` source.)
enum FramerSpringModel {
  /// The least and largest damping ratios the time-based spellings reach.
  static let dampingRatioRange = 0.05...1.0

  /// `visualDuration` and `bounce` for `spring` (ratio clamped), and the spring framer-motion
  /// makes of them.
  static func visualDuration(of spring: SpringCoefficients) -> (
    visualDuration: Double, bounce: Double, made: SpringCoefficients
  )? {
    guard case let (ratio, w)? = timeBasedTerms(of: spring) else { return nil }
    let visual = 2 * Double.pi / (1.2 * w)
    guard let made = try? SpringCoefficients(stiffness: w * w, damping: 2 * ratio * w, mass: 1) else {
      return nil
    }
    return (visual, 1 - ratio, made)
  }

  /// `duration` (seconds) and `bounce` for `spring`, and the spring framer-motion makes of them
  /// by its own search: nil when the spring has no stiffness.
  static func duration(of spring: SpringCoefficients) -> (
    duration: Double, bounce: Double, made: SpringCoefficients
  )? {
    guard case let (ratio, w)? = timeBasedTerms(of: spring) else { return nil }
    var duration: Double
    if ratio < 1 {
      // safeMin = (ζ / √(1 − ζ²))·e^(−ζωd), solved for d.
      duration = log(ratio / ((1 - ratio * ratio).squareRoot() * 0.001)) / (ratio * w)
    } else {
      // (ωd + 1)·e^(−ωd) = 0.001, solved for x = ωd by Newton's method.
      var x = 9.0
      for _ in 0..<50 { x -= ((x + 1) * exp(-x) - 0.001) / (-x * exp(-x)) }
      duration = x / w
    }
    duration = min(max(duration, 0.01), 10)
    let found = searchedFrequency(duration: duration, ratio: ratio)
    let made: SpringCoefficients?
    if found.isFinite, found > 0 {
      made = try? SpringCoefficients(stiffness: found * found, damping: 2 * ratio * found, mass: 1)
    } else {
      // framer-motion falls back on its defaults when the search fails.
      made = try? SpringCoefficients(stiffness: 100, damping: 10, mass: 1)
    }
    guard let made else { return nil }
    return (duration, 1 - ratio, made)
  }

  /// What both time-based spellings start from: `spring`'s damping ratio as they can hold it,
  /// and its natural frequency; nil when it has no stiffness (no time to speak of).
  private static func timeBasedTerms(of spring: SpringCoefficients) -> (ratio: Double, frequency: Double)? {
    guard spring.stiffness > 0 else { return nil }
    return (clampedRatio(spring.dampingRatio), spring.naturalFrequency)
  }

  /// The ratio the time-based spellings can hold.
  static func clampedRatio(_ ratio: Double) -> Double {
    min(max(ratio, dampingRatioRange.lowerBound), dampingRatioRange.upperBound)
  }

  /// The undamped frequency framer-motion's search lands on for `duration` and `ratio`, from
  /// rest: the same envelope, derivative and eleven steps from 5 / duration.
  static func searchedFrequency(duration d: Double, ratio z: Double) -> Double {
    let safeMin = 0.001
    var w = 5 / d
    for _ in 1..<12 {
      let f: Double
      let slope: Double
      if z < 1 {
        let decay = w * z
        let damped = w * (1 - z * z).squareRoot()
        let envelope = safeMin - decay / damped * exp(-decay * d)
        f = envelope
        // framer-motion's derivative, as it is written there (its last factor takes ω² for
        // ω), with velocity 0.
        let e = z * z * w * w * d
        let g = w * w * (1 - z * z).squareRoot()
        let factor: Double = -envelope + safeMin > 0 ? -1 : 1
        slope = factor * (-e * exp(-decay * d)) / g
      } else {
        let a = exp(-w * d)
        f = -safeMin + a * (w * d + 1)
        slope = a * (-w * d * d)
      }
      w -= f / slope
    }
    return w
  }
}
