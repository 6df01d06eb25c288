extension MotionObservable where T: TranslationGestureRecognizer {
  /// Emits each recognizer's `velocity(in: element)`, in points per second; the activity
  /// passes through. Does not keep `element` alive, and emits nothing once it is gone.
  public func velocity(in element: Element) -> MotionObservable<Point> {
    nextOperator { [element = element.link] value, next in
      guard let element = element.owner else { return }
      next(value.velocity(in: element))
    }
  }
}
