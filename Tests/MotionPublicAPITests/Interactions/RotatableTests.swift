import Motion
import MotionTesting
import Testing

/// A dial that turns through half a turn, settling on quarter turns: a snap and a range as
/// constraints on the angle, as positions take theirs.
@Suite struct RotatableTests {
  final class Dial {
    let scene = Scene(width: 600, height: 600)
    let dial = Element(name: "dial", position: Point(x: 300, y: 300), size: Size(width: 240, height: 240))
    let runtime: MotionRuntime
    let turn = Rotatable()
    var angles: [Double] = []
    var gestureStates: [MotionState] = []
    private var subscriptions: [Subscription] = []

    init() {
      scene.addChild(dial)
      runtime = MotionRuntime(scene: scene)
      runtime.add(turn, to: dial) { angles in
        angles.snapped(toMultiplesOf: .pi / 2).rubberBanded(within: 0 ... .pi, maxLength: 0.3)
      }
      subscriptions = [
        turn.rotationStream.subscribe(next: { [unowned self] in angles.append($0) }),
        turn.gestureStream.subscribe(next: { _ in }, state: { [unowned self] in gestureStates.append($0) }),
      ]
    }
  }

  @Test func aDialTurnedSlowlyPastAnEighthSettlesOnTheQuarterTurn() throws {
    let app = Dial()
    let fingers = Fingers(runtime: app.runtime)
    fingers.rotate(center: Point(x: 300, y: 300), span: 200, by: 1.0, duration: 30.0 / 60, hold: 0.1)
    #expect(abs(app.dial.rotation - 1.0) < 0.05)
    // Held still before the lift: no velocity, so the projection is where it is.
    #expect(app.turn.projectedAngle == app.dial.rotation)
    #expect(app.turn.chosenAngle == .pi / 2)
    fingers.settle()
    #expect(app.dial.rotation == .pi / 2)
    #expect(app.angles.last == .pi / 2)
    #expect(app.gestureStates == [.atRest, .active, .atRest])
  }

  @Test func aDialFlickedOnCarriesItsVelocityToTheQuarterItsProjectionIsNearest() throws {
    let app = Dial()
    let fingers = Fingers(runtime: app.runtime)
    // Half a radian in four frames (7.5 radians a second): thrown, at the angular rate
    // (`DecelerationRate.angular`) it projects past an eighth of a turn (about 1.25 radians) but
    // not past three.
    fingers.rotate(center: Point(x: 300, y: 300), span: 200, by: 0.5, duration: 4.0 / 60)
    let released = app.dial.rotation
    let spring = try #require(app.turn.spring)
    let projected = try #require(app.turn.projectedAngle)
    #expect(projected > .pi / 4 && projected < 3 * .pi / 4)
    #expect(spring.initialVelocity.read() > 2)
    #expect(app.turn.chosenAngle == .pi / 2)
    let path = fingers.settle { app.dial.rotation }
    #expect(path[0] > released)
    #expect(app.dial.rotation == .pi / 2)
  }

  @Test func aDialTurnedPastItsRangeResistsAndComesBackToItsEnd() {
    let app = Dial()
    let fingers = Fingers(runtime: app.runtime)
    fingers.rotate(center: Point(x: 300, y: 300), span: 200, by: 4, duration: 60.0 / 60, hold: 0.1)
    #expect(app.dial.rotation > .pi && app.dial.rotation < .pi + 0.3)
    #expect(app.angles.allSatisfy { $0 < .pi + 0.3 })
    fingers.settle()
    #expect(app.dial.rotation == .pi)
  }

  @Test func aQuickTwistSnapsToTheNextQuarterTurnNotAWholeTurn() {
    let scene = Scene(width: 800, height: 600)
    let photo = Element(name: "photo", position: Point(x: 400, y: 300), size: Size(width: 240, height: 160))
    scene.addChild(photo)
    let runtime = MotionRuntime(scene: scene)
    let turn = Rotatable(snapAngle: .pi / 2)
    runtime.add(turn, to: photo)
    let finger = Fingers(runtime: runtime)
    // 35° in 50 ms (three frames), lifted at once.
    finger.rotate(center: Point(x: 400, y: 300), span: 160, by: 35 * .pi / 180, duration: 3.0 / 60)
    finger.settle()
    #expect(turn.chosenAngle == .pi / 2)
    #expect(abs(photo.rotation - .pi / 2) < 1e-9)
  }
}
