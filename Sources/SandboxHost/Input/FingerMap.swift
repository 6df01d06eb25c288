/// Gives each platform finger id a small integer id for as long as the finger is down.
///
/// Touchscreens report large or arbitrary finger ids; the runtime, the overlay and recordings
/// read better with 1, 2, 3…. A new finger gets the smallest id not held by a finger that is
/// down; the id is free again once that finger lifts.
struct FingerMap: Sendable {
  private var entries: [(platform: Int, small: Int)] = []

  /// Creates an empty map.
  init() {
    entries.reserveCapacity(16)
  }

  /// How many fingers are down.
  var count: Int { entries.count }

  /// The small id of a finger going down: its existing one if it is already down, else the
  /// smallest free id from 1.
  mutating func press(_ platform: Int) -> Int {
    if let small = id(of: platform) { return small }
    var small = 1
    while entries.contains(where: { $0.small == small }) { small += 1 }
    entries.append((platform, small))
    return small
  }

  /// The small id of a finger that is down, or nil.
  func id(of platform: Int) -> Int? {
    entries.first { $0.platform == platform }?.small
  }

  /// Frees the id of a finger that lifted and returns it, or nil if the finger was not down.
  mutating func release(_ platform: Int) -> Int? {
    guard let index = entries.firstIndex(where: { $0.platform == platform }) else { return nil }
    return entries.remove(at: index).small
  }

  /// Forgets every finger.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }
}
