import Foundation

/// SwiftUI's `Spring(response:dampingRatio:)` and `.spring(response:dampingFraction:)`: the
/// undamped period in seconds and the damping ratio, with mass 1.
///
/// k = (2π / response)², c = 4π·dampingFraction / response (Apple's `Spring` documentation);
/// backwards response = 2π / √(k / m) and dampingFraction = c / (2√(k·m)).
public struct SwiftUIResponseSpring: Sendable, Hashable {
  /// The undamped period, seconds, > 0.
  public var response: Double
  /// The damping ratio ζ, ≥ 0: below 1 it bounces.
  public var dampingFraction: Double

  /// Checks and stores the values; throws `outOfRange` naming the key at fault.
  public init(response: Double, dampingFraction: Double) throws(SpringFormError) {
    try SpringForm.swiftUIResponse.check(["response": response, "dampingFraction": dampingFraction])
    self.response = response
    self.dampingFraction = dampingFraction
  }

  /// The spring that moves as `spring` does; throws `notExpressible` when it has no stiffness
  /// (no period to speak of).
  public init(_ spring: SpringCoefficients) throws(SpringFormError) {
    guard spring.stiffness > 0 else {
      throw .notExpressible(form: "response and dampingFraction", reason: "a stiffness of 0 has no response")
    }
    response = 2 * Double.pi / spring.naturalFrequency
    dampingFraction = spring.dampingRatio
  }

  /// The values keyed as `SpringForm.swiftUIResponse` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] {
    [("response", response), ("dampingFraction", dampingFraction)]
  }

  /// The physical spring, mass 1.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) {
      let w = 2 * Double.pi / response
      // A response past about 1e154 s makes a stiffness too small for a Double: no spring.
      guard w * w > 0 else {
        throw .outOfRange(key: "response", value: response, rule: "short enough to make a stiffness above 0")
      }
      return try Motion.coefficients(w * w, 2 * dampingFraction * w, 1)
    }
  }
}
