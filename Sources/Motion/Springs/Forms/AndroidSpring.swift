/// AndroidX's `SpringForce` and Jetpack Compose's `spring()`: stiffness and damping ratio, here
/// with an optional mass (the platforms fix it at 1; `platformStiffness` is what they take).
///
/// c = 2ζ·√(k·m) (AndroidX `SpringForce`: damping ratio ζ = c / (2√(k·m))).
public struct AndroidSpring: Sendable, Hashable {
  /// Stiffness k, > 0 (AndroidX refuses 0).
  public var stiffness: Double
  /// Damping ratio ζ, ≥ 0.
  public var dampingRatio: Double
  /// Mass m, > 0.
  public var mass: Double

  /// AndroidX `SpringForce.STIFFNESS_HIGH`, also Compose's `Spring.StiffnessHigh`.
  public static let stiffnessHigh = 10_000.0
  /// `STIFFNESS_MEDIUM`, the default of `SpringForce` and of Compose's `spring()`.
  public static let stiffnessMedium = 1_500.0
  /// Compose's `Spring.StiffnessMediumLow`.
  public static let stiffnessMediumLow = 400.0
  /// `STIFFNESS_LOW`.
  public static let stiffnessLow = 200.0
  /// `STIFFNESS_VERY_LOW`.
  public static let stiffnessVeryLow = 50.0
  /// `DAMPING_RATIO_HIGH_BOUNCY`.
  public static let dampingRatioHighBouncy = 0.2
  /// `DAMPING_RATIO_MEDIUM_BOUNCY`, the default of `SpringForce`.
  public static let dampingRatioMediumBouncy = 0.5
  /// `DAMPING_RATIO_LOW_BOUNCY`.
  public static let dampingRatioLowBouncy = 0.75
  /// `DAMPING_RATIO_NO_BOUNCY`, the default of Compose's `spring()`.
  public static let dampingRatioNoBouncy = 1.0

  /// Checks and stores the values; throws `outOfRange` naming the key at fault.
  public init(stiffness: Double, dampingRatio: Double, mass: Double = 1) throws(SpringFormError) {
    try SpringForm.android.check(["stiffness": stiffness, "dampingRatio": dampingRatio, "mass": mass])
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
    self.mass = mass
  }

  /// The spring that moves as `spring` does, with its mass; throws `notExpressible` when it has
  /// no stiffness.
  public init(_ spring: SpringCoefficients) throws(SpringFormError) {
    guard spring.stiffness > 0 else {
      throw .notExpressible(form: "stiffness and dampingRatio", reason: "Android needs a stiffness above 0")
    }
    stiffness = spring.stiffness
    dampingRatio = spring.dampingRatio
    mass = spring.mass
  }

  /// The stiffness with the mass divided out, k / m: what `SpringForce` and `spring()` take.
  public var platformStiffness: Double { stiffness / mass }

  /// The values keyed as `SpringForm.android` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] {
    [("stiffness", stiffness), ("dampingRatio", dampingRatio), ("mass", mass)]
  }

  /// The physical spring.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) {
      // c = 2ζ√(k·m), as m·2ζ√(k/m): k·m can overflow or vanish where k/m is a fine number.
      try Motion.coefficients(stiffness, 2 * dampingRatio * mass * (stiffness / mass).squareRoot(), mass)
    }
  }
}
