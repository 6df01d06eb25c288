extension MotionObservable {
  /// Shares one upstream subscription among all subscribers and replays the latest value and
  /// state to each new one.
  ///
  /// The upstream is subscribed when the first subscriber arrives and cancelled when the last
  /// one leaves; the latest value and state belong to that connection and are forgotten with
  /// it. A new subscriber gets `active` before the latest value, or `atRest` after it, as a
  /// gesture stream orders them. Velocity: the upstream's (its metadata passes through).
  public func remember() -> MotionObservable<T> {
    let connection = SharedConnection(upstream: self)
    return MotionObservable(metadata: metadata) { observer in connection.add(observer) }
  }
}

/// The one upstream subscription behind a `remember()` stream and the observers it feeds.
private final class SharedConnection<T> {
  /// One subscriber; `observer` becomes nil when it cancels, so a delivery already under way
  /// skips it.
  final class Entry {
    var observer: MotionObserver<T>?
    init(_ observer: MotionObserver<T>) { self.observer = observer }
  }

  private let upstream: MotionObservable<T>
  private var entries: [Entry] = []
  private var isConnected = false
  private var upstreamSubscription: Subscription?
  private var latestValue: T?
  private var latestState: MotionState?

  init(upstream: MotionObservable<T>) {
    self.upstream = upstream
  }

  func add(_ observer: MotionObserver<T>) -> () -> Void {
    let entry = Entry(observer)
    if isConnected {
      if latestState == .active { observer.state(.active) }
      if let latestValue { observer.next(latestValue) }
      if latestState == .atRest { observer.state(.atRest) }
      entries.append(entry)
    } else {
      entries.append(entry)
      connect()
    }
    // Each subscriber's disconnect keeps the connection alive; the stream itself may be gone.
    return { self.remove(entry) }
  }

  private func connect() {
    isConnected = true
    let subscription = upstream.subscribe(
      next: { [weak self] value in self?.deliver(value) },
      state: { [weak self] state in self?.deliver(state) })
    // A subscriber may have left (and another arrived) while the upstream subscribed.
    if isConnected && upstreamSubscription == nil {
      upstreamSubscription = subscription
    } else {
      subscription.cancel()
    }
  }

  private func remove(_ entry: Entry) {
    guard entry.observer != nil else { return }
    entry.observer = nil
    entries.removeAll { $0 === entry }
    guard entries.isEmpty else { return }
    isConnected = false
    latestValue = nil
    latestState = nil
    let subscription = upstreamSubscription
    upstreamSubscription = nil
    subscription?.cancel()
  }

  private func deliver(_ value: T) {
    latestValue = value
    for entry in entries { entry.observer?.next(value) }
  }

  private func deliver(_ state: MotionState) {
    latestState = state
    for entry in entries { entry.observer?.state(state) }
  }
}
