import Foundation
import Testing

@testable import Motion

@Suite struct ScaleAndRotationSettlingTests {
  final class Photo {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    let runtime: MotionRuntime

    init() {
      scene.addChild(photo)
      runtime = MotionRuntime(scene: scene)
    }

    /// Two fingers about the photo's middle, `span` apart at `angle`, moved in `steps` frames
    /// from the first span and angle to the second.
    func twoFingers(
      _ script: inout TouchScript, span: (Double, Double), angle: (Double, Double), steps: Int,
      hold: Double = 0
    ) {
      func fingers(_ s: Double, _ a: Double) -> (Point, Point) {
        let offset = Point(x: cos(a) * s / 2, y: sin(a) * s / 2)
        return (Point(x: 400, y: 300) - offset, Point(x: 400, y: 300) + offset)
      }
      let start = fingers(span.0, angle.0)
      script.down(1, start.0)
      script.down(2, start.1)
      var last = start
      for i in 1...steps {
        let k = Double(i) / Double(steps)
        last = fingers(span.0 + (span.1 - span.0) * k, angle.0 + (angle.1 - angle.0) * k)
        script.wait(1.0 / 60)
        script.move(1, last.0)
        script.move(2, last.1)
      }
      if hold > 0 { script.wait(hold) }
      script.up(1, last.0)
      script.up(2, last.1)
    }

    func settle(_ script: inout TouchScript) {
      for _ in 0..<900 where !runtime.isAtRest { script.wait(1.0 / 60) }
    }
  }

  @Test func aPinchPastTheBoundsIsRubberBandedAndSpringsBackWithItsVelocity() {
    let f = Photo()
    let pinchable = Pinchable(scaleBounds: 0.5...2)
    f.runtime.add(pinchable, to: f.photo)
    var script = TouchScript(f.runtime)
    // The fingers ask for a scale of 3.
    f.twoFingers(&script, span: (100, 300), angle: (0, 0), steps: 10)
    let released = f.photo.scale
    #expect(released > 2 && released < 2.25)
    script.wait(1.0 / 60)
    // Released still growing, it carries on growing a moment before the spring pulls it back.
    #expect(f.photo.scale > released)
    #expect(pinchable.spring?.destination.read() == 2)
    f.settle(&script)
    #expect(f.photo.scale == 2)
    #expect(f.runtime.isAtRest)
  }

  @Test func aPinchInsideTheBoundsStaysWhereItIsReleased() {
    let f = Photo()
    f.runtime.add(Pinchable(scaleBounds: 0.5...2), to: f.photo)
    var script = TouchScript(f.runtime)
    f.twoFingers(&script, span: (100, 150), angle: (0, 0), steps: 10, hold: 0.1)
    let released = f.photo.scale
    f.settle(&script)
    #expect(abs(released - 1.5) < 0.05)
    #expect(f.photo.scale == released)
  }

  @Test func fingersStayOnTheirPointsWhileThePinchIsInsideTheBounds() {
    let f = Photo()
    let pinch = PinchGestureRecognizer()
    pinch.recognitionDistance = 0
    f.runtime.add(Pinchable(pinchGestureRecognizer: pinch, scaleBounds: 0.5...4), to: f.photo)
    var script = TouchScript(f.runtime)
    script.down(1, Point(x: 350, y: 300))
    script.down(2, Point(x: 450, y: 300))
    let local = f.photo.convert(Point(x: 350, y: 300), from: nil)
    for i in 1...10 {
      script.wait(1.0 / 60)
      script.move(1, Point(x: 350 - 5 * Double(i), y: 300))
      script.move(2, Point(x: 450 + 5 * Double(i), y: 300))
    }
    // The span doubled about the fingers' centroid; the first finger's point is under it.
    let underFinger = f.photo.convert(local, to: nil)
    #expect(abs(f.photo.scale - 2) < 0.05)
    #expect(close(underFinger, Point(x: 300, y: 300), 2))
  }

  @Test func aTurnSnapsToTheQuarterTurnNearestItsProjection() {
    let f = Photo()
    let rotatable = Rotatable(snapAngle: .pi / 2)
    rotatable.decelerationRate = .fast
    f.runtime.add(rotatable, to: f.photo)
    var script = TouchScript(f.runtime)
    // A quick turn of 0.6 rad: held still it would fall back to 0; thrown, it carries on.
    f.twoFingers(&script, span: (200, 200), angle: (0, 0.6), steps: 4)
    let projected = try! #require(rotatable.projectedAngle)
    #expect(projected > .pi / 4)
    #expect(rotatable.chosenAngle == (projected / (.pi / 2)).rounded() * .pi / 2)
    #expect(rotatable.chosenAngle != 0)
    script.wait(1.0 / 60)
    #expect((f.runtime.velocity(of: propertyOf(f.photo).rotation) ?? 0) > 0)
    f.settle(&script)
    #expect(f.photo.rotation == rotatable.chosenAngle)
  }

  @Test func aTurnHeldStillSnapsToTheNearestQuarterTurn() {
    let f = Photo()
    f.runtime.add(Rotatable(snapAngle: .pi / 2), to: f.photo)
    var script = TouchScript(f.runtime)
    f.twoFingers(&script, span: (200, 200), angle: (0, 0.6), steps: 20, hold: 0.1)
    f.settle(&script)
    #expect(f.photo.rotation == 0)
    #expect(f.photo.anchorPoint == Point(x: 0.5, y: 0.5))
  }

  @Test func aDoubleSpringAnimatesAScaleRatherThanJumping() {
    // The default threshold of a Spring<Double> is a thousandth, not one unit.
    let scale = ReactiveProperty(1.5)
    let spring = Spring(to: ReactiveProperty(1.0), initialValue: scale)
    #expect(spring.threshold == 0.001)
    #expect(
      Spring(to: ReactiveProperty(Point.zero), initialValue: ReactiveProperty(Point.zero)).threshold == 1)
    let runtime = MotionRuntime(scene: Scene(width: 10, height: 10))
    runtime.connect(SpringSource<Double>(runtime: runtime)(spring), to: scale)
    runtime.advance(to: 0.05)
    #expect(scale.read() > 1.01 && scale.read() < 1.5)
  }
}
