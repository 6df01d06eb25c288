/// A list in the order its elements were appended that keeps up to two elements inline: the
/// first beside an `InlineList` of the others.
///
/// For the lists that usually hold two, which then need no array: a tossable's drag recognizer
/// has two observers (the gesture streams of its drag and of its toss). It takes one element
/// more of room than `InlineList`, so use it only where two is the common case. Iterating a list iterates a copy, so elements appended or removed
/// meanwhile do not change the iteration.
struct InlinePairList<Element> {
  /// The first element; nil only when the list is empty.
  private var first: Element?
  private var others = InlineList<Element>.empty

  var isEmpty: Bool { first == nil }

  var count: Int { first == nil ? 0 : 1 + others.count }

  /// Appends `element` after the others.
  mutating func append(_ element: Element) {
    if first == nil { first = element } else { others.append(element) }
  }

  /// Removes the elements `shouldRemove` picks, keeping the others in order.
  mutating func removeAll(where shouldRemove: (Element) -> Bool) {
    guard let head = first else { return }
    let removesHead = shouldRemove(head)
    others.removeAll(where: shouldRemove)
    if removesHead { first = others.removeFirst() }
  }
}

extension InlinePairList: Sequence {
  func makeIterator() -> Iterator { Iterator(first: first, others: others.makeIterator()) }

  /// Iterates the list as it was when the iteration began.
  struct Iterator: IteratorProtocol {
    fileprivate var first: Element?
    fileprivate var others: InlineList<Element>.Iterator

    mutating func next() -> Element? {
      if let head = first {
        first = nil
        return head
      }
      return others.next()
    }
  }
}
