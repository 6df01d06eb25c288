import Testing

@testable import Motion

/// An interaction whose wiring toggles a spring by a drag, as `MotionRuntime.toggle` within `add`.
private final class ToggleOnDrag: Interaction {
  let spring: Spring<Point>
  let drag: DragGestureRecognizer
  init(_ spring: Spring<Point>, by drag: DragGestureRecognizer) {
    self.spring = spring
    self.drag = drag
  }
  func add(to target: Element, withRuntime runtime: MotionRuntime) {
    runtime.toggle(spring, inReactionTo: drag)
  }
  var state: MotionState { .atRest }
}

@Suite struct InteractionToggleRemovalTests {
  @Test func removingTheInteractionEndsTheToggleItsWiringMade() {
    let (runtime, ball, drag, spring) = RuntimeToggleTests.ballWithDrag()
    let kept = ToggleOnDrag(spring, by: drag)
    let removed = ToggleOnDrag(spring, by: drag)
    runtime.add(kept, to: ball)
    runtime.add(removed, to: ball)
    var events: [Bool] = []
    spring.enabled.observe { events.append($0) }
    runtime.remove(removed)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0))
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 60, y: 50), time: 0.01))
    runtime.handle(TouchEvent(id: 1, phase: .ended, location: Point(x: 60, y: 50), time: 0.02))
    // Only the kept interaction's toggle writes: one write each way, not two.
    #expect(events == [false, true])
    runtime.remove(kept)
    runtime.handle(TouchEvent(id: 2, phase: .began, location: Point(x: 60, y: 50), time: 1))
    runtime.handle(TouchEvent(id: 2, phase: .moved, location: Point(x: 70, y: 50), time: 1.01))
    #expect(events == [false, true])
  }
}
