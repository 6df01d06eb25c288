import Foundation
import StreamDoubles
import Testing

@testable import Motion

/// The behaviours Material Motion's own suites assert, restated for this API (issue 13).
@Suite struct PeerBehaviourTests {
  @Test func theAnchorPointGoesBackToTheMiddleWhenAPinchEndsWithoutMovingTheElement() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(
      name: "s", position: Point(x: 300, y: 300), size: Size(width: 200, height: 100), rotation: 0.3)
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker)
    var script = TouchScript(runtime)
    let a = sticker.convert(Point(x: 20, y: 20), to: nil)
    let b = sticker.convert(Point(x: 80, y: 60), to: nil)
    script.down(1, a)
    script.down(2, b)
    script.wait(1.0 / 60)
    script.move(1, a - Point(x: 20, y: 10))
    script.move(2, b + Point(x: 20, y: 10))
    #expect(sticker.anchorPoint != Point(x: 0.5, y: 0.5))
    let cornersBefore = sticker.corners
    script.up(2, b + Point(x: 20, y: 10))
    script.up(1, a - Point(x: 20, y: 10))
    #expect(sticker.anchorPoint == Point(x: 0.5, y: 0.5))
    for (before, after) in zip(cornersBefore, sticker.corners) {
      #expect(before.distance(to: after) < 1e-9)
    }
    // `center` is the visual centre again: the mean of the corners.
    let middle = sticker.corners.reduce(Point.zero, +) / 4
    #expect(sticker.center.distance(to: middle) < 1e-9)
  }

  @Test func aTossAimedAtAPinchedElementsCenterLandsOnItsMiddle() {
    let scene = Scene(width: 800, height: 600)
    let target = Element(name: "t", position: Point(x: 600, y: 300), size: Size(width: 120, height: 120))
    let ball = Element(name: "b", position: Point(x: 100, y: 500), size: Size(width: 40, height: 40))
    scene.addChild(target)
    scene.addChild(ball)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: target)
    var script = TouchScript(runtime)
    // Pinch the target off-centre, then let go.
    let a = Point(x: 560, y: 260)
    let b = Point(x: 600, y: 290)
    script.down(1, a)
    script.down(2, b)
    script.drag(2, from: b, to: Point(x: 640, y: 320), steps: 10)
    script.up(2, Point(x: 640, y: 320))
    script.up(1, a)
    let middle = target.corners.reduce(Point.zero, +) / 4
    let tossable = Tossable(
      destination: propertyOf(target).center, toss: ball, container: scene, springSource: runtime.springSource
    )
    tossable.connect(with: runtime)
    script.down(3, Point(x: 100, y: 500))
    script.drag(3, from: Point(x: 100, y: 500), to: Point(x: 150, y: 480), steps: 5)
    script.up(3, Point(x: 150, y: 480))
    script.wait(5)
    #expect(runtime.isAtRest)
    #expect(ball.position.distance(to: middle) < 1e-9)
  }

  @Test func toggledNeverLetsAFallbackThatEmitsOnSubscriptionThroughWhileThePreferredIsActive() {
    let drag = ManualDragRecognizer()
    drag.send(.began)
    var fallbackSubscriptions = 0
    // A source that emits as soon as it is subscribed, as a property's stream does.
    let fallback = MotionObservable<Double> { observer in
      fallbackSubscriptions += 1
      observer.next(-1)
      return {}
    }
    let preferred = gestureSource(drag).map { _ in 7.0 }
    let recorder = Recorder<Double>()
    let subscription = recorder.record(fallback.toggled(with: preferred))
    #expect(fallbackSubscriptions == 0)
    #expect(recorder.values == [7])
    drag.send(.changed)
    drag.send(.ended)
    // At rest, the fallback is subscribed and drives the value.
    #expect(fallbackSubscriptions == 1)
    #expect(recorder.values == [7, 7, 7, -1])
    subscription.cancel()
  }

  @Test func toggledSubscribesThePreferredStreamFirst() {
    var order: [String] = []
    let fallback = MotionObservable<Int> { _ in
      order.append("fallback")
      return {}
    }
    let preferred = MotionObservable<Int> { _ in
      order.append("preferred")
      return {}
    }
    let subscription = fallback.toggled(with: preferred).subscribe(next: { _ in })
    #expect(order == ["preferred", "fallback"])
    subscription.cancel()
  }
}
