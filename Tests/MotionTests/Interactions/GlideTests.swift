import Foundation
import Testing

@testable import Motion

@Suite struct GlideTests {
  /// A tall list in a window: it glides vertically, held by bounds with a rubber band.
  final class Scroll {
    let scene = Scene(width: 800, height: 600)
    let list = Element(name: "list", position: Point(x: 400, y: 300), size: Size(width: 400, height: 2000))
    let runtime: MotionRuntime
    let tossable: Tossable
    let bounds = Rect(x: 400, y: -700, width: 0, height: 1000)

    init(bounded: Bool = true) {
      scene.addChild(list)
      runtime = MotionRuntime(scene: scene)
      tossable = Tossable(destinations: [], toss: list, container: scene, springSource: runtime.springSource)
      if bounded {
        runtime.add(tossable, to: list) { [bounds] in
          $0.rubberBanded(outsideOf: bounds, maxLength: 60).xLocked(to: 400)
        }
      } else {
        runtime.add(tossable, to: list)
      }
    }

    func flick(_ script: inout TouchScript, by delta: Point) -> Point {
      script.down(1, Point(x: 400, y: 300))
      script.drag(1, from: Point(x: 400, y: 300), to: Point(x: 400, y: 300) + delta, steps: 3)
      let velocity = runtime.velocity(of: list)
      script.up(1, Point(x: 400, y: 300) + delta)
      return velocity
    }
  }

  @Test func aFlickGlidesToItsProjectionAndStops() {
    let f = Scroll(bounded: false)
    var script = TouchScript(f.runtime)
    let velocity = f.flick(&script, by: Point(x: 30, y: -60))
    let released = f.list.position
    let end = DecelerationRate.normal.projection(of: released, velocity: velocity)
    #expect(f.tossable.projectedPoint.map { close($0, end, 1e-9) } == true)
    #expect(f.tossable.lastReleaseGlides == true)
    script.wait(0.5)
    #expect(!f.runtime.isAtRest)
    for _ in 0..<900 where !f.runtime.isAtRest { script.wait(1.0 / 60) }
    #expect(f.runtime.isAtRest)
    #expect(close(f.list.position, end, 1e-9))
  }

  @Test func aFlickInsideTheBoundsGlidesAlongTheAxisOnly() {
    let f = Scroll()
    var script = TouchScript(f.runtime)
    _ = f.flick(&script, by: Point(x: 40, y: -30))
    #expect(f.tossable.lastReleaseGlides == true)
    for _ in 0..<900 where !f.runtime.isAtRest { script.wait(1.0 / 60) }
    #expect(f.list.position.x == 400)
    #expect(f.list.position.y < 270 && f.list.position.y > -700)
  }

  @Test func aFlickPastTheEdgeRunsIntoTheRubberBandAndSpringsBackToTheEdge() {
    let f = Scroll()
    var script = TouchScript(f.runtime)
    _ = f.flick(&script, by: Point(x: 0, y: 90))
    #expect(f.tossable.lastReleaseGlides == false)
    #expect(f.tossable.destination.read() == Point(x: 400, y: 300))
    var farthest = f.list.position.y
    for _ in 0..<900 where !f.runtime.isAtRest {
      script.wait(1.0 / 60)
      farthest = max(farthest, f.list.position.y)
    }
    #expect(farthest > 300 && farthest < 360)
    #expect(f.list.position == Point(x: 400, y: 300))
  }
}
