/// The element that owns each touch that is down, by the touch's id: the touch router's table.
///
/// An open-addressing table (linear probing, at most half full) whose slots hold the id and the
/// element side by side, so a look-up reads one cache line. Ids are spread by a Fibonacci
/// multiply rather than a seeded hash: they are a device's or a script's, not an adversary's, and
/// the seeded hash cost a move event more than the rest of its look-up. The table keeps its
/// elements alive.
///
/// Beside it, each owner is listed once with the number of touches it owns, so a walk of the
/// owners (every advance of the runtime makes one) costs the owners, not the touches: with a
/// thousand fingers down on one element, each event walked a thousand slots to reach it.
final class TouchOwnerTable {
  private struct Slot {
    var id: Int
    var owner: Element?
  }

  private var slots: [Slot]
  /// The number of slots, a power of two.
  private var capacity: Int
  private var shift: Int
  private(set) var count = 0
  /// Each element that owns a touch, once, with how many it owns, in the order each came to own
  /// one (an owner whose last touch goes is replaced by the last of the list).
  private var owners: [(owner: Element, touches: Int)] = []
  /// Where each owner stands in `owners`.
  private var ownerPlaces: [ObjectIdentifier: Int] = [:]

  init() {
    capacity = Self.smallestCapacity
    shift = 64 - Self.smallestCapacity.trailingZeroBitCount
    slots = Self.emptySlots(Self.smallestCapacity)
  }

  private static func emptySlots(_ capacity: Int) -> [Slot] {
    [Slot](repeating: Slot(id: 0, owner: nil), count: capacity)
  }

  var isEmpty: Bool { count == 0 }

  @inline(__always)
  private func home(of id: Int) -> Int {
    Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9E37_79B9_7F4A_7C15) >> UInt64(shift))
  }

  /// The slot that holds `id`, or the empty slot where it would go.
  @inline(__always)
  private func index(of id: Int) -> Int {
    var index = home(of: id)
    while slots[index].owner != nil, slots[index].id != id {
      index = (index + 1) & (capacity - 1)
    }
    return index
  }

  /// The element that owns `id`, or nil.
  subscript(id: Int) -> Element? {
    slots[index(of: id)].owner
  }

  /// Makes `owner` the element that owns `id`.
  func set(_ owner: Element, for id: Int) {
    let found = index(of: id)
    if let previous = slots[found].owner {
      slots[found].owner = owner
      if previous !== owner {
        countTouch(of: owner, by: 1)
        countTouch(of: previous, by: -1)
      }
      return
    }
    if (count + 1) * 2 > capacity {
      resize(to: capacity * 2)
      set(owner, for: id)
      return
    }
    slots[found] = Slot(id: id, owner: owner)
    count += 1
    countTouch(of: owner, by: 1)
  }

  /// Adds `change` (1 or −1) to the touches `owner` owns, listing it or taking it off the list.
  private func countTouch(of owner: Element, by change: Int) {
    let key = ObjectIdentifier(owner)
    guard let place = ownerPlaces[key] else {
      ownerPlaces[key] = owners.count
      owners.append((owner, 1))
      return
    }
    owners[place].touches += change
    guard owners[place].touches == 0 else { return }
    ownerPlaces[key] = nil
    let last = owners.removeLast()
    guard place < owners.count else { return }
    owners[place] = last
    ownerPlaces[ObjectIdentifier(last.owner)] = place
  }

  /// Removes `id` and returns the element that owned it.
  @discardableResult
  func removeValue(forKey id: Int) -> Element? {
    var hole = index(of: id)
    guard let removed = slots[hole].owner else { return nil }
    slots[hole].owner = nil
    count -= 1
    countTouch(of: removed, by: -1)
    // Backward-shift deletion: later slots of the same run move up so no look-up stops short.
    var next = (hole + 1) & (capacity - 1)
    while slots[next].owner != nil {
      let wanted = home(of: slots[next].id)
      // Moves when its home is not cyclically within (hole, next].
      let distanceToNext = (next - wanted) & (capacity - 1)
      let distanceToHole = (hole - wanted) & (capacity - 1)
      if distanceToHole < distanceToNext {
        slots.swapAt(hole, next)
        hole = next
      }
      next = (next + 1) & (capacity - 1)
    }
    // After thousands of fingers lift, the table gives the room back.
    if capacity > Self.smallestCapacity, count * 8 < capacity {
      resize(to: max(Self.smallestCapacity, capacity / 4))
    }
    return removed
  }

  /// Calls `body` with every element that owns a touch, once each, in the order of `owners`.
  func forEachOwner(_ body: (Element) -> Void) {
    var place = 0
    while place < owners.count {
      body(owners[place].owner)
      place += 1
    }
  }

  /// The ids of the touches, in increasing order.
  var ids: [Int] {
    slots.compactMap { $0.owner == nil ? nil : $0.id }.sorted()
  }

  private static let smallestCapacity = 8

  /// Moves every entry into a table of `newCapacity` slots (a power of two that holds them at
  /// most half full).
  private func resize(to newCapacity: Int) {
    let old = slots
    capacity = newCapacity
    shift = 64 - newCapacity.trailingZeroBitCount
    slots = Self.emptySlots(newCapacity)
    for slot in old where slot.owner != nil {
      slots[index(of: slot.id)] = slot
    }
  }

  /// How many slots the table has now, for the tests of its growth and shrinking.
  var slotCount: Int { capacity }
}
