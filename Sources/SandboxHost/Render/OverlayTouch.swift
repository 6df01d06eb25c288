import Motion

/// A touch as the debug overlay shows it: where it is and where it comes from.
struct OverlayTouch: Equatable, Sendable {
  /// Where a touch comes from; each kind has its own mark.
  enum Kind: Equatable, Sendable {
    /// A finger on a touchscreen, or the mouse's own finger: a filled circle.
    case real
    /// The second finger the mouse emulates (Ctrl-drag, the wheel): a ring.
    case emulated
    /// A finger pinned by a right click: a ring with a cross.
    case pinned
  }

  /// The touch's location in scene space.
  var location: Point
  /// Where the touch comes from.
  var kind: Kind

  /// Creates an overlay touch.
  init(location: Point, kind: Kind) {
    self.location = location
    self.kind = kind
  }
}
