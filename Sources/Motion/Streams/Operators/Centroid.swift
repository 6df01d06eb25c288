extension MotionObservable where T: GestureRecognizer {
  /// Emits the centroid of each recognizer's touches in `element`'s space; the activity passes
  /// through. Holds `element` weakly and emits nothing once it is gone.
  public func centroid(in element: Element) -> MotionObservable<Point> {
    _nextOperator { [weak element] value, next in
      guard let element else { return }
      next(value.centroid(in: element))
    }
  }
}
