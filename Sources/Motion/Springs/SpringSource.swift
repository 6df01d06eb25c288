/// Turns a `Spring` into a stream of values on a runtime's clock (the Tossable specification's
/// `springSource`).
///
/// Each subscription runs the spring on its own. While `spring.enabled` is true the spring is in
/// flight or at rest on its destination: it starts at the runtime's current time (an input
/// handled at t has already moved the clock to t) from `initialValue` and `initialVelocity`,
/// when subscribed while enabled or when `enabled` turns from false to true. It then emits
/// `active`, its value at every `advance(to:)` of the runtime, and on coming to rest the
/// destination exactly followed by `atRest`. Writing false to `enabled` stops it at once: no
/// more values, `atRest`. A new destination retargets a flight with position and velocity
/// continuous, and restarts a spring at rest from where it lies with zero velocity; new
/// parameters rebase a flight continuously. Cancelling the subscription stops everything and
/// releases the closures; the source does not keep its runtime alive.
public final class SpringSource<T: SpringValue> {
  private let link: OwnerLink<MotionRuntime>

  /// Creates a source whose springs step on `runtime`'s clock.
  public init(runtime: MotionRuntime) {
    link = runtime.link
  }

  /// Whether this source's springs step on `runtime`'s clock (false once its runtime has gone).
  func runs(on runtime: MotionRuntime) -> Bool { link.owner === runtime }

  /// The stream of `spring`'s values while it runs. Its metadata's switch is `spring.enabled`;
  /// its velocity reads the flight's velocity at the runtime's current time, nil while at rest.
  public func callAsFunction(_ spring: Spring<T>) -> MotionObservable<T> {
    SpringValues(of: spring, on: link)
  }
}

/// The stream a `SpringSource` makes of a spring: it holds what each subscription's run needs,
/// where a connect closure held them in an object of its own.
private final class SpringValues<T: SpringValue>: MotionObservable<T> {
  private let spring: Spring<T>
  private let stream: SpringStream<T>
  private let link: OwnerLink<MotionRuntime>

  init(of spring: Spring<T>, on link: OwnerLink<MotionRuntime>) {
    let stream = SpringStream(of: spring)
    self.spring = spring
    self.stream = stream
    self.link = link
    super.init(metadata: StreamMetadata(velocity: { stream.currentVelocity }, enabled: spring.enabled))
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    let runner = SpringRunner(spring: spring, stream: stream, runtime: link, observer: observer)
    runner.connect()
    return SpringRunSubscription(runner)
  }
}

/// The subscription of one run of a spring: cancelling it disconnects the run.
private final class SpringRunSubscription<T: SpringValue>: Subscription {
  private var runner: SpringRunner<T>?

  init(_ runner: SpringRunner<T>) {
    self.runner = runner
    super.init()
  }

  override var isActive: Bool { runner != nil }

  override func cancel() {
    let cancelled = runner
    runner = nil
    cancelled?.disconnect()
  }
}

/// One stream of a spring, which its runs name, so that the stream can report their velocity:
/// the spring keeps the runs, so a stream has no list of its own.
final class SpringStream<T: SpringValue> {
  private let spring: Spring<T>

  init(of spring: Spring<T>) {
    self.spring = spring
  }

  /// Every run of a stream follows the same trajectory, so the first in flight speaks for all.
  var currentVelocity: T? { spring.currentVelocity(of: self) }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "spring sources are confined with the runtime that drives them")
extension SpringSource: Sendable {}
