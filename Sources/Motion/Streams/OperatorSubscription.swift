/// One subscription of a `nextOperator` stage: each upstream value goes through the operation
/// to the downstream observer; the activity passes through.
final class OperatorSubscription<T, U>: StageSubscription<U> {
  private let operation: (T, (U) -> Void) -> Void

  init(
    to stream: MotionObservable<T>, through operation: @escaping (T, (U) -> Void) -> Void,
    feeding observer: MotionObserver<U>
  ) {
    self.operation = operation
    super.init(feeding: observer)
    connect(to: stream) { [self] value in receive(value) }
  }

  private func receive(_ value: T) {
    // The downstream's `next` alone, not the whole observer: a copy of the observer retained
    // and released each of its four references on every value.
    guard let next = downstream?.next else { return }
    operation(value, next)
  }
}
