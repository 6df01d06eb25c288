extension MotionObservable where T: Equatable {
  /// Drops each value equal to the one this subscription emitted last; the first value always
  /// passes. The activity passes through.
  public func dedupe() -> MotionObservable<T> {
    nextOperator(perSubscription: {
      var last: T?
      return { value, next in
        if let last, last == value { return }
        last = value
        next(value)
      }
    })
  }
}
