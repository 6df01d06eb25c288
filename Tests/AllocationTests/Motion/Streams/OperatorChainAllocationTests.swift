import AllocationCounter
import StreamDoubles
import Testing

@testable import Motion

/// What an operator chain costs: subscribing stateless operators in a row costs what one costs
/// (they subscribe as one stage), and a value through them allocates nothing.
@Suite struct OperatorChainAllocationTests {
  @Test func statelessOperatorsInARowSubscribeAsOneStage() {
    func chain(of length: Int, on source: TestSource<Int>) -> MotionObservable<Int> {
      var stream = source.stream
      for index in 0..<length {
        stream = index.isMultiple(of: 2) ? stream.map { $0 + 1 } : stream.filter { $0 >= 0 }
      }
      return stream
    }
    let shortSource = TestSource<Int>()
    let longSource = TestSource<Int>()
    let short = chain(of: 1, on: shortSource)
    let long = chain(of: 8, on: longSource)
    let shortValues = Recorder<Int>()
    let longValues = Recorder<Int>()
    shortValues.events.reserveCapacity(200)
    longValues.events.reserveCapacity(200)

    // Once first, a value through each chain too, so that what the runtime makes once (generic
    // types' metadata, such as the recorder's events, which live in another module) is not
    // counted.
    let warmShort = shortValues.record(short)
    let warmLong = longValues.record(long)
    shortSource.send(0)
    longSource.send(0)
    warmShort.cancel()
    warmLong.cancel()
    shortValues.events.removeAll(keepingCapacity: true)
    longValues.events.removeAll(keepingCapacity: true)

    allocation_counter_reset()
    let shortSubscription = shortValues.record(short)
    let shortCost = allocation_counter_read()
    allocation_counter_reset()
    let longSubscription = longValues.record(long)
    let longCost = allocation_counter_read()
    #expect(longCost == shortCost)

    allocation_counter_reset()
    for value in 0..<100 {
      shortSource.send(value)
      longSource.send(value)
    }
    #expect(allocation_counter_read() == 0)
    #expect(shortValues.values.last == 100)
    #expect(longValues.values.last == 103)
    shortSubscription.cancel()
    longSubscription.cancel()
  }
}
