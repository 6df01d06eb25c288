/// Origami's and React Native's bounciness and speed, as Rebound's `BouncyConversion` turns
/// them into Origami tension and friction (then `OrigamiSpring` into stiffness and damping):
///
///     b = bounciness / 1.7 / 20 · 0.8,   s = speed / 1.7 / 20
///     origamiTension  = 0.5 + s · 199.5
///     origamiFriction = u · 0.01 + (1 − u) · noBounce(origamiTension),   u = 2b − b²
///
/// noBounce(t) is Rebound's cubic fit of the friction that just does not bounce at tension t
/// (three pieces, split at 18 and 44). The form covers a limited range: speed ≥ 0 reaches
/// stiffness down to 87.21 only, and the friction runs from noBounce (bounciness 0) down to
/// 0.01 (bounciness 42.5, where u peaks at 1). `nearest(to:)` gives the closest spring inside
/// the range for one outside it.
public struct BouncySpring: Sendable, Hashable {
  /// Bounciness, 0…42.5.
  public var bounciness: Double
  /// Speed, ≥ 0.
  public var speed: Double

  /// The bounciness at which the friction reaches Rebound's least, 0.01.
  public static let largestBounciness = 42.5

  /// Checks and stores the values; throws `outOfRange` naming the key at fault.
  public init(bounciness: Double, speed: Double) throws(SpringFormError) {
    try SpringForm.bouncy.check(["bounciness": bounciness, "speed": speed])
    self.bounciness = bounciness
    self.speed = speed
  }

  private init(unchecked bounciness: Double, speed: Double) {
    self.bounciness = bounciness
    self.speed = speed
  }

  /// The spring that moves as `spring` does; throws `notExpressible` when it lies outside the
  /// form's range (see `nearest(to:)` for the closest one inside).
  public init(_ spring: SpringCoefficients) throws(SpringFormError) {
    let (speed, mix) = Self.inverse(spring)
    guard speed >= 0 else {
      throw .notExpressible(
        form: "bounciness and speed",
        reason: "its stiffness (per unit mass) is below 87.21, the least a speed of 0 gives")
    }
    guard mix >= 0, mix <= 1 else {
      throw .notExpressible(
        form: "bounciness and speed",
        reason: mix < 0
          ? "it is more damped than a bounciness of 0 is at this speed"
          : "it is less damped than a bounciness of 42.5 is at this speed")
    }
    self.init(unchecked: Self.bounciness(ofMix: mix), speed: speed)
  }

  /// The spring inside the form's range closest to `spring`: speed and the friction mix
  /// clamped to their ranges. Equal to `init(_:)` wherever that succeeds.
  public static func nearest(to spring: SpringCoefficients) -> BouncySpring {
    let (speed, mix) = inverse(spring)
    return BouncySpring(unchecked: bounciness(ofMix: min(max(mix, 0), 1)), speed: max(speed, 0))
  }

  /// The values keyed as `SpringForm.bouncy` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] { [("bounciness", bounciness), ("speed", speed)] }

  /// The physical spring, mass 1.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) {
      let (tension, friction) = origamiValues
      return try Motion.coefficients(
        OrigamiSpring.stiffness(ofOrigamiValue: tension), OrigamiSpring.damping(ofOrigamiValue: friction), 1)
    }
  }

  /// The Origami tension and friction `BouncyConversion` gives.
  public var origamiValues: (tension: Double, friction: Double) {
    let b = bounciness / 1.7 / 20 * 0.8
    let s = speed / 1.7 / 20
    let tension = 0.5 + s * 199.5
    let u = 2 * b - b * b
    return (tension, u * 0.01 + (1 - u) * Self.noBounceFriction(tension))
  }

  /// Rebound's friction that just does not bounce at Origami tension `t`.
  static func noBounceFriction(_ t: Double) -> Double {
    if t <= 18 { return 0.0007 * t * t * t - 0.031 * t * t + 0.64 * t + 1.28 }
    if t <= 44 { return 0.000044 * t * t * t - 0.006 * t * t + 0.36 * t + 2 }
    return 0.00000045 * t * t * t - 0.000332 * t * t + 0.1078 * t + 5.84
  }

  /// The speed and the friction mix u = 2b − b² of a spring, unclamped.
  private static func inverse(_ spring: SpringCoefficients) -> (speed: Double, mix: Double) {
    let unit = spring.perUnitMass
    let tension = OrigamiSpring.origamiValue(ofStiffness: unit.stiffness)
    let friction = OrigamiSpring.origamiValue(ofDamping: unit.damping)
    let speed = (tension - 0.5) / 199.5 * 20 * 1.7
    let start = noBounceFriction(tension)
    return (speed, (friction - start) / (0.01 - start))
  }

  /// The bounciness whose mix 2b − b² is `mix` (0…1); b = 1 − √(1 − u), written so that a
  /// small u loses no digits.
  private static func bounciness(ofMix mix: Double) -> Double {
    let b = mix / (1 + (1 - mix).squareRoot())
    return b / 0.8 * 20 * 1.7
  }
}
