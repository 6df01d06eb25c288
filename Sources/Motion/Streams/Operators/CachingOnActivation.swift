extension MotionObservable where T: GestureRecognizer {
  /// The caching rule of the translation specifications (translationAddedTo, translationRelativeTo), shared
  /// by the gesture operators that add to a starting
  /// value: per subscription, `read()` is cached when the gesture begins, or when it changes
  /// with nothing cached, and the cache is dropped in every other state; `emit` runs for each
  /// value while a cache is held. `latest`, when given, records every value's recognizer, so
  /// that a velocity reader can ask it between events.
  func _cachingOnActivation<C, U>(
    _ read: @escaping () -> C?, recording latest: LatestRecognizer<T>? = nil,
    emit: @escaping (T, C, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    _nextOperator(perSubscription: {
      var cached: C?
      return { value, next in
        latest?.recognizer = value
        let state = value.state
        if state == .began || (state == .changed && cached == nil) {
          cached = read()
        } else if state != .began && state != .changed {
          cached = nil
        }
        if let cached { emit(value, cached, next) }
      }
    })
  }
}
