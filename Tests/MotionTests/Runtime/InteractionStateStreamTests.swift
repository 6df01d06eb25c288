import Motion
import Testing

/// An interaction's state as a stream, as Material Motion's `state` of a plan is observed.
@Suite struct InteractionStateStreamTests {
  /// A toss is active from the touch to the spring's rest, and reported once each way; the
  /// subscription starts with the state at the time.
  @Test func aTossReportsActiveThenAtRest() {
    let table = CardTable()
    let tossable = table.tossable(table.a, to: Point(x: 100, y: 500))
    var states: [MotionState] = []
    let subscription = table.runtime.stateStream(of: tossable).subscribe { states.append($0) }
    #expect(states == [.atRest])
    var script = TouchScript(table.runtime)
    table.toss(table.a, with: &script)
    script.wait(0.1)
    #expect(states == [.atRest, .active])
    #expect(tossable.state == .active)
    for _ in 0..<600 where !table.runtime.isAtRest { script.wait(1.0 / 60) }
    #expect(states == [.atRest, .active, .atRest])
    #expect(tossable.state == .atRest)
    subscription.cancel()
    script.down(1, table.a.position)
    #expect(states == [.atRest, .active, .atRest])
  }

  /// Two cards dragged at once: each interaction's stream follows its own gesture, and the
  /// runtime's at-rest observer hears once, when both have ended.
  @Test func eachInteractionReportsItsOwnGestureAndTheRuntimeWhenAllRest() {
    let table = CardTable()
    let dragA = Draggable()
    let dragB = Draggable()
    table.runtime.add(dragA, to: table.a)
    table.runtime.add(dragB, to: table.b)
    var statesA: [MotionState] = []
    var statesB: [MotionState] = []
    var allAtRest = 0
    table.runtime.stateStream(of: dragA).subscribe { statesA.append($0) }
    table.runtime.stateStream(of: dragB).subscribe { statesB.append($0) }
    let watch = table.runtime.whenAtRest { allAtRest += 1 }
    defer { watch.cancel() }
    var script = TouchScript(table.runtime)
    script.down(1, Point(x: 100, y: 100))
    script.down(2, Point(x: 300, y: 100))
    script.move(1, Point(x: 130, y: 100))
    script.move(2, Point(x: 330, y: 100))
    script.up(1, Point(x: 130, y: 100))
    #expect(statesA == [.atRest, .active, .atRest])
    #expect(statesB == [.atRest, .active])
    #expect(allAtRest == 0)
    script.up(2, Point(x: 330, y: 100))
    #expect(statesB == [.atRest, .active, .atRest])
    #expect(allAtRest == 1)
  }

  /// Removing an interaction mid-gesture reports it at rest, and its stream says nothing more;
  /// a stream of an interaction the runtime does not have reports it at rest.
  @Test func removalEndsTheStream() {
    let table = CardTable()
    let drag = Draggable()
    table.runtime.add(drag, to: table.a)
    var states: [MotionState] = []
    table.runtime.stateStream(of: drag).subscribe { states.append($0) }
    var script = TouchScript(table.runtime)
    script.down(1, Point(x: 100, y: 100))
    script.move(1, Point(x: 130, y: 100))
    table.runtime.remove(drag)
    script.move(1, Point(x: 160, y: 100))
    #expect(states == [.atRest, .active, .atRest])
    var other: [MotionState] = []
    table.runtime.stateStream(of: Draggable()).subscribe { other.append($0) }
    #expect(other == [.atRest])
  }
}
