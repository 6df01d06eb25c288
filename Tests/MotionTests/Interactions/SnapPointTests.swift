import Foundation
import Testing

@testable import Motion

@Suite struct SnapPointTests {
  /// A bottom sheet: three detents along y, the sheet locked to x = 400.
  final class Sheet {
    let scene = Scene(width: 800, height: 600)
    let sheet = Element(name: "sheet", position: Point(x: 400, y: 500), size: Size(width: 800, height: 400))
    let runtime: MotionRuntime
    let tossable: Tossable
    let detents = [Point(x: 400, y: 100), Point(x: 400, y: 300), Point(x: 400, y: 500)]

    init(destinations: [ReactiveProperty<Point>]? = nil, decelerationRate: DecelerationRate = .normal) {
      scene.addChild(sheet)
      runtime = MotionRuntime(scene: scene)
      tossable = Tossable(
        destinations: destinations ?? detents.map { ReactiveProperty($0) }, toss: sheet, container: scene,
        springSource: runtime.springSource, decelerationRate: decelerationRate)
      runtime.add(tossable, to: sheet) { $0.xLocked(to: 400) }
    }

    func settle(_ script: inout TouchScript) {
      for _ in 0..<600 where !runtime.isAtRest { script.wait(1.0 / 60) }
    }
  }

  @Test func aFlickSettlesOnTheDetentNearestItsProjectionNotItsPosition() {
    let f = Sheet()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 400, y: 500))
    script.drag(1, from: Point(x: 400, y: 500), to: Point(x: 400, y: 440), steps: 3)
    script.up(1, Point(x: 400, y: 440))
    // Released at 440 (nearest detent 500) moving up at about 1200 points per second: the
    // projection lies past the top.
    let projected = try! #require(f.tossable.projectedPoint)
    #expect(projected.y < 0)
    #expect(f.tossable.chosenDestination == 0)
    #expect(f.tossable.spring.destination.read() == f.detents[0])
    f.settle(&script)
    #expect(f.sheet.position == f.detents[0])
  }

  @Test func theRateGivenAtCreationOrWrittenLaterProjectsTheRelease() {
    func flick(_ f: Sheet) -> Point? {
      var script = TouchScript(f.runtime)
      script.down(1, Point(x: 400, y: 500))
      script.drag(1, from: Point(x: 400, y: 500), to: Point(x: 400, y: 440), steps: 3)
      script.up(1, Point(x: 400, y: 440))
      return f.tossable.projectedPoint
    }
    let given = Sheet(decelerationRate: .fast)
    let written = Sheet()
    written.tossable.decelerationRate.write(.fast)
    #expect(given.tossable.decelerationRate.read() == .fast)
    #expect(given.tossable.decelerationRate === given.tossable.decelerationRate)
    let projected = flick(given)
    #expect(projected != nil)
    #expect(projected == flick(written))
    #expect(projected != flick(Sheet()))
  }

  @Test func aSlowReleaseSettlesOnTheNearestDetent() {
    let f = Sheet()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 400, y: 500))
    script.drag(1, from: Point(x: 400, y: 500), to: Point(x: 400, y: 380), steps: 30)
    script.wait(0.1)  // held still: no velocity
    script.up(1, Point(x: 400, y: 380))
    #expect(f.tossable.projectedPoint == Point(x: 400, y: 380))
    #expect(f.tossable.chosenDestination == 1)
    f.settle(&script)
    #expect(f.sheet.position == f.detents[1])
  }

  @Test func theReleaseVelocityCarriesIntoTheSpring() {
    let f = Sheet()
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 400, y: 500))
    script.drag(1, from: Point(x: 400, y: 500), to: Point(x: 400, y: 440), steps: 3)
    let fingerVelocity = f.runtime.velocity(of: f.sheet)
    script.up(1, Point(x: 400, y: 440))
    #expect(fingerVelocity.y < -1000)
    #expect(abs(f.tossable.spring.initialVelocity.read().y - fingerVelocity.y) < 1e-6)
    script.wait(1.0 / 60)
    #expect(f.runtime.velocity(of: f.sheet).y < -1000)
  }

  @Test func ofDestinationsEquallyNearTheFirstIsChosen() {
    let f = Sheet(destinations: [
      ReactiveProperty(Point(x: 400, y: 460)), ReactiveProperty(Point(x: 400, y: 540)),
    ])
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 400, y: 500))
    script.wait(0.1)
    script.up(1, Point(x: 400, y: 500))
    #expect(f.tossable.chosenDestination == 0)
  }

  @Test func theChosenDestinationIsFollowedLive() {
    let target = ReactiveProperty(Point(x: 400, y: 100))
    let f = Sheet(destinations: [target, ReactiveProperty(Point(x: 400, y: 500))])
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 400, y: 500))
    script.drag(1, from: Point(x: 400, y: 500), to: Point(x: 400, y: 440), steps: 3)
    script.up(1, Point(x: 400, y: 440))
    #expect(f.tossable.chosenDestination == 0)
    script.wait(0.1)
    target.write(Point(x: 400, y: 200))
    #expect(f.tossable.destination === target)
    f.settle(&script)
    #expect(f.sheet.position == Point(x: 400, y: 200))
  }

  @Test func aTossableAddedToAnotherRuntimeComesToRestThere() {
    // Made with one runtime's spring source and added to another: the runtime it is added to
    // runs its spring.
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    scene.addChild(square)
    let first = MotionRuntime(scene: Scene(width: 10, height: 10))
    let runtime = MotionRuntime(scene: scene)
    let tossable = Tossable(
      destination: ReactiveProperty(Point(x: 650, y: 150)), toss: square, container: scene,
      springSource: first.springSource)
    runtime.add(tossable, to: square)
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 500))
    script.drag(1, from: Point(x: 100, y: 500), to: Point(x: 200, y: 450), steps: 5)
    script.up(1, Point(x: 200, y: 450))
    var frames = 0
    while !runtime.isAtRest && frames < 600 {
      script.wait(1.0 / 60)
      frames += 1
    }
    #expect(runtime.isAtRest)
    #expect(square.position == Point(x: 650, y: 150))
  }
}
