/// Origami Studio's (and Quartz Composer's) tension and friction, as Rebound's
/// `OrigamiValueConverter` maps them, with mass 1:
///
///     stiffness = (origamiTension − 30) · 3.62 + 194      (0 when origamiTension is 0)
///     damping   = (origamiFriction − 8) · 3 + 25          (0 when origamiFriction is 0)
///
/// Origami's default, tension 40 and friction 7, is stiffness 230.2 and damping 22. Rebound
/// reads an Origami value of exactly 0 as 0, so a stiffness of 85.4 or a damping of 1 (whose
/// Origami value would be 0) has no Origami spelling. React Native's `tension` and `friction`
/// take the same units but without that zero rule.
public struct OrigamiSpring: Sendable, Hashable {
  /// Origami tension, ≥ −23.59… (stiffness 0).
  public var tension: Double
  /// Origami friction, ≥ −1/3 (damping 0).
  public var friction: Double

  /// The lowest Origami tension, where the stiffness reaches 0.
  static let lowestTension = 30 - 194 / 3.62
  /// How near 0 an Origami value made from a spring is taken as 0: far below the ten
  /// significant digits it is written with.
  static let zeroWidth = 1e-9
  /// The lowest Origami friction, where the damping reaches 0.
  static let lowestFriction = 8 - 25 / 3.0

  /// Checks and stores the values; throws `outOfRange` naming the key at fault
  /// (`origamiTension`, `origamiFriction`).
  public init(tension: Double, friction: Double) throws(SpringFormError) {
    try SpringForm.origami.check(["origamiTension": tension, "origamiFriction": friction])
    self.tension = tension
    self.friction = friction
  }

  /// The spring that moves as `spring` does; throws `notExpressible` for a stiffness of 85.4
  /// or a damping of 1 (per unit mass), whose Origami value 0 Rebound reads as 0.
  public init(_ spring: SpringCoefficients) throws(SpringFormError) {
    let unit = spring.perUnitMass
    tension = Self.origamiValue(ofStiffness: unit.stiffness)
    friction = Self.origamiValue(ofDamping: unit.damping)
    // Within a rounding of 0 counts as 0: 85.4 comes back as 3.6e-15, which a designer types
    // as the 0 Rebound reads as no stiffness.
    guard abs(tension) > Self.zeroWidth || unit.stiffness == 0,
      abs(friction) > Self.zeroWidth || unit.damping == 0
    else {
      throw .notExpressible(
        form: "origamiTension and origamiFriction",
        reason: "its Origami value would be 0, which Origami reads as no stiffness or no damping")
    }
  }

  /// Rebound's tension from an Origami value.
  static func stiffness(ofOrigamiValue o: Double) -> Double { o == 0 ? 0 : (o - 30) * 3.62 + 194 }
  /// Rebound's friction from an Origami value.
  static func damping(ofOrigamiValue o: Double) -> Double { o == 0 ? 0 : (o - 8) * 3 + 25 }
  /// The Origami value of a stiffness (per unit mass).
  static func origamiValue(ofStiffness k: Double) -> Double { k == 0 ? 0 : (k - 194) / 3.62 + 30 }
  /// The Origami value of a damping (per unit mass).
  static func origamiValue(ofDamping c: Double) -> Double { c == 0 ? 0 : (c - 25) / 3 + 8 }

  /// The values keyed as `SpringForm.origami` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] {
    [("origamiTension", tension), ("origamiFriction", friction)]
  }

  /// The physical spring, mass 1.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) {
      try Motion.coefficients(
        Self.stiffness(ofOrigamiValue: tension), Self.damping(ofOrigamiValue: friction), 1)
    }
  }
}
