import StreamDoubles
import Testing

@testable import Motion

/// A running point spring writes the property its stream is connected to itself, past the
/// observers' calls, when every operator between them passes values through unchanged.
@Suite struct MotionObserverTests {
  @Test func operatorsThatPassValuesThroughTellTheSourceTheProperty() {
    let runtime = makeRuntime()
    let property = ReactiveProperty(0.0)
    let fallback = TestSource<Double>()
    let preferred = TestSource<Double>()
    runtime.connect(ActivityTap().tap(fallback.stream.toggled(with: preferred.stream)), to: property)
    #expect(fallback.writtenProperties.count == 1)
    #expect(fallback.writtenProperties.first.flatMap { $0 } === property)
    // The preferred side's values are dropped while it is inactive, so it is not told.
    #expect(preferred.writtenProperties.count == 1)
    #expect(preferred.writtenProperties.first.flatMap { $0 } == nil)

    // While the preferred side is active the fallback has no subscription, and it is told again
    // when it is subscribed anew.
    preferred.send(state: .active)
    #expect(fallback.writtenProperties.isEmpty)
    preferred.send(state: .atRest)
    #expect(fallback.writtenProperties.count == 1)
    #expect(fallback.writtenProperties.first.flatMap { $0 } === property)
  }

  @Test func operatorsThatChangeOrDropValuesAndPlainSubscribersDoNot() {
    let runtime = makeRuntime()
    let property = ReactiveProperty(0.0)
    let mapped = TestSource<Double>()
    runtime.connect(mapped.stream.map { $0 * 2 }, to: property)
    let filtered = TestSource<Double>()
    runtime.connect(filtered.stream.filter { $0 > 0 }, to: property)
    let subscribed = TestSource<Double>()
    let subscription = subscribed.stream.subscribe(next: { property.write($0) })
    for source in [mapped, filtered, subscribed] {
      #expect(source.writtenProperties.count == 1)
      #expect(source.writtenProperties.first.flatMap { $0 } == nil)
    }
    subscription.cancel()
  }

  @Test func aTossedSpringWritesThePropertyAsAnObserverWritingItWould() {
    // The shape of a toss: a spring toggled with a gesture's positions, through an activity
    // tap, grabbed in flight and let go. Connected, the spring writes the property itself; the
    // writes are exactly those of an observer that writes it.
    func run(connected: Bool) -> [Point] {
      let runtime = makeRuntime()
      let position = ReactiveProperty(Point(x: 10, y: 20))
      let spring = Spring(to: ReactiveProperty(Point(x: 300, y: 200)), initialValue: position)
      spring.initialVelocity.write(Point(x: 500, y: -300))
      let gesture = TestSource<Point>()
      let chain = ActivityTap().tap(runtime.springSource(spring).toggled(with: gesture.stream))
      var writes: [Point] = []
      let observation = position.observe { writes.append($0) }
      var subscription: Subscription?
      if connected {
        runtime.connect(chain, to: position)
      } else {
        subscription = chain.subscribe(next: { position.write($0) })
      }
      for k in 1...150 {
        if k == 20 {
          gesture.send(state: .active)
          gesture.send(Point(x: 50, y: 60))
        }
        if k == 30 {
          gesture.send(Point(x: 80, y: 40))
          gesture.send(state: .atRest)
        }
        runtime.advance(to: Double(k) / 60)
      }
      #expect(runtime.isAtRest)
      observation.cancel()
      subscription?.cancel()
      return writes
    }
    let connected = run(connected: true)
    #expect(connected == run(connected: false))
    #expect(connected.contains(Point(x: 50, y: 60)))
    #expect(connected.last == Point(x: 300, y: 200))
    #expect(connected.count > 40)
  }
}
