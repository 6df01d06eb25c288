internal import MemoryPrefetch

/// The element that owns each touch that is down, by the touch's id: the touch router's table.
///
/// An open-addressing table (linear probing, at most half full) whose slots hold the id and the
/// element side by side, so a look-up reads one cache line, and whose slot for an id can be
/// fetched ahead of the look-up (`prefetchSlot(of:)`), which a dictionary cannot offer. Ids are
/// spread by a Fibonacci multiply rather than a seeded hash: they are a device's or a script's,
/// not an adversary's, and the seeded hash cost a move event more than the rest of its look-up.
/// The table keeps its elements alive.
///
/// Each slot also keeps the id of the touch whose move came next the last time this one moved
/// (`successor(of:)`): fingers that move together are reported in the same order event after
/// event, so it foretells which touches come next, and the router fetches ahead of them.
final class TouchOwnerTable {
  private struct Slot {
    var id: Int
    var owner: Unmanaged<Element>?
    var successor: Int
    var hasSuccessor: Bool
  }

  private var slots: UnsafeMutablePointer<Slot>
  /// The number of slots, a power of two.
  private var capacity: Int
  private var shift: Int
  private(set) var count = 0

  init() {
    capacity = Self.smallestCapacity
    shift = 64 - Self.smallestCapacity.trailingZeroBitCount
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(id: 0, owner: nil, successor: 0, hasSuccessor: false), count: capacity)
  }

  deinit {
    for index in 0..<capacity { slots[index].owner?.release() }
    slots.deallocate()
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
    while let _ = slots[index].owner, slots[index].id != id {
      index = (index + 1) & (capacity - 1)
    }
    return index
  }

  /// The element that owns `id`, or nil.
  subscript(id: Int) -> Element? {
    slots[index(of: id)].owner?.takeUnretainedValue()
  }

  /// The element that owns `id`, unretained: for reading ahead of an event, where a retain
  /// would write to memory not yet fetched and wait for it.
  func unretainedOwner(of id: Int) -> Unmanaged<Element>? {
    slots[index(of: id)].owner
  }

  /// Notes that a move of `next` followed a move of `id`.
  @inline(__always)
  func noteSuccessor(_ next: Int, of id: Int) {
    let found = index(of: id)
    guard slots[found].owner != nil else { return }
    slots[found].successor = next
    slots[found].hasSuccessor = true
  }

  /// The touch whose move followed the last move of `id`, if `id` is down and has moved since
  /// it went down, after another touch.
  @inline(__always)
  func successor(of id: Int) -> Int? {
    let slot = slots[index(of: id)]
    return slot.owner != nil && slot.hasSuccessor ? slot.successor : nil
  }

  /// Asks for the cache line of `id`'s home slot, ahead of a look-up.
  @inline(__always)
  func prefetchSlot(of id: Int) {
    memory_prefetch_for_write(slots + home(of: id))
  }

  /// Makes `owner` the element that owns `id`.
  func set(_ owner: Element, for id: Int) {
    let found = index(of: id)
    if let previous = slots[found].owner {
      slots[found].owner = .passRetained(owner)
      previous.release()
      return
    }
    if (count + 1) * 2 > capacity {
      resize(to: capacity * 2)
      set(owner, for: id)
      return
    }
    slots[found] = Slot(id: id, owner: .passRetained(owner), successor: 0, hasSuccessor: false)
    count += 1
  }

  /// Removes `id` and returns the element that owned it.
  @discardableResult
  func removeValue(forKey id: Int) -> Element? {
    var hole = index(of: id)
    guard let removed = slots[hole].owner else { return nil }
    slots[hole].owner = nil
    count -= 1
    // Backward-shift deletion: later slots of the same run move up so no look-up stops short.
    var next = (hole + 1) & (capacity - 1)
    while let _ = slots[next].owner {
      let wanted = home(of: slots[next].id)
      // Moves when its home is not cyclically within (hole, next].
      let distanceToNext = (next - wanted) & (capacity - 1)
      let distanceToHole = (hole - wanted) & (capacity - 1)
      if distanceToHole < distanceToNext {
        slots[hole] = slots[next]
        slots[next].owner = nil
        hole = next
      }
      next = (next + 1) & (capacity - 1)
    }
    // Walks of every touch (each frame's `forEachOwner`) cost the capacity, not the count: after
    // thousands of fingers lift, the table gives the room back.
    if capacity > Self.smallestCapacity, count * 8 < capacity {
      resize(to: max(Self.smallestCapacity, capacity / 4))
    }
    return removed.takeRetainedValue()
  }

  /// Calls `body` with every element that owns a touch (once per touch).
  func forEachOwner(_ body: (Element) -> Void) {
    for index in 0..<capacity {
      if let owner = slots[index].owner { body(owner.takeUnretainedValue()) }
    }
  }

  /// The ids of the touches, in increasing order.
  var ids: [Int] {
    (0..<capacity).compactMap { slots[$0].owner == nil ? nil : slots[$0].id }.sorted()
  }

  private static let smallestCapacity = 8

  /// Moves every entry into a table of `newCapacity` slots (a power of two that holds them at
  /// most half full).
  private func resize(to newCapacity: Int) {
    let old = slots
    let oldCapacity = capacity
    capacity = newCapacity
    shift = 64 - newCapacity.trailingZeroBitCount
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(id: 0, owner: nil, successor: 0, hasSuccessor: false), count: capacity)
    for index in 0..<oldCapacity {
      guard old[index].owner != nil else { continue }
      slots[self.index(of: old[index].id)] = old[index]
    }
    old.deallocate()
  }

  /// How many slots the table has now, for the tests of its growth and shrinking.
  var slotCount: Int { capacity }
}
