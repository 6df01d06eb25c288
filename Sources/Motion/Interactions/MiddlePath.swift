/// The element's middle as a gesture's finger travel alone carries it, for the constraints of a
/// drag with anchor point adjustment, and the position that holds the element where they put it.
///
/// The path starts where the middle is when the gesture begins (or, where a rubber band holds
/// the element stretched, where the finger would have to be to stretch it so); each change of
/// the drag moves it by the fingers' travel. The position is the one the drag's change alone
/// gives, moved by how much more or less the constraints hold back of the path than at the
/// event before (at the start, than the element already shows), and scaling and turning about
/// the anchor, which the drag does not see, are left as they are.
final class MiddlePath {
  /// The constraints' way back from a middle they gave (see `StreamMetadata.unconstrained`).
  var unconstrained: ((Point) -> Point)?
  private var origin = Point.zero
  private var travel = Point.zero
  private var position = Point.zero
  private var heldBack = Point.zero

  /// Where the fingers alone would have the middle now.
  var unconstrainedMiddle: Point { origin + travel }

  /// A gesture starts with the element's middle at `middle`. What the constraints hold back is
  /// what already separates the middle from the path's start (nothing, unless a rubber band
  /// stretches it), so a middle outside hard bounds is brought inside by the first change, as a
  /// drag without anchor point adjustment brings it.
  func start(at middle: Point) {
    let start = unconstrained?(middle) ?? middle
    origin = start.isFinite ? start : middle
    travel = .zero
    let alreadyHeld = middle - origin
    heldBack = alreadyHeld.isFinite ? alreadyHeld : .zero
  }

  /// The fingers moved by `delta`, which alone takes the element to `position`.
  func move(by delta: Point, to position: Point) {
    travel = travel + delta
    self.position = position
  }

  /// The position that puts the middle where the constraints hold it, `middle`, or nil when
  /// that cannot be worked out.
  func position(holdingMiddleAt middle: Point) -> Point? {
    let held = middle - unconstrainedMiddle
    guard held.isFinite else { return nil }
    let change = held - heldBack
    heldBack = held
    return position + change
  }
}
