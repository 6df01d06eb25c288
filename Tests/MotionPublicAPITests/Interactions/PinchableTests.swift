import Motion
import MotionTesting
import Testing

/// A photo kept within a zoom range of 1…4 by a constraint, as Material Motion's `Scalable`
/// took them: pinched past the range it resists, and let go it springs back inside.
@Suite struct PinchableTests {
  final class ZoomablePhoto {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300))
    let runtime: MotionRuntime
    let zoom = Pinchable()
    var scales: [Double] = []
    var states: [MotionState] = []
    private var subscription: Subscription?

    init() {
      scene.addChild(photo)
      runtime = MotionRuntime(scene: scene)
      runtime.add(zoom, to: photo) { $0.rubberBanded(within: 1...4, maxLength: 0.25) }
      subscription = zoom.scaleStream.subscribe(
        next: { [unowned self] in scales.append($0) }, state: { [unowned self] in states.append($0) })
    }
  }

  @Test func aPhotoPinchedBelowOneSpringsBackToOneCarryingTheScalesVelocity() throws {
    let app = ZoomablePhoto()
    let fingers = Fingers(runtime: app.runtime)
    // From 300 apart to 120: the fingers ask for 0.4, moving at a steady pace.
    fingers.pinch(center: Point(x: 400, y: 300), from: 300, to: 120, duration: 10.0 / 60, lift: false)
    #expect(app.photo.scale < 1 && app.photo.scale > 0.75)
    let scale = propertyOf(app.photo).scale
    let pinching = try #require(app.runtime.velocity(of: scale))
    #expect(pinching < 0)
    // Past the bound the band slows the scale to a fraction of the fingers' own rate (the
    // distance falls by 1080 points a second from 300: −3.6 a second).
    #expect(pinching > -3.6 / 2)
    fingers.lift(1)
    fingers.lift(2)
    let spring = try #require(app.zoom.spring)
    #expect(spring.destination.read() == 1)
    // The spring starts with the scale's own velocity at the release, through the band.
    #expect(abs(spring.initialVelocity.read() - pinching) <= 0.1 * abs(pinching))
    let released = app.photo.scale
    let path = fingers.settle { app.photo.scale }
    // It animates up to rest exactly on 1, not jumping there.
    #expect(path.contains { $0 > released && $0 < 0.999 })
    #expect(app.photo.scale == 1)
    #expect(app.scales.last == 1)
    #expect(app.states == [.active, .atRest])
  }

  @Test func aPhotoZoomedPastFourSettlesOnFourAndOneLetGoInsideStaysPut() {
    let app = ZoomablePhoto()
    let fingers = Fingers(runtime: app.runtime)
    fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 300, duration: 10.0 / 60, hold: 0.1)
    let inside = app.photo.scale
    #expect(inside > 2 && inside < 4)
    fingers.settle()
    #expect(app.photo.scale == inside)
    fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 300, duration: 10.0 / 60)
    // Asked for 9, held within a quarter of 4.
    #expect(app.photo.scale > 4 && app.photo.scale < 4.25)
    fingers.settle()
    #expect(app.photo.scale == 4)
  }

  @Test func aScaleConstraintAndScaleBoundsAreOneMechanism() {
    // The option is a spelling of the constraint: both give the same scales, frame by frame.
    func pinched(_ add: (MotionRuntime, Element) -> Void) -> [Double] {
      let scene = Scene(width: 800, height: 600)
      let photo = Element(name: "p", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
      scene.addChild(photo)
      let runtime = MotionRuntime(scene: scene)
      add(runtime, photo)
      let fingers = Fingers(runtime: runtime)
      fingers.pinch(center: Point(x: 400, y: 300), from: 180, to: 60, duration: 8.0 / 60)
      return [photo.scale] + fingers.settle { photo.scale }
    }
    let option = pinched { runtime, photo in runtime.add(Pinchable(scaleBounds: 1...2), to: photo) }
    let constraint = pinched { runtime, photo in
      runtime.add(Pinchable(), to: photo) { $0.rubberBanded(within: 1...2, maxLength: 0.25) }
    }
    #expect(option.count > 10)
    #expect(option == constraint)
  }
}

extension PinchableTests {
  @Test func theScaleStreamHearsTheRestWhenThePlanIsRemovedInFlight() {
    let app = ZoomablePhoto()
    let fingers = Fingers(runtime: app.runtime)
    fingers.pinch(center: Point(x: 400, y: 300), from: 300, to: 120, duration: 10.0 / 60)
    fingers.frame()
    #expect(app.states == [.active])
    app.runtime.remove(app.zoom)
    #expect(app.states == [.active, .atRest])
    #expect(app.runtime.isAtRest)
  }

  @Test func aDirectlyManipulablePhotoTakesTheSameScaleConstraints() {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let manipulable = DirectlyManipulable()
    manipulable.scaleConstraints = { $0.rubberBanded(within: 1...4, maxLength: 0.25) }
    runtime.add(manipulable, to: photo)
    let fingers = Fingers(runtime: runtime)
    fingers.pinch(center: Point(x: 400, y: 300), from: 300, to: 120, duration: 10.0 / 60, lift: false)
    #expect(photo.scale < 1 && photo.scale > 0.75)
    fingers.lift(1)
    fingers.lift(2)
    fingers.settle()
    #expect(photo.scale == 1)
    #expect(manipulable.pinchable?.spring != nil)
  }
}
