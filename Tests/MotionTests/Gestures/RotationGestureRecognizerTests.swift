import Foundation
import Testing

@testable import Motion

@Suite struct RotationGestureRecognizerTests {
  @Test func aClockwiseTurnOnScreenIsPositive() {
    let rotation = RotationGestureRecognizer()
    let log = StateLog(rotation)
    rotation.handle(touch(1, .began, 100, 100, at: 0))
    rotation.handle(touch(2, .began, 200, 100, at: 0))
    // 0.05 rad: each touch travels 2.5 points about the midpoint, short of the 3 needed.
    rotation.handle(touch(2, .moved, 100 + 100 * cos(0.05), 100 + 100 * sin(0.05), at: 0.01))
    #expect(rotation.state == .possible)
    #expect(isClose(rotation.rotation, 0.05))
    rotation.handle(touch(2, .moved, 100 + 100 * cos(0.1), 100 + 100 * sin(0.1), at: 0.02))
    #expect(rotation.state == .began)
    #expect(isClose(rotation.rotation, 0.1))
    rotation.handle(touch(2, .moved, 100, 200, at: 0.03))  // straight below: a quarter turn
    #expect(isClose(rotation.rotation, Double.pi / 2))
    rotation.handle(touch(2, .ended, 100, 200, at: 0.04))
    rotation.handle(touch(1, .ended, 100, 100, at: 0.05))
    #expect(rotation.state == .ended)
    #expect(isClose(rotation.rotation, Double.pi / 2))
    #expect(log.states == [.possible, .possible, .possible, .began, .changed, .changed, .ended])

    let anticlockwise = RotationGestureRecognizer()
    anticlockwise.handle(touch(1, .began, 100, 100, at: 0))
    anticlockwise.handle(touch(2, .began, 200, 100, at: 0))
    anticlockwise.handle(touch(2, .moved, 100, 0, at: 0.01))  // straight above
    #expect(isClose(anticlockwise.rotation, -Double.pi / 2))
  }

  @Test(arguments: [3.0, -4.0])
  func turnsKeepCountingPastHalfTurns(halfTurns: Double) {
    // Two fingers turn about their midpoint (200, 200), 50 points from it, by π/12 a step.
    let rotation = RotationGestureRecognizer()
    let center = Point(x: 200, y: 200)
    func arm(_ angle: Double) -> Point { Point(x: 50 * cos(angle), y: 50 * sin(angle)) }
    rotation.handle(TouchEvent(id: 1, phase: .began, location: center - arm(0), time: 0))
    rotation.handle(TouchEvent(id: 2, phase: .began, location: center + arm(0), time: 0))
    let steps = Int(abs(halfTurns) * 12)
    let step = halfTurns.sign == .minus ? -Double.pi / 12 : Double.pi / 12
    var previous = 0.0
    for k in 1...steps {
      let angle = Double(k) * step
      let t = Double(k) / 60
      rotation.handle(TouchEvent(id: 1, phase: .moved, location: center - arm(angle), time: t))
      rotation.handle(TouchEvent(id: 2, phase: .moved, location: center + arm(angle), time: t))
      #expect(isClose(rotation.rotation, angle, 1e-9))
      #expect(abs(rotation.rotation) > abs(previous))
      previous = rotation.rotation
    }
    #expect(isClose(rotation.rotation, halfTurns * Double.pi, 1e-9))
    // π/12 per 1/60 s is 5π rad/s.
    #expect(isClose(rotation.velocity, step * 60, 1e-6))
  }

  @Test func aNewFirstPairCarriesOnFromTheRotation() {
    let rotation = RotationGestureRecognizer()
    rotation.handle(touch(1, .began, 0, 0, at: 0))
    rotation.handle(touch(2, .began, 100, 0, at: 0))
    rotation.handle(touch(2, .moved, 100 * cos(Double.pi / 4), 100 * sin(Double.pi / 4), at: 0.01))
    rotation.handle(touch(2, .moved, 0, 100, at: 0.02))
    #expect(isClose(rotation.rotation, Double.pi / 2))
    // A third touch is not in the first pair: landing and moving, it turns nothing.
    rotation.handle(touch(3, .began, -100, 0, at: 0.03))
    rotation.handle(touch(3, .moved, -100, -100, at: 0.04))
    #expect(isClose(rotation.rotation, Double.pi / 2))
    // The first lifts: the pair is now touches 2 and 3, and the rotation carries on.
    rotation.handle(touch(1, .ended, 0, 0, at: 0.05))
    #expect(isClose(rotation.rotation, Double.pi / 2))
    #expect(rotation.state == .changed)
    // From 2 at (0, 100), 3 at (−100, −100) is along (−100, −200); turned a quarter clockwise
    // it is along (200, −100): 3 at (200, 0).
    rotation.handle(touch(3, .moved, -50, -150, at: 0.06))
    rotation.handle(touch(3, .moved, 200, 0, at: 0.07))
    #expect(isClose(rotation.rotation, Double.pi))
    rotation.handle(touch(2, .ended, 0, 100, at: 0.08))
    #expect(isClose(rotation.rotation, Double.pi))
    rotation.handle(touch(3, .ended, 200, 0, at: 0.09))
    #expect(rotation.state == .ended)
    #expect(isClose(rotation.rotation, Double.pi))
  }

