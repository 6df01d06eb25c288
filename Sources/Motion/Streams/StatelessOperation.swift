/// A chain of operators that keep no state, applied to the values of the stream at its start:
/// what a `_nextOperator` stream keeps, so that a stateless operator after it joins the chain
/// instead of subscribing to it (see `MotionObservable._nextOperator(_:)`).
protocol StatelessOperation<Output> {
  associatedtype Output

  /// Subscribes `observer` to the chain: one subscription to the stream at its start.
  func subscribe(_ observer: MotionObserver<Output>) -> Subscription

  /// This chain followed by `operation`.
  func followed<V>(by operation: @escaping (Output, (V) -> Void) -> Void) -> any StatelessOperation<V>
}

/// The operations of a stateless chain as one, and the stream they apply to. A value type small
/// enough to be held inline, so a stream made by `_nextOperator` allocates nothing besides itself
/// and the joined operation.
struct OperationOnStream<Input, Output>: StatelessOperation {
  let upstream: MotionObservable<Input>
  let operation: (Input, (Output) -> Void) -> Void

  func subscribe(_ observer: MotionObserver<Output>) -> Subscription {
    OperatorSubscription(to: upstream, through: operation, feeding: observer)
  }

  func followed<V>(by next: @escaping (Output, (V) -> Void) -> Void) -> any StatelessOperation<V> {
    let first = operation
    // The inner closure is not escaping (the operation's `next` is not), so it is made on the
    // stack for each value: joining allocates nothing per value.
    return OperationOnStream<Input, V>(
      upstream: upstream, operation: { value, emit in first(value) { output in next(output, emit) } })
  }
}
