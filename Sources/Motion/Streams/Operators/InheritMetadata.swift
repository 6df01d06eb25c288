extension MotionObservable {
  /// Gives this stream the source's on/off switch and velocity reader, for operators that keep
  /// the value type and only drop, delay or share values, so that `toggled(with:)` and the
  /// runtime still reach the source (a spring) through them.
  func inheritingMetadata(of upstream: MotionObservable<T>) -> MotionObservable<T> {
    _enabled = upstream._enabled
    _velocity = upstream._velocity
    return self
  }
}
