import Motion

/// A touch that is down right now, for the overlay to draw with a mark of its kind.
struct ActiveTouch: Equatable, Sendable {
  /// Where a touch comes from.
  enum Kind: Sendable, Equatable {
    /// A real finger on a touchscreen (or a script's `touch` line).
    case finger
    /// The finger that follows the mouse pointer during a left drag.
    case mouse
    /// The second finger of a Ctrl- or Alt-drag, mirrored or parallel to the pointer.
    case emulated
    /// A finger pinned with a right click.
    case pinned
  }

  /// The touch's id as the runtime sees it.
  var id: Int
  /// Where it is, in scene space.
  var location: Point
  /// Where it comes from.
  var kind: Kind
}
