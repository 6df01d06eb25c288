import Foundation

/// SwiftUI's `Spring(duration:bounce:)`: a perceptual duration (the response) and a bounce in
/// (−1, 1), with mass 1.
///
/// The duration is the response of `SwiftUIResponseSpring`; the bounce is 1 − ζ for ζ ≤ 1 and
/// 1 / ζ − 1 above (negative: over-damped), so ζ = 1 − bounce for bounce ≥ 0 and 1 / (1 + bounce)
/// below. Apple's example: duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6.
///
/// A tuning control can change one of the two and keep the other: `withDuration(_:)` and
/// `withBounce(_:)`, then `coefficients(mass:)` to keep the mass it tunes.
public struct SwiftUIDurationSpring: Sendable, Hashable {
  /// The perceptual duration, seconds, > 0.
  public private(set) var duration: Double
  /// How bouncy, in (−1, 1): 0 is critically damped, negative over-damped.
  public private(set) var bounce: Double

  /// Checks and stores the values; throws `outOfRange` naming the key at fault.
  public init(duration: Double, bounce: Double) throws(SpringFormError) {
    try SpringForm.swiftUIDuration.check(["duration": duration, "bounce": bounce])
    self.duration = duration
    self.bounce = bounce
  }

  /// The spring that moves as `spring` does; throws `notExpressible` when it has no stiffness
  /// or no damping (a bounce of 1, outside the range).
  public init(_ spring: SpringCoefficients) throws(SpringFormError) {
    let form = "duration and bounce"
    guard spring.stiffness > 0 else {
      throw .notExpressible(form: form, reason: "a stiffness of 0 has no duration")
    }
    let zeta = spring.dampingRatio
    guard zeta > 0 else {
      throw .notExpressible(form: form, reason: "without damping the bounce would be 1, outside (-1, 1)")
    }
    duration = 2 * Double.pi / spring.naturalFrequency
    bounce = zeta <= 1 ? 1 - zeta : 1 / zeta - 1
  }

  /// The damping ratio the bounce stands for.
  public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

  /// The same bounce with another duration; throws `outOfRange` for a duration ≤ 0.
  public func withDuration(_ newDuration: Double) throws(SpringFormError) -> SwiftUIDurationSpring {
    try SwiftUIDurationSpring(duration: newDuration, bounce: bounce)
  }

  /// The same duration with another bounce; throws `outOfRange` outside (−1, 1).
  public func withBounce(_ newBounce: Double) throws(SpringFormError) -> SwiftUIDurationSpring {
    try SwiftUIDurationSpring(duration: duration, bounce: newBounce)
  }

  /// The values keyed as `SpringForm.swiftUIDuration` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] { [("duration", duration), ("bounce", bounce)] }

  /// The physical spring, mass 1.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) { try coefficients(mass: 1) }
  }

  /// The physical spring with mass `mass`: k = (2π / duration)²·m, c = 2ζ·(2π / duration)·m.
  public func coefficients(mass: Double) throws(SpringFormError) -> SpringCoefficients {
    let w = 2 * Double.pi / duration
    // A duration too long for its stiffness to be told from 0 makes no spring.
    guard w * w * mass > 0 else {
      throw .outOfRange(key: "duration", value: duration, rule: "short enough to make a stiffness above 0")
    }
    return try Motion.coefficients(w * w * mass, 2 * dampingRatio * w * mass, mass)
  }
}
