import Motion
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
    var fingers = Finger(runtime: app.runtime)
    // From 300 apart to 120: the fingers ask for 0.4, moving at a steady pace.
    fingers.twoFingers(center: Point(x: 400, y: 300), from: 300, to: 120, frames: 10, lift: false)
    #expect(app.photo.scale < 1 && app.photo.scale > 0.75)
    let scale = propertyOf(app.photo).scale
    let pinching = try #require(app.runtime.velocity(of: scale))
    #expect(pinching < 0)
    // Past the bound the band slows the scale to a fraction of the fingers' own rate (the
    // distance falls by 1080 points a second from 300: −3.6 a second).
    #expect(pinching > -3.6 / 2)
    fingers.touch(.ended, Point(x: 340, y: 300), id: 1)
    fingers.touch(.ended, Point(x: 460, y: 300), id: 2)
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
    var fingers = Finger(runtime: app.runtime)
    fingers.twoFingers(center: Point(x: 400, y: 300), from: 100, to: 300, frames: 10, hold: 0.1)
    let inside = app.photo.scale
    #expect(inside > 2 && inside < 4)
    fingers.settle()
    #expect(app.photo.scale == inside)
    fingers.twoFingers(center: Point(x: 400, y: 300), from: 100, to: 300, frames: 10)
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
      var fingers = Finger(runtime: runtime)
      fingers.twoFingers(center: Point(x: 400, y: 300), from: 180, to: 60, frames: 8)
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
    var fingers = Finger(runtime: app.runtime)
    fingers.twoFingers(center: Point(x: 400, y: 300), from: 300, to: 120, frames: 10)
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
    var fingers = Finger(runtime: runtime)
    fingers.twoFingers(center: Point(x: 400, y: 300), from: 300, to: 120, frames: 10, lift: false)
    #expect(photo.scale < 1 && photo.scale > 0.75)
    fingers.touch(.ended, Point(x: 340, y: 300), id: 1)
    fingers.touch(.ended, Point(x: 460, y: 300), id: 2)
    fingers.settle()
    #expect(photo.scale == 1)
    #expect(manipulable.pinchable?.spring != nil)
  }
}
