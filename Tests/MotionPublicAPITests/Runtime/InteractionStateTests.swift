import Motion
import MotionTesting
import Testing

/// `state` says what is true: at rest once removed, and provided for an interaction of a
/// program's own.
@Suite struct InteractionStateTests {
  private static func stage() -> (Scene, MotionRuntime, Element) {
    let scene = Scene(width: 400, height: 400)
    let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    scene.addChild(card)
    return (scene, MotionRuntime(scene: scene), card)
  }

  @Test func aDraggableRemovedMidDragIsAtRest() {
    let (_, runtime, card) = Self.stage()
    let drag = Draggable()
    runtime.add(drag, to: card)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 200, y: 200), to: Point(x: 260, y: 200), lift: false)
    #expect(drag.state == .active)
    runtime.remove(drag)
    #expect(drag.state == .atRest)
    #expect(runtime.isAtRest)
  }

  @Test func aTossableRemovedMidFlightIsAtRest() {
    let (scene, runtime, card) = Self.stage()
    let toss = Tossable(
      destination: ReactiveProperty(Point(x: 200, y: 200)), toss: card, container: scene,
      springSource: runtime.springSource)
    runtime.add(toss, to: card)
    let fingers = Fingers(runtime: runtime)
    fingers.fling(from: Point(x: 200, y: 200), velocity: Point(x: 1500, y: 0))
    fingers.frame()
    #expect(toss.state == .active)
    runtime.remove(toss)
    #expect(toss.state == .atRest)
  }

  /// A dial of a program's own, with no `state` of its own: the library provides it.
  final class Dial: Interaction {
    func add(to target: Element, withRuntime runtime: MotionRuntime) {
      let drag = DragGestureRecognizer()
      target.addGestureRecognizer(drag)
      let scene = runtime.scene
      let turns = gestureSource(drag).nextOperator {
        (recognizer: DragGestureRecognizer, next: (Double) -> Void) in
        if recognizer.state.isActive { next(recognizer.translation(in: scene).x / 100) }
      }
      runtime.connect(turns, to: propertyOf(target).rotation)
    }
  }

  @Test func aCustomInteractionsStateIsProvidedByTheLibrary() {
    let (_, runtime, card) = Self.stage()
    let dial = Dial()
    #expect(dial.state == .atRest)
    runtime.add(dial, to: card)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 200, y: 200), to: Point(x: 250, y: 200), lift: false)
    #expect(dial.state == .active)
    #expect(abs(card.rotation - 0.5) < 1e-12)
    fingers.lift()
    #expect(dial.state == .atRest)
    fingers.touchDown(at: Point(x: 200, y: 200))
    fingers.move(to: Point(x: 240, y: 200), duration: 0.1)
    runtime.remove(dial)
    #expect(dial.state == .atRest)
  }
}
