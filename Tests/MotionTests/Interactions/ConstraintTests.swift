import Foundation
import Testing

@testable import Motion

@Suite struct ConstraintTests {
  @Test func aRubberBandedDragNeverPassesItsLengthAndSpringsBackInside() {
    let scene = Scene(width: 800, height: 600)
    let sheet = Element(name: "sheet", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    scene.addChild(sheet)
    let runtime = MotionRuntime(scene: scene)
    let bounds = Rect(x: 300, y: 300, width: 200, height: 0)
    runtime.add(Draggable(), to: sheet) { $0.rubberBanded(outsideOf: bounds, maxLength: 60) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 400, y: 300))
    var maxY = 0.0
    for i in 1...60 {
      script.wait(1.0 / 60)
      script.move(1, Point(x: 400, y: 300 + Double(i) * 10))
      maxY = max(maxY, sheet.position.y)
      #expect(sheet.position.y < 360)
    }
    // Pulled 600 points, it follows with resistance: well past the edge but under L.
    #expect(maxY > 340)
    #expect(runtime.velocity(of: sheet).y > 0)
    script.up(1, Point(x: 400, y: 900))
    #expect(!runtime.isAtRest)
    for _ in 0..<300 { script.wait(1.0 / 60) }
    #expect(runtime.isAtRest)
    #expect(abs(sheet.position.y - 300) < 1e-9)
    #expect(sheet.position.x == 400)
  }

  @Test func aDragBackInsideFollowsTheFingerAgainWithoutLag() {
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "k", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    let bounds = Rect(x: 50, y: 0, width: 200, height: 600)
    runtime.add(Draggable(), to: knob) { $0.rubberBanded(outsideOf: bounds, maxLength: 30) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 400, y: 100), steps: 20)
    #expect(knob.position.x > 250 && knob.position.x < 280)
    script.drag(1, from: Point(x: 400, y: 100), to: Point(x: 150, y: 100), steps: 20)
    // Back inside, the knob is where the finger puts it: the band held nothing back for good.
    #expect(abs(knob.position.x - 150) < 1e-9)
    script.up(1, Point(x: 150, y: 100))
  }

  @Test func anAxisLockedDragMovesAlongThatAxisOnly() {
    let scene = Scene(width: 800, height: 600)
    let knob = Element(name: "k", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: knob) { $0.yLocked(to: 100) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 180), steps: 10)
    #expect(close(knob.position, Point(x: 200, y: 100), 1e-9))
    #expect(runtime.velocity(of: knob).y == 0)
    script.up(1, Point(x: 200, y: 180))
    #expect(runtime.isAtRest)
  }

  @Test func aTossedElementWithBoundsComesToRestInsideThem() {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "sq", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(square)
    let runtime = MotionRuntime(scene: scene)
    let box = Rect(x: 50, y: 50, width: 300, height: 200)
    let tossable = Tossable(
      destination: ReactiveProperty(Point(x: 700, y: 500)), toss: square, container: scene,
      springSource: runtime.springSource)
    runtime.add(tossable, to: square) { $0.rubberBanded(outsideOf: box, maxLength: 0) }
    var script = TouchScript(runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 150), steps: 6)
    script.up(1, Point(x: 200, y: 150))
    var inside = true
    for _ in 0..<600 {
      script.wait(1.0 / 60)
      inside = inside && box.contains(square.position)
    }
    #expect(inside)
    #expect(runtime.isAtRest)
    #expect(close(square.position, Point(x: 350, y: 250), 1e-9))
  }

  @Test func interactionsOfTypeListThoseAddedToAnElement() {
    let scene = Scene(width: 800, height: 600)
    let a = Element(name: "a", position: Point(x: 100, y: 100), size: Size(width: 20, height: 20))
    let b = Element(name: "b", position: Point(x: 300, y: 100), size: Size(width: 20, height: 20))
    scene.addChild(a)
    scene.addChild(b)
    let runtime = MotionRuntime(scene: scene)
    let drag = Draggable()
    let pinch = Pinchable()
    runtime.add(drag, to: a)
    runtime.add(pinch, to: a)
    runtime.add(Draggable(), to: b)
    #expect(runtime.interactions(ofType: Draggable.self, for: a).map { $0 === drag } == [true])
    #expect(runtime.interactions(ofType: Pinchable.self, for: a).count == 1)
    #expect(runtime.interactions(ofType: Rotatable.self, for: a).isEmpty)
    #expect(runtime.interactions(ofType: Draggable.self, for: b).count == 1)
  }
}
