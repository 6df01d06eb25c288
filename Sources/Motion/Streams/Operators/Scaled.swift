extension MotionObservable where T == PinchGestureRecognizer {
  /// Emits the initial scale times the pinch's `scale`, with the caching of the translation specifications
  /// (translationAddedTo, translationRelativeTo):
  /// `initialScale.read()` is cached when the pinch begins (or changes with nothing cached)
  /// and forgotten in every other state, and nothing is emitted without a cache. The output's
  /// velocity is the cached scale times the pinch's velocity.
  public func scaled(from initialScale: some ScopedReadable<Double>) -> MotionObservable<Double> {
    let latest = LatestRecognizer<PinchGestureRecognizer>()
    let rate = LatestRate()
    let stream: MotionObservable<Double> = _cachingOnActivation(
      { initialScale.read() }, recording: latest
    ) { value, cached, next in
      rate.factor = cached
      next(cached * value.scale)
    }
    return stream.withMetadata(
      StreamMetadata(velocity: {
        guard let recognizer = latest.recognizer else { return nil }
        return rate.factor * recognizer.velocity
      }))
  }
}

/// The factor a scaled gesture's velocity is multiplied by: the scale cached last.
private final class LatestRate {
  var factor: Double = 1
}
