/// Recognizes a pinch of two or more touches: the ratio of their span to the span at the start.
public final class PinchGestureRecognizer: GestureRecognizer {
  /// Current span over the span when the gesture began; 1 before it does.
  public internal(set) var scale: Double = 1
  /// How fast `scale` changes, per second.
  public internal(set) var velocity: Double = 0

  /// Creates a pinch recognizer attached to nothing.
  public override init() {}

  public override var kind: String { "pinch" }
}
