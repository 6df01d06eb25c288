import StreamDoubles
import Testing

@testable import Motion

@Suite struct GestureSourceTests {
  /// Records the recognizer's state at each value, and the activity changes.
  private func record(_ drag: ManualDragRecognizer) -> (Recorder<GestureRecognizerState>, Subscription) {
    let recorder = Recorder<GestureRecognizerState>()
    let subscription = recorder.record(gestureSource(drag).map { $0.state })
    return (recorder, subscription)
  }

  @Test func emitsTheRecognizerOnEachChange() {
    let drag = ManualDragRecognizer()
    var received: [ManualDragRecognizer] = []
    gestureSource(drag).subscribe(next: { received.append($0) })
    drag.send(.began)
    drag.send(.changed)
    // The first is the subscription's own: the recognizer as it is.
    #expect(received.count == 3)
    #expect(received.allSatisfy { $0 === drag })
  }

  @Test func activeComesBeforeTheFirstValueAndAtRestAfterTheLast() {
    let drag = ManualDragRecognizer()
    let (recorder, _) = record(drag)
    drag.send(.began)
    drag.send(.changed)
    drag.send(.changed)
    drag.send(.ended)
    #expect(
      recorder.events == [
        .next(.possible), .state(.atRest),
        .state(.active), .next(.began), .next(.changed), .next(.changed), .next(.ended),
        .state(.atRest),
      ])
  }

  @Test func reportsStatesOnlyOnTransitions() {
    let drag = ManualDragRecognizer()
    let (recorder, _) = record(drag)
    drag.send(.possible)
    drag.send(.failed)
    drag.send(.possible)
    drag.send(.began)
    drag.send(.cancelled)
    drag.send(.possible)
    drag.send(.changed)
    drag.send(.possible)
    #expect(
      recorder.events == [
        .next(.possible), .state(.atRest),
        .next(.possible), .next(.failed), .next(.possible),
        .state(.active), .next(.began), .next(.cancelled), .state(.atRest),
        .next(.possible),
        .state(.active), .next(.changed), .next(.possible), .state(.atRest),
      ])
  }

  @Test func eachSubscriptionTracksItsOwnActivity() {
    let drag = ManualDragRecognizer()
    let (first, _) = record(drag)
    drag.send(.began)
    let (second, _) = record(drag)
    drag.send(.changed)
    drag.send(.ended)
    #expect(
      first.events == [
        .next(.possible), .state(.atRest),
        .state(.active), .next(.began), .next(.changed), .next(.ended), .state(.atRest),
      ])
    // The second arrives mid-gesture: it is told at once that a gesture is in progress.
    #expect(
      second.events == [.state(.active), .next(.began), .next(.changed), .next(.ended), .state(.atRest)])
  }

  @Test func cancellingStopsDeliveryAndFreesTheClosures() {
    let drag = ManualDragRecognizer()
    weak var weakToken: Token?
    var count = 0
    let subscription: Subscription
    do {
      let token = Token()
      weakToken = token
      subscription = gestureSource(drag).subscribe(next: { _ in
        _ = token
        count += 1
      })
    }
    drag.send(.began)
    #expect(weakToken != nil)
    subscription.cancel()
    drag.send(.changed)
    #expect(count == 2)
    #expect(weakToken == nil)
  }

  @Test func aSubscriptionCancelledDuringANotificationGetsNothingMore() {
    let drag = ManualDragRecognizer()
    var second: Subscription?
    var secondCount = 0
    gestureSource(drag).subscribe(next: { _ in second?.cancel() })
    second = gestureSource(drag).subscribe(next: { _ in secondCount += 1 })
    drag.send(.began)
    // Only its own subscription's current state reached it.
    #expect(secondCount == 1)
  }

  @Test func aNewSubscriberGetsTheRecognizersCurrentState() {
    // As Material Motion's gesture streams do: active and the recognizer mid-gesture, the
    // recognizer and at rest otherwise.
    let drag = ManualDragRecognizer()
    drag.send(.began)
    drag.send(.changed)
    let (during, duringSubscription) = record(drag)
    #expect(during.events == [.state(.active), .next(.changed)])
    duringSubscription.cancel()
    drag.send(.ended)
    let (after, afterSubscription) = record(drag)
    #expect(after.events == [.next(.ended), .state(.atRest)])
    afterSubscription.cancel()
  }
}
