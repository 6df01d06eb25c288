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
    let rule = CachingRule(read: read, latest: latest, emit: emit)
    return MotionObservable<U>(
      subscribing: { [self] observer in CachingSubscription(to: self, by: rule, feeding: observer) })
  }
}

/// What every subscription of a caching operator shares: how it reads the value to cache, where
/// it records the latest recognizer, and what it makes of a value and the cache.
private struct CachingRule<R: GestureRecognizer, C, U> {
  let read: () -> C?
  let latest: LatestRecognizer<R>?
  let emit: (R, C, (U) -> Void) -> Void
}

/// One subscription of a caching operator, with its cache: one object, where a stage's
/// subscription and closures and the cache's box were four.
private final class CachingSubscription<R: GestureRecognizer, C, U>: StageSubscription<U> {
  private let rule: CachingRule<R, C, U>
  private var cached: C?

  init(to stream: MotionObservable<R>, by rule: CachingRule<R, C, U>, feeding observer: MotionObserver<U>) {
    self.rule = rule
    super.init(feeding: observer)
    connect(to: stream) { [self] value in receive(value) }
  }

  private func receive(_ value: R) {
    rule.latest?.recognizer = value
    let state = value.state
    if state == .began || (state == .changed && cached == nil) {
      cached = rule.read()
    } else if state != .began && state != .changed {
      cached = nil
    }
    if let cached, let next = downstream?.next { rule.emit(value, cached, next) }
  }
}
