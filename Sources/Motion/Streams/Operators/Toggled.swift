extension MotionObservable {
  /// The Tossable specification: this stream's values while `preferred` is at rest, `preferred`'s while it is
  /// active.
  ///
  /// Each subscription subscribes to `preferred` first, and to this stream only while
  /// `preferred` is not active: when `preferred` becomes active this stream's subscription is
  /// cancelled (a spring stops computing) and its switch (`metadata.enabled`) is turned off;
  /// when `preferred` comes to rest the switch is turned on and this stream is subscribed anew
  /// (a spring restarts from its initial value, the current one). So nothing this stream emits
  /// on subscription can reach the output while `preferred` is active. Each write to the
  /// switch happens only when it changes it. `preferred`'s values pass only while it reports
  /// itself active. The output is active while either side is, reporting changes only; its
  /// velocity is `preferred`'s while `preferred` is active, else this stream's.
  public func toggled(with preferred: MotionObservable<T>) -> MotionObservable<T> {
    let sides = ToggleSides(fallback: self, preferred: preferred)
    // The sides are the metadata's parts and the closure's whole context: nothing more is
    // allocated.
    return SubscribingStream(
      metadata: StreamMetadata(parts: sides),
      subscribing: { [sides] observer in ToggleConnection(sides, observer: observer) })
  }
}

/// The two sides of a toggled stream, and how many of its subscriptions currently see the
/// preferred side active; also the stream's metadata: the fallback's, with a velocity reader
/// that asks the side driving the output (a reader that belongs to the stream, not to one
/// subscription).
private final class ToggleSides<T>: StreamMetadata<T>.Parts {
  let fallback: MotionObservable<T>
  let preferred: MotionObservable<T>
  var activeCount = 0

  init(fallback: MotionObservable<T>, preferred: MotionObservable<T>) {
    self.fallback = fallback
    self.preferred = preferred
  }

  /// The preferred side's velocity while it is active, else the fallback's.
  override var velocity: (() -> T?)? {
    { [self] in activeCount > 0 ? preferred.metadata.velocity?() : fallback.metadata.velocity?() }
  }
  override var enabled: ReactiveProperty<Bool>? { fallback.metadata.enabled }
  override var nearestAllowed: ((T) -> T)? { fallback.metadata.nearestAllowed }
  override var unconstrained: ((T) -> T)? { fallback.metadata.unconstrained }
}

/// One subscription of a toggled stream: which side drives the output, and the subscriptions
/// to both sides. The sides' observers hold it (their closures have it as their whole context,
/// so they allocate nothing) and it holds their subscriptions: cancelling a side's subscription,
/// or this one, breaks that.
private final class ToggleConnection<T>: Subscription {
  private let sides: ToggleSides<T>
  /// Where the output goes; nil once cancelled.
  private var observer: MotionObserver<T>?
  /// The sides' subscriptions, each nil while that side is not subscribed.
  private var preferredSubscription: Subscription?
  private var fallbackSubscription: Subscription?
  private var preferredIsActive = false
  private var fallbackIsActive = false
  /// The state last reported; a stream begins at rest, so only `active` is news at first.
  private var reported = MotionState.atRest
  private var isConnected: Bool { observer != nil }

  init(_ sides: ToggleSides<T>, observer: MotionObserver<T>) {
    self.sides = sides
    self.observer = observer
    super.init()
    let subscription = sides.preferred.subscribe(
      next: { [self] value in
        if preferredIsActive { self.observer?.next(value) }
      },
      state: { [self] state in preferredDidChange(to: state) })
    if isConnected {
      preferredSubscription = subscription
      if !preferredIsActive { subscribeFallback() }
    } else {
      subscription.cancel()
    }
  }

  override var isActive: Bool { isConnected }

  override func cancel() {
    guard isConnected else { return }
    observer = nil
    let preferred = preferredSubscription
    preferredSubscription = nil
    preferred?.cancel()
    fallbackSubscription?.cancel()
    fallbackSubscription = nil
    if preferredIsActive {
      preferredIsActive = false
      sides.activeCount -= 1
    }
  }

  private func preferredDidChange(to state: MotionState) {
    guard isConnected else { return }
    let nowActive = state == .active
    if nowActive != preferredIsActive {
      preferredIsActive = nowActive
      sides.activeCount += nowActive ? 1 : -1
      let enabled = sides.fallback.metadata.enabled
      if nowActive {
        fallbackSubscription?.cancel()
        fallbackSubscription = nil
        fallbackIsActive = false
        if let enabled, enabled.read() { enabled.write(false) }
      } else {
        // Subscribed again only once the preferred side has settled in (not from inside the
        // first subscription, which subscribes the fallback itself when it returns), and
        // before the switch turns on, so that what the restart emits reaches the output.
        if preferredSubscription != nil, fallbackSubscription == nil { subscribeFallback() }
        if let enabled, !enabled.read() { enabled.write(true) }
      }
    }
    report()
  }

  private func subscribeFallback() {
    // While this subscription lasts the preferred side is inactive (it is cancelled as soon as
    // the preferred side becomes active), so every value reaches the output, and a spring may
    // write the output's property itself.
    let subscription = sides.fallback.subscribe(
      observer: MotionObserver(
        next: { [self] value in
          guard !preferredIsActive else { return }
          observer?.next(value)
        },
        state: { [self] state in
          fallbackIsActive = state == .active
          report()
        },
        property: observer?.property))
    // The fallback may have been dropped meanwhile (the preferred side became active while it
    // subscribed); then this subscription is not wanted.
    if isConnected, !preferredIsActive, fallbackSubscription == nil {
      fallbackSubscription = subscription
    } else {
      subscription.cancel()
    }
  }

  private func report() {
    let state: MotionState = preferredIsActive || fallbackIsActive ? .active : .atRest
    guard state != reported else { return }
    reported = state
    observer?.state(state)
  }
}
