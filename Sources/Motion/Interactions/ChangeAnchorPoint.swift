/// The Direct manipulation specification's private plan: move an element's anchor point without moving the
/// element on screen.
///
/// Sets `anchorPoint` to `newAnchorPoint` and moves `position` by
/// `R(rotation) · scale · ((a' − a) ⊙ size)` (docs/geometry.md), so no corner moves.
struct ChangeAnchorPoint: Sendable, Equatable {
  /// The anchor point to move to, in unit coordinates of the element's bounds.
  var newAnchorPoint: Point

  /// Creates the plan.
  init(newAnchorPoint: Point) {
    self.newAnchorPoint = newAnchorPoint
  }

  /// Applies the change to `element`; a non-finite anchor point is ignored.
  func apply(to element: Element) {
    guard newAnchorPoint.isFinite else { return }
    let shift = Self.shift(of: element, from: element.anchorPoint, to: newAnchorPoint)
    guard shift.isFinite else { return }
    element.anchorPoint = newAnchorPoint
    element.position = element.position + shift
  }

  /// How far `element`'s position moves, in its parent's space, when its anchor point moves
  /// from `old` to `new` and nothing moves on screen: `R(rotation) · scale · ((new − old) ⊙ size)`.
  static func shift(of element: Element, from old: Point, to new: Point) -> Point {
    let localShift = Point(x: (new.x - old.x) * element.size.width, y: (new.y - old.y) * element.size.height)
    return element.transformToParent.applyToVector(localShift)
  }

  /// The plan that moves `element`'s anchor point under `scenePoint`, or nil when the element
  /// has no area or is degenerate (scale 0).
  static func toScenePoint(_ scenePoint: Point, of element: Element) -> ChangeAnchorPoint? {
    let size = element.size
    guard size.width > 0, size.height > 0, let inverse = element.transformFromScene else {
      return nil
    }
    let local = inverse.apply(to: scenePoint)
    let anchor = Point(x: local.x / size.width, y: local.y / size.height)
    return anchor.isFinite ? ChangeAnchorPoint(newAnchorPoint: anchor) : nil
  }
}
