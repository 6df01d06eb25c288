/// The side table that carries what SDL's event fields cannot for events the host pushes
/// itself: the script time (SDL_PushEvent overwrites timestamps), fractional coordinates,
/// modifiers, and a touch's cancel phase.
///
/// A pushed event is tagged with a `windowID` of `tagBase` + a sequence number, far above any
/// real window's id; the decoder takes the entry back when the event comes out of SDL's queue.
final class EventAnnotations {
  /// The first tag; real windows have small ids.
  static let tagBase: UInt32 = 0x4000_0000

  /// What a pushed event stands for.
  struct Entry: Equatable, Sendable {
    /// The script line's action, exactly.
    var action: ScriptAction
    /// The script time at which it acts.
    var time: Double
  }

  private var entries: [UInt32: Entry] = [:]
  private var nextSequence: UInt32 = 0

  /// Creates an empty table.
  init() {}

  /// Stores `entry` and returns the tag to put into the event's `windowID`.
  func tag(_ entry: Entry) -> UInt32 {
    let tag = Self.tagBase &+ nextSequence
    nextSequence = (nextSequence &+ 1) % 0x3FFF_FFFF
    entries[tag] = entry
    return tag
  }

  /// Whether `windowID` is one of this table's tags.
  static func isTag(_ windowID: UInt32) -> Bool { windowID >= tagBase }

  /// The entry stored under `tag`, removed from the table; nil for an unknown tag.
  func take(_ tag: UInt32) -> Entry? {
    entries.removeValue(forKey: tag)
  }

  /// How many pushed events have not come back yet.
  var pending: Int { entries.count }
}
