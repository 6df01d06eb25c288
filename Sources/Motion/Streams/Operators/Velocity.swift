extension MotionObservable where T: TranslationGestureRecognizer {
  /// Emits each recognizer's `velocity(in: element)`, in points per second; the activity
  /// passes through. Does not keep `element` alive, and emits nothing once it is gone. The
  /// output carries no velocity of its own (no metadata: its rate would be an acceleration).
  public func velocity(in element: Element) -> MotionObservable<Point> {
    nextOperator { [element = element.link] value, next in
      guard let element = element.owner else { return }
      next(value.velocity(in: element))
    }
  }
}
