import Motion

/// What travels beside the events the host pushes into SDL's queue for a script's lines: only
/// what SDL 2's event fields cannot hold.
///
/// The event itself carries the input (its type, button, finger, key, and its coordinates as
/// SDL's fields hold them) and the decoder reads it as it reads a live event. Beside it go the
/// script time (SDL_PushEvent overwrites timestamps), the exact coordinates where SDL's fields
/// round them (mouse positions are whole points, finger positions and wheel steps 32-bit
/// floats, while script numbers are doubles and replays are exact to 1e-6), the modifiers of a
/// mouse or wheel line (SDL 2's mouse events have no modifier field), and whether a lifted
/// finger was cancelled (SDL 2 has no cancel). A pushed event is tagged with a `windowID` of
/// `tagBase` + a sequence number, far above any real window's id.
final class PushedEvents {
  /// The first tag; real windows have small ids.
  static let tagBase: UInt32 = 0x4000_0000

  /// What one pushed event carries beside its fields.
  struct Extras: Equatable, Sendable {
    /// The script time at which it acts.
    var time: Double
    /// The exact scene point that the event's fields hold rounded, if it has one.
    var location: Point?
    /// The exact wheel steps that `preciseX` and `preciseY` hold rounded, for a wheel event.
    var wheelDelta: Point?
    /// The modifiers held, for a mouse or wheel event.
    var modifiers: KeyModifiers = []
    /// Whether a finger-up stands for a cancelled touch.
    var cancelsTouch = false
  }

  private var entries: [UInt32: Extras] = [:]
  private var nextSequence: UInt32 = 0

  /// Creates an empty table.
  init() {}

  /// Stores `extras` and returns the tag to put into the event's `windowID`.
  func tag(_ extras: Extras) -> UInt32 {
    let tag = Self.tagBase &+ nextSequence
    nextSequence = (nextSequence &+ 1) % 0x3FFF_FFFF
    entries[tag] = extras
    return tag
  }

  /// Whether `windowID` is one of this table's tags.
  static func isTag(_ windowID: UInt32) -> Bool { windowID >= tagBase }

  /// The extras stored under `tag`, removed from the table; nil for an unknown tag.
  func take(_ tag: UInt32) -> Extras? {
    entries.removeValue(forKey: tag)
  }

  /// How many pushed events have not come back yet.
  var pending: Int { entries.count }
}
