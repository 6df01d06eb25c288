/// The stream of a `nextOperator(perSubscription:)` operator: each subscription makes its own
/// operation, so the state that operation keeps belongs to that subscription alone.
final class StatefulOperatorStream<Input, T>: MotionObservable<T> {
  private let upstream: MotionObservable<Input>
  private let makeOperation: () -> (Input, (T) -> Void) -> Void

  init(
    upstream: MotionObservable<Input>, makeOperation: @escaping () -> (Input, (T) -> Void) -> Void,
    metadata: StreamMetadata<T>
  ) {
    self.upstream = upstream
    self.makeOperation = makeOperation
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    OperatorSubscription(to: upstream, through: makeOperation(), feeding: observer)
  }
}
