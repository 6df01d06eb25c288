extension MotionObservable where T == RotationGestureRecognizer {
  /// Emits the initial rotation plus the gesture's `rotation`, in radians, with the caching of
  /// the translation specifications (translationAddedTo, translationRelativeTo): `initialRotation.read()` is
  /// cached when the gesture begins (or changes
  /// with nothing cached) and forgotten in every other state, and nothing is emitted without a
  /// cache. The output's velocity is the recognizer's, in radians per second.
  public func rotated(from initialRotation: some ScopedReadable<Double>) -> MotionObservable<Double> {
    let latest = LatestRecognizer<RotationGestureRecognizer>()
    let stream: MotionObservable<Double> = _cachingOnActivation(
      { initialRotation.read() }, recording: latest
    ) { value, cached, next in
      next(cached + value.rotation)
    }
    return stream.withMetadata(StreamMetadata(velocity: { latest.recognizer?.velocity }))
  }
}
