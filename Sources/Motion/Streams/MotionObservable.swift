/// A cold stream of values of type `T` with an activity channel, as in Material Motion.
///
/// Each `subscribe` runs the stream's connect closure anew, so every subscriber gets its own
/// connection to the source. Delivery is synchronous, on the caller's thread. The stream's
/// `metadata` (velocity, on/off switch, rest constraint) is fixed at creation and flows through
/// the operators that keep the value type (see `StreamMetadata`).
public final class MotionObservable<T> {
  /// Connects an observer to the source and returns what disconnects it.
  public typealias Connect = (MotionObserver<T>) -> () -> Void

  private let connectObserver: Connect

  /// What travels with the stream besides its values.
  public let metadata: StreamMetadata<T>

  /// Creates a stream from the closure that connects each observer to the source, with the
  /// given metadata (none by default).
  public init(metadata: StreamMetadata<T> = .none, _ connect: @escaping Connect) {
    self.metadata = metadata
    self.connectObserver = connect
  }

  /// Connects an observer; values and states arrive until the subscription is cancelled.
  @discardableResult
  public func subscribe(observer: MotionObserver<T>) -> Subscription {
    Subscription(connectObserver(observer))
  }

  /// Connects closures for values and, optionally, activity changes.
  @discardableResult
  public func subscribe(
    next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void = { _ in }
  ) -> Subscription {
    subscribe(observer: MotionObserver(next: next, state: state))
  }

  /// The seeds' foundation operator: `operation` receives each upstream value and a `next` it
  /// may call any number of times; the activity channel passes through unchanged. The output
  /// starts with no metadata (its values are of another kind).
  public func _nextOperator<U>(_ operation: @escaping (T, (U) -> Void) -> Void) -> MotionObservable<U> {
    MotionObservable<U>(connecting(to: self, sharing: operation))
  }

  /// `_nextOperator` for an output of the stream's own type: the output keeps this stream's
  /// metadata, so a switch or velocity reader upstream stays reachable. An operator that
  /// changes what the values mean gives the output new metadata with `_withMetadata(_:)`.
  public func _nextOperator(_ operation: @escaping (T, (T) -> Void) -> Void) -> MotionObservable<T> {
    MotionObservable<T>(metadata: metadata, connecting(to: self, sharing: operation))
  }

  /// `_nextOperator` for operators that keep state: `makeOperation` runs once per subscription,
  /// so whatever the operation it returns captures (a cache, the last value) belongs to that
  /// subscription alone. The output starts with no metadata.
  public func _nextOperator<U>(
    perSubscription makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    MotionObservable<U>(connecting(to: self, makeOperation))
  }

  /// `_nextOperator(perSubscription:)` for an output of the stream's own type, which keeps this
  /// stream's metadata.
  public func _nextOperator(
    perSubscription makeOperation: @escaping () -> (T, (T) -> Void) -> Void
  ) -> MotionObservable<T> {
    MotionObservable<T>(metadata: metadata, connecting(to: self, makeOperation))
  }

  /// The same values and activity with other metadata.
  public func _withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    MotionObservable(metadata: metadata, connectObserver)
  }
}

/// The connect closure of an operator: each subscription makes its operation and feeds it the
/// upstream's values; the activity passes through.
private func connecting<T, U>(
  to upstream: MotionObservable<T>, _ makeOperation: @escaping () -> (T, (U) -> Void) -> Void
) -> MotionObservable<U>.Connect {
  { observer in connect(observer, to: upstream, through: makeOperation()) }
}

/// The connect closure of an operator whose every subscription shares `operation` (one that keeps
/// no state): made without the closure that would make it for each subscription.
private func connecting<T, U>(
  to upstream: MotionObservable<T>, sharing operation: @escaping (T, (U) -> Void) -> Void
) -> MotionObservable<U>.Connect {
  { observer in connect(observer, to: upstream, through: operation) }
}

/// Feeds `observer` what `operation` makes of `upstream`'s values, with the activity passing
/// through; returns what disconnects it.
private func connect<T, U>(
  _ observer: MotionObserver<U>, to upstream: MotionObservable<T>,
  through operation: @escaping (T, (U) -> Void) -> Void
) -> () -> Void {
  let subscription = upstream.subscribe(
    next: { value in operation(value, observer.next) },
    state: observer.state)
  return { subscription.cancel() }
}
