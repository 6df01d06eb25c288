import Testing

@testable import Motion

/// A point spring connected to a property comes to rest in a frame that counts it without calling
/// the connection (see `RuntimeConnection`): what the runtime then says of rest and velocity must
/// be what the call said.
@Suite struct ConnectionActivityTests {
  private func pointSpring(to x: Double, on property: ReactiveProperty<Point>) -> Spring<Point> {
    Spring(to: ReactiveProperty(Point(x: x, y: 0)), initialValue: property)
  }

  @Test func connectedSpringsRestInTheFrameTheyStopAndTellItOnce() {
    let runtime = makeRuntime()
    let properties = (0..<200).map { _ in ReactiveProperty(Point.zero) }
    for (index, property) in properties.enumerated() {
      runtime.connect(runtime.springSource(pointSpring(to: Double(10 + index), on: property)), to: property)
    }
    var rests = 0
    let watch = runtime.whenAtRest { rests += 1 }
    defer { watch.cancel() }
    runtime.advance(to: 0.05)
    #expect(!runtime.isAtRest)
    #expect(runtime.velocity(of: properties[0]) != nil)
    runtime.advance(to: 30)
    #expect(runtime.isAtRest)
    #expect(rests == 1)
    #expect(
      properties.enumerated().allSatisfy { $0.element.read() == Point(x: Double(10 + $0.offset), y: 0) })
    #expect(properties.allSatisfy { runtime.velocity(of: $0) == nil })
  }

  @Test func aSpringSentOffAgainFromItsRestValueStaysActive() {
    let runtime = makeRuntime()
    let property = ReactiveProperty(Point.zero)
    let spring = pointSpring(to: 50, on: property)
    runtime.connect(runtime.springSource(spring), to: property)
    var sentBack = false
    property.observe { value in
      guard value == Point(x: 50, y: 0), !sentBack else { return }
      sentBack = true
      spring.destination.write(.zero)
    }
    runtime.advance(to: 30)
    #expect(sentBack)
    #expect(!runtime.isAtRest)
    #expect(runtime.velocity(of: property) != nil)
    runtime.advance(to: 60)
    #expect(runtime.isAtRest)
    #expect(property.read() == .zero)
  }

  @Test func aSpringOfAnotherRuntimeTellsTheConnectingRuntimeItRests() {
    let stepping = makeRuntime()
    let connecting = makeRuntime()
    let property = ReactiveProperty(Point.zero)
    connecting.connect(stepping.springSource(pointSpring(to: 50, on: property)), to: property)
    #expect(!connecting.isAtRest)
    stepping.advance(to: 30)
    #expect(property.read() == Point(x: 50, y: 0))
    #expect(connecting.isAtRest)
  }
}
