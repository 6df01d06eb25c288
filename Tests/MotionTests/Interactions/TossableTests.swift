import Foundation
import Testing

@testable import Motion

@Suite struct TossableTests {
  final class Fixture {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    let circle = Element(name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    let runtime: MotionRuntime
    let tossable: Tossable

    init() {
      scene.addChild(circle)
      scene.addChild(square)
      runtime = MotionRuntime(scene: scene)
      runtime.add(Draggable(), to: circle)
      tossable = Tossable(
        destination: propertyOf(circle).center, toss: square, container: scene,
        springSource: runtime.springSource)
      tossable.connect(with: runtime)
    }
  }

  @Test(arguments: [0, 1, 3])
  func destinationsAreTheOnesGivenInOrder(_ count: Int) {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 10, y: 20), size: Size(width: 10, height: 10))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let given = (0..<count).map { ReactiveProperty(Point(x: Double(100 * $0), y: 50)) }
    let tossable = Tossable(
      destinations: given, toss: square, container: scene, springSource: runtime.springSource)
    runtime.add(tossable, to: square)
    #expect(tossable.destinations.count == count)
    #expect(tossable.destinationCount == count)
    #expect(zip(tossable.destinations, given).allSatisfy { $0 === $1 })
    // Before any toss the destination is the first one, or where a glider lies.
    let expected = given.first?.read() ?? Point(x: 10, y: 20)
    #expect(tossable.destination.read() == expected)
    #expect(given.first.map { tossable.destination === $0 } ?? true)
  }

  @Test func aTossableGoneLeavesNoObserverOnItsDestination() {
    // The destination is often another element's property, which outlives the tossable: it held
    // every tossable's observer for good, so rebuilding a scene slowed each write to it.
    let circle = Element(name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    let destination = propertyOf(circle).center
    let before = destination.observerCount
    for _ in 0..<3 {
      let scene = Scene(width: 800, height: 600)
      let square = Element(name: "square", position: .zero, size: Size(width: 10, height: 10))
      scene.addChild(square)
      let runtime = MotionRuntime(scene: scene)
      let tossable = Tossable(
        destination: destination, toss: square, container: scene, springSource: runtime.springSource)
      tossable.connect(with: runtime)
      // It follows its destination as the property's watcher, without an observer object.
      #expect(destination.observerCount == before)
      #expect(!destination.watch {})
    }
    #expect(destination.observerCount == before)
    #expect(destination.watch {})
    destination.unwatch()
  }

  @Test func tossablesSharingADestinationAllFollowItWhileTheyLast() {
    let circle = Element(name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    let destination = propertyOf(circle).center
    let scene = Scene(width: 800, height: 600)
    let squares = (0..<3).map { Element(name: "s\($0)", position: .zero, size: Size(width: 10, height: 10)) }
    for square in squares { scene.addChild(square) }
    let runtime = MotionRuntime(scene: scene)
    let tossables: [Tossable] = squares.map {
      Tossable(destination: destination, toss: $0, container: scene, springSource: runtime.springSource)
    }
    for tossable in tossables { runtime.add(tossable, to: tossable.element) }
    // The first is the destination's watcher, the others observe it.
    #expect(destination.observerCount == 2)
    destination.write(Point(x: 10, y: 20))
    #expect(tossables.allSatisfy { $0.spring.destination.read() == Point(x: 10, y: 20) })
    // Its tossable taken off the runtime, the watcher does not stand in the others' way.
    runtime.remove(tossables[0])
    destination.write(Point(x: 30, y: 40))
    #expect(tossables.allSatisfy { $0.spring.destination.read() == Point(x: 30, y: 40) })
  }

  @Test func restsWhereTheScenePutsItUntilTossed() {
    let f = Fixture()
    f.runtime.advance(to: 1)
    #expect(f.square.position == Point(x: 100, y: 500))
    #expect(f.runtime.isAtRest)
    #expect(f.runtime.interactions.count == 2)
  }

  @Test func followsTheFingerOneToOne() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 300, y: 400), steps: 20)
    #expect(close(f.square.position, Point(x: 300, y: 400), 1e-9))
    #expect(f.tossable.state == .active)
  }

  @Test func keepsTheReleaseVelocityAndLandsExactlyOnTheDestination() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    // 600 points per second to the right.
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 300, y: 500), steps: 20)
    let releasedAt = f.square.position
    script.up(1, Point(x: 300, y: 500))
    let velocity = f.runtime.velocity(of: f.square)
    #expect(abs(velocity.x - 600) < 12 && abs(velocity.y) < 12)
    // In the first millisecond the square carries on at the finger's speed: 0.6 points, plus
    // under 0.1 point of the spring's pull.
    script.wait(0.001)
    let step = f.square.position - releasedAt
    #expect(step.x > 0.55 && step.x < 0.7, "moved \(step) in 1 ms just after release")
    var sawNear = false
    for _ in 0..<600 {
      script.wait(1.0 / 60)
      if !f.runtime.isAtRest {
        let d = f.square.position.distance(to: f.circle.position)
        if d < 1 { sawNear = true }
      }
    }
    #expect(f.runtime.isAtRest)
    #expect(f.square.position == f.circle.position)
    #expect(sawNear || f.square.position == Point(x: 650, y: 150))
    #expect(f.tossable.state == .atRest)
  }

  @Test func caughtInFlightWithoutAJump() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 200, y: 450), steps: 10)
    script.up(1, Point(x: 200, y: 450))
    script.wait(0.1)
    let inFlight = f.square.position
    #expect(inFlight != Point(x: 200, y: 450))
    script.down(2, inFlight)
    let caught = f.square.position
    #expect(close(caught, inFlight, 1e-9))
    script.wait(0.2)
    #expect(close(f.square.position, inFlight, 3.5), "the held square drifted")
    script.drag(2, from: inFlight, to: inFlight + Point(x: 0, y: 100), steps: 10)
    let held = f.square.position
    script.wait(1.0 / 60)
    #expect(f.square.position == held)
  }

  @Test func aMovingDestinationBendsTheFlightWithoutAJump() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 150, y: 480), steps: 5)
    script.up(1, Point(x: 150, y: 480))
    for _ in 0..<20 { script.wait(1.0 / 120) }
    let position = f.square.position
    let velocity = f.runtime.velocity(of: f.square)
    f.circle.position = Point(x: 200, y: 100)
    #expect(f.square.position == position)
    #expect(close(f.runtime.velocity(of: f.square), velocity, 1e-9))
    #expect(velocity.length > 1)
    for _ in 0..<600 { script.wait(1.0 / 60) }
    #expect(f.square.position == Point(x: 200, y: 100))
    f.circle.position = Point(x: 300, y: 300)
    #expect(!f.runtime.isAtRest)
    for _ in 0..<600 { script.wait(1.0 / 60) }
    #expect(f.square.position == Point(x: 300, y: 300))
  }

  @Test func aFingerHeldStillReportsNoVelocityAndTossesNothing() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 300, y: 500), steps: 20)
    // 20 ms after the last move the finger may still be moving.
    script.wait(0.02)
    #expect(f.runtime.velocity(of: f.square).x > 500)
    // Held still for a second, with no touch event since: the velocity is read at the time asked.
    script.wait(0.98)
    #expect(f.runtime.velocity(of: f.square) == .zero)
    #expect(f.tossable.dragGesture.velocity(in: f.scene) == .zero)
    script.up(1, Point(x: 300, y: 500))
    #expect(f.runtime.velocity(of: f.square) == .zero)
    #expect(f.tossable.spring.initialVelocity.read() == .zero)
  }

  @Test func aCancelledDragRestartsTheSpringFromRest() {
    let f = Fixture()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    // Tossed at (600, -300) points per second.
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 300, y: 400), steps: 20)
    script.up(1, Point(x: 300, y: 400))
    for _ in 0..<600 { script.wait(1.0 / 60) }
    #expect(f.runtime.isAtRest)
    let landed = f.square.position
    script.down(2, landed)
    script.drag(2, from: landed, to: landed + Point(x: -60, y: 40), steps: 6)
    f.runtime.handle(
      TouchEvent(id: 2, phase: .cancelled, location: landed + Point(x: -60, y: 40), time: script.time))
    #expect(f.tossable.dragGesture.state == .cancelled)
    #expect(f.tossable.spring.initialVelocity.read() == .zero)
    #expect(f.runtime.velocity(of: f.square) == .zero)
    let before = f.square.position
    script.wait(0.001)
    // From rest, the spring's pull moves the square by a hundredth of a point in 1 ms (0.67 at the old toss speed).
    #expect(f.square.position.distance(to: before) < 0.05)
  }

  @Test func theInitialVelocityStreamGivesEachReleasesVelocityOnce() {
    let f = Fixture()
    var released: [Point] = []
    let subscription = f.tossable.initialVelocityStream.subscribe(next: { released.append($0) })
    // Made on each call: another stream, delivering the same.
    var releasedToo: [Point] = []
    let other = f.tossable.initialVelocityStream.subscribe(next: { releasedToo.append($0) })
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 100, y: 500))
    // 600 points per second to the right.
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 300, y: 500), steps: 20)
    #expect(released.isEmpty)
    script.up(1, Point(x: 300, y: 500))
    #expect(released.count == 1)
    #expect(abs(released[0].x - 600) < 12 && abs(released[0].y) < 12)
    #expect(releasedToo == released)
    for _ in 0..<600 { script.wait(1.0 / 60) }
    let landed = f.square.position
    script.down(2, landed)
    script.drag(2, from: landed, to: landed + Point(x: -60, y: 40), steps: 6)
    f.runtime.handle(
      TouchEvent(id: 2, phase: .cancelled, location: landed + Point(x: -60, y: 40), time: script.time))
    #expect(released.count == 2)
    #expect(released[1] == .zero)
    subscription.cancel()
    other.cancel()
  }
}
