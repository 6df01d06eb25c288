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
    runtime.whenAtRest { rests += 1 }
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
}
