/// A stream of a chain of operators that keep no state, applied to the values of the stream at
/// its start: what `nextOperator` makes, so that a stateless operator after it joins the chain
/// instead of subscribing to it.
///
/// Nothing can tell: the activity passes through each operator unchanged, and each value goes
/// through the operations in turn as it went through the stages; a chain however long is one
/// subscription (see `OperatorSubscription`).
final class StatelessStream<Input, T>: MotionObservable<T> {
  private let upstream: MotionObservable<Input>
  private let operation: (Input, (T) -> Void) -> Void

  init(
    upstream: MotionObservable<Input>, operation: @escaping (Input, (T) -> Void) -> Void,
    metadata: StreamMetadata<T>
  ) {
    self.upstream = upstream
    self.operation = operation
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    OperatorSubscription(to: upstream, through: operation, feeding: observer)
  }

  override func withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    StatelessStream(upstream: upstream, operation: operation, metadata: metadata)
  }

  override func followed<U>(
    by next: @escaping (T, (U) -> Void) -> Void, metadata: StreamMetadata<U>
  ) -> MotionObservable<U> {
    let joined = JoinedOperations(operation, then: next)
    // The closure's whole context is `joined`, whose type carries the three value types: one
    // object, where a closure capturing both operations also carried their types.
    return StatelessStream<Input, U>(
      upstream: upstream, operation: { [joined] value, emit in joined.apply(to: value, emit) },
      metadata: metadata)
  }
}

/// Two stateless operations applied one after the other.
private final class JoinedOperations<Input, Middle, Output> {
  private let first: (Input, (Middle) -> Void) -> Void
  private let second: (Middle, (Output) -> Void) -> Void

  init(
    _ first: @escaping (Input, (Middle) -> Void) -> Void,
    then second: @escaping (Middle, (Output) -> Void) -> Void
  ) {
    self.first = first
    self.second = second
  }

  func apply(to value: Input, _ emit: (Output) -> Void) {
    // The inner closure is not escaping (the operation's `next` is not), so it is made on the
    // stack for each value: joining allocates nothing per value.
    first(value) { middle in second(middle, emit) }
  }
}
