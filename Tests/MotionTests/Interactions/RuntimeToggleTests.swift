import Testing

@testable import Motion

@Suite struct RuntimeToggleTests {
  /// A ball with a drag, in a runtime, and a spring pulling it to (300, 300).
  static func ballWithDrag() -> (MotionRuntime, Element, DragGestureRecognizer, Spring<Point>) {
    let scene = Scene(width: 400, height: 400)
    let ball = Element(name: "ball", position: Point(x: 50, y: 50), size: Size(width: 20, height: 20))
    scene.addChild(ball)
    let runtime = MotionRuntime(scene: scene)
    let drag = DragGestureRecognizer()
    ball.addGestureRecognizer(drag)
    let spring = Spring(to: ReactiveProperty(Point(x: 300, y: 300)), initialValue: propertyOf(ball).center)
    return (runtime, ball, drag, spring)
  }

  @Test func aSpringRestsWhileItsGestureIsActiveAndRunsAfter() {
    let (runtime, ball, drag, spring) = Self.ballWithDrag()
    runtime.toggle(spring, inReactionTo: drag)
    runtime.connect(runtime.springSource(spring), to: propertyOf(ball).center)
    var events: [Bool] = []
    spring.enabled.observe { events.append($0) }

    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 60, y: 50), time: 0.01))
    #expect(drag.state == .began)
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 60, y: 50), time: 0.02))
    #expect(events == [false, true])
    for i in 1...300 { runtime.advance(to: 0.02 + Double(i) / 60) }
    #expect(ball.position == Point(x: 300, y: 300))
  }
}
