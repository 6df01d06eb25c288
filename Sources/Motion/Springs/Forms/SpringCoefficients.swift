import Foundation

/// A spring in physical terms: stiffness k, damping c and mass m of m·x'' + c·x' + k·x = 0, the
/// form `Spring` runs and every other spring form converts to and from.
///
/// Two coefficient sets whose k / m and c / m agree move identically from the same start and
/// velocity; `scaled(toMass:)` gives such a twin, and `isSameMotion(as:tolerance:)` compares
/// by those ratios. The motion itself is `DampedOscillator`'s closed form.
public struct SpringCoefficients: Sendable, Hashable {
  /// Stiffness k, ≥ 0.
  public let stiffness: Double
  /// Damping c, ≥ 0.
  public let damping: Double
  /// Mass m, > 0.
  public let mass: Double

  /// Validates and stores k, c and m; throws `SpringError` for a mass ≤ 0, a negative
  /// stiffness or damping, anything not finite, or ratios to the mass that overflow.
  public init(stiffness: Double, damping: Double, mass: Double = 1) throws(SpringError) {
    _ = try DampedOscillator(stiffness: stiffness, damping: damping, mass: mass)
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  /// Builds coefficients already known to be valid (derived from validated ones).
  init(unchecked stiffness: Double, _ damping: Double, _ mass: Double) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
  }

  /// ω0 = √(k / m), radians per second: how fast the spring swings without damping.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2√(k·m)): below 1 the motion overshoots, at 1 it is critically damped, above 1 it
  /// creeps. Infinite when k = 0. Taken from the ratios to the mass, (c/m) / (2√(k/m)), which
  /// are finite for every valid spring, where k·m can overflow or vanish.
  public var dampingRatio: Double {
    let perMassStiffness = stiffness / mass
    return perMassStiffness > 0 ? (damping / mass) / (2 * perMassStiffness.squareRoot()) : .infinity
  }

  /// The coefficients of the same motion with mass `newMass`: k and c scaled by newMass / m,
  /// so k / m and c / m, and with them every trajectory, stay the same.
  public func scaled(toMass newMass: Double) throws(SpringError) -> SpringCoefficients {
    let factor = newMass / mass
    return try SpringCoefficients(stiffness: stiffness * factor, damping: damping * factor, mass: newMass)
  }

  /// The coefficients of the same motion with mass 1, as the forms without a mass take them.
  var perUnitMass: SpringCoefficients {
    mass == 1 ? self : SpringCoefficients(unchecked: stiffness / mass, damping / mass, 1)
  }

  /// The displacement from the destination and the velocity `time` seconds after a start
  /// `displacement` away moving at `velocity` (units per second), in closed form. Nil only
  /// when the state no longer fits in a `Double`.
  public func state(
    after time: Double, displacement: Double, velocity: Double
  ) -> (displacement: Double, velocity: Double)? {
    oscillator.evolve(displacement: displacement, velocity: velocity, after: time)
  }

  /// Seconds until a start `displacement` away moving at `velocity` comes to rest under the
  /// spring's rest rule with `threshold` (see `Spring`); infinite when it never does.
  public func settlingTime(displacement: Double, velocity: Double, threshold: Double) -> Double {
    let o = oscillator
    if let known = o.knownRestTime(displacement: displacement, velocity: velocity, threshold: threshold) {
      return known
    }
    return o.restTime(displacement: displacement, velocity: velocity, threshold: threshold)
  }

  /// Whether `other` moves as this spring does: k / m and c / m agree to `tolerance`, relative.
  public func isSameMotion(as other: SpringCoefficients, tolerance: Double = 1e-12) -> Bool {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= tolerance * max(abs(a), abs(b), 1e-300) }
    return close(stiffness / mass, other.stiffness / other.mass)
      && close(damping / mass, other.damping / other.mass)
  }

  private var oscillator: DampedOscillator {
    // Valid by construction: every initializer checked these values or derived them from
    // checked ones by exact scalings.
    (try? DampedOscillator(stiffness: stiffness, damping: damping, mass: mass))
      ?? (try! DampedOscillator(stiffness: 0, damping: 0, mass: 1))
  }
}
