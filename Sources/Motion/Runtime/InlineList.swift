/// A list in the order its elements were appended that keeps a lone element inline.
///
/// Most of the lists the library keeps for each object (a property's observers, a spring's runs,
/// an element's interactions) hold one element, and an array of one is an object of its own: a
/// scene of ten thousand tossables made ten thousand such arrays of each kind. Iterating a list
/// iterates a copy, so elements appended or removed meanwhile do not change the iteration.
enum InlineList<Element> {
  case empty
  case one(Element)
  case many([Element])

  var isEmpty: Bool {
    if case .empty = self { return true }
    return false
  }

  var count: Int {
    switch self {
    case .empty: 0
    case .one: 1
    case .many(let elements): elements.count
    }
  }

  /// Appends `element` after the others.
  mutating func append(_ element: Element) {
    switch self {
    case .empty: self = .one(element)
    case .one(let first): self = .many([first, element])
    case .many(var elements):
      // Left unshared, so that appending does not copy the array.
      self = .empty
      elements.append(element)
      self = .many(elements)
    }
  }

  /// Removes the elements `shouldRemove` picks, keeping the others in order.
  mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    switch self {
    case .empty: break
    case .one(let only): if shouldRemove(only) { self = .empty }
    case .many(var elements):
      self = .empty
      elements.removeAll(where: shouldRemove)
      if elements.count > 1 {
        self = .many(elements)
      } else if let only = elements.first {
        self = .one(only)
      }
    }
  }

  /// Removes the first element and returns it; nil when the list is empty.
  mutating func removeFirst() -> Element? {
    switch self {
    case .empty: return nil
    case .one(let only):
      self = .empty
      return only
    case .many(var elements):
      self = .empty
      let first = elements.removeFirst()
      self = elements.count > 1 ? .many(elements) : .one(elements[0])
      return first
    }
  }
}

extension InlineList: Sequence {
  func makeIterator() -> Iterator { Iterator(self) }

  /// Iterates the list as it was when the iteration began.
  struct Iterator: IteratorProtocol {
    private var lone: Element?
    private var others: IndexingIterator<[Element]>?

    init(_ list: InlineList) {
      switch list {
      case .empty: break
      case .one(let only): lone = only
      case .many(let elements): others = elements.makeIterator()
      }
    }

    mutating func next() -> Element? {
      if let element = lone {
        lone = nil
        return element
      }
      return others?.next()
    }
  }
}
