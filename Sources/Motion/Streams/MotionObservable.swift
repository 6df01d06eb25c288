/// A cold stream of values of type `T` with an activity channel, as in Material Motion.
///
/// Each `subscribe` runs the stream's connect closure anew, so every subscriber gets its own
/// connection to the source. Delivery is synchronous, on the caller's thread. The stream's
/// `metadata` (velocity, on/off switch, rest constraint) is fixed at creation and flows through
/// the operators that keep the value type (see `StreamMetadata`).
public final class MotionObservable<T> {
  /// Connects an observer to the source and returns what disconnects it.
  public typealias Connect = (MotionObserver<T>) -> () -> Void

  /// Connects an observer to the source and returns the subscription that disconnects it: how
  /// the library's own operators connect, so that one object can be both a stage's subscription
  /// and the observer its upstream feeds (see `StageSubscription`).
  typealias Subscribe = (MotionObserver<T>) -> Subscription

  /// How an observer is connected: a user's connect closure, whose disconnect closure is wrapped
  /// in a subscription, the library's, which makes its subscription itself, or a chain of
  /// stateless operators, subscribed as one stage.
  private enum Source {
    case connecting(Connect)
    case subscribing(Subscribe)
    case operating(any StatelessOperation<T>)
  }

  private let source: Source

  /// What travels with the stream besides its values.
  public let metadata: StreamMetadata<T>

  /// Creates a stream from the closure that connects each observer to the source, with the
  /// given metadata (none by default).
  public init(metadata: StreamMetadata<T> = .none, _ connect: @escaping Connect) {
    self.metadata = metadata
    self.source = .connecting(connect)
  }

  /// Creates a stream from the closure that connects each observer and returns its
  /// subscription.
  init(metadata: StreamMetadata<T> = .none, subscribing: @escaping Subscribe) {
    self.metadata = metadata
    self.source = .subscribing(subscribing)
  }

  private init(metadata: StreamMetadata<T>, source: Source) {
    self.metadata = metadata
    self.source = source
  }

  /// Connects an observer; values and states arrive until the subscription is cancelled.
  @discardableResult
  public func subscribe(observer: MotionObserver<T>) -> Subscription {
    switch source {
    case .connecting(let connect): Subscription(connect(observer))
    case .subscribing(let subscribe): subscribe(observer)
    case .operating(let operation): operation.subscribe(observer)
    }
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
    MotionObservable<U>(metadata: .none, source: .operating(fused(with: operation)))
  }

  /// `_nextOperator` for an output of the stream's own type: the output keeps this stream's
  /// metadata, so a switch or velocity reader upstream stays reachable. An operator that
  /// changes what the values mean gives the output new metadata with `_withMetadata(_:)`.
  public func _nextOperator(_ operation: @escaping (T, (T) -> Void) -> Void) -> MotionObservable<T> {
    MotionObservable<T>(metadata: metadata, source: .operating(fused(with: operation)))
  }

  /// `_nextOperator` for operators that keep state: `makeOperation` runs once per subscription,
  /// so whatever the operation it returns captures (a cache, the last value) belongs to that
  /// subscription alone. The output starts with no metadata.
  public func _nextOperator<U>(
    perSubscription makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    MotionObservable<U>(subscribing: subscribingThrough(makeOperation))
  }

  /// `_nextOperator(perSubscription:)` for an output of the stream's own type, which keeps this
  /// stream's metadata.
  public func _nextOperator(
    perSubscription makeOperation: @escaping () -> (T, (T) -> Void) -> Void
  ) -> MotionObservable<T> {
    MotionObservable<T>(metadata: metadata, subscribing: subscribingThrough(makeOperation))
  }

  /// The same values and activity with other metadata.
  public func _withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    MotionObservable(metadata: metadata, source: source)
  }

  /// An operator whose every subscription shares `operation` (one that keeps no state): after
  /// another such operator it joins that one's operation, so that a chain of them is subscribed
  /// as one stage (one object a subscription however long the chain). Nothing can tell: the
  /// activity passes through each unchanged, and each value goes through the operations in turn
  /// as it went through the stages.
  private func fused<U>(with operation: @escaping (T, (U) -> Void) -> Void) -> any StatelessOperation<U> {
    if case .operating(let upstream) = source { return upstream.followed(by: operation) }
    return OperationOnStream(upstream: self, operation: operation)
  }

  /// How an operator that keeps state subscribes: each subscription makes its operation.
  private func subscribingThrough<U>(
    _ makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U>.Subscribe {
    { [self] observer in OperatorSubscription(to: self, through: makeOperation(), feeding: observer) }
  }
}
