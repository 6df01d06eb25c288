import Foundation
import MotionTesting
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

    /// Fingers on the photo's runtime, at 60 frames a second.
    private(set) lazy var fingers = Fingers(runtime: runtime)

    /// Frames until the photo rests, at most 15 s of them.
    func settle() { fingers.settle(limit: 15) }
  }

  @Test func aPinchPastTheBoundsIsRubberBandedAndSpringsBackWithItsVelocity() {
    let f = Photo()
    let pinchable = Pinchable(scaleBounds: 0.5...2)
    f.runtime.add(pinchable, to: f.photo)
    // The fingers ask for a scale of 3.
    f.fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 300, duration: 10.0 / 60)
    let released = f.photo.scale
    #expect(released > 2 && released < 2.25)
    f.fingers.frame()
    // Released still growing, it carries on growing a moment before the spring pulls it back.
    #expect(f.photo.scale > released)
    #expect(pinchable.spring?.destination.read() == 2)
    f.settle()
    #expect(f.photo.scale == 2)
    #expect(f.runtime.isAtRest)
  }

  @Test func aPinchInsideTheBoundsStaysWhereItIsReleased() {
    let f = Photo()
    f.runtime.add(Pinchable(scaleBounds: 0.5...2), to: f.photo)
    f.fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 150, duration: 10.0 / 60, hold: 0.1)
    let released = f.photo.scale
    f.settle()
    #expect(abs(released - 1.5) < 0.05)
    #expect(f.photo.scale == released)
  }

  @Test func fingersStayOnTheirPointsWhileThePinchIsInsideTheBounds() {
    let f = Photo()
    let pinch = PinchGestureRecognizer()
    pinch.recognitionDistance = 0
    f.runtime.add(Pinchable(pinchGestureRecognizer: pinch, scaleBounds: 0.5...4), to: f.photo)
    let local = f.photo.convert(Point(x: 350, y: 300), from: nil)
    f.fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 200, duration: 10.0 / 60, lift: false)
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
    // A quick turn of 0.6 rad: held still it would fall back to 0; thrown, it carries on.
    f.fingers.rotate(center: Point(x: 400, y: 300), span: 200, by: 0.6, duration: 4.0 / 60)
    let projected = try! #require(rotatable.projectedAngle)
    #expect(projected > .pi / 4)
    #expect(rotatable.chosenAngle == (projected / (.pi / 2)).rounded() * .pi / 2)
    #expect(rotatable.chosenAngle != 0)
    f.fingers.frame()
    #expect((f.runtime.velocity(of: propertyOf(f.photo).rotation) ?? 0) > 0)
    f.settle()
    #expect(f.photo.rotation == rotatable.chosenAngle)
  }

  @Test func aTurnHeldStillSnapsToTheNearestQuarterTurn() {
    let f = Photo()
    f.runtime.add(Rotatable(snapAngle: .pi / 2), to: f.photo)
    f.fingers.rotate(center: Point(x: 400, y: 300), span: 200, by: 0.6, duration: 20.0 / 60, hold: 0.1)
    f.settle()
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
