/// A recognizer that reports a translation and its velocity (the seeds' TranslationGestureRecognizer).
public protocol TranslationGestureRecognizer: GestureRecognizer {
  /// The movement of the touches' centroid since the gesture began, in `element`'s space.
  func translation(in element: Element) -> Point
  /// The centroid's velocity in `element`'s space, in points per second.
  func velocity(in element: Element) -> Point
}
