/// Recognizes a drag by any number of touches: the translation of their centroid.
public final class DragGestureRecognizer: GestureRecognizer, TranslationGestureRecognizer {
  /// Creates a drag recognizer attached to nothing.
  public override init() {}

  public override var kind: String { "drag" }

  /// The movement of the touches' centroid since the gesture began, in `element`'s space.
  public func translation(in element: Element) -> Point { .zero }

  /// The centroid's velocity in `element`'s space, in points per second.
  public func velocity(in element: Element) -> Point { .zero }
}
