import Motion
import MotionTesting
import Testing

/// Duration-based motion through keyframes, exact at any frame rate.
@Suite struct TweenTests {
  @Test func theCSSCubicBeziersHaveTheirKnownValues() {
    #expect(TimingFunction.linear.progress(at: 0.3) == 0.3)
    #expect(abs(TimingFunction.ease.progress(at: 0.5) - 0.8024033877399112) < 1e-9)
    #expect(abs(TimingFunction.easeInOut.progress(at: 0.5) - 0.5) < 1e-12)
    #expect(TimingFunction.easeIn.progress(at: 0.25) < 0.25)
    #expect(TimingFunction.easeOut.progress(at: 0.25) > 0.25)
    #expect(TimingFunction.linear([0, 1.2, 1]).progress(at: 0.25) == 0.6)
  }

  @Test func aSpringWrittenAsLinearStopsOvershootsAndEndsOnOne() {
    let bouncy = TimingFunction.spring(stiffness: 300, damping: 10)
    guard case .piecewiseLinear(let stops) = bouncy else {
      Issue.record("a spring is written as linear() stops")
      return
    }
    #expect(stops.count == 60)
    #expect(stops.contains { $0.output > 1 })
    #expect(bouncy.progress(at: 1) == 1)
  }

  @Test func keyframesRunAtTheirOffsetsAndEndExactly() {
    let tween = Tween(
      duration: 2, values: [0.0, 10, 40], timingFunctions: [.linear], offsets: [0, 0.75, 1], delay: 0.5)
    #expect(tween.value(at: 0.25) == 0)
    #expect(tween.value(at: 0.5 + 0.75) == 5)
    #expect(tween.value(at: 0.5 + 1.5) == 10)
    #expect(tween.value(at: 0.5 + 1.75) == 25)
    #expect(tween.value(at: 10) == 40)
  }

  /// One value is a tween that holds it (a scene file may give one): inside its duration too,
  /// where a tween of two values runs through a segment, and added to an element's rotation
  /// (which stopped the replay of a scene `check` accepted with an index out of range).
  @Test func aTweenOfOneValueHoldsItThroughout() {
    let hold = Tween(duration: 2, values: [1.0], delay: 0.5)
    for elapsed in [0, 0.5, 0.6, 1.5, 2.5, 3] { #expect(hold.value(at: elapsed) == 1) }
    let scene = Scene(width: 100, height: 100)
    let element = Element(name: "a", position: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
    scene.addChild(element)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Tween(duration: 2, values: [1.0]), to: propertyOf(element).rotation)
    let fingers = Fingers(runtime: runtime, frameRate: 60)
    fingers.advance(by: 1)
    #expect(element.rotation == 1)
    fingers.advance(by: 2)
    #expect(element.rotation == 1 && runtime.isAtRest)
  }

  /// The scale a tween shows at a time, added to a photo and played at `frameRate`.
  private static func scale(at time: Double, frameRate: Double) -> (Double, Bool) {
    let scene = Scene(width: 400, height: 400)
    let photo = Element(name: "photo", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let pulse = Tween(duration: 0.6, values: [1.0, 1.4, 1.0], timingFunctions: [.easeOut, .easeIn])
    runtime.add(pulse, to: propertyOf(photo).scale)
    let fingers = Fingers(runtime: runtime, frameRate: frameRate)
    fingers.advance(by: time)
    return (photo.scale, runtime.isAtRest)
  }

  @Test func aTweenShowsTheSameAtAnyFrameRateAndRestsOnItsLastValue() {
    let at30 = Self.scale(at: 0.2, frameRate: 30)
    let at120 = Self.scale(at: 0.2, frameRate: 120)
    #expect(at30.0 == at120.0)
    #expect(!at30.1)
    let end = Self.scale(at: 1, frameRate: 60)
    #expect(end.0 == 1)
    #expect(end.1)
  }

  @Test func aTweenOfPointsAddedToAnElementMovesItsPositionAndCanBeStopped() {
    let scene = Scene(width: 400, height: 400)
    let box = Element(name: "box", position: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
    scene.addChild(box)
    let runtime = MotionRuntime(scene: scene)
    let slide = Tween(
      duration: 1, values: [Point(x: 0, y: 0), Point(x: 100, y: 0)], timingFunctions: [.linear])
    runtime.add(slide, to: box)
    #expect(slide.state == .active)
    let fingers = Fingers(runtime: runtime, frameRate: 4)
    fingers.frame()
    #expect(box.position == Point(x: 25, y: 0))
    slide.enabled.write(false)
    fingers.frame()
    #expect(box.position == Point(x: 25, y: 0))
    #expect(slide.state == .atRest)
    slide.enabled.write(true)
    fingers.advance(by: 2)
    #expect(box.position == Point(x: 100, y: 0))
  }
}
