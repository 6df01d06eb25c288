import AllocationCounter
import Testing

@testable import Motion

/// The frame loop's promise: once running, `advance(to:)` with springs in flight allocates
/// nothing. The AllocationCounter test library replaces malloc and its relatives for the whole
/// test executable and counts the calls made on each thread.
@Suite struct SpringAllocationTests {
  private final class Probe {}

  /// Where the probe escapes to: a release build would otherwise keep it on the stack.
  nonisolated(unsafe) private static var escaped: AnyObject?

  @Test func theCounterSeesSwiftAllocations() {
    allocation_counter_reset()
    Self.escaped = Probe()
    let count = allocation_counter_read()
    Self.escaped = nil
    #expect(count >= 1)
  }

  @Test func advancingRunningSpringsAllocatesNothing() throws {
    let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
    var springs: [Spring<Point>] = []
    var scalarSprings: [Spring<Double>] = []
    var recorders: [Subscription] = []
    // Three point springs connected to elements, in each regime, lightly damped so that they
    // are still in flight after the measured frames.
    let regimes: [(k: Double, c: Double)] = [(100, 0.5), (1, 2), (0.01, 0.5)]
    for (index, regime) in regimes.enumerated() {
      let element = Element(
        name: "e\(index)", position: Point(x: 10, y: 10), size: Size(width: 10, height: 10))
      runtime.scene.addChild(element)
      let spring = Spring(
        to: ReactiveProperty(Point(x: 1000, y: -500)), initialValue: propertyOf(element).center)
      spring.initialVelocity.write(Point(x: 300, y: 40))
      try spring.configure(stiffness: regime.k, damping: regime.c, mass: 1)
      runtime.connect(runtime.springSource(spring), to: propertyOf(element).center)
      springs.append(spring)
    }
    // Two scalar springs on a scale and a rotation, and one that comes to rest mid-way.
    let source = SpringSource<Double>(runtime: runtime)
    for (index, stiffness) in [50.0, 500, 342].enumerated() {
      let element = Element(
        name: "s\(index)", position: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
      runtime.scene.addChild(element)
      let property = index == 0 ? propertyOf(element).scale : propertyOf(element).rotation
      let spring = Spring(to: ReactiveProperty(index == 2 ? 2 : 300), initialValue: property, threshold: 0.01)
      try spring.configure(stiffness: stiffness, damping: index == 2 ? 30 : 0.2, mass: 1)
      runtime.connect(source(spring), to: property)
      scalarSprings.append(spring)
    }
    // A plain subscription beside the runtime's connections.
    recorders.append(source(scalarSprings[0]).subscribe(next: { _ in }))

    for frame in 1...10 { runtime.advance(to: Double(frame) / 60) }
    allocation_counter_reset()
    for frame in 11...1010 { runtime.advance(to: Double(frame) / 60) }
    let allocations = allocation_counter_read()

    #expect(allocations == 0)
    #expect(!runtime.isAtRest)
    // The mid-way spring (k = 342, c = 30) came to rest during the measured frames.
    #expect(propertyOf(runtime.scene.children[5]).rotation.read() == 2)
    withExtendedLifetime((springs, scalarSprings, recorders)) {}
  }
}
