/// react-spring's `config`: tension, friction and mass, which are stiffness, damping and mass
/// under other names (react-spring's spring step reads them as k, c and m).
public struct ReactSpringConfiguration: Sendable, Hashable {
  /// Tension, the stiffness k, ≥ 0.
  public var tension: Double
  /// Friction, the damping c, ≥ 0.
  public var friction: Double
  /// Mass m, > 0.
  public var mass: Double

  /// react-spring's presets, by name: `default` (170, 26), `gentle` (120, 14), `wobbly`
  /// (180, 12), `stiff` (210, 20), `slow` (280, 60) and `molasses` (280, 120), all mass 1.
  public static let presets: [(name: String, tension: Double, friction: Double)] = [
    ("default", 170, 26), ("gentle", 120, 14), ("wobbly", 180, 12), ("stiff", 210, 20),
    ("slow", 280, 60), ("molasses", 280, 120),
  ]

  /// Checks and stores the values; throws `outOfRange` naming the key at fault.
  public init(tension: Double, friction: Double, mass: Double = 1) throws(SpringFormError) {
    try SpringForm.reactSpring.check(["tension": tension, "friction": friction, "mass": mass])
    self.tension = tension
    self.friction = friction
    self.mass = mass
  }

  /// The same spring under react-spring's names.
  public init(_ spring: SpringCoefficients) {
    tension = spring.stiffness
    friction = spring.damping
    mass = spring.mass
  }

  /// The values keyed as `SpringForm.reactSpring` spells them, for `SpringForm.values(of:)`.
  var formValues: [(key: String, value: Double)] {
    [("tension", tension), ("friction", friction), ("mass", mass)]
  }

  /// The physical spring.
  public var coefficients: SpringCoefficients {
    get throws(SpringFormError) { try Motion.coefficients(tension, friction, mass) }
  }
}
