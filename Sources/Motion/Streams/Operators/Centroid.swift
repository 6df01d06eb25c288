extension MotionObservable where T: GestureRecognizer {
  /// Emits the centroid of each recognizer's touches in `element`'s space; the activity passes
  /// through. Does not keep `element` alive, and emits nothing once it is gone. Velocity: none
  /// (points of its own, as `map` makes); `velocity(in:)` is the centroid's.
  public func centroid(in element: Element) -> MotionObservable<Point> {
    nextOperator { [element = element.link] value, next in
      guard let element = element.owner else { return }
      next(value.centroid(in: element))
    }
  }
}
