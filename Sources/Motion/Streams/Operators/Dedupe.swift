extension MotionObservable where T: Equatable {
  /// Drops each value equal to the one this subscription emitted last; the first value always
  /// passes. The activity passes through. Velocity: the upstream's (its metadata passes through,
  /// as the values it lets by are the upstream's).
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
