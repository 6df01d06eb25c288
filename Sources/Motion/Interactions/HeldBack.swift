/// What a drag's constraints have held back so far in a gesture: the finger's own position
/// minus the one written, carried from one change to the next.
final class HeldBack {
  var raw = Point.zero
  var offset = Point.zero
  /// The constraints' way back from a position they gave (see `StreamMetadata.unconstrained`).
  var unconstrained: ((Point) -> Point)?

  /// A gesture starts with the element at `position`: what the constraints hold back is what
  /// separates it from the position that gives it (nothing, unless a rubber band stretches it).
  func start(at position: Point) {
    offset = (unconstrained?(position) ?? position) - position
    if !offset.isFinite { offset = .zero }
  }
}
