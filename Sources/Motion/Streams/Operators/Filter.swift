extension MotionObservable {
  /// Emits only the upstream values for which `isIncluded` is true; the activity passes through.
  public func filter(_ isIncluded: @escaping (T) -> Bool) -> MotionObservable<T> {
    nextOperator { value, next in
      if isIncluded(value) { next(value) }
    }
  }
}
