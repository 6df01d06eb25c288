import Testing

@testable import Motion

@Suite struct DecelerationRateTests {
  @Test func uikitsNamedRatesAndTheirProjections() {
    #expect(DecelerationRate.normal.perMillisecond == 0.998)
    #expect(DecelerationRate.fast.perMillisecond == 0.99)
    // A flick at 1000 points per second glides about 500 points at the normal rate, 100 fast.
    let normal = DecelerationRate.normal.projection(of: Point(x: 10, y: 20), velocity: Point(x: 1000, y: 0))
    #expect(abs(normal.x - 509.5) < 0.1 && normal.y == 20)
    #expect(abs(DecelerationRate.fast.projection(of: 0.0, velocity: 1000) - 99.5) < 0.1)
  }

  @Test func androidsDefaultFrictionIsARateOfItsOwn() {
    #expect(abs(DecelerationRate(androidFriction: 1).decayConstant - 4.2) < 1e-12)
  }
}
