import StreamDoubles
import Testing

@testable import Motion

/// The operators on plain streams, applied to a source of integers.
enum PlainOperator: CaseIterable, Sendable {
  case nextOperator, nextOperatorPerSubscription, map, filter, dedupe, merge, startWith, remember, toggled

  func apply(_ stream: MotionObservable<Int>) -> MotionObservable<Int> {
    switch self {
    case .nextOperator: stream.nextOperator { value, next in next(value) }
    case .nextOperatorPerSubscription:
      stream.nextOperator(perSubscription: { { value, next in next(value) } })
    case .map: stream.map { $0 + 1 }
    case .filter: stream.filter { _ in true }
    case .dedupe: stream.dedupe()
    case .merge: stream.merge(with: MotionObservable { _ in {} })
    case .startWith: stream.startWith(0)
    case .remember: stream.remember()
    case .toggled: stream.toggled(with: MotionObservable { _ in {} })
    }
  }
}

/// Every operator: after `cancel()` nothing more arrives, the source has no observer left, and
/// the subscriber's closures are freed.
@Suite struct CancellationTests {
  @Test(arguments: PlainOperator.allCases)
  func cancellingStopsDeliveryAndFreesClosures(_ op: PlainOperator) {
    let source = TestSource<Int>()
    weak var weakToken: Token?
    var received = 0
    let subscription: Subscription
    do {
      let token = Token()
      weakToken = token
      subscription = op.apply(source.stream).subscribe(
        next: { _ in
          _ = token
          received += 1
        },
        state: { _ in _ = token })
    }
    source.send(1)
    let before = received
    #expect(before >= 1)
    subscription.cancel()
    #expect(!subscription.isActive)
    source.send(2)
    source.send(state: .active)
    #expect(received == before)
    #expect(source.observerCount == 0)
    #expect(weakToken == nil)
  }

  @Test func gestureOperatorsStopDeliveryAndFreeClosures() {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let pinch = PinchGestureRecognizer()
    let rotation = RotationGestureRecognizer()
    let position = ReactiveProperty(Point.zero)
    let angle = ReactiveProperty(0.0)
    let dragStreams: [MotionObservable<Point>] = [
      gestureSource(drag).translation(addedTo: position, in: container),
      gestureSource(drag).translation(relativeTo: position.stream, in: container),
      gestureSource(drag).velocity(in: container),
      gestureSource(drag).centroid(in: container),
      gestureSource(drag).onRecognitionState(.began).map { $0.sceneTranslation },
    ]
    let angleStreams: [(MotionObservable<Double>, () -> Void)] = [
      (gestureSource(pinch).scaled(from: angle), { pinch.send(.changed, scale: 2) }),
      (gestureSource(rotation).rotated(from: angle), { rotation.send(.changed, rotation: 2) }),
    ]
    weak var weakToken: Token?
    var received = 0
    var subscriptions: [Subscription] = []
    do {
      let token = Token()
      weakToken = token
      for stream in dragStreams {
        subscriptions.append(
          stream.subscribe(next: { _ in
            _ = token
            received += 1
          }))
      }
      for (stream, _) in angleStreams {
        subscriptions.append(
          stream.subscribe(next: { _ in
            _ = token
            received += 1
          }))
      }
    }
    drag.send(.began)
    pinch.send(.began, scale: 1)
    rotation.send(.began, rotation: 0)
    // Seven on the changes, and two (velocity and centroid) on subscription.
    #expect(received == 9)
    for subscription in subscriptions { subscription.cancel() }
    drag.send(.began)
    for (_, send) in angleStreams { send() }
    #expect(received == 9)
    #expect(weakToken == nil)
  }
}
