/// Observers in the order they registered, each under a number of its own: adding one costs
/// O(1) amortized and removing one O(log n) amortized (found by bisection, since numbers grow as
/// observers are added; the gap it leaves closes with the others once gaps are half the list).
struct ObserverList<Observer> {
  private var entries: [(id: Int, observer: Observer?)] = []
  private var gapCount = 0
  private var nextID = 0

  var isEmpty: Bool { entries.count == gapCount }

  /// Adds `observer` and returns the number that removes it.
  mutating func add(_ observer: Observer) -> Int {
    let id = nextID
    nextID += 1
    entries.append((id, observer))
    return id
  }

  /// Removes the observer registered under `id`, if it is still there.
  mutating func remove(_ id: Int) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].id < id { low = middle + 1 } else { high = middle }
    }
    guard low < entries.count, entries[low].id == id, entries[low].observer != nil else { return }
    entries[low].observer = nil
    gapCount += 1
    if gapCount * 2 > entries.count {
      entries.removeAll { $0.observer == nil }
      gapCount = 0
    }
  }

  /// Removes every observer.
  mutating func removeAll() {
    entries = []
    gapCount = 0
  }

  /// Calls `body` with each observer in the order they registered, from a copy of the list (so
  /// every observer there when the call began is called, whatever the observers do); allocates
  /// nothing.
  func forEach(_ body: (Observer) -> Void) {
    let snapshot = entries
    for entry in snapshot {
      if let observer = entry.observer { body(observer) }
    }
  }
}
