/// The indices of a scene's interactions by key (`InteractionMatch.Key`), each taken at most
/// once, the first of a key first: what both a reload's match and an autosave's restoring hand
/// out interactions from. Each take is O(1) on average.
struct InteractionQueue {
  /// Each key's indices, last first, so the first left is at the end.
  private var waiting: [InteractionMatch.Key: [Int]] = [:]
  private var taken = Set<Int>()

  /// The queue of the interactions whose keys are `keys`, by index.
  init(_ keys: [InteractionMatch.Key]) {
    for (index, key) in keys.enumerated().reversed() { waiting[key, default: []].append(index) }
  }

  /// Whether the interaction at `index` was taken.
  func isTaken(_ index: Int) -> Bool { taken.contains(index) }

  /// Takes the interaction at `index`.
  mutating func take(_ index: Int) { taken.insert(index) }

  /// Takes the first interaction of `key` not yet taken, and returns its index; nil when none
  /// is left.
  mutating func takeFirst(of key: InteractionMatch.Key) -> Int? {
    while let last = waiting[key]?.last {
      waiting[key]?.removeLast()
      if taken.insert(last).inserted { return last }
    }
    return nil
  }
}
