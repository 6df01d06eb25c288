import Foundation
import Motion
import MotionTesting
import Testing

/// A bad value is refused where it is written, with a message, rather than making motion that
/// is silently wrong; options read when a plan is added cannot be changed after.
@Suite struct OptionCheckTests {
  @Test func scaleBoundsThatReachZeroAreRefused() async {
    await #expect(processExitsWith: .failure) { _ = Pinchable(scaleBounds: -1...0) }
    await #expect(processExitsWith: .failure) { _ = DirectlyManipulable(scaleBounds: 0...2) }
  }

  @Test func decelerationRatesThatDoNotGlideAreRefused() async {
    await #expect(processExitsWith: .failure) { _ = DecelerationRate(perMillisecond: 1) }
    await #expect(processExitsWith: .failure) { _ = DecelerationRate(perMillisecond: 0) }
    await #expect(processExitsWith: .failure) { _ = DecelerationRate(perMillisecond: .nan) }
    await #expect(processExitsWith: .failure) { _ = DecelerationRate(androidFriction: 0) }
    #expect(DecelerationRate.isAllowed(perMillisecond: 0.998))
    #expect(!DecelerationRate.isAllowed(perMillisecond: 1.2))
  }

  @Test func aNegativeStiffnessWrittenIntoAFlyingSpringStopsTheProgram() async {
    await #expect(processExitsWith: .failure) {
      let scene = Scene(width: 400, height: 400)
      let runtime = MotionRuntime(scene: scene)
      let value = ReactiveProperty(0.0)
      let spring = Spring(to: ReactiveProperty(100.0), initialValue: value)
      runtime.connect(runtime.springSource(spring), to: value)
      runtime.advance(to: 0.1)
      spring.stiffness.write(-100)
    }
  }

  @Test func aThresholdOfZeroOrLessIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = Spring(to: ReactiveProperty(1.0), initialValue: ReactiveProperty(0.0), threshold: 0)
    }
    await #expect(processExitsWith: .failure) {
      let spring = Spring(to: ReactiveProperty(1.0), initialValue: ReactiveProperty(0.0))
      spring.threshold = -1
    }
  }

  @Test func aSnapAngleOfZeroOrLessIsRefused() async {
    await #expect(processExitsWith: .failure) { _ = Rotatable(snapAngle: 0) }
    await #expect(processExitsWith: .failure) { _ = Rotatable(snapAngle: -.pi / 2) }
  }

  @Test func anElementAtAPositionThatIsNotANumberIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = Element(name: "lost", position: Point(x: .nan, y: 0), size: Size(width: 10, height: 10))
    }
    await #expect(processExitsWith: .failure) {
      let element = Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))
      element.position = Point(x: 0, y: .infinity)
    }
  }

  @Test func anElementGivenAScaleRotationAnchorOrSizeThatIsNotANumberLaterIsRefused() async {
    // `init` refused them, but the properties took them without a word: an element with a NaN
    // scale or rotation could never be hit or drawn again.
    await #expect(processExitsWith: .failure) {
      Element(name: "lost", position: .zero, size: Size(width: 10, height: 10)).scale = .nan
    }
    await #expect(processExitsWith: .failure) {
      Element(name: "lost", position: .zero, size: Size(width: 10, height: 10)).rotation = .infinity
    }
    await #expect(processExitsWith: .failure) {
      Element(name: "lost", position: .zero, size: Size(width: 10, height: 10)).anchorPoint = Point(
        x: .nan, y: 0)
    }
    await #expect(processExitsWith: .failure) {
      Element(name: "lost", position: .zero, size: Size(width: 10, height: 10)).size = Size(
        width: -1, height: 10)
    }
    let element = Element(name: "fine", position: .zero, size: Size(width: 10, height: 10))
    element.scale = 0
    element.size = .zero
    #expect(element.scale == 0 && element.size == .zero)
  }

  @Test func anElementsGeometryWrittenThroughItsPropertiesIsCheckedAsItsSettersAre() async {
    // The setters refused a value that is not a number, but a write through `propertyOf` (what
    // a stream connected to the element does) took it without a word.
    await #expect(processExitsWith: .failure) {
      let element = Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))
      propertyOf(element).position.write(Point(x: .nan, y: 0))
    }
    await #expect(processExitsWith: .failure) {
      propertyOf(Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))).scale.write(.nan)
    }
    await #expect(processExitsWith: .failure) {
      propertyOf(Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))).rotation.write(
        -.infinity)
    }
    await #expect(processExitsWith: .failure) {
      propertyOf(Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))).anchorPoint.write(
        Point(x: 0, y: .nan))
    }
    await #expect(processExitsWith: .failure) {
      propertyOf(Element(name: "lost", position: .zero, size: Size(width: 10, height: 10))).size.write(
        Size(width: 10, height: -1))
    }
    let element = Element(name: "fine", position: .zero, size: Size(width: 10, height: 10))
    propertyOf(element).center.write(Point(x: 5, y: 6))
    propertyOf(element).scale.write(0)
    #expect(element.position == Point(x: 5, y: 6) && element.scale == 0)
    // A property of one's own takes any value: only an element's geometry has a rule.
    let free = ReactiveProperty(0.0)
    free.write(.nan)
    #expect(free.read().isNaN)
  }

  @Test func optionsChangedAfterAddAreRefusedNotIgnored() async {
    await #expect(processExitsWith: .failure) {
      let (runtime, photo) = stage()
      let turn = Rotatable()
      runtime.add(turn, to: photo)
      turn.snapAngle = .pi / 2
    }
    await #expect(processExitsWith: .failure) {
      let (runtime, photo) = stage()
      let zoom = Pinchable()
      runtime.add(zoom, to: photo)
      zoom.scaleBounds = 1...3
    }
  }

  @Test func anAnchorPointAdjustmentChangedAfterAddIsRefusedNotIgnored() async {
    // It was read at add and silently ignored after.
    await #expect(processExitsWith: .failure) {
      let (runtime, card) = stage()
      let drag = Draggable()
      runtime.add(drag, to: card)
      drag.wantsAnchorPointAdjustment = true
    }
    // Before add, and once removed, it may change; added again, it counts.
    let (runtime, card) = stage()
    let drag = Draggable()
    drag.wantsAnchorPointAdjustment = true
    runtime.add(drag, to: card)
    runtime.remove(drag)
    drag.wantsAnchorPointAdjustment = false
    runtime.add(drag, to: card)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 230, y: 200), to: Point(x: 260, y: 220), lift: false)
    #expect(card.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(card.position == Point(x: 230, y: 220))
  }

  @Test func directlyManipulableTakesItsOptionsAtInit() {
    let scene = Scene(width: 400, height: 400)
    let photo = Element(name: "photo", position: Point(x: 200, y: 200), size: Size(width: 160, height: 160))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let plan = DirectlyManipulable(scaleBounds: 0.5...3, snapAngle: .pi / 2)
    runtime.add(plan, to: photo)
    let fingers = Fingers(runtime: runtime)
    fingers.rotate(center: Point(x: 200, y: 200), span: 100, by: 0.4, duration: 0.5, hold: 0.1)
    fingers.settle()
    #expect(abs(photo.rotation) < 1e-9)
    fingers.pinch(center: Point(x: 200, y: 200), from: 100, to: 500, duration: 0.5, hold: 0.1)
    fingers.settle()
    #expect(abs(photo.scale - 3) < 1e-9)
  }

  @Test func gestureDistancesAndDurationsThatAreNotNumbersOrBelowZeroAreRefused() async {
    // Each silently failed every tap or press (or never recognized a drag) before.
    await #expect(processExitsWith: .failure) { TapGestureRecognizer().allowableMovement = .nan }
    await #expect(processExitsWith: .failure) { TapGestureRecognizer().maximumTapDuration = -1 }
    await #expect(processExitsWith: .failure) { TapGestureRecognizer().maximumTapInterval = .infinity }
    await #expect(processExitsWith: .failure) { TapGestureRecognizer().maximumTapDistance = -45 }
    await #expect(processExitsWith: .failure) { LongPressGestureRecognizer().minimumPressDuration = .nan }
    await #expect(processExitsWith: .failure) { LongPressGestureRecognizer().allowableMovement = -1 }
    await #expect(processExitsWith: .failure) { DragGestureRecognizer().recognitionDistance = .nan }
    let press = LongPressGestureRecognizer()
    press.minimumPressDuration = 0
    press.allowableMovement = 0
    #expect(press.minimumPressDuration == 0 && press.allowableMovement == 0)
  }
}

/// A runtime over a 400 × 400 scene with one 100-point element in its middle.
private func stage() -> (MotionRuntime, Element) {
  let scene = Scene(width: 400, height: 400)
  let element = Element(name: "photo", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
  scene.addChild(element)
  return (MotionRuntime(scene: scene), element)
}
