import Foundation
import Testing

@testable import Motion

@Suite struct PinchGestureRecognizerTests {
  @Test func scaleIsTheSpanOverTheSpanAtTheStart() {
    let pinch = PinchGestureRecognizer()
    let log = StateLog(pinch)
    pinch.handle(touch(1, .began, 100, 100, at: 0))
    pinch.handle(touch(2, .began, 200, 100, at: 0))
    #expect(pinch.state == .possible)
    #expect(pinch.scale == 1)
    pinch.handle(touch(2, .moved, 202, 100, at: 0.01))
    #expect(pinch.state == .possible)  // the span changed by 2 points
    #expect(isClose(pinch.scale, 1.02))
    pinch.handle(touch(2, .moved, 210, 100, at: 0.02))
    #expect(pinch.state == .began)  // by 10 points, all of it in the scale
    #expect(isClose(pinch.scale, 1.1))
    pinch.handle(touch(1, .moved, 50, 100, at: 0.03))
    #expect(isClose(pinch.scale, 1.6))
    #expect(pinch.sceneCentroid == Point(x: 130, y: 100))
    pinch.handle(touch(2, .moved, 350, 100, at: 0.04))
    #expect(isClose(pinch.scale, 3))
    pinch.handle(touch(1, .ended, 50, 100, at: 0.05))
    #expect(pinch.state == .changed)
    #expect(isClose(pinch.scale, 3))
    pinch.handle(touch(2, .ended, 350, 100, at: 0.06))
    #expect(pinch.state == .ended)
    #expect(isClose(pinch.scale, 3))
    #expect(log.states == [.possible, .possible, .possible, .began, .changed, .changed, .changed, .ended])
  }

  @Test func aThirdFingerLandingAndLiftingMidPinchDoesNotJump() {
    let pinch = PinchGestureRecognizer()
    pinch.handle(touch(1, .began, 0, 0, at: 0))
    pinch.handle(touch(2, .began, 100, 0, at: 0))
    pinch.handle(touch(2, .moved, 200, 0, at: 0.01))
    #expect(isClose(pinch.scale, 2))
    // The third finger lands: the span becomes the mean distance to the centroid (100, 100),
    // (2·√20000 + 200) / 3 ≈ 160.95, but the scale stays 2.
    pinch.handle(touch(3, .began, 100, 300, at: 0.02))
    #expect(pinch.state == .changed)
    #expect(pinch.numberOfTouches == 3)
    #expect(isClose(pinch.scale, 2))
    #expect(isClose(pinch.sceneCentroid, Point(x: 100, y: 100)))
    // All three move 1.5 times as far from the centroid: the span grows by 1.5.
    pinch.handle(touch(1, .moved, -50, -50, at: 0.03))
    pinch.handle(touch(2, .moved, 250, -50, at: 0.04))
    pinch.handle(touch(3, .moved, 100, 400, at: 0.05))
    #expect(isClose(pinch.scale, 3))
    // The third lifts: two touches 300 apart, and the scale stays 3.
    pinch.handle(touch(3, .ended, 100, 400, at: 0.06))
    #expect(isClose(pinch.scale, 3))
    #expect(pinch.numberOfTouches == 2)
    pinch.handle(touch(2, .moved, 550, -50, at: 0.07))  // 600 apart: twice the span
    #expect(isClose(pinch.scale, 6))
    pinch.handle(touch(1, .ended, -50, -50, at: 0.08))
    pinch.handle(touch(2, .ended, 550, -50, at: 0.09))
    #expect(pinch.state == .ended)
    #expect(isClose(pinch.scale, 6))
  }

