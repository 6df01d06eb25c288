extension Element {
  /// Every recognizer attached to this element or its descendants: the element's own first, then
  /// each descendant's, depth first in drawing order. This is the order of a dump's `gestures`.
  public var gestureRecognizersInSubtree: [GestureRecognizer] {
    var result: [GestureRecognizer] = []
    appendGestureRecognizers(to: &result)
    return result
  }

  private func appendGestureRecognizers(to result: inout [GestureRecognizer]) {
    result.append(contentsOf: gestureRecognizers)
    for child in children { child.appendGestureRecognizers(to: &result) }
  }
}
