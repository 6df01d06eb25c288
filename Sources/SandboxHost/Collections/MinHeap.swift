/// A binary min-heap: the least element is at hand in O(1), and each insertion or removal of it
/// costs O(log n). What the host keeps in order while it changes one element at a time: the
/// free finger ids (`FingerMap`) and the recordings by their next frame (`FilmRecorder`).
///
/// Elements that compare equal come out in no promised order; give them a tie-breaker (such as
/// a sequence number) where the order matters.
struct MinHeap<Element: Comparable> {
  /// The elements in heap order: each is no greater than its two children, at 2i + 1 and 2i + 2.
  private var storage: [Element] = []

  /// An empty heap.
  init() {}

  /// Whether the heap holds nothing.
  var isEmpty: Bool { storage.isEmpty }
  /// How many elements it holds.
  var count: Int { storage.count }
  /// The least element, or nil when empty.
  var min: Element? { storage.first }
  /// Every element, in no particular order.
  var unordered: [Element] { storage }

  /// Makes room for `capacity` elements, so that inserting up to that many allocates nothing.
  mutating func reserveCapacity(_ capacity: Int) {
    storage.reserveCapacity(capacity)
  }

  /// Adds `element`, sifting it up past greater parents.
  mutating func insert(_ element: Element) {
    storage.append(element)
    var child = storage.count - 1
    while child > 0, storage[child] < storage[(child - 1) / 2] {
      storage.swapAt(child, (child - 1) / 2)
      child = (child - 1) / 2
    }
  }

  /// Removes and returns the least element, or nil when empty; the last element takes its place
  /// and sifts down.
  mutating func removeMin() -> Element? {
    guard let least = storage.first else { return nil }
    let last = storage.removeLast()
    guard !storage.isEmpty else { return least }
    storage[0] = last
    var parent = 0
    while true {
      let (left, right) = (2 * parent + 1, 2 * parent + 2)
      var smallest = parent
      if left < storage.count, storage[left] < storage[smallest] { smallest = left }
      if right < storage.count, storage[right] < storage[smallest] { smallest = right }
      guard smallest != parent else { return least }
      storage.swapAt(parent, smallest)
      parent = smallest
    }
  }

  /// Removes every element, keeping the storage's capacity.
  mutating func removeAll() {
    storage.removeAll(keepingCapacity: true)
  }
}

extension MinHeap: Sendable where Element: Sendable {}
