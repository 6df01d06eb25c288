import Foundation

/// What a spring's parameters mean to a designer: its damping ratio, its undamped period, how
/// long it takes to settle, and its step response, all from the closed-form solution.
///
/// The response is that of a spring released from rest `referenceDistance` points from its
/// destination: progress(t) = 1 − x(t) / x0, so 0 at the release and 1 at the destination (an
/// overshoot goes above 1). It settles when the spring's own rest rule holds (see
/// `DampedOscillator.restTime`): its distance to the destination, with its speed counted in,
/// stays within `threshold` from then on.
public struct SpringResponse: Equatable, Sendable {
  /// The distance the response starts from, in points: a typical toss in a window-sized scene.
  public static let referenceDistance = 100.0

  /// The stiffness k described.
  public let stiffness: Double
  /// The damping c described.
  public let damping: Double
  /// The mass m described.
  public let mass: Double
  /// The rest threshold described, in points (and points per second).
  public let threshold: Double
  /// ζ = c / (2√(k·m)); below 1 the spring overshoots and oscillates. Infinite when k = 0.
  public let dampingRatio: Double
  /// 2π√(m / k), in seconds: the period without damping. Infinite when k = 0.
  public let undampedPeriod: Double
  /// Seconds from a release at rest `referenceDistance` away until it is within the threshold of
  /// its destination; infinite when it never is (no damping, or no stiffness to pull it), nil
  /// when the parameters are not a valid spring.
  public let settlingTime: Double?
  private let oscillator: DampedOscillator?

  /// Describes a spring of stiffness k, damping c, mass m and rest threshold, as `Spring` takes
  /// them; parameters that make no spring (a mass ≤ 0, a negative stiffness) give a response
  /// whose `settlingTime` is nil and whose progress is 1.
  public init(stiffness: Double, damping: Double, mass: Double, threshold: Double) {
    self.stiffness = stiffness
    self.damping = damping
    self.mass = mass
    self.threshold = threshold
    let oscillator = try? DampedOscillator(stiffness: stiffness, damping: damping, mass: mass)
    self.oscillator = oscillator
    dampingRatio = oscillator?.dampingRatio ?? .nan
    undampedPeriod = stiffness > 0 ? 2 * Double.pi * (mass / stiffness).squareRoot() : .infinity
    // Without stiffness nothing pulls: a release at rest stays where it is, and settles only
    // when it is within the threshold already (the oscillator's own rest, its glide's end, is
    // at once).
    settlingTime =
      stiffness == 0
      ? oscillator.map { _ in Self.referenceDistance <= max(threshold, 0) ? 0 : .infinity }
      : oscillator?.restTime(displacement: Self.referenceDistance, velocity: 0.0, threshold: threshold)
  }

  /// The span the curve is drawn over: the settling time, or four undamped periods when the
  /// spring never settles, or one second when neither is finite.
  public var plottedDuration: Double {
    if let settlingTime, settlingTime.isFinite, settlingTime > 0 { return settlingTime }
    if undampedPeriod.isFinite { return 4 * undampedPeriod }
    return 1
  }

  /// The progress towards the destination `t` seconds after a release from rest.
  public func progress(at t: Double) -> Double {
    guard let oscillator,
      let state = oscillator.evolve(displacement: Self.referenceDistance, velocity: 0.0, after: t)
    else { return 1 }
    return 1 - state.displacement / Self.referenceDistance
  }
}
