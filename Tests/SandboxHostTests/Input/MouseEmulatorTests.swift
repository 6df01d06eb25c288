import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A scene with one element A spanning x 100…300, y 100…200 (centre (200, 150)); everything
/// else is empty space, whose mirror centre is the window's centre (400, 300).
private let elementA = ObjectIdentifier(NSObject())
private let emptySpace = ObjectIdentifier(NSString())

private func probe(_ p: Point) -> PointerTarget {
  if p.x >= 100, p.x <= 300, p.y >= 100, p.y <= 200 {
    return PointerTarget(owner: elementA, center: Point(x: 200, y: 150))
  }
  return PointerTarget(owner: emptySpace, center: Point(x: 400, y: 300))
}

private func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, t: Double = 1)
  -> TouchEvent
{
  TouchEvent(id: id, phase: phase, location: Point(x: x, y: y), time: t)
}

private let primary = MouseEmulator.primaryID
private let second = MouseEmulator.secondID

private struct Driver {
  var emulator = MouseEmulator()
  var time = 1.0

  mutating func mouse(
    _ phase: MousePhase, _ button: MouseButton?, _ x: Double, _ y: Double,
    _ modifiers: KeyModifiers = []
  ) -> [TouchEvent] {
    var out: [TouchEvent] = []
    emulator.mouse(
      phase, button: button, at: Point(x: x, y: y), modifiers: modifiers, time: time, probe: probe,
      into: &out)
    return out
  }

  mutating func wheel(_ dx: Double, _ dy: Double, _ x: Double, _ y: Double, _ modifiers: KeyModifiers = [])
    -> [TouchEvent]
  {
    var out: [TouchEvent] = []
    emulator.wheel(
      delta: Point(x: dx, y: dy), at: Point(x: x, y: y), modifiers: modifiers, time: time, probe: probe,
      into: &out)
    return out
  }
}

private func expectClose(
  _ actual: [TouchEvent], _ expected: [TouchEvent], sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(actual.count == expected.count, sourceLocation: sourceLocation)
  for (a, e) in zip(actual, expected) {
    #expect(a.id == e.id && a.phase == e.phase && a.time == e.time, sourceLocation: sourceLocation)
    #expect(
      a.location.distance(to: e.location) < 1e-9, "\(a.location) vs \(e.location)",
      sourceLocation: sourceLocation)
  }
}

@Test func leftDragIsOneFinger() {
  var d = Driver()
  #expect(d.mouse(.down, .left, 120, 130) == [touch(primary, .began, 120, 130)])
  d.time = 1.5
  #expect(d.mouse(.move, nil, 150, 160) == [touch(primary, .moved, 150, 160, t: 1.5)])
  #expect(d.mouse(.up, .left, 150, 160) == [touch(primary, .ended, 150, 160, t: 1.5)])
  #expect(d.mouse(.move, nil, 170, 160).isEmpty)
}

@Test func releaseAwayFromTheLastMoveMovesTheFingerThere() {
  var d = Driver()
  _ = d.mouse(.down, .left, 120, 130)
  #expect(
    d.mouse(.up, .left, 125, 131) == [touch(primary, .moved, 125, 131), touch(primary, .ended, 125, 131)])
}

@Test func ctrlDragMirrorsAboutTheCentreOfTheElementUnderThePress() {
  var d = Driver()
  #expect(
    d.mouse(.down, .left, 150, 130, .ctrl) == [
      touch(primary, .began, 150, 130), touch(second, .began, 250, 170),
    ])
  #expect(
    d.mouse(.move, nil, 140, 150, .ctrl) == [
      touch(primary, .moved, 140, 150), touch(second, .moved, 260, 150),
    ])
  // Letting go of Ctrl mid-drag keeps the second finger.
  #expect(
    d.mouse(.move, nil, 120, 150) == [touch(primary, .moved, 120, 150), touch(second, .moved, 280, 150)])
  #expect(
    d.mouse(.up, .left, 120, 150) == [touch(primary, .ended, 120, 150), touch(second, .ended, 280, 150)])
}

