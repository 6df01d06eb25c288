extension MotionObservable {
  /// Emits `transform(value)` for each upstream value; the activity passes through, the
  /// metadata does not (a transformed value's velocity is not the source's).
  public func map<U>(_ transform: @escaping (T) -> U) -> MotionObservable<U> {
    _nextOperator { value, next in next(transform(value)) }
  }
}
