// Written against the public API alone, as a program depending on the package would be: each
// test builds one of the interactions people build most with UIKit and Material Motion.
import Motion
import MotionTesting
import Testing

@Suite struct FluidRecipesTests {
  /// A card that is flicked off either side of the screen, or springs back to the middle.
  final class SwipeAwayCard {
    let scene = Scene(width: 400, height: 800)
    let card = Element(name: "card", position: Point(x: 200, y: 400), size: Size(width: 320, height: 480))
    let runtime: MotionRuntime
    let tossable: Tossable

    init() {
      scene.addChild(card)
      runtime = MotionRuntime(scene: scene)
      let away = [Point(x: 200, y: 400), Point(x: -400, y: 400), Point(x: 800, y: 400)].map {
        ReactiveProperty($0)
      }
      tossable = Tossable(
        destinations: away, toss: card, container: scene, springSource: runtime.springSource)
      runtime.add(tossable, to: card) { $0.yLocked(to: 400) }
    }
  }

  @Test func aCardFlickedRightLeavesTheScreen() {
    let app = SwipeAwayCard()
    let finger = Fingers(runtime: app.runtime)
    finger.drag(from: Point(x: 200, y: 400), to: Point(x: 260, y: 410), duration: 4.0 / 60)
    #expect(app.tossable.chosenDestination == 2)
    finger.settle()
    #expect(app.card.position == Point(x: 800, y: 400))
  }

  @Test func aCardDraggedALittleAndLetGoSpringsBack() {
    let app = SwipeAwayCard()
    let finger = Fingers(runtime: app.runtime)
    finger.drag(from: Point(x: 200, y: 400), to: Point(x: 320, y: 400), duration: 40.0 / 60, hold: 0.1)
    #expect(app.tossable.chosenDestination == 0)
    finger.settle()
    #expect(app.card.position == Point(x: 200, y: 400))
  }

  @Test func aPhotoPinchedSmallerThanItsRangeSpringsBackToOneAndAnimatesThere() {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let zoom = Pinchable(scaleBounds: 1...3)
    runtime.add(zoom, to: photo)
    let fingers = Fingers(runtime: runtime)
    fingers.pinch(center: Point(x: 400, y: 300), from: 300, to: 120, duration: 10.0 / 60, lift: false)
    // The fingers ask for 0.4; the band holds it above 1 − 0.25.
    #expect(photo.scale < 1 && photo.scale > 0.75)
    fingers.lift(1)
    fingers.lift(2)
    var scales: [Double] = []
    for _ in 0..<120 {
      fingers.frame()
      scales.append(photo.scale)
    }
    // It animates (frames between) and rests exactly on 1, with the scale's velocity on the way.
    #expect(scales.contains { $0 > photo.scale - 0.2 && $0 < 0.999 })
    #expect(photo.scale == 1)
    #expect(runtime.isAtRest)
    #expect(zoom.spring?.threshold == 0.001)
  }

  @Test func aSnapSliderLandsOnTheTickNearestWhereItWasThrown() {
    let scene = Scene(width: 600, height: 200)
    let knob = Element(name: "knob", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(knob)
    let runtime = MotionRuntime(scene: scene)
    let ticks = stride(from: 100.0, through: 500, by: 100).map { ReactiveProperty(Point(x: $0, y: 100)) }
    let slider = Tossable(
      destinations: ticks, toss: knob, container: scene, springSource: runtime.springSource,
      decelerationRate: .fast)
    runtime.add(slider, to: knob) {
      $0.rubberBanded(outsideOf: Rect(x: 100, y: 100, width: 400, height: 0), maxLength: 30).yLocked(to: 100)
    }
    let finger = Fingers(runtime: runtime)
    finger.drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), duration: 2.0 / 60)
    let projected = try! #require(slider.projectedPoint)
    let nearestTick = (projected.x / 100).rounded() * 100
    #expect(projected.x > 200)
    #expect(nearestTick > 200)  // let go nearest the tick at 200, thrown past it
    var velocities: [Double] = []
    for _ in 0..<600 where !runtime.isAtRest {
      finger.frame()
      if let velocity = runtime.velocity(of: propertyOf(knob).position) { velocities.append(velocity.x) }
    }
    #expect(knob.position == Point(x: min(nearestTick, 500), y: 100))
    #expect(velocities.first.map { $0 > 500 } == true)
  }

  @Test func aBoundedZoomHandsTheGestureToASpringWithTheRuntimesToggle() {
    // The hand-wired way, with the public hand-over: a spring on the scale, off while the pinch
    // is in progress and on again when it ends, starting from the scale the pinch left.
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let pinch = Pinchable()
    runtime.add(pinch, to: photo)
    let scale = propertyOf(photo).scale
    let spring = Spring(to: ReactiveProperty(1.0), initialValue: scale)
    spring.enabled.write(false)
    runtime.connect(SpringSource<Double>(runtime: runtime)(spring), to: scale)
    runtime.toggle(spring, inReactionTo: pinch.pinchGestureRecognizer)
    let fingers = Fingers(runtime: runtime)
    fingers.pinch(center: Point(x: 400, y: 300), from: 100, to: 200, duration: 10.0 / 60, lift: false)
    let pinchedScale = photo.scale
    #expect(pinchedScale > 1.9)
    #expect((runtime.velocity(of: scale) ?? 0) > 1)
    fingers.lift(1)
    fingers.lift(2)
    fingers.frame()
    #expect(photo.scale < pinchedScale && photo.scale > 1.5)
    fingers.settle()
    #expect(photo.scale == 1)
  }
}