@Test func altDragIsTheSameAsCtrlDrag() {
  var d = Driver()
  #expect(
    d.mouse(.down, .left, 150, 130, .alt) == [
      touch(primary, .began, 150, 130), touch(second, .began, 250, 170),
    ])
}

@Test func ctrlDragOverEmptySpaceMirrorsAboutTheWindowCentre() {
  var d = Driver()
  #expect(
    d.mouse(.down, .left, 500, 100, .ctrl) == [
      touch(primary, .began, 500, 100), touch(second, .began, 300, 500),
    ])
}

@Test func ctrlShiftDragMovesBothFingersTogether() {
  var d = Driver()
  #expect(
    d.mouse(.down, .left, 150, 130, [.ctrl, .shift])
      == [touch(primary, .began, 150, 130), touch(second, .began, 250, 170)])
  #expect(
    d.mouse(.move, nil, 160, 140, [.ctrl, .shift])
      == [touch(primary, .moved, 160, 140), touch(second, .moved, 260, 180)])
  #expect(
    d.mouse(.up, .left, 160, 140, [.ctrl, .shift])
      == [touch(primary, .ended, 160, 140), touch(second, .ended, 260, 180)])
}

@Test func shiftSwitchesBetweenMirrorAndParallelWithoutAJump() {
  var d = Driver()
  _ = d.mouse(.down, .left, 150, 130, .ctrl)  // second at (250, 170)
  // Shift pressed: the offset (100, 40) is kept.
  #expect(
    d.mouse(.move, nil, 140, 150, [.ctrl, .shift])
      == [touch(primary, .moved, 140, 150), touch(second, .moved, 240, 190)])
  // Shift released: mirror about the pair's midpoint (190, 170).
  #expect(
    d.mouse(.move, nil, 150, 150, .ctrl) == [
      touch(primary, .moved, 150, 150), touch(second, .moved, 230, 190),
    ])
}

@Test func wheelPinchesAboutThePointer() {
  // The pair lands 80 points apart, primes (each finger 2 points out: the second finger's move
  // takes the pinch past its recognition distance, with the pair symmetric), then spreads.
  var d = Driver()
  let up = d.wheel(0, 1, 200, 150)
  let (a, b) = MouseEmulator.wheelIDs
  expectClose(
    up,
    [
      touch(a, .began, 160, 150), touch(b, .began, 240, 150), touch(a, .moved, 158, 150),
      touch(b, .moved, 242, 150), touch(a, .moved, 156, 150), touch(b, .moved, 244, 150),
      touch(a, .ended, 156, 150), touch(b, .ended, 244, 150),
    ])
  let down = d.wheel(0, -2, 200, 150)
  let arm = 40 / 1.21
  expectClose(
    down,
    [
      touch(a, .began, 160, 150), touch(b, .began, 240, 150), touch(a, .moved, 158, 150),
      touch(b, .moved, 242, 150), touch(a, .moved, 200 - arm, 150), touch(b, .moved, 200 + arm, 150),
      touch(a, .ended, 200 - arm, 150), touch(b, .ended, 200 + arm, 150),
    ])
}

@Test func horizontalWheelStepsCountWhenThereAreNoVerticalOnes() {
  var d = Driver()
  let events = d.wheel(1, 0, 200, 150)
  #expect(events.count == 8)
  #expect(abs(events[5].location.x - 244) < 1e-9)
  #expect(d.wheel(0, 0, 200, 150).isEmpty)
}

@Test func shiftWheelRotatesAboutThePointer() {
  var d = Driver()
  let events = d.wheel(0, 1, 200, 150, .shift)
  let (a, b) = MouseEmulator.wheelIDs
  let c = 40 * cos(Double.pi / 18)
  let s = 40 * sin(Double.pi / 18)  // clockwise on screen: the right finger moves down
  // Primed first by an arc of 4 points (0.1 radians at 40), then turned by the step.
  let pc = 40 * cos(0.1)
  let ps = 40 * sin(0.1)
  expectClose(
    events,
    [
      touch(a, .began, 160, 150), touch(b, .began, 240, 150), touch(a, .moved, 200 - pc, 150 - ps),
      touch(b, .moved, 200 + pc, 150 + ps), touch(a, .moved, 200 - c, 150 - s),
      touch(b, .moved, 200 + c, 150 + s), touch(a, .ended, 200 - c, 150 - s),
      touch(b, .ended, 200 + c, 150 + s),
    ])
}

