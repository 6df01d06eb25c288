import Foundation
import Testing

@testable import Motion

@Suite struct DirectManipulationTests {
  @Test func draggableMovesByExactlyTheFingersTranslation() {
    let scene = Scene(width: 800, height: 600)
    let circle = Element(name: "c", position: Point(x: 100, y: 100), size: Size(width: 60, height: 60))
    scene.addChild(circle)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: circle)
    var script = TouchScript(runtime)
    script.down(1, Point(x: 110, y: 90))
    script.drag(1, from: Point(x: 110, y: 90), to: Point(x: 410, y: 290), steps: 30)
    #expect(close(circle.position, Point(x: 400, y: 300), 1e-9))
    #expect(runtime.velocity(of: circle).x > 0)
    script.wait(0.05)
    script.up(1, Point(x: 410, y: 290))
    #expect(close(circle.position, Point(x: 400, y: 300), 1e-9))
    #expect(circle.anchorPoint == Point(x: 0.5, y: 0.5))
    #expect(runtime.isAtRest)
    #expect(runtime.velocity(of: circle) == .zero)
  }

  @Test func draggedChildOfARotatedScaledParentStaysUnderTheFinger() {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(
      name: "photo", position: Point(x: 400, y: 300), size: Size(width: 400, height: 300), scale: 1.5,
      rotation: 0.7)
    let sticker = Element(name: "s", position: Point(x: 100, y: 80), size: Size(width: 80, height: 50))
    scene.addChild(photo)
    photo.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: sticker)
    let start = sticker.convert(Point(x: 30, y: 20), to: nil)
    let grabbed = sticker.convert(start, from: nil)
    var script = TouchScript(runtime)
    script.down(1, start)
    let end = start + Point(x: -150, y: 220)
    script.drag(1, from: start, to: end, steps: 40)
    #expect(close(sticker.convert(grabbed, to: nil), end, 1e-9))
    script.up(1, end)
    #expect(close(sticker.convert(grabbed, to: nil), end, 1e-9))
  }

  @Test func pinchAndRotationBeginAboutTheFingersWithoutAJump() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(
      name: "s", position: Point(x: 300, y: 300), size: Size(width: 200, height: 100), rotation: 0.4)
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Pinchable(), to: sticker)
    runtime.add(Rotatable(), to: sticker)
    var script = TouchScript(runtime)
    let a = sticker.convert(Point(x: 20, y: 20), to: nil)
    let b = sticker.convert(Point(x: 60, y: 70), to: nil)
    let localA = Point(x: 20, y: 20)
    let localB = Point(x: 60, y: 70)
    script.down(1, a)
    script.down(2, b)
    // Spread and turn the pair about its fixed centroid, a point at a time, past both
    // recognition distances: when each gesture begins it catches up, about the fingers.
    let centroid = (a + b) / 2
    let localCentroid = sticker.convert(centroid, from: nil)
    let arm = (b - a) / 2
    let turned = { (i: Int) in arm.rotated(by: 0.02 * Double(i)) * (1 + 0.02 * Double(i)) }
    for i in 1...10 {
      script.wait(1.0 / 60)
      script.move(1, centroid - turned(i))
      script.move(2, centroid + turned(i))
      // Each gesture acts about the fingers' centroid: the point under it stays under it, also
      // at the moment each one begins and moves the anchor point there.
      #expect(sticker.convert(localCentroid, to: nil).distance(to: centroid) < 0.5)
    }
    #expect(abs(sticker.scale - 1.2) < 1e-9)
    #expect(abs(sticker.rotation - (0.4 + 0.2)) < 1e-9)
    #expect(sticker.convert(localA, to: nil).distance(to: centroid - turned(10)) < 0.5)
    #expect(sticker.convert(localB, to: nil).distance(to: centroid + turned(10)) < 0.5)
  }

  @Test func pinchScalesAboutTheFingersCentroid() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 200, height: 200))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Pinchable(), to: sticker)
    var script = TouchScript(runtime)
    // Fingers symmetric about (350, 300): spreading them doubles the span about that point.
    script.down(1, Point(x: 330, y: 300))
    script.down(2, Point(x: 370, y: 300))
    for i in 1...20 {
      script.wait(1.0 / 60)
      let half = 20 + Double(i)
      script.move(1, Point(x: 350 - half, y: 300))
      script.move(2, Point(x: 350 + half, y: 300))
    }
    #expect(abs(sticker.scale - 2) < 1e-9)
    // The centroid (350,300) stays put; the centre (400,300) moves to 350 + 2·50 = 450. Each
    // finger moves in its own event, so the centroid wobbles by half a step (0.5 points) while
    // the pinch begins, and Pinchable alone (no drag) scales about where it was then.
    #expect(close(sticker.convert(Point(x: 100, y: 100), to: nil), Point(x: 450, y: 300), 0.6))
  }

  @Test func twoFingersStayOnTheirPointsWhileMovingTurningAndSpreading() {
    let scene = Scene(width: 1000, height: 800)
    let photo = Element(
      name: "photo", position: Point(x: 500, y: 400), size: Size(width: 600, height: 400), rotation: -0.2)
    let sticker = Element(
      name: "s", position: Point(x: 300, y: 200), size: Size(width: 160, height: 90), scale: 0.8,
      rotation: 0.5)
    scene.addChild(photo)
    photo.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker)
    var script = TouchScript(runtime)
    let centre = sticker.convert(Point(x: 80, y: 45), to: nil)
    var a = centre + Point(x: -30, y: -10)
    var b = centre + Point(x: 30, y: 10)
    let localA = sticker.convert(a, from: nil)
    let localB = sticker.convert(b, from: nil)
    script.down(1, a)
    script.down(2, b)
    var worst = 0.0
    for i in 1...240 {
      script.wait(1.0 / 120)
      let s = Double(i) / 240
      let mid = centre + Point(x: 200 * s, y: -120 * s)
      let angle = 2.5 * s
      let radius = 31.6 * (1 + 1.5 * s)
      let arm = Point(x: cos(angle + 0.32), y: sin(angle + 0.32)) * radius
      a = mid - arm
      b = mid + arm
      script.move(1, a)
      script.move(2, b)
      worst = max(worst, sticker.convert(localA, to: nil).distance(to: a))
      worst = max(worst, sticker.convert(localB, to: nil).distance(to: b))
    }
    #expect(worst <= 0.5, "a finger drifted \(worst) points off its point")
    script.up(1, a)
    script.up(2, b)
    #expect(sticker.scale.isFinite && sticker.rotation.isFinite && sticker.position.isFinite)
  }

  @Test func aThirdFingerLandingAndLiftingMovesNothing() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 300, height: 300))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(DirectlyManipulable(), to: sticker)
    var script = TouchScript(runtime)
    script.down(1, Point(x: 350, y: 300))
    script.down(2, Point(x: 450, y: 300))
    script.drag(2, from: Point(x: 450, y: 300), to: Point(x: 470, y: 320), steps: 5)
    let corners = sticker.corners
    script.wait(1.0 / 60)
    script.down(3, Point(x: 400, y: 380))
    for (p, q) in zip(corners, sticker.corners) { #expect(close(p, q, 1e-6)) }
    script.wait(1.0 / 60)
    script.up(3, Point(x: 400, y: 380))
    for (p, q) in zip(corners, sticker.corners) { #expect(close(p, q, 1e-6)) }
  }

  /// A lift reported away from the finger's last location is that move first, for the drag,
  /// the pinch and the turn together: the finger still down keeps its point, exactly as when
  /// the move is reported before the lift. The drag moved and lifted on its own first, so the
  /// pinch scaled about the wrong point and the other finger drifted 5.8 points.
  @Test func aLiftAwayFromTheLastMoveIsThatMoveForEveryGestureAtOnce() {
    func run(reportingTheMove: Bool, batch: Bool) -> (Element, Point) {
      let scene = Scene(width: 800, height: 600)
      let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 120, height: 80))
      sticker.rotation = 0.3
      scene.addChild(sticker)
      let runtime = MotionRuntime(scene: scene)
      runtime.add(DirectlyManipulable(), to: sticker)
      let first = sticker.convert(Point(x: 20, y: 20), to: nil)
      let second = sticker.convert(Point(x: 90, y: 70), to: nil)
      let lifted = first + Point(x: -10, y: 4)
      var events = [
        TouchEvent(id: 1, phase: .began, location: first, time: 0),
        TouchEvent(id: 2, phase: .began, location: second, time: 0.01),
      ]
      if reportingTheMove { events.append(TouchEvent(id: 1, phase: .moved, location: lifted, time: 0.02)) }
      events.append(TouchEvent(id: 1, phase: .ended, location: lifted, time: 0.02))
      if batch { runtime.handle(events) } else { for event in events { runtime.handle(event) } }
      return (sticker, second)
    }
    let (reported, _) = run(reportingTheMove: true, batch: false)
    for batch in [false, true] {
      let (sticker, second) = run(reportingTheMove: false, batch: batch)
      #expect(close(sticker.convert(Point(x: 90, y: 70), to: nil), second, 1e-9), "batch \(batch)")
      for (p, q) in zip(sticker.corners, reported.corners) { #expect(close(p, q, 1e-9), "batch \(batch)") }
    }
  }

  /// Recognizers with their usual 3 points of slop, given to `DirectlyManipulable` or used by a
  /// separate `Draggable` and `Pinchable`, begin at different moments: the pinch, beginning
  /// while the drag was still short of its distance, scaled about where the fingers were then,
  /// and once the drag began both fingers stayed 3–9 points off their points (with or without a
  /// turn beginning later still).
  @Test func gesturesThatBeginAtDifferentMomentsKeepTheFingersOnTheirPoints() {
    for (separate, turn) in [(false, 0.0), (true, 0.0), (false, 0.002)] {
      let scene = Scene(width: 800, height: 600)
      let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 120, height: 80))
      scene.addChild(sticker)
      let runtime = MotionRuntime(scene: scene)
      if separate {
        runtime.add(Draggable(), to: sticker)
        runtime.add(Pinchable(), to: sticker)
      } else {
        runtime.add(
          DirectlyManipulable(
            panGestureRecognizer: DragGestureRecognizer(), pinchGestureRecognizer: PinchGestureRecognizer(),
            rotationGestureRecognizer: RotationGestureRecognizer()), to: sticker)
      }
      let (first, second) = (Point(x: 20, y: 20), Point(x: 100, y: 60))
      var a = sticker.convert(first, to: nil)
      let b = sticker.convert(second, to: nil)
      runtime.handle(TouchEvent(id: 1, phase: .began, location: a, time: 0))
      runtime.handle(TouchEvent(id: 2, phase: .began, location: b, time: 0))
      for step in 1...40 {
        let arm = (a - b) * 1.03
        a = b + Point(x: arm.x * cos(turn) - arm.y * sin(turn), y: arm.x * sin(turn) + arm.y * cos(turn))
        runtime.handle(TouchEvent(id: 1, phase: .moved, location: a, time: Double(step) / 60))
      }
      #expect(
        sticker.gestureRecognizers.filter { !($0 is RotationGestureRecognizer) }.allSatisfy {
          $0.state == .changed
        },
        "separate \(separate)")
      #expect(close(sticker.convert(first, to: nil), a, 1e-6), "separate \(separate), turn \(turn)")
      #expect(close(sticker.convert(second, to: nil), b, 1e-6), "separate \(separate), turn \(turn)")
    }
  }

  @Test func aFingerPinnedUnderTheDraggingOneScalesNothingUntilTheyPartAFingertip() {
    let scene = Scene(width: 800, height: 600)
    let sticker = Element(name: "s", position: Point(x: 400, y: 300), size: Size(width: 200, height: 150))
    scene.addChild(sticker)
    let runtime = MotionRuntime(scene: scene)
    let manipulable = DirectlyManipulable()
    runtime.add(manipulable, to: sticker)
    var script = TouchScript(runtime)
    let pinned = Point(x: 380, y: 310)
    script.down(1, pinned)
    script.wait(0.1)
    script.down(2, pinned)
    var previousScale = sticker.scale
    var previousRotation = sticker.rotation
    var grabbed: (a: Point, pinned: Point)?
    var worst = 0.0
    for k in 1...60 {
      script.wait(1.0 / 60)
      // Away from the pinned finger along a slow curve, one point a step.
      let r = Double(k)
      let a = pinned + Point(x: cos(0.01 * r), y: sin(0.01 * r)) * r
      script.move(1, a)
      #expect(abs(sticker.scale / previousScale - 1) < 0.1, "scale jumped at \(k) points")
      #expect(abs(sticker.rotation - previousRotation) < 0.05, "rotation jumped at \(k) points")
      previousScale = sticker.scale
      previousRotation = sticker.rotation
      if let grabbed {
        worst = max(worst, sticker.convert(grabbed.a, to: nil).distance(to: a))
        worst = max(worst, sticker.convert(grabbed.pinned, to: nil).distance(to: pinned))
      } else if manipulable.pinchGestureRecognizer.state.isActive {
        // The pinch begins on the first usable span; from there each finger keeps its point.
        #expect(r >= GestureRecognizer.minimumSpan && r < GestureRecognizer.minimumSpan + 2)
        grabbed = (sticker.convert(a, from: nil), sticker.convert(pinned, from: nil))
      }
    }
    #expect(grabbed != nil)
    #expect(worst <= 0.5, "a finger drifted \(worst) points off its point")
    #expect(sticker.scale <= 60 / GestureRecognizer.minimumSpan + 1e-9)
    #expect(sticker.scale <= 3, "scale \(sticker.scale) after parting 60 points")
  }
}
