import Motion
import MotionTesting
import Testing

/// Operators of a program's own, and what the library's say about velocity.
@Suite struct OperatorTests {
  @Test func mapDropsTheVelocityAndMapWithAVelocityCarriesIt() {
    let scene = Scene(width: 400, height: 400)
    let ball = Element(name: "ball", position: .zero, size: Size(width: 10, height: 10))
    let shadow = Element(name: "shadow", position: .zero, size: Size(width: 10, height: 10))
    let echo = Element(name: "echo", position: .zero, size: Size(width: 10, height: 10))
    for element in [ball, shadow, echo] { scene.addChild(element) }
    let runtime = MotionRuntime(scene: scene)
    let spring = Spring(to: ReactiveProperty(Point(x: 300, y: 0)), initialValue: propertyOf(ball).position)
    let flight = runtime.springSource(spring)
    runtime.connect(flight, to: propertyOf(ball).position)
    runtime.connect(flight.map { $0 + Point(x: 0, y: 50) }, to: propertyOf(shadow).position)
    runtime.connect(flight.map({ $0 * 2 }, velocity: { $0 * 2 }), to: propertyOf(echo).position)
    let fingers = Fingers(runtime: runtime)
    fingers.frame()
    let velocity = runtime.velocity(of: ball)
    #expect(velocity.x > 0)
    #expect(runtime.velocity(of: shadow) == .zero)
    #expect(runtime.velocity(of: echo) == velocity * 2)
  }

  @Test func anOperatorOfItsOwnIsWrittenWithNextOperator() {
    let source = ReactiveProperty(1.0)
    var seen: [Double] = []
    let subscription = source.stream.nextOperator { (value: Double, next: (Double) -> Void) in
      if value > 0 { next(value * 10) }
    }.subscribe(next: { seen.append($0) })
    source.write(-2)
    source.write(3)
    subscription.cancel()
    #expect(seen == [10, 30])
  }
}
