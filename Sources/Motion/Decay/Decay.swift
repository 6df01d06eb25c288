/// A glide to a stop, a friction (decay) motion: from its initial value and velocity the value
/// slows down exponentially under `decelerationRate` and comes to rest at its projection, as a
/// scroll view's content after a flick, or AndroidX's `FlingAnimation`.
///
/// Solved in closed form, as the springs are: a decay is a spring without stiffness (k = 0,
/// damping λ = `decelerationRate.decayConstant`, mass 1), run by a `SpringSource` like any
/// spring, so what it shows at time t is exact whatever the frame rate and the times stepped at
/// before. It is at rest once its speed is no more than `restingSpeed`, and then it lies on the
/// projection, `decelerationRate.projection(of:velocity:)` of where it started: the last step
/// moves it by what is left of the glide, at most `restingSpeed / λ` (half a point for the
/// default 1 point per second at the `normal` rate).
///
/// Like a spring, it is off while `enabled` is false and starts anew, from `initialValue` and
/// `initialVelocity` at the runtime's current time, when `enabled` turns true; `toggled(with:)`
/// hands a gesture's value over to it as it hands one to a spring.
public final class Decay<T: SpringValue> {
  /// Where a glide starts, read when it is enabled.
  public var initialValue: ReactiveProperty<T> { spring.initialValue }
  /// The velocity a glide starts with, in units per second.
  public var initialVelocity: ReactiveProperty<T> { spring.initialVelocity }
  /// Whether the decay runs; turning it on starts a glide.
  public var enabled: ReactiveProperty<Bool> { spring.enabled }
  /// How fast it slows down; a change takes effect at once, position and velocity continuous.
  public let decelerationRate: ReactiveProperty<DecelerationRate>
  /// The speed, in units per second, at or below which the glide is over; a change takes effect
  /// at once.
  ///
  /// - Precondition: a finite number above 0.
  public var restingSpeed: Double {
    didSet {
      Self.check(restingSpeed: restingSpeed)
      configureSpring()
    }
  }

  /// Stops the program on a resting speed a glide cannot rest by.
  static func check(restingSpeed: Double) {
    precondition(
      restingSpeed.isFinite && restingSpeed > 0,
      "a decay's restingSpeed must be a finite number above 0, got \(restingSpeed)")
  }

  /// The spring without stiffness that solves the glide.
  let spring: Spring<T>
  private var rateSubscription: Subscription?
  private var startSubscription: Subscription?

  /// Creates a decay of `initialValue`, enabled (as a spring is), starting at rest.
  /// `restingSpeed` defaults to the value type's `SpringValue.defaultRestThreshold` per second
  /// (one point per second for points).
  public init(
    initialValue: ReactiveProperty<T>, decelerationRate: DecelerationRate = .normal,
    restingSpeed: Double = T.defaultRestThreshold
  ) {
    Self.check(restingSpeed: restingSpeed)
    self.decelerationRate = ReactiveProperty(decelerationRate)
    self.restingSpeed = restingSpeed
    spring = Spring(to: ReactiveProperty(initialValue.read()), initialValue: initialValue)
    configureSpring()
    rateSubscription = self.decelerationRate.observe { [weak self] _ in self?.configureSpring() }
    // Observed before any run of the spring observes it, so each glide's end is in place when
    // the glide starts: it is where the glide rests.
    startSubscription = spring.enabled.observe { [weak self] enabled in
      guard let self, enabled else { return }
      self.spring.destination.write(self.projection)
    }
  }

  deinit {
    rateSubscription?.cancel()
    startSubscription?.cancel()
  }

  /// Where a glide started now would come to rest: the projection of the initial value and
  /// velocity.
  public var projection: T {
    decelerationRate.read().projection(of: spring.startingValue, velocity: initialVelocity.read())
  }

  /// Maps `initialValue` to where a glide starts (see `Spring.startsFrom`).
  var startsFrom: ((T) -> T)? {
    get { spring.startsFrom }
    set { spring.startsFrom = newValue }
  }

  /// The spring's parameters for the current rate and resting speed: λ as damping, and the
  /// resting speed as what is left of the glide (|v| / λ) at that speed.
  private func configureSpring() {
    let lambda = decelerationRate.read().decayConstant
    spring.threshold = restingSpeed / lambda
    spring.isConfiguring = true
    spring.stiffness.write(0)
    spring.mass.write(1)
    spring.isConfiguring = false
    spring.damping.write(lambda)
  }
}

extension SpringSource {
  /// The stream of `decay`'s values while it glides: a decay is a spring without stiffness, so
  /// it runs on the source that runs springs, with the same metadata (its switch is
  /// `decay.enabled`, its velocity the glide's).
  public func callAsFunction(_ decay: Decay<T>) -> MotionObservable<T> {
    self(decay.spring)
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "decays are confined with the runtime that drives them")
extension Decay: Sendable {}