  @Test func velocityIsRadiansPerSecond() {
    // The second touch circles the first at 3 rad/s, sampled at 100 Hz.
    let rotation = RotationGestureRecognizer()
    rotation.handle(touch(1, .began, 300, 300, at: 0))
    rotation.handle(touch(2, .began, 400, 300, at: 0))
    for k in 1...30 {
      let t = Double(k) / 100
      rotation.handle(touch(2, .moved, 300 + 100 * cos(3 * t), 300 + 100 * sin(3 * t), at: t))
    }
    #expect(isClose(rotation.rotation, 0.9))
    #expect(isClose(rotation.velocity, 3, 1e-6))
    rotation.handle(touch(2, .cancelled, 0, 0, at: 0.31))
    #expect(rotation.state == .cancelled)
    #expect(rotation.velocity == 0)
  }

  @Test func touchesOnOnePointHoldTheRotation() {
    let m = GestureRecognizer.minimumSpan
    let rotation = RotationGestureRecognizer()
    rotation.handle(touch(1, .began, 10, 10, at: 0))
    rotation.handle(touch(2, .began, 10, 10, at: 0))
    #expect(rotation.rotation == 0)
    rotation.handle(touch(2, .moved, 10 + m / 2, 10, at: 0.01))  // closer than the minimum: held
    #expect(rotation.rotation == 0)
    rotation.handle(touch(2, .moved, 10 + 2 * m, 10, at: 0.02))  // the baseline: along +x
    #expect(rotation.rotation == 0)
    #expect(rotation.state == .possible)
    rotation.handle(touch(2, .moved, 10, 10 + 2 * m, at: 0.03))  // along +y: a quarter turn
    #expect(rotation.state == .began)
    #expect(isClose(rotation.rotation, Double.pi / 2))
    rotation.handle(touch(2, .moved, 10, 10, at: 0.04))
    #expect(isClose(rotation.rotation, Double.pi / 2))
    #expect(rotation.velocity.isFinite)
  }

  @Test func fingersCloserThanAFingertipTurnNothing() {
    // A finger pinned under another, then moved round it at a few points' distance: at that
    // range a point of movement is a large angle, so nothing is read until the span is usable.
    let rotation = RotationGestureRecognizer()
    rotation.handle(touch(1, .began, 100, 100, at: 0))
    rotation.handle(touch(2, .began, 100, 100, at: 0))
    rotation.handle(touch(2, .moved, 102, 100, at: 0.02))
    rotation.handle(touch(2, .moved, 100, 102, at: 0.04))
    rotation.handle(touch(2, .moved, 98, 100, at: 0.06))
    for k in 1...20 {
      rotation.handle(touch(2, .moved, 98 - 2 * Double(k), 100, at: 0.06 + 0.02 * Double(k)))
    }
    #expect(abs(rotation.rotation) < 1e-9, "turned \(rotation.rotation) rad")
  }

  @Test func downToOneFingerItHoldsAndEndsOnlyWhenTheLastLifts() {
    let rotation = RotationGestureRecognizer()
    let log = StateLog(rotation)
    rotation.handle(touch(1, .began, 0, 0, at: 0))
    rotation.handle(touch(2, .began, 100, 0, at: 0))
    rotation.handle(touch(2, .moved, 0, 100, at: 0.01))
    rotation.handle(touch(1, .ended, 0, 0, at: 0.02))
    rotation.handle(touch(2, .moved, 300, 300, at: 0.03))
    #expect(rotation.state == .changed)
    #expect(isClose(rotation.rotation, Double.pi / 2))
    rotation.handle(touch(2, .ended, 300, 300, at: 0.04))
    #expect(rotation.state == .ended)
    #expect(isClose(rotation.rotation, Double.pi / 2))
    #expect(log.states == [.possible, .possible, .began, .changed, .changed, .ended])
  }
}