/// `steps` wheel steps at `pointer` over a `side` × `side` element centred at (200, 150) with
/// `plan`, through the real recognizers: the element's scale, rotation and position after them.
private func wheeled(
  _ steps: Double, side: Double, _ modifiers: KeyModifiers = [],
  plan: () -> any Interaction = { DirectlyManipulable() },
  at pointer: Point = Point(x: 200, y: 150)
) -> (scale: Double, rotation: Double, position: Point) {
  let scene = Scene(width: 400, height: 300)
  let element = Element(name: "e", position: Point(x: 200, y: 150), size: Size(width: side, height: side))
  scene.addChild(element)
  let runtime = MotionRuntime(scene: scene)
  runtime.add(plan(), to: element)
  var emulator = MouseEmulator()
  var out: [TouchEvent] = []
  emulator.wheel(
    delta: Point(x: 0, y: steps), at: pointer, modifiers: modifiers, time: 1,
    probe: { PointerTarget.probe(scene, at: $0) }, into: &out)
  for event in out { runtime.handle(event) }
  runtime.advance(to: 2)
  return (element.scale, element.rotation, element.position)
}

@Test func theWheelPinchesAndTurnsSmallElementsAndManyStepsExactly() {
  // A 20-point element took a pair of fingers 20 points apart, under the span the recognizers
  // measure: nothing happened. Thirteen steps down closed a 40-point pair below it: 0.64, not
  // 0.29. Twenty Shift steps (200°) in one move read as −160°.
  for side in [6.0, 20, 30, 200] {
    for steps in [1.0, -1, 0.5, -8, -13, -20, 30] {
      let pinched = wheeled(steps, side: side)
      #expect(abs(pinched.scale / pow(1.1, steps) - 1) < 1e-9, "side \(side), \(steps) steps: \(pinched)")
      #expect(abs(pinched.rotation) < 1e-9)
    }
    for steps in [1.0, -3, 20, 40] {
      let turned = wheeled(steps, side: side, .shift)
      #expect(abs(turned.rotation - steps * Double.pi / 18) < 1e-9, "side \(side), \(steps) steps: \(turned)")
      #expect(abs(turned.scale - 1) < 1e-9)
    }
  }
}

@Test func theWheelPinchesAndTurnsAPinchableOrRotatableAboutThePointer() {
  // A plain pinchable or rotatable puts its anchor point under the fingers when its gesture is
  // recognized; recognized on one finger's move, the anchor lay half that move beside the
  // pointer: nine Shift steps moved a 200-point element by 40 points.
  let centre = Point(x: 200, y: 150)
  for side in [30.0, 200] {
    for pointer in [centre, Point(x: 210, y: 155)] {
      for steps in [1.0, -3, -13, 9] {
        let pinched = wheeled(steps, side: side, plan: { Pinchable() }, at: pointer)
        let factor = pow(1.1, steps)
        let expected = pointer + (centre - pointer) * factor
        #expect(abs(pinched.scale / factor - 1) < 1e-9, "side \(side) at \(pointer), \(steps): \(pinched)")
        #expect(close(pinched.position, expected, 1e-6), "side \(side) at \(pointer), \(steps): \(pinched)")
        let turned = wheeled(steps, side: side, .shift, plan: { Rotatable() }, at: pointer)
        let angle = steps * Double.pi / 18
        let around = pointer + (centre - pointer).rotated(by: angle)
        #expect(abs(turned.rotation - angle) < 1e-9, "side \(side) at \(pointer), \(steps): \(turned)")
        #expect(close(turned.position, around, 1e-6), "side \(side) at \(pointer), \(steps): \(turned)")
      }
    }
  }
}

