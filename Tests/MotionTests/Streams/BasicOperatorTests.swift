import StreamDoubles
import Testing

@testable import Motion

@Suite struct NextOperatorTests {
  @Test func operationMayCallNextAnyNumberOfTimes() {
    let source = TestSource<Int>()
    let recorder = Recorder<Int>()
    recorder.record(
      source.stream.nextOperator { (value: Int, next: (Int) -> Void) in
        for _ in 0..<value { next(value) }
      })
    source.send(2)
    source.send(0)
    source.send(state: .active)
    source.send(3)
    #expect(recorder.events == [.next(2), .next(2), .state(.active), .next(3), .next(3), .next(3)])
  }

  @Test func statelessOperatorsInARowActAsTheirStagesInTurn() {
    // Joined into one stage, each value still goes through every operation in order, each
    // `next` of an earlier one reaching the later ones before the next call; states pass.
    let source = TestSource<Int>()
    let middle = source.stream.nextOperator { (value: Int, next: (Int) -> Void) in
      next(value)
      next(value * 10)
    }
    let recorder = Recorder<String>()
    let subscription = recorder.record(middle.filter { $0 != 20 }.map { "v\($0)" })
    // The intermediate stream subscribes on its own too, and only once upstream.
    let direct = Recorder<Int>()
    direct.record(middle)
    #expect(source.observerCount == 2)
    source.send(1)
    source.send(state: .active)
    source.send(2)
    #expect(recorder.events == [.next("v1"), .next("v10"), .state(.active), .next("v2")])
    #expect(direct.values == [1, 10, 2, 20])
    subscription.cancel()
    #expect(source.observerCount == 1)
  }

  @Test func perSubscriptionStateIsNotShared() {
    let source = TestSource<Int>()
    // A running sum: each subscription must start from zero.
    let sums = source.stream.nextOperator(perSubscription: { () -> (Int, (Int) -> Void) -> Void in
      var sum = 0
      return { value, next in
        sum += value
        next(sum)
      }
    })
    let first = Recorder<Int>()
    first.record(sums)
    source.send(1)
    source.send(2)
    let second = Recorder<Int>()
    second.record(sums)
    source.send(10)
    #expect(first.values == [1, 3, 13])
    #expect(second.values == [10])
  }
}

@Suite struct MapTests {
  @Test func transformsEachValueAndPassesTheState() {
    let source = TestSource<Int>()
    let recorder = Recorder<String>()
    recorder.record(source.stream.map { "v\($0 * 2)" })
    source.send(1)
    source.send(state: .active)
    source.send(-4)
    source.send(state: .atRest)
    #expect(recorder.events == [.next("v2"), .state(.active), .next("v-8"), .state(.atRest)])
  }
}

@Suite struct FilterTests {
  @Test func passesOnlyIncludedValues() {
    let source = TestSource<Int>()
    let recorder = Recorder<Int>()
    recorder.record(source.stream.filter { $0 % 2 == 0 })
    for value in [1, 2, 3, 4, 6, 7] { source.send(value) }
    source.send(state: .atRest)
    #expect(recorder.events == [.next(2), .next(4), .next(6), .state(.atRest)])
  }

  @Test func keepsTheSourcesSwitchAndVelocity() {
    let source = TestSource<Double>()
    let enabled = ReactiveProperty(true)
    let stream = source.stream.withMetadata(StreamMetadata(velocity: { 7 }, enabled: enabled))
    let filtered = stream.filter { $0 > 0 }
    #expect(filtered.metadata.enabled === enabled)
    #expect(filtered.metadata.velocity?() == 7)
  }
}

@Suite struct DedupeTests {
  @Test func dropsRepeatsOfTheLastEmittedValue() {
    let source = TestSource<Int>()
    let recorder = Recorder<Int>()
    recorder.record(source.stream.dedupe())
    for value in [1, 1, 2, 2, 2, 1, 3, 3] { source.send(value) }
    #expect(recorder.values == [1, 2, 1, 3])
  }

  @Test func eachSubscriptionRemembersItsOwnLastValue() {
    let source = TestSource<Int>()
    let deduped = source.stream.dedupe()
    let first = Recorder<Int>()
    first.record(deduped)
    source.send(5)
    let second = Recorder<Int>()
    second.record(deduped)
    source.send(5)
    #expect(first.values == [5])
    #expect(second.values == [5])
  }
}

@Suite struct MergeTests {
  @Test func emitsValuesOfAllSourcesInArrivalOrder() {
    let a = TestSource<Int>()
    let b = TestSource<Int>()
    let c = TestSource<Int>()
    let recorder = Recorder<Int>()
    recorder.record(a.stream.merge(with: b.stream, c.stream))
    a.send(1)
    c.send(3)
    b.send(2)
    a.send(4)
    #expect(recorder.values == [1, 3, 2, 4])
  }

  @Test func isActiveWhileAnySourceIsActive() {
    let a = TestSource<Int>()
    let b = TestSource<Int>()
    let recorder = Recorder<Int>()
    recorder.record(a.stream.merge(with: b.stream))
    a.send(state: .active)
    b.send(state: .active)
    a.send(state: .atRest)
    b.send(state: .atRest)
    b.send(state: .atRest)
    #expect(recorder.events == [.state(.active), .state(.atRest)])
  }

  @Test func cancellingDisconnectsEverySource() {
    let a = TestSource<Int>()
    let b = TestSource<Int>()
    let subscription = a.stream.merge(with: b.stream).subscribe(next: { _ in })
    #expect(a.observerCount == 1 && b.observerCount == 1)
    subscription.cancel()
    #expect(a.observerCount == 0 && b.observerCount == 0)
  }
}

@Suite struct StartWithTests {
  @Test func emitsTheStartValueToEachSubscriberFirst() {
    let source = TestSource<Int>()
    let stream = source.stream.startWith(0)
    let first = Recorder<Int>()
    first.record(stream)
    source.send(1)
    let second = Recorder<Int>()
    second.record(stream)
    source.send(state: .active)
    source.send(2)
    #expect(first.events == [.next(0), .next(1), .state(.active), .next(2)])
    #expect(second.events == [.next(0), .state(.active), .next(2)])
  }
}
