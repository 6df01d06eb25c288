/// Recognizes a two-finger rotation: the unwrapped turn of the line through the first two
/// touches since the gesture began, clockwise positive.
public final class RotationGestureRecognizer: GestureRecognizer {
  /// The turn since the gesture began, in radians, unwrapped (two full turns read 4π).
  public internal(set) var rotation: Double = 0
  /// How fast `rotation` changes, in radians per second.
  public internal(set) var velocity: Double = 0

  /// Creates a rotation recognizer attached to nothing.
  public override init() {}

  public override var kind: String { "rotate" }
}
