import Testing

@testable import SandboxHost

private func key(_ type: String, _ element: String) -> InteractionMatch.Key {
  InteractionMatch.Key(type: type, element: element)
}

@Test func interactionsAreMatchedByTypeAndElementWhereverTheyMoved() {
  let old = [key("draggable", "circle"), key("tossable", "square")]
  let new = [key("tossable", "square"), key("pinchable", "circle"), key("draggable", "circle")]
  let match = InteractionMatch(old: old, new: new)
  #expect(match.oldIndex == [1, nil, 0])
  #expect(match.newIndex == [2, 0])
  #expect(!match.keepsEveryIndex)
}

@Test func twoInteractionsOfOneKeyKeepTheirOrder() {
  let old = [key("tossable", "a"), key("draggable", "b"), key("tossable", "a")]
  let new = [key("tossable", "a"), key("tossable", "a")]
  let match = InteractionMatch(old: old, new: new)
  #expect(match.oldIndex == [0, 2])
  #expect(match.newIndex == [0, nil, 1])
}

@Test func oneLeftOverAtItsIndexWithItsTypeIsTheSameInteractionRenamed() {
  let old = [key("draggable", "circle"), key("tossable", "square")]
  let new = [key("draggable", "circle"), key("tossable", "box")]
  #expect(InteractionMatch(old: old, new: new).keepsEveryIndex)
  // Another type at that index is another interaction, and another scene matches nothing.
  let other = InteractionMatch(old: old, new: [key("draggable", "circle"), key("pinchable", "box")])
  #expect(other.oldIndex == [0, nil] && other.newIndex == [0, nil])
  let scene = InteractionMatch(old: old, new: [key("rotatable", "dial")])
  #expect(scene.oldIndex == [nil] && scene.newIndex == [nil, nil])
}

@Test func theSameInteractionsKeepEveryIndex() {
  let keys = [key("draggable", "circle"), key("tossable", "square")]
  #expect(InteractionMatch(old: keys, new: keys).keepsEveryIndex)
  #expect(!InteractionMatch(old: keys, new: Array(keys.prefix(1))).keepsEveryIndex)
}
