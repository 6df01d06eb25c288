import StreamDoubles
import Testing

@testable import Motion

@Suite struct RememberTests {
  @Test func sharesOneUpstreamSubscription() {
    let source = TestSource<Int>()
    let remembered = source.stream.remember()
    let first = Recorder<Int>()
    let second = Recorder<Int>()
    let s1 = first.record(remembered)
    let s2 = second.record(remembered)
    #expect(source.subscribeCount == 1)
    #expect(source.observerCount == 1)
    source.send(1)
    source.send(2)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2])
    s1.cancel()
    #expect(source.observerCount == 1)
    source.send(3)
    #expect(first.values == [1, 2])
    #expect(second.values == [1, 2, 3])
    s2.cancel()
    #expect(source.observerCount == 0)
  }

  @Test func replaysTheLatestValueToANewSubscriber() {
    let source = TestSource<Int>()
    let remembered = source.stream.remember()
    let first = Recorder<Int>()
    first.record(remembered)
    source.send(1)
    source.send(2)
    let late = Recorder<Int>()
    late.record(remembered)
    source.send(3)
    #expect(late.events == [.next(2), .next(3)])
    #expect(source.subscribeCount == 1)
  }

  @Test func replaysActiveBeforeTheValueAndAtRestAfterIt() {
    let source = TestSource<Int>()
    let remembered = source.stream.remember()
    let first = Recorder<Int>()
    first.record(remembered)
    source.send(state: .active)
    source.send(5)
    let whileActive = Recorder<Int>()
    whileActive.record(remembered)
    source.send(6)
    source.send(state: .atRest)
    let afterRest = Recorder<Int>()
    afterRest.record(remembered)
    #expect(whileActive.events == [.state(.active), .next(5), .next(6), .state(.atRest)])
    #expect(afterRest.events == [.next(6), .state(.atRest)])
  }

  @Test func forgetsTheLatestValueOnceEverySubscriberLeft() {
    let source = TestSource<Int>()
    let remembered = source.stream.remember()
    let first = Recorder<Int>()
    first.record(remembered).cancel()
    let s = first.record(remembered)
    source.send(4)
    s.cancel()
    let again = Recorder<Int>()
    again.record(remembered)
    #expect(again.events == [])
    #expect(source.subscribeCount == 3)
    source.send(8)
    #expect(again.values == [8])
  }

  @Test func aValueEmittedOnSubscriptionReachesTheFirstSubscriber() {
    let property = ReactiveProperty(3)
    let remembered = property.stream.remember()
    let first = Recorder<Int>()
    first.record(remembered)
    let second = Recorder<Int>()
    second.record(remembered)
    property.write(4)
    #expect(first.values == [3, 4])
    #expect(second.values == [3, 4])
  }

  @Test func aSubscriberCancelledDuringDeliveryGetsNothingMore() {
    let source = TestSource<Int>()
    let remembered = source.stream.remember()
    var second: Subscription?
    var secondValues: [Int] = []
    remembered.subscribe(next: { _ in second?.cancel() })
    second = remembered.subscribe(next: { secondValues.append($0) })
    source.send(1)
    #expect(secondValues == [])
  }
}
