import Motion
import Testing

/// An element or interaction in a second live runtime is refused: each runtime would move the
/// element by the whole gesture.
@Suite struct RuntimeOwnershipTests {
  @Test func theSameDraggableInASecondRuntimeIsRefused() async {
    await #expect(processExitsWith: .failure) {
      let scene = Scene(width: 400, height: 400)
      let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
      scene.addChild(card)
      let first = MotionRuntime(scene: scene)
      let second = MotionRuntime(scene: scene)
      let drag = Draggable()
      first.add(drag, to: card)
      second.add(drag, to: card)
    }
  }

  @Test func anElementASecondRuntimeDrivesIsRefused() async {
    await #expect(processExitsWith: .failure) {
      let scene = Scene(width: 400, height: 400)
      let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
      scene.addChild(card)
      let first = MotionRuntime(scene: scene)
      let second = MotionRuntime(scene: scene)
      first.add(Draggable(), to: card)
      second.add(Draggable(), to: card)
    }
  }

  @Test func aTossableConnectedToASecondRuntimeIsRefused() async {
    await #expect(processExitsWith: .failure) {
      let scene = Scene(width: 400, height: 400)
      let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
      scene.addChild(card)
      let first = MotionRuntime(scene: scene)
      let second = MotionRuntime(scene: scene)
      let toss = Tossable(
        destination: ReactiveProperty(card.position), toss: card, container: scene,
        springSource: first.springSource)
      toss.connect(with: first)
      toss.connect(with: second)
    }
  }

  @Test func anElementIsFreeOnceItsInteractionsAreRemovedOrItsRuntimeGoes() {
    let scene = Scene(width: 400, height: 400)
    let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    scene.addChild(card)
    let drag = Draggable()
    let first = MotionRuntime(scene: scene)
    first.add(drag, to: card)
    first.remove(drag)
    var second: MotionRuntime? = MotionRuntime(scene: scene)
    second?.add(drag, to: card)
    #expect(second?.contains(drag) == true)
    second = nil
    let third = MotionRuntime(scene: scene)
    third.add(drag, to: card)
    third.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 200, y: 200), time: 0))
    third.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 250, y: 200), time: 0.1))
    #expect(card.position == Point(x: 250, y: 200))
  }
}