  @Test func downToOneFingerItHoldsAndEndsOnlyWhenTheLastLifts() {
    let pinch = PinchGestureRecognizer()
    let log = StateLog(pinch)
    pinch.handle(touch(1, .began, 0, 0, at: 0))
    pinch.handle(touch(2, .began, 100, 0, at: 0))
    pinch.handle(touch(2, .moved, 150, 0, at: 0.01))
    pinch.handle(touch(2, .ended, 150, 0, at: 0.02))
    #expect(pinch.state == .changed)
    #expect(pinch.numberOfTouches == 1)
    pinch.handle(touch(1, .moved, -100, 50, at: 0.03))
    #expect(pinch.state == .changed)
    #expect(isClose(pinch.scale, 1.5))
    #expect(pinch.sceneCentroid == Point(x: -100, y: 50))
    pinch.handle(touch(3, .began, 0, 50, at: 0.04))  // 100 apart: the new baseline
    #expect(isClose(pinch.scale, 1.5))
    pinch.handle(touch(3, .moved, 100, 50, at: 0.05))  // 200 apart
    #expect(isClose(pinch.scale, 3))
    pinch.handle(touch(1, .ended, -100, 50, at: 0.06))
    pinch.handle(touch(3, .ended, 100, 50, at: 0.07))
    #expect(pinch.state == .ended)
    #expect(isClose(pinch.scale, 3))
    #expect(
      log.states == [
        .possible, .possible, .began, .changed, .changed, .changed, .changed, .changed, .ended,
      ])
  }

  @Test func touchesOnOnePointHoldTheScaleWithoutNaN() {
    let m = GestureRecognizer.minimumSpan
    let pinch = PinchGestureRecognizer()
    pinch.handle(touch(1, .began, 50, 50, at: 0))
    pinch.handle(touch(2, .began, 50, 50, at: 0))
    #expect(pinch.scale == 1)
    pinch.handle(touch(2, .moved, 50 + m / 2, 50, at: 0.01))  // closer than the minimum: held
    #expect(pinch.scale == 1)
    #expect(pinch.state == .possible)
    pinch.handle(touch(2, .moved, 50 + m, 50, at: 0.02))  // m apart: the baseline
    #expect(pinch.scale == 1)
    pinch.handle(touch(2, .moved, 50 + 4 * m, 50, at: 0.03))  // 4m apart
    #expect(pinch.state == .began)
    #expect(isClose(pinch.scale, 4))
    pinch.handle(touch(2, .moved, 50, 50, at: 0.04))  // together again: held
    #expect(isClose(pinch.scale, 4))
    #expect(pinch.velocity.isFinite)
    pinch.handle(touch(2, .moved, 50 - 2 * m, 50, at: 0.05))  // 2m apart: the new baseline
    #expect(isClose(pinch.scale, 4))
    pinch.handle(touch(2, .moved, 50 - 4 * m, 50, at: 0.06))  // 4m apart
    #expect(isClose(pinch.scale, 8))
    #expect(pinch.velocity.isFinite)
  }

  @Test func twoFingersOnOnePointPartingFortyPointsScaleAsAFingertipSpanAllows() {
    // A finger pinned under the dragging one, then the dragging one moved 40 points away a
    // point at a time: measured from a one-point span this read 40×; it is measured from the
    // first span of a fingertip's width.
    let pinch = PinchGestureRecognizer()
    pinch.handle(touch(1, .began, 200, 200, at: 0))
    pinch.handle(touch(2, .began, 200, 200, at: 0))
    var previous = 1.0
    for k in 1...40 {
      pinch.handle(touch(1, .moved, 200 + Double(k), 200, at: 0.01 * Double(k)))
      #expect(pinch.scale / previous < 1.1, "jumped from \(previous) to \(pinch.scale) at \(k) points")
      previous = pinch.scale
    }
    #expect(pinch.scale <= 2, "scale \(pinch.scale) after parting 40 points")
    #expect(pinch.scale > 1)
  }

  @Test func velocityIsScalePerSecond() {
    // One finger still, the other moving away at 200 points per second from 100 points away:
    // the scale is 1 + 2t.
    let pinch = PinchGestureRecognizer()
    pinch.handle(touch(1, .began, 0, 0, at: 0))
    pinch.handle(touch(2, .began, 100, 0, at: 0))
    for k in 1...20 {
      let t = Double(k) / 100
      pinch.handle(touch(2, .moved, 100 + 200 * t, 0, at: t))
    }
    #expect(isClose(pinch.scale, 1.4))
    #expect(isClose(pinch.velocity, 2, 1e-6))
    pinch.handle(touch(2, .ended, 140, 0, at: 0.21))
    #expect(isClose(pinch.velocity, 2, 1e-6))
    pinch.handle(touch(1, .ended, 0, 0, at: 0.24))  // still for 40 ms
    #expect(pinch.state == .ended)
    #expect(pinch.velocity == 0)
  }

  @Test func twoFingersThatHardlyMoveFail() {
    let pinch = PinchGestureRecognizer()
    let log = StateLog(pinch)
    pinch.handle(touch(1, .began, 0, 0, at: 0))
    pinch.handle(touch(2, .began, 100, 0, at: 0))
    pinch.handle(touch(2, .moved, 101, 1, at: 0.01))
    pinch.handle(touch(1, .ended, 0, 0, at: 0.02))
    pinch.handle(touch(2, .ended, 101, 1, at: 0.03))
    #expect(log.states == [.possible, .possible, .possible, .possible, .failed])
  }

  @Test func oneFingerNeverPinches() {
    let pinch = PinchGestureRecognizer()
    pinch.handle(touch(1, .began, 0, 0, at: 0))
    pinch.handle(touch(1, .moved, 300, 200, at: 0.1))
    #expect(pinch.state == .possible)
    #expect(pinch.scale == 1)
    pinch.handle(touch(1, .ended, 300, 200, at: 0.2))
    #expect(pinch.state == .failed)
  }
}
