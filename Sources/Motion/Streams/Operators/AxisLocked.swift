extension MotionObservable<Point> {
  /// Emits each point with its x replaced by `x`, so what it drives moves vertically only.
  ///
  /// The velocity keeps its y and reads zero in x. The line is a rest constraint (see
  /// `StreamMetadata.nearestAllowed`): what rests off it (carried there by something other than
  /// this stream, such as a pinch about a point off the element's middle) springs back onto it
  /// when the stream comes to rest; a rest constraint upstream is kept, with its result locked.
  public func xLocked(to x: Double) -> MotionObservable<Point> {
    locked { point in Point(x: x, y: point.y) }
  }

  /// Emits each point with its y replaced by `y`, so what it drives moves horizontally only.
  ///
  /// The velocity keeps its x and reads zero in y. The line is a rest constraint, as with
  /// `xLocked(to:)`; a rest constraint upstream is kept, with its result locked.
  public func yLocked(to y: Double) -> MotionObservable<Point> {
    locked { point in Point(x: point.x, y: y) }
  }

  /// The points mapped through `lock`, a projection onto a line parallel to an axis; the
  /// velocity, a vector, loses the same component (the lock of a vector is `lock(v) − lock(0)`).
  /// A locked point is its own unconstrained point (as far as the lock goes), so the upstream's
  /// way back is kept.
  private func locked(_ lock: @escaping (Point) -> Point) -> MotionObservable<Point> {
    let upstream = metadata
    let velocity = upstream.velocity.map { read in
      { read().map { lock($0) - lock(.zero) } }
    }
    let nearestAllowed =
      upstream.nearestAllowed.map { nearest in { (point: Point) in lock(nearest(point)) } } ?? lock
    return nextOperator { point, next in next(lock(point)) }
      .withMetadata(
        StreamMetadata(
          velocity: velocity, enabled: upstream.enabled, nearestAllowed: nearestAllowed,
          unconstrained: upstream.unconstrained))
  }
}
