import Foundation
import Testing

@testable import Motion

@Suite struct DragGestureRecognizerTests {
  @Test func recognizesAfterThreePointsKeepingTheEarlyMovement() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 100, 100, at: 0))
    #expect(drag.state == .possible)
    drag.handle(touch(1, .moved, 101, 102, at: 0.01))
    #expect(drag.state == .possible)  // moved √5 ≈ 2.24 points
    #expect(drag.sceneTranslation == Point(x: 1, y: 2))
    drag.handle(touch(1, .moved, 103, 102, at: 0.02))
    #expect(drag.state == .began)  // moved √13 ≈ 3.61 points, all of it in the translation
    #expect(drag.sceneTranslation == Point(x: 3, y: 2))
    drag.handle(touch(1, .moved, 150, 80, at: 0.03))
    #expect(drag.state == .changed)
    #expect(drag.sceneTranslation == Point(x: 50, y: -20))
    drag.handle(touch(1, .ended, 150, 80, at: 0.04))
    #expect(drag.state == .ended)
    #expect(drag.sceneTranslation == Point(x: 50, y: -20))
    #expect(drag.numberOfTouches == 0)
    #expect(drag.sceneCentroid == Point(x: 150, y: 80))
    #expect(log.states == [.possible, .possible, .began, .changed, .ended])
  }

  @Test func theReleaseVelocityStaysReadableAfterTheSamplesAreLetGo() throws {
    let drag = DragGestureRecognizer()
    var atRelease: Point?
    let watch = drag.observe { recognizer in
      if recognizer.state == .ended { atRelease = drag.estimatedVelocity }
    }
    drag.handle(touch(1, .began, 100, 100, at: 0))
    for step in 1...6 {
      drag.handle(touch(1, .moved, 100 + 20 * Double(step), 100, at: Double(step) / 60))
    }
    #expect(drag.madeTouchState?.velocitySamples != nil)
    drag.handle(touch(1, .ended, 220, 100, at: 7 / 60))
    // A thrown drag's release speed, read by the toss at the end, and the same read later,
    // though the recognizer holds no samples between gestures.
    let released = try #require(atRelease)
    #expect(released.x > 1000)
    #expect(drag.madeTouchState?.velocitySamples == nil)
    #expect(drag.estimatedVelocity == released)
    // The next gesture samples anew.
    drag.handle(touch(2, .began, 300, 300, at: 1))
    drag.handle(touch(2, .moved, 300, 320, at: 1 + 1 / 60))
    #expect(drag.madeTouchState?.velocitySamples != nil)
    #expect(drag.estimatedVelocity.x == 0 && drag.estimatedVelocity.y > 0)
    watch.cancel()
  }

  @Test func anElementMovedByTheDeltasStaysUnderTheFinger() {
    let scene = Scene(width: 800, height: 600)
    let card = Element(
      name: "card", position: Point(x: 200, y: 200), size: Size(width: 100, height: 80))
    scene.addChild(card)
    let drag = DragGestureRecognizer()
    card.addGestureRecognizer(drag)
    var applied = Point.zero
    drag.observe { recognizer in
      guard recognizer.state.isActive || recognizer.state == .ended else { return }
      let translation = drag.translation(in: scene)
      card.position += translation - applied
      applied = translation
    }
    let grabbed = card.convert(Point(x: 190, y: 210), from: nil)
    drag.handle(touch(1, .began, 190, 210, at: 0))
    var finger = Point(x: 190, y: 210)
    for k in 1...200 {
      let a = Double(k) * 0.05
      finger = Point(x: 190 + 300 * sin(a) + Double(k), y: 210 + 150 * cos(3 * a) - 150)
      drag.handle(TouchEvent(id: 1, phase: .moved, location: finger, time: Double(k) / 120))
    }
    drag.handle(TouchEvent(id: 1, phase: .ended, location: finger, time: 2))
    #expect(isClose(card.convert(finger, from: nil), grabbed, 1e-9))
    #expect(isClose(card.position, Point(x: 200, y: 200) + finger - Point(x: 190, y: 210), 1e-9))
  }

  @Test func touchesLandingAndLiftingMidDragDoNotJump() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 0, 0, at: 0))
    drag.handle(touch(1, .moved, 10, 0, at: 0.01))
    #expect(drag.state == .began)
    drag.handle(touch(2, .began, 100, 100, at: 0.02))
    #expect(drag.sceneTranslation == Point(x: 10, y: 0))
    #expect(drag.numberOfTouches == 2)
    #expect(drag.sceneCentroid == Point(x: 55, y: 50))
    drag.handle(touch(2, .moved, 110, 100, at: 0.03))  // centroid (60, 50)
    #expect(drag.sceneTranslation == Point(x: 15, y: 0))
    drag.handle(touch(1, .moved, 20, 0, at: 0.04))  // centroid (65, 50)
    #expect(drag.sceneTranslation == Point(x: 20, y: 0))
    drag.handle(touch(1, .ended, 20, 0, at: 0.05))  // centroid jumps to (110, 100)
    #expect(drag.sceneTranslation == Point(x: 20, y: 0))
    #expect(drag.numberOfTouches == 1)
    #expect(drag.sceneCentroid == Point(x: 110, y: 100))
    drag.handle(touch(2, .moved, 120, 110, at: 0.06))
    #expect(drag.sceneTranslation == Point(x: 30, y: 10))
    drag.handle(touch(2, .ended, 120, 110, at: 0.07))
    #expect(drag.state == .ended)
    #expect(drag.sceneTranslation == Point(x: 30, y: 10))
    #expect(log.states == [.possible, .began, .changed, .changed, .changed, .changed, .changed, .ended])
  }

  @Test func twoFingersDragByTheirCentroid() {
    let drag = DragGestureRecognizer()
    drag.handle(touch(1, .began, 0, 0, at: 0))
    drag.handle(touch(2, .began, 100, 0, at: 0))
    drag.handle(touch(1, .moved, 6, 8, at: 0.01))  // centroid moves (3, 4): 5 points
    #expect(drag.state == .began)
    #expect(drag.sceneTranslation == Point(x: 3, y: 4))
    drag.handle(touch(2, .moved, 106, 8, at: 0.01))
    #expect(drag.sceneTranslation == Point(x: 6, y: 8))
    #expect(drag.sceneCentroid == Point(x: 56, y: 8))
  }

  @Test func aTapFailsAndTheNextTouchStartsAfresh() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 10, 10, at: 0))
    drag.handle(touch(1, .moved, 11, 11, at: 0.05))
    drag.handle(touch(1, .ended, 11, 11, at: 0.1))
    #expect(drag.state == .failed)
    drag.handle(touch(1, .began, 50, 50, at: 1))
    drag.handle(touch(1, .moved, 80, 50, at: 1.01))
    drag.handle(touch(1, .ended, 80, 50, at: 1.02))
    #expect(drag.state == .ended)
    drag.handle(touch(7, .began, 300, 300, at: 2))
    #expect(drag.state == .possible)
    #expect(drag.sceneTranslation == .zero)
    #expect(drag.sceneVelocity == .zero)
    #expect(log.states == [.possible, .possible, .failed, .possible, .began, .ended, .possible])
  }

  @Test func cancellingATouchCancelsTheGestureAndReleasesItsTouches() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 0, 0, at: 0))
    drag.handle(touch(2, .began, 50, 0, at: 0))
    drag.handle(touch(1, .moved, 20, 0, at: 0.01))
    drag.handle(touch(2, .moved, 70, 0, at: 0.02))
    #expect(drag.sceneVelocity.x > 0)
    drag.handle(touch(1, .cancelled, 20, 0, at: 0.03))
    #expect(drag.state == .cancelled)
    #expect(drag.numberOfTouches == 0)
    #expect(drag.sceneVelocity == .zero)
    #expect(drag.sceneTranslation == Point(x: 20, y: 0))
    // The other touch was released with the gesture: its events change nothing.
    drag.handle(touch(2, .moved, 170, 0, at: 0.04))
    drag.handle(touch(2, .ended, 170, 0, at: 0.05))
    #expect(drag.state == .cancelled)
    #expect(drag.sceneTranslation == Point(x: 20, y: 0))
    #expect(log.states == [.possible, .possible, .began, .changed, .cancelled])

    let unrecognized = DragGestureRecognizer()
    unrecognized.handle(touch(1, .began, 0, 0, at: 0))
    unrecognized.handle(touch(1, .cancelled, 0, 0, at: 0.1))
    #expect(unrecognized.state == .failed)
  }

  @Test func aLiftAwayFromTheLastMoveCountsAsAMove() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 0, 0, at: 0))
    drag.handle(touch(1, .ended, 40, 30, at: 0.05))
    #expect(log.states == [.possible, .began, .ended])
    #expect(drag.sceneTranslation == Point(x: 40, y: 30))
    #expect(isClose(drag.sceneVelocity, Point(x: 800, y: 600), 1e-9))
  }

  @Test func theContractsScriptedTossLeavesWithItsSpeed() {
    // docs/scripts.md: down at (120, 500), a move 50 ms later, a lift 50 ms after that, 60 points
    // right and 30 up each time.
    let drag = DragGestureRecognizer()
    drag.handle(touch(1, .began, 120, 500, at: 0))
    drag.handle(touch(1, .moved, 180, 470, at: 0.05))
    drag.handle(touch(1, .ended, 240, 440, at: 0.10))
    #expect(drag.state == .ended)
    #expect(drag.sceneTranslation == Point(x: 120, y: -60))
    #expect(isClose(drag.sceneVelocity, Point(x: 1200, y: -600), 1e-9))
  }

  /// A recognizer makes what it measures velocity with on its first touch: until then it reads
  /// zero, and its first gesture measures as any later one does.
  @Test func theFirstGestureMeasuresItsVelocityAsALaterOneDoes() {
    let fresh = DragGestureRecognizer()
    #expect(fresh.sceneVelocity == .zero)
    fresh.timePassed(to: 5)
    fresh.handle(touch(1, .cancelled, 0, 0, at: 0))
    #expect(fresh.sceneVelocity == .zero && fresh.state == .possible)
    let used = DragGestureRecognizer()
    _ = dragAtConstantSpeed(used)
    used.handle(touch(1, .ended, 200, 0, at: 0.4))
    for drag in [fresh, used] {
      drag.handle(touch(2, .began, 0, 0, at: 1))
      drag.handle(touch(2, .moved, 30, -10, at: 1.02))
      drag.handle(touch(2, .moved, 70, -20, at: 1.05))
    }
    #expect(fresh.sceneVelocity == used.sceneVelocity)
    #expect(fresh.sceneVelocity.x > 0 && fresh.sceneVelocity.y < 0)
    for drag in [fresh, used] { drag.handle(touch(2, .cancelled, 70, -20, at: 1.06)) }
    #expect(fresh.sceneVelocity == .zero && used.sceneVelocity == .zero)
  }

  @Test func aSecondBeganForAHeldTouchCancelsItAndStartsAgain() {
    let drag = DragGestureRecognizer()
    let log = StateLog(drag)
    drag.handle(touch(1, .began, 0, 0, at: 0))
    drag.handle(touch(1, .moved, 10, 0, at: 0.01))
    drag.handle(touch(1, .began, 50, 50, at: 0.02))
    #expect(log.states == [.possible, .began, .cancelled, .possible])
    #expect(drag.numberOfTouches == 1)
    #expect(drag.sceneTranslation == .zero)
    #expect(drag.sceneCentroid == Point(x: 50, y: 50))
  }

  /// A finger moving at 500 points per second along x, sampled at 120 Hz for 0.2 s.
  private func dragAtConstantSpeed(_ drag: DragGestureRecognizer) -> (x: Double, t: Double) {
    drag.handle(touch(1, .began, 0, 0, at: 0))
    var last = (x: 0.0, t: 0.0)
    for k in 1...24 {
      let t = Double(k) / 120
      last = (500 * t, t)
      drag.handle(touch(1, .moved, last.x, 0, at: t))
    }
    return last
  }

  @Test func aFingerRestingBeforeLiftingTossesNothing() {
    // Resting 100 ms without events: the lift comes long after the last movement.
    let rested = DragGestureRecognizer()
    let end = dragAtConstantSpeed(rested)
    #expect(isClose(rested.sceneVelocity.x, 500, 1e-6))
    rested.handle(touch(1, .ended, end.x, 0, at: end.t + 0.1))
    #expect(rested.state == .ended)
    #expect(rested.sceneVelocity == .zero)

    // Resting 100 ms while the platform keeps reporting the same location.
    let reported = DragGestureRecognizer()
    _ = dragAtConstantSpeed(reported)
    for k in 1...12 { reported.handle(touch(1, .moved, end.x, 0, at: end.t + Double(k) / 120)) }
    reported.handle(touch(1, .ended, end.x, 0, at: end.t + 0.1))
    #expect(reported.sceneVelocity == .zero)

    // A rest shorter than 40 ms keeps the velocity: the lift itself adds no still sample.
    let brief = DragGestureRecognizer()
    _ = dragAtConstantSpeed(brief)
    brief.handle(touch(1, .ended, end.x, 0, at: end.t + 0.03))
    #expect(isClose(brief.sceneVelocity.x, 500, 1e-6))

    let forty = DragGestureRecognizer()
    _ = dragAtConstantSpeed(forty)
    forty.handle(touch(1, .ended, end.x, 0, at: end.t + 0.04))
    #expect(forty.sceneVelocity == .zero)
  }

  @Test(arguments: [60.0, 120.0])
  func constantSpeedWithJitteredTimesIsWithinTwoPercent(rate: Double) {
    let truth = Point(x: 600, y: -250)
    var random = SeededRandom(seed: UInt64(rate))
    for trial in 0..<100 {
      // Sample instants jitter by up to a quarter of the interval; on odd trials the reported
      // times are also rounded to whole milliseconds, as SDL's timestamps are.
      let drag = DragGestureRecognizer()
      let roundsTimes = trial % 2 == 1
      var reportedTime = 0.0
      let frames = Int(rate * 0.3)
      for k in 0...frames {
        let jitter = k == 0 ? 0 : Double.random(in: -0.25...0.25, using: &random) / rate
        let t = Double(k) / rate + jitter
        let p = Point(x: 100, y: 400) + truth * t
        reportedTime = roundsTimes ? (t * 1000).rounded() / 1000 : t
        drag.handle(TouchEvent(id: 1, phase: k == 0 ? .began : .moved, location: p, time: reportedTime))
      }
      let last = drag.touches[0].location
      drag.handle(TouchEvent(id: 1, phase: .ended, location: last, time: reportedTime + 0.004))
      let v = drag.sceneVelocity
      #expect((v - truth).length <= 0.02 * truth.length, "trial \(trial): \(v)")
    }
  }

  @Test func translationAndVelocityConvertIntoARotatedScaledElementsSpace() {
    let scene = Scene(width: 800, height: 600)
    let turned = Element(
      name: "turned", position: Point(x: 400, y: 300), size: Size(width: 100, height: 100),
      scale: 2, rotation: Double.pi / 2)
    let inner = Element(
      name: "inner", position: Point(x: 10, y: 10), size: Size(width: 20, height: 20),
      scale: 0.5, rotation: -Double.pi / 2)
    scene.addChild(turned)
    turned.addChild(inner)
    let drag = DragGestureRecognizer()
    drag.handle(touch(1, .began, 100, 100, at: 0))
    drag.handle(touch(1, .moved, 105, 100, at: 0.01))
    drag.handle(touch(1, .moved, 110, 100, at: 0.02))
    #expect(drag.translation(in: scene) == Point(x: 10, y: 0))
    #expect(isClose(drag.velocity(in: scene), Point(x: 500, y: 0), 1e-9))
    // `turned` maps its x axis onto the scene's +y and its y axis onto −x, doubling lengths:
    // moving right by 10 is moving along its −y by 5.
    #expect(isClose(drag.translation(in: turned), Point(x: 0, y: -5), 1e-12))
    #expect(isClose(drag.velocity(in: turned), Point(x: 0, y: -250), 1e-9))
    // `inner` undoes both: its space is the scene's, shifted.
    #expect(isClose(drag.translation(in: inner), Point(x: 10, y: 0), 1e-12))
    #expect(isClose(drag.velocity(in: inner), Point(x: 500, y: 0), 1e-9))
    #expect(isClose(drag.centroid(in: turned), turned.convert(Point(x: 110, y: 100), from: nil), 1e-12))
  }

  @Test func repeatedAndBackwardTimesNeverDivideByZero() {
    let drag = DragGestureRecognizer()
    drag.handle(touch(1, .began, 0, 0, at: 1))
    drag.handle(touch(1, .moved, 10, 0, at: 1))
    drag.handle(touch(1, .moved, 20, 0, at: 1))
    #expect(drag.sceneVelocity == .zero)
    drag.handle(touch(1, .moved, 30, 0, at: 1.01))
    drag.handle(touch(1, .moved, 40, 0, at: 0.5))
    #expect(drag.lastEventTime == 1.01)
    #expect(isClose(drag.sceneVelocity, Point(x: 2000, y: 0), 1e-6))
    drag.handle(touch(1, .moved, 50, 0, at: .nan))
    #expect(drag.sceneVelocity.isFinite)
    #expect(drag.sceneTranslation == Point(x: 50, y: 0))
  }
}
