/// The subscription of one stage of an operator chain that is also the observer its upstream
/// feeds, in one object: the subscriber holds and cancels it, and the upstream observer's
/// closures have it as their whole context (a closure that captures one object and nothing else
/// allocates nothing). Separately they were three objects a stage (a subscription, the closure
/// that cancelled it and the closure that forwarded the values), and a tossable subscribes about
/// ten stages.
///
/// While connected, the stage and its upstream hold each other (the upstream feeds it, it
/// cancels the upstream); cancelling breaks that and lets go of the downstream observer, so the
/// subscriber's closures are freed, as with any subscription.
class StageSubscription<U>: Subscription {
  /// Where the stage's values and states go; nil once cancelled.
  final var downstream: MotionObserver<U>?
  /// The upstream's subscription, which cancelling this stage cancels.
  private final var upstream: Subscription?

  init(feeding observer: MotionObserver<U>) {
    downstream = observer
    super.init()
  }

  /// Subscribes `observer`, whose closures reach this stage, to `stream`: the upstream this
  /// stage cancels.
  final func connect<T>(to stream: MotionObservable<T>, as observer: MotionObserver<T>) {
    let subscription = stream.subscribe(observer: observer)
    // Cancelled by something the upstream told on subscription: not wanted.
    if downstream == nil { subscription.cancel() } else { upstream = subscription }
  }

  /// Subscribes to `stream` as this stage's upstream: its values go to `next`, whose closure
  /// reaches this stage, and its states pass through.
  final func connect<T>(to stream: MotionObservable<T>, next: @escaping (T) -> Void) {
    connect(to: stream, as: MotionObserver(next: next, state: passingStates()))
  }

  /// The state channel of the upstream observer: each state passes on downstream. Made outside
  /// `connect`, whose closures would carry its type `T` in an object of their own: this one's
  /// whole context is the stage.
  private final func passingStates() -> (MotionState) -> Void {
    { [self] state in downstream?.state(state) }
  }

  override final var isActive: Bool { downstream != nil }

  override final func cancel() {
    guard downstream != nil else { return }
    downstream = nil
    let subscription = upstream
    upstream = nil
    subscription?.cancel()
  }
}
