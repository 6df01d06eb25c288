extension MotionObservable {
  /// Emits `transform(value)` for each upstream value; the activity passes through.
  public func map<U>(_ transform: @escaping (T) -> U) -> MotionObservable<U> {
    _nextOperator { value, next in next(transform(value)) }
  }
}
