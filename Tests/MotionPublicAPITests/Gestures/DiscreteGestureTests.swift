import Motion
import MotionTesting
import Testing

/// Taps, double taps and long presses, recognized from touches and time.
@Suite struct DiscreteGestureTests {
  private static func stage(_ recognizer: GestureRecognizer) -> (MotionRuntime, [GestureRecognizerState]) {
    let scene = Scene(width: 400, height: 400)
    scene.addGestureRecognizer(recognizer)
    return (MotionRuntime(scene: scene), [])
  }

  @Test func aTapIsRecognizedOnItsLiftAndADragIsNotATap() {
    let tap = TapGestureRecognizer()
    let (runtime, _) = Self.stage(tap)
    var recognized = 0
    let watch = tap.observe { if $0.state == .ended { recognized += 1 } }
    let fingers = Fingers(runtime: runtime)
    fingers.tap(at: Point(x: 100, y: 100))
    #expect(recognized == 1)
    #expect(tap.location(in: runtime.scene) == Point(x: 100, y: 100))
    fingers.advance(by: 1)
    fingers.drag(from: Point(x: 100, y: 100), to: Point(x: 160, y: 100), duration: 0.1)
    #expect(recognized == 1)
    #expect(tap.state == .failed)
    fingers.longPress(at: Point(x: 100, y: 100), duration: 0.8)
    #expect(recognized == 1)
    watch.cancel()
  }

  @Test func aDoubleTapNeedsTwoQuickTapsInOnePlace() {
    let double = TapGestureRecognizer(numberOfTapsRequired: 2)
    let (runtime, _) = Self.stage(double)
    var recognized = 0
    let watch = double.observe { if $0.state == .ended { recognized += 1 } }
    let fingers = Fingers(runtime: runtime)
    fingers.tap(at: Point(x: 100, y: 100))
    #expect(double.state == .possible)
    fingers.advance(by: 0.1)
    fingers.tap(at: Point(x: 104, y: 98))
    #expect(recognized == 1)
    fingers.advance(by: 1)
    fingers.tap(at: Point(x: 100, y: 100))
    fingers.advance(by: 0.6)
    fingers.tap(at: Point(x: 100, y: 100))
    #expect(recognized == 1)
    watch.cancel()
  }

  @Test func aLongPressBeginsAfterHoldingStillAndFollowsTheFingerAfter() {
    let press = LongPressGestureRecognizer()
    let (runtime, _) = Self.stage(press)
    let fingers = Fingers(runtime: runtime)
    fingers.touchDown(at: Point(x: 100, y: 100))
    fingers.hold(for: 0.3)
    #expect(press.state == .possible)
    fingers.hold(for: 0.3)
    #expect(press.state == .began)
    #expect(runtime.isBeingManipulated)
    fingers.move(to: Point(x: 200, y: 100), duration: 0.2)
    #expect(press.state == .changed)
    fingers.lift()
    #expect(press.state == .ended)
    fingers.touchDown(at: Point(x: 100, y: 100))
    fingers.move(to: Point(x: 130, y: 100), duration: 0.1)
    #expect(press.state == .failed)
    fingers.lift()
  }

  @Test func aHeldPressKeepsTheRuntimeAnimatingUntilTimeHasDecidedIt() {
    // A host that skips the frames in which nothing animates must still walk these, or the
    // press is recognized only at the next event.
    let press = LongPressGestureRecognizer()
    let (runtime, _) = Self.stage(press)
    #expect(!runtime.isAnimating)
    let fingers = Fingers(runtime: runtime)
    fingers.touchDown(at: Point(x: 100, y: 100))
    #expect(press.isWaitingForGestureTime && runtime.isAnimating)
    fingers.hold(for: 0.6)
    #expect(press.state == .began)
    #expect(!press.isWaitingForGestureTime && !runtime.isAnimating)
    fingers.lift()
    fingers.touchDown(at: Point(x: 100, y: 100))
    fingers.move(to: Point(x: 130, y: 100), duration: 0.1)
    #expect(press.state == .failed && !runtime.isAnimating)
    fingers.lift()
    #expect(!TapGestureRecognizer().isWaitingForGestureTime)
  }

  @Test func setPositionOnTapMovesItsTargetToEachTap() {
    let scene = Scene(width: 400, height: 400)
    let frame = Element(
      name: "frame", position: Point(x: 100, y: 100), size: Size(width: 200, height: 200), anchorPoint: .zero)
    let marker = Element(name: "marker", position: .zero, size: Size(width: 10, height: 10))
    scene.addChild(frame)
    frame.addChild(marker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(SetPositionOnTap(), to: marker)
    let fingers = Fingers(runtime: runtime)
    fingers.tap(at: Point(x: 150, y: 220))
    #expect(marker.position == Point(x: 50, y: 120))
    let double = TapGestureRecognizer(numberOfTapsRequired: 2)
    let other = Element(name: "other", position: .zero, size: Size(width: 10, height: 10))
    scene.addChild(other)
    runtime.add(SetPositionOnTap(.withExistingRecognizer(double)), to: other) { $0.yLocked(to: 0) }
    fingers.advance(by: 1)
    fingers.tap(at: Point(x: 30, y: 40), count: 2)
    #expect(other.position == Point(x: 30, y: 0))
  }
}
