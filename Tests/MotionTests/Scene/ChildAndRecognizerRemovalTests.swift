import Testing

@testable import Motion

/// Children and recognizers removed one at a time, in any order, leave the others in their
/// order (each removal costs O(1) amortized: the gaps it leaves close together).
@Suite struct ChildAndRecognizerRemovalTests {
  @Test func childrenRemovedInAnyOrderKeepTheOthersInOrder() {
    let scene = Scene(width: 100, height: 100)
    var model: [Element] = []
    var generator = SeededRandom(seed: 26)
    for i in 0..<500 {
      let element = Element(name: "e\(i)", position: .zero, size: Size(width: 1, height: 1))
      scene.addChild(element)
      model.append(element)
    }
    for step in 0..<2_000 {
      let choice = Int.random(in: 0..<3, using: &generator)
      if choice == 0 || model.isEmpty {
        let element = Element(name: "n\(step)", position: .zero, size: Size(width: 1, height: 1))
        scene.addChild(element)
        model.append(element)
      } else if choice == 1 {
        let element = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        element.removeFromParent()
        #expect(element.parent == nil)
      } else {
        // Moved to the top: taken out and appended again.
        let element = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        scene.addChild(element)
        model.append(element)
      }
      if step % 97 == 0 { #expect(scene.children.map(\.name) == model.map(\.name)) }
    }
    #expect(scene.children.map(\.name) == model.map(\.name))
    #expect(scene.subtree.count == model.count + 1)
  }

  @Test func recognizersRemovedInAnyOrderKeepTheOthersInOrder() {
    let element = Element(name: "e", position: .zero, size: Size(width: 10, height: 10))
    let other = Element(name: "o", position: .zero, size: Size(width: 10, height: 10))
    var model: [GestureRecognizer] = []
    var generator = SeededRandom(seed: 29)
    for _ in 0..<300 {
      let recognizer = DragGestureRecognizer()
      element.addGestureRecognizer(recognizer)
      model.append(recognizer)
    }
    for _ in 0..<1_000 {
      switch Int.random(in: 0..<3, using: &generator) {
      case 0:
        let recognizer = DragGestureRecognizer()
        element.addGestureRecognizer(recognizer)
        model.append(recognizer)
      case 1 where !model.isEmpty:
        let recognizer = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        element.removeGestureRecognizer(recognizer)
        #expect(recognizer.element == nil)
      case _ where !model.isEmpty:
        // Taken by another element, then given back.
        let recognizer = model.remove(at: Int.random(in: 0..<model.count, using: &generator))
        other.addGestureRecognizer(recognizer)
        element.addGestureRecognizer(recognizer)
        model.append(recognizer)
      default: break
      }
      var walked: [ObjectIdentifier] = []
      element.forEachGestureRecognizer {
        walked.append(ObjectIdentifier($0))
        return true
      }
      #expect(walked == model.map(ObjectIdentifier.init))
    }
    #expect(element.gestureRecognizers.map(ObjectIdentifier.init) == model.map(ObjectIdentifier.init))
    #expect(other.gestureRecognizers.isEmpty)
  }
}
