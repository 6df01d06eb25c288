import Foundation

/// A spring as SwiftUI's `Spring(duration:bounce:)` describes it: `duration`, the period the
/// spring would swing with no damping (SwiftUI's "perceptual duration", the same as its
/// `response`), and `bounce`, 0 for a critically damped spring, towards 1 for one that swings
/// longer, below 0 for one that creeps (Apple's "Spring" documentation).
///
/// The relations, for a mass m: stiffness = (2π / duration)² · m; the damping ratio is
/// 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce) below; damping = 4π · ratio · m / duration.
/// The tuning panel edits a spring in these terms and hands the physical values it amounts
/// to on to the spring, keeping the mass and the threshold.
struct DurationAndBounce: Equatable, Sendable {
  /// The undamped period in seconds; infinite for a spring with no stiffness.
  var duration: Double
  /// The bounce: 1 − ζ for ζ ≤ 1, 1/ζ − 1 beyond (so −1 < bounce ≤ 1).
  var bounce: Double

  /// Creates the pair.
  init(duration: Double, bounce: Double) {
    self.duration = duration
    self.bounce = bounce
  }

  /// The pair that describes `parameters` (its mass counted in).
  init(_ parameters: SpringParameters) {
    let k = parameters.stiffness
    let m = parameters.mass
    guard k > 0, m > 0 else {
      self.init(duration: .infinity, bounce: 0)
      return
    }
    let ratio = parameters.damping / (2 * (k * m).squareRoot())
    self.init(duration: 2 * Double.pi * (m / k).squareRoot(), bounce: Self.bounce(ofDampingRatio: ratio))
  }

  /// The bounce of a damping ratio `ratio` (≥ 0).
  static func bounce(ofDampingRatio ratio: Double) -> Double {
    ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The damping ratio of the bounce (bounce > −1).
  var dampingRatio: Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  /// The stiffness and damping that make this pair with mass `mass`; nil when the pair makes
  /// no spring (a duration that is not positive and finite, a bounce at or below −1).
  func physical(mass: Double) -> (stiffness: Double, damping: Double)? {
    guard duration.isFinite, duration > 0, bounce.isFinite, bounce > -1, mass > 0 else { return nil }
    let stiffness = pow(2 * Double.pi / duration, 2) * mass
    let damping = 4 * Double.pi * max(dampingRatio, 0) * mass / duration
    return (stiffness, damping)
  }
}
