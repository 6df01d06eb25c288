/// A cold stream of values of type `T` with an activity channel, as in Material Motion.
///
/// Each `subscribe` runs the stream's connect closure anew, so every subscriber gets its own
/// connection to the source. Delivery is synchronous, on the caller's thread. The stream's
/// `metadata` (velocity, on/off switch, rest constraint) is fixed at creation and flows through
/// the operators that keep the value type (see `StreamMetadata`).
///
/// The library's own operators and sources are subclasses that hold what they subscribe with
/// (an upstream and an operation, a gesture recognizer) and subscribe themselves: one object a
/// stream, where a connect closure and what it captured were two or three. Only the library can
/// subclass it.
public class MotionObservable<T> {
  /// Connects an observer to the source and returns what disconnects it.
  public typealias Connect = (MotionObserver<T>) -> () -> Void

  /// What travels with the stream besides its values.
  public let metadata: StreamMetadata<T>

  /// How a stream made with `init(metadata:_:)` connects an observer; nil for the library's
  /// own streams, which override `subscribe(observer:)`.
  private let connect: Connect?

  /// Creates a stream from the closure that connects each observer to the source, with the
  /// given metadata (none by default).
  public init(metadata: StreamMetadata<T> = .none, _ connect: @escaping Connect) {
    self.metadata = metadata
    self.connect = connect
  }

  /// For the library's own streams, which subscribe themselves.
  init(metadata: StreamMetadata<T>) {
    self.metadata = metadata
    connect = nil
  }

  /// Connects an observer; values and states arrive until the subscription is cancelled.
  @discardableResult
  public func subscribe(observer: MotionObserver<T>) -> Subscription {
    guard let connect else { preconditionFailure("\(Self.self) must override subscribe(observer:)") }
    return ClosureSubscription(connect(observer))
  }

  /// Connects closures for values and, optionally, activity changes.
  @discardableResult
  public func subscribe(
    next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void = { _ in }
  ) -> Subscription {
    subscribe(observer: MotionObserver(next: next, state: state))
  }

  /// The seeds' foundation operator, and the way to write operators of your own (in an
  /// `extension MotionObservable`): `operation` receives each upstream value and a `next` it
  /// may call any number of times; the activity channel passes through unchanged.
  ///
  /// Velocity: the output has no metadata (its values are of another kind), so no velocity, no
  /// switch and no rest constraint reach `MotionRuntime.velocity(of:)`, `toggled(with:)` or an
  /// interaction through it; give it some with `withMetadata(_:)`.
  public func nextOperator<U>(_ operation: @escaping (T, (U) -> Void) -> Void) -> MotionObservable<U> {
    followed(by: operation, metadata: .none)
  }

  /// `nextOperator` for an output of the stream's own type: the output keeps this stream's
  /// metadata, so a switch or velocity reader upstream stays reachable.
  ///
  /// Velocity: the output reports the upstream's velocity whatever `operation` does to the
  /// values. That is right for an operation that passes values on or holds some back (a
  /// filter), and wrong for one that changes them (doubled values report the undoubled
  /// velocity): give such an output its own metadata with `withMetadata(_:)`, or use
  /// `map(_:velocity:)`.
  public func nextOperator(_ operation: @escaping (T, (T) -> Void) -> Void) -> MotionObservable<T> {
    followed(by: operation, metadata: metadata)
  }

  /// `nextOperator` for operators that keep state: `makeOperation` runs once per subscription,
  /// so whatever the operation it returns captures (a cache, the last value) belongs to that
  /// subscription alone. The output starts with no metadata (no velocity).
  public func nextOperator<U>(
    perSubscription makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    StatefulOperatorStream(upstream: self, makeOperation: makeOperation, metadata: .none)
  }

  /// `nextOperator(perSubscription:)` for an output of the stream's own type, which keeps this
  /// stream's metadata (its velocity is the upstream's, as for `nextOperator(_:)`).
  public func nextOperator(
    perSubscription makeOperation: @escaping () -> (T, (T) -> Void) -> Void
  ) -> MotionObservable<T> {
    StatefulOperatorStream(upstream: self, makeOperation: makeOperation, metadata: metadata)
  }

  /// The same values and activity with other metadata: the velocity reader, switch and rest
  /// constraint `metadata` gives, in place of this stream's.
  public func withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    if let connect { return MotionObservable(metadata: metadata, connect) }
    return RelabeledStream(of: self, metadata: metadata)
  }

  /// This stream's values through `operation`, which keeps no state, so every subscription
  /// shares it: after another such operator it joins that one's operation (see
  /// `StatelessStream`), so that a chain of them is subscribed as one stage.
  func followed<U>(
    by operation: @escaping (T, (U) -> Void) -> Void, metadata: StreamMetadata<U>
  ) -> MotionObservable<U> {
    StatelessStream(upstream: self, operation: operation, metadata: metadata)
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "streams are confined with the runtime that drives them")
extension MotionObservable: Sendable {}
