import Motion
import MotionTesting
import Testing

/// A runtime lives in one isolation domain: on the main actor, or in an actor that owns it.
/// Compiled in the Swift 6 language mode with complete checking, as the package is.
@Suite struct ConcurrencyTests {
  @MainActor
  @Test func aRuntimeOnTheMainActor() {
    let scene = Scene(width: 400, height: 400)
    let card = Element(name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    scene.addChild(card)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: card)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 200, y: 200), to: Point(x: 260, y: 230))
    #expect(card.position == Point(x: 260, y: 230))
  }

  /// An actor that owns a scene and its runtime, and hands out only values.
  actor CardTable {
    private let scene = Scene(width: 400, height: 400)
    private let card = Element(
      name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    private let runtime: MotionRuntime

    init() {
      runtime = MotionRuntime(scene: scene)
      scene.addChild(card)
      runtime.add(Draggable(), to: card)
    }

    func handle(_ events: [TouchEvent]) -> Point {
      runtime.handle(events)
      return card.position
    }
  }

  @Test func aRuntimeInsideAnActor() async {
    let table = CardTable()
    let events = [
      TouchEvent(id: 1, phase: .began, location: Point(x: 200, y: 200), time: 0),
      TouchEvent(id: 1, phase: .moved, location: Point(x: 240, y: 210), time: 0.1),
      TouchEvent(id: 1, phase: .ended, location: Point(x: 240, y: 210), time: 0.2),
    ]
    let position = await table.handle(events)
    #expect(position == Point(x: 240, y: 210))
  }

  @Test func theValuesARuntimeTakesAndGivesAreSendable() {
    func sendable<T: Sendable>(_: T.Type) -> Bool { true }
    #expect(sendable(Point.self) && sendable(Size.self) && sendable(Rect.self) && sendable(Transform.self))
    #expect(sendable(TouchEvent.self) && sendable(MotionState.self) && sendable(GestureRecognizerState.self))
    #expect(
      sendable(SpringCoefficients.self) && sendable(SwiftUIDurationSpring.self) && sendable(SpringError.self))
    #expect(sendable(DecelerationRate.self) && sendable(TimingFunction.self) && sendable(SpringResponse.self))
  }
}
