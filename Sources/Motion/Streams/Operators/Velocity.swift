extension MotionObservable where T: TranslationGestureRecognizer {
  /// Emits each recognizer's `velocity(in: element)`, in points per second; the activity
  /// passes through. Holds `element` weakly and emits nothing once it is gone.
  public func velocity(in element: Element) -> MotionObservable<Point> {
    _nextOperator { [weak element] value, next in
      guard let element else { return }
      next(value.velocity(in: element))
    }
  }
}
