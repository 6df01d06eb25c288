import Testing

@testable import Motion

@Suite struct RuntimeClockTests {
  @Test func timeOnlyMovesForward() {
    let scene = Scene(width: 400, height: 400)
    let ball = Element(name: "ball", position: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
    scene.addChild(ball)
    let runtime = MotionRuntime(scene: scene)
    let spring = Spring(to: ReactiveProperty(Point(x: 100, y: 0)), initialValue: propertyOf(ball).center)
    runtime.connect(runtime.springSource(spring), to: propertyOf(ball).center)
    runtime.advance(to: 0.1)
    let at = ball.position
    runtime.advance(to: 0.05)
    runtime.advance(to: .nan)
    runtime.advance(to: -.infinity)
    runtime.advance(to: .infinity)
    #expect(runtime.currentTime == 0.1)
    #expect(ball.position == at)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 300, y: 300), time: 0.02))
    #expect(runtime.currentTime == 0.1)
    runtime.advance(to: 0.2)
    #expect(runtime.currentTime == 0.2 && ball.position.x > at.x && ball.position.isFinite)
  }

  @Test func toldWhenEverythingComesToRest() {
    let scene = Scene(width: 400, height: 400)
    let ball = Element(name: "ball", position: Point(x: 0, y: 0), size: Size(width: 10, height: 10))
    scene.addChild(ball)
    let runtime = MotionRuntime(scene: scene)
    var rests = 0
    let watch = runtime.whenAtRest { rests += 1 }
    defer { watch.cancel() }
    let spring = Spring(to: ReactiveProperty(Point(x: 100, y: 0)), initialValue: propertyOf(ball).center)
    runtime.connect(runtime.springSource(spring), to: propertyOf(ball).center)
    #expect(!runtime.isAtRest)
    var t = 0.0
    while !runtime.isAtRest && t < 10 {
      t += 1.0 / 60
      runtime.advance(to: t)
    }
    #expect(runtime.isAtRest && rests == 1 && ball.position == Point(x: 100, y: 0))
  }

  @Test func gesturesAreTimedOnTheWallClockWhileMotionTimeRunsSlower() {
    let scene = Scene(width: 400, height: 400)
    let ball = Element(name: "ball", position: Point(x: 100, y: 100), size: Size(width: 40, height: 40))
    scene.addChild(ball)
    let runtime = MotionRuntime(scene: scene)
    runtime.add(Draggable(), to: ball)
    // Motion time runs at a tenth of wall time, as in slow motion.
    runtime.advance(to: 0.01, gestureTime: 0.1)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 100, y: 100), time: 0.1))
    for k in 1...5 {
      let wall = 0.1 + 0.01 * Double(k)
      runtime.advance(to: 0.01 + 0.001 * Double(k), gestureTime: wall)
      runtime.handle(
        TouchEvent(id: 1, phase: .moved, location: Point(x: 100 + 6 * Double(k), y: 100), time: wall))
    }
    #expect(abs(runtime.gestureTime - 0.15) < 1e-12)
    #expect(abs(runtime.currentTime - 0.015) < 1e-12)
    // 6 points every 10 ms of wall time: 600 points per second, not the 6000 of motion time.
    #expect(abs(runtime.velocity(of: ball).x - 600) < 1e-6)
    // 30 ms of wall time later the finger may still be moving; 40 ms later it is still.
    runtime.advance(to: 0.018, gestureTime: 0.18)
    #expect(runtime.velocity(of: ball).x > 500)
    runtime.advance(to: 0.019, gestureTime: 0.19)
    #expect(runtime.velocity(of: ball) == .zero)
  }

  @Test func withoutSlowMotionBothClocksFollowTheInputExactly() {
    let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 0.1))
    runtime.advance(to: 0.3)
    runtime.handle(TouchEvent(id: 1, phase: .moved, location: Point(x: 20, y: 10), time: 0.7))
    #expect(runtime.currentTime == 0.7 && runtime.gestureTime == 0.7)
  }
}
