extension Element {
  /// Every recognizer attached to this element or its descendants: the element's own first, then
  /// each descendant's, depth first in drawing order. This is the order of a dump's `gestures`.
  public var gestureRecognizersInSubtree: [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    var walk = ElementWalk()
    walk.forEach(inSubtreeOf: self) { element in
      result.append(contentsOf: element.gestureRecognizers)
      return true
    }
    return result
  }
}