private func close(_ a: Point, _ b: Point, _ tolerance: Double) -> Bool {
  abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

@Test func wheelFingersLandOnTheElementUnderThePointer() {
  // 10 points inside A's left edge: across would leave A, so the pair stands up and down.
  #expect(MouseEmulator.wheelArm(at: Point(x: 110, y: 150), probe: probe) == Point(x: 0, y: 40))
  // 5 points inside A's corner: only the narrow pair fits (edges count as inside).
  #expect(MouseEmulator.wheelArm(at: Point(x: 105, y: 105), probe: probe) == Point(x: 5, y: 0))
  // Over empty space the widest pair is fine.
  #expect(MouseEmulator.wheelArm(at: Point(x: 600, y: 500), probe: probe) == Point(x: 40, y: 0))
}

@Test func rightClickPinsAndUnpinsAFinger() {
  var d = Driver()
  let first = MouseEmulator.firstPinnedID
  #expect(d.mouse(.down, .right, 50, 50) == [touch(first, .began, 50, 50)])
  #expect(d.mouse(.up, .right, 50, 50).isEmpty)
  #expect(d.mouse(.down, .right, 300, 400) == [touch(first + 1, .began, 300, 400)])
  // Within the pin radius of the first pin: lifts it where it was pinned.
  #expect(d.mouse(.down, .right, 55, 45) == [touch(first, .ended, 50, 50)])
  // The freed id is used again.
  #expect(d.mouse(.down, .right, 10, 10) == [touch(first, .began, 10, 10)])
}

@Test func aLeftDragBesideAPinIsATwoFingerGesture() {
  var d = Driver()
  _ = d.mouse(.down, .right, 150, 150)
  #expect(d.mouse(.down, .left, 250, 150) == [touch(primary, .began, 250, 150)])
  #expect(
    d.emulator.activeTouches == [
      ActiveTouch(id: primary, location: Point(x: 250, y: 150), kind: .mouse),
      ActiveTouch(id: MouseEmulator.firstPinnedID, location: Point(x: 150, y: 150), kind: .pinned),
    ])
  #expect(d.mouse(.up, .left, 250, 150) == [touch(primary, .ended, 250, 150)])
  #expect(d.emulator.activeTouches.count == 1)
}

@Test func cancelAllCancelsTheDragAndThePins() {
  var d = Driver()
  _ = d.mouse(.down, .right, 20, 20)
  _ = d.mouse(.down, .left, 150, 130, .ctrl)
  var out: [TouchEvent] = []
  d.emulator.cancelAll(time: 2, into: &out)
  #expect(
    out == [
      touch(primary, .cancelled, 150, 130, t: 2), touch(second, .cancelled, 250, 170, t: 2),
      touch(MouseEmulator.firstPinnedID, .cancelled, 20, 20, t: 2),
    ])
  #expect(d.mouse(.move, nil, 160, 130).isEmpty)
  #expect(d.mouse(.up, .left, 160, 130).isEmpty)
  #expect(d.emulator.activeTouches.isEmpty)
}

@Test func inputsThatMeanNothingGiveNoTouches() {
  var d = Driver()
  #expect(d.mouse(.down, .middle, 10, 10).isEmpty)
  #expect(d.mouse(.move, nil, 10, 10).isEmpty)
  #expect(d.mouse(.up, .left, 10, 10).isEmpty)
  #expect(d.mouse(.down, .left, .nan, 10).isEmpty)
  #expect(d.wheel(0, .infinity, 10, 10).isEmpty)
}

@Test func aSecondPressWithoutReleaseEndsTheFirstDrag() {
  var d = Driver()
  _ = d.mouse(.down, .left, 150, 130, .ctrl)
  #expect(
    d.mouse(.down, .left, 10, 10)
      == [touch(primary, .ended, 150, 130), touch(second, .ended, 250, 170), touch(primary, .began, 10, 10)])
}
