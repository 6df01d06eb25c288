/// A spring's configuration (seed 003): where it pulls to, where it starts, how it behaves.
///
/// Destination, initial value and initial velocity are read when the spring starts; a change of
/// the destination while it runs retargets it with position and velocity continuous.
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
  /// Distance from the destination under which the spring may come to rest.
  public let threshold: Double

  /// Creates a spring pulling `initialValue` towards `destination`.
  public init(to destination: ReactiveProperty<T>, initialValue: ReactiveProperty<T>, threshold: Double = 1) {
    self.destination = destination
    self.initialValue = initialValue
    self.threshold = threshold
  }
}
