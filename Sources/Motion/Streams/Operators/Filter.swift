extension MotionObservable {
  /// Emits only the upstream values for which `isIncluded` is true; the activity passes through.
  /// Velocity: the upstream's (its metadata passes through, as the values it lets by are the
  /// upstream's).
  public func filter(_ isIncluded: @escaping (T) -> Bool) -> MotionObservable<T> {
    nextOperator { value, next in
      if isIncluded(value) { next(value) }
    }
  }
}
