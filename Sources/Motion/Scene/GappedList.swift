/// An item of a `GappedList`: it says which list holds it and where, so finding it there costs
/// nothing.
protocol GappedListItem: AnyObject {
  /// The list that holds the item (its owner's identity) and the item's index in it; nil when
  /// no list holds it.
  var listing: (list: ObjectIdentifier, index: Int)? { get set }
}

/// A list kept in insertion order from which any item is removed in O(1) amortized: a removed
/// item's entry stays behind as a gap until gaps make up half the list, when one pass closes them
/// all (as the runtime closes the gaps of its running springs). Removing every item of a list of
/// n, one at a time in any order, costs O(n) in all.
///
/// An entry is a gap when its item says it is listed elsewhere or nowhere, so an item removed and
/// listed again before the gaps close gets a new entry, and its old one stays a gap. `owner` is
/// the identity of the object that keeps the list, which its items' listings name.
struct GappedList<Item: GappedListItem> {
  /// Every entry, gaps included, in insertion order.
  private(set) var entries: [Item] = []
  /// How many entries are gaps.
  private(set) var gapCount = 0

  /// The number of items listed.
  var count: Int { entries.count - gapCount }

  /// Whether `item` is listed here.
  func contains(_ item: Item, owner: ObjectIdentifier) -> Bool {
    item.listing?.list == owner
  }

  /// Whether the entry at `index` lists its item (is not a gap).
  func isListed(at index: Int, owner: ObjectIdentifier) -> Bool {
    guard let listing = entries[index].listing else { return false }
    return listing.list == owner && listing.index == index
  }

  /// The items, without gaps: closes them first, so reading after removals costs O(n) once.
  mutating func items(owner: ObjectIdentifier) -> [Item] {
    if gapCount > 0 { closeGaps(owner: owner) }
    return entries
  }

  /// Appends `item`, which must not be listed here already, and notes where in its listing.
  mutating func append(_ item: Item, owner: ObjectIdentifier) {
    assert(!contains(item, owner: owner), "an item listed twice")
    item.listing = (owner, entries.count)
    entries.append(item)
  }

  /// Removes `item` when it is listed here. While `keepingIndices`, the gaps stay open (a walk
  /// over a copy of the entries is under way, and reads them by index); a later removal closes
  /// them.
  mutating func remove(_ item: Item, owner: ObjectIdentifier, keepingIndices: Bool = false) {
    guard let listing = item.listing, listing.list == owner else { return }
    assert(entries[listing.index] === item, "an item's listing names another's entry")
    item.listing = nil
    gapCount += 1
    // Gaps at the end go at once: taking everything away last first never leaves one behind.
    while !entries.isEmpty, !isListed(at: entries.count - 1, owner: owner) {
      entries.removeLast()
      gapCount -= 1
    }
    if !keepingIndices, gapCount * 2 > entries.count { closeGaps(owner: owner) }
    assert(gapCount >= 0 && gapCount <= entries.count, "gaps miscounted")
  }

  /// Closes every gap, keeping the order, and gives each kept item its new index.
  private mutating func closeGaps(owner: ObjectIdentifier) {
    var kept = 0
    for index in entries.indices where isListed(at: index, owner: owner) {
      if kept != index {
        entries.swapAt(kept, index)
        entries[kept].listing = (owner, kept)
      }
      kept += 1
    }
    entries.removeLast(entries.count - kept)
    gapCount = 0
  }

  /// Takes every item away, unlisted, and returns them.
  mutating func removeAll(owner: ObjectIdentifier) -> [Item] {
    let items = items(owner: owner)
    for item in items { item.listing = nil }
    entries = []
    gapCount = 0
    return items
  }
}
