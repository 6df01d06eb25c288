extension MotionObservable {
  /// `_nextOperator` for operators that keep state: `makeOperation` runs once per subscription,
  /// so whatever the operation it returns captures (a cache, the last value) belongs to that
  /// subscription alone. The activity channel passes through unchanged.
  public func _nextOperator<U>(
    perSubscription makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    MotionObservable<U> { observer in
      let operation = makeOperation()
      let subscription = self.subscribe(
        next: { value in operation(value, observer.next) },
        state: observer.state)
      return { subscription.cancel() }
    }
  }
}
