/// A spring's configuration (the Tossable specification): where it pulls to, where it starts, how it behaves.
///
/// Destination, initial value and initial velocity are read when the spring starts; a change of
/// the destination while it runs retargets it with position and velocity continuous, and a
/// change of stiffness, damping or mass takes effect at once, also continuously.
///
/// The physics is `DampedOscillator`'s, with its rest rule: the spring is at rest once
/// √(x² + (v / ω0)²) ≤ `threshold`, with x the distance to the destination and ω0 = √(k / m), and
/// then it snaps exactly onto the destination. With stiffness 0 nothing pulls: the value glides
/// to a stop (damping alone slows it) and rests where the glide ends once what is left of it is
/// within `threshold` (on the destination when the glide ends within `threshold` of it); with
/// a threshold of 0, once what is left is below the smallest positive `Double`.
///
/// Use `configure(stiffness:damping:mass:)` to change parameters with validation, or `validate()`
/// to check values written straight into the properties. A spring whose properties hold invalid
/// values (mass ≤ 0, negative stiffness or damping, anything not finite) does not move: when it
/// starts, or when such a value is written while it runs, it snaps to its destination and rests.
public final class Spring<T: SpringValue> {
  /// Where the spring pulls the value.
  public let destination: ReactiveProperty<T>
  /// Where the spring starts, read when it is enabled.
  public let initialValue: ReactiveProperty<T>
  /// The velocity it starts with, in units per second.
  public let initialVelocity = ReactiveProperty<T>(T.zero)
  /// Whether the spring runs; turning it on restarts it from `initialValue`.
  public let enabled = ReactiveProperty<Bool>(true)
  /// Stiffness k, ≥ 0 (default 342).
  public let stiffness = ReactiveProperty<Double>(342)
  /// Damping c, ≥ 0 (default 30).
  public let damping = ReactiveProperty<Double>(30)
  /// Mass m, > 0 (default 1).
  public let mass = ReactiveProperty<Double>(1)
  /// Distance from the destination under which the spring may come to rest (see the rest rule
  /// above); a negative or non-finite threshold fails `validate()` and counts as zero. A change
  /// while the spring runs takes effect at once, with position and velocity continuous.
  public var threshold: Double {
    get { thresholdProperty.read() }
    set { thresholdProperty.write(newValue) }
  }

  /// The threshold as a property, so that running springs can rebase when it changes.
  let thresholdProperty: ReactiveProperty<Double>

  /// True while `configure` writes its three values, so that running springs rebase once, on
  /// the last write, instead of on an intermediate mix of old and new values.
  var isConfiguring = false

  /// Maps `initialValue` to where a flight starts. A tossable under constraints sets it: its
  /// element's position is the spring's value after the constraints, so a flight that started
  /// there would pass through them twice (a rubber band pulling the element in at the release).
  var startsFrom: ((T) -> T)?

  /// Where a flight starts: `initialValue`, through `startsFrom` when set.
  var startingValue: T {
    let value = initialValue.read()
    return startsFrom.map { $0(value) } ?? value
  }

  /// Creates a spring pulling `initialValue` towards `destination`. The threshold defaults to
  /// the value type's `SpringValue.defaultRestThreshold`: one point for a `Spring<Point>`, a
  /// thousandth for a `Spring<Double>` (a scale or an angle in radians).
  public init(
    to destination: ReactiveProperty<T>, initialValue: ReactiveProperty<T>,
    threshold: Double = T.defaultRestThreshold
  ) {
    self.destination = destination
    self.initialValue = initialValue
    self.thresholdProperty = ReactiveProperty(threshold)
  }

  /// Checks the current parameters and threshold; throws the first invalid one.
  public func validate() throws(SpringError) {
    _ = try DampedOscillator(stiffness: stiffness.read(), damping: damping.read(), mass: mass.read())
    guard threshold.isFinite, threshold >= 0 else { throw .invalidThreshold(threshold) }
  }

  /// Sets stiffness, damping and mass together after checking them; on error nothing changes.
  /// A running spring continues from its current position and velocity under the new values.
  public func configure(stiffness k: Double, damping c: Double, mass m: Double) throws(SpringError) {
    _ = try DampedOscillator(stiffness: k, damping: c, mass: m)
    isConfiguring = true
    stiffness.write(k)
    mass.write(m)
    isConfiguring = false
    damping.write(c)
  }

  /// The solver for the current parameters, or nil when they are invalid.
  var oscillator: DampedOscillator? {
    try? DampedOscillator(stiffness: stiffness.read(), damping: damping.read(), mass: mass.read())
  }
}
