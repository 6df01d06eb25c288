/// The operator API's names before 0.4.0, kept for one minor version.
extension MotionObservable {
  /// Renamed `nextOperator(_:)`.
  @available(*, deprecated, renamed: "nextOperator(_:)")
  public func _nextOperator<U>(_ operation: @escaping (T, (U) -> Void) -> Void) -> MotionObservable<U> {
    nextOperator(operation)
  }

  /// Renamed `nextOperator(_:)`.
  @available(*, deprecated, renamed: "nextOperator(_:)")
  public func _nextOperator(_ operation: @escaping (T, (T) -> Void) -> Void) -> MotionObservable<T> {
    nextOperator(operation)
  }

  /// Renamed `nextOperator(perSubscription:)`.
  @available(*, deprecated, renamed: "nextOperator(perSubscription:)")
  public func _nextOperator<U>(
    perSubscription makeOperation: @escaping () -> (T, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    nextOperator(perSubscription: makeOperation)
  }

  /// Renamed `nextOperator(perSubscription:)`.
  @available(*, deprecated, renamed: "nextOperator(perSubscription:)")
  public func _nextOperator(
    perSubscription makeOperation: @escaping () -> (T, (T) -> Void) -> Void
  ) -> MotionObservable<T> {
    nextOperator(perSubscription: makeOperation)
  }

  /// Renamed `withMetadata(_:)`.
  @available(*, deprecated, renamed: "withMetadata(_:)")
  public func _withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    withMetadata(metadata)
  }

  /// Renamed `remember()`.
  @available(*, deprecated, renamed: "remember()")
  public func _remember() -> MotionObservable<T> {
    remember()
  }
}
