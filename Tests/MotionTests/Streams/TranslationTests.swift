import StreamDoubles
import Testing

@testable import Motion

/// The four spellings of the seeds' operator: both names, each with a readable and a stream.
enum TranslationVariant: CaseIterable, Sendable, CustomTestStringConvertible {
  case addedToReadable, addedToStream, relativeToReadable, relativeToStream

  func apply(
    _ gesture: MotionObservable<ManualDragRecognizer>, _ position: ReactiveProperty<Point>, _ element: Element
  ) -> MotionObservable<Point> {
    switch self {
    case .addedToReadable: gesture.translation(addedTo: position, in: element)
    case .addedToStream: gesture.translation(addedTo: position.stream, in: element)
    case .relativeToReadable: gesture.translation(relativeTo: position, in: element)
    case .relativeToStream: gesture.translation(relativeTo: position.stream, in: element)
    }
  }

  var testDescription: String { "\(self)" }
}

/// A drag on a container scaled by 2, driving a position that starts at (50, 60); the
/// subscription writes every output back into the position, as `MotionRuntime.connect` does,
/// so a cache that were read again on each change would show.
private final class Fixture {
  let (scene, container) = makeScaledContainer()
  let drag = ManualDragRecognizer()
  let position = ReactiveProperty(Point(x: 50, y: 60))
  let recorder = Recorder<Point>()
  var subscription: Subscription?

  init(_ variant: TranslationVariant) {
    container.addGestureRecognizer(drag)
    let stream = variant.apply(gestureSource(drag), position, container)
    subscription = stream.subscribe(
      next: { [unowned self] in
        self.position.write($0)
        self.recorder.events.append(.next($0))
      },
      state: { [unowned self] in self.recorder.events.append(.state($0)) })
  }
}

@Suite struct TranslationTests {
  // Scene-space translations; the container halves them.

  @Test(arguments: TranslationVariant.allCases)
  func beganChangedEnded(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.began, translation: .zero)
    f.drag.send(.changed, translation: Point(x: 10, y: 20))
    f.drag.send(.changed, translation: Point(x: 20, y: 40))
    f.drag.send(.ended, translation: Point(x: 20, y: 40))
    #expect(
      f.recorder.events == [
        .state(.atRest), .state(.active), .next(Point(x: 50, y: 60)), .next(Point(x: 55, y: 70)),
        .next(Point(x: 60, y: 80)),
        .state(.atRest),
      ])
  }

  @Test(arguments: TranslationVariant.allCases)
  func changedWithNoBeganCachesOnTheFirstChange(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.changed, translation: Point(x: 10, y: 20))
    f.drag.send(.changed, translation: Point(x: 20, y: 40))
    f.drag.send(.ended, translation: Point(x: 20, y: 40))
    #expect(
      f.recorder.events == [
        .state(.atRest), .state(.active), .next(Point(x: 55, y: 70)), .next(Point(x: 60, y: 80)),
        .state(.atRest),
      ])
  }

  @Test(arguments: TranslationVariant.allCases)
  func cancelledMidwayDropsTheCache(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.began, translation: .zero)
    f.drag.send(.changed, translation: Point(x: 10, y: 20))
    f.drag.send(.cancelled, translation: Point(x: 10, y: 20))
    // A change after the cancel caches again, from the position the gesture left (55, 70).
    f.drag.send(.changed, translation: Point(x: 30, y: 0))
    #expect(
      f.recorder.events == [
        .state(.atRest), .state(.active), .next(Point(x: 50, y: 60)), .next(Point(x: 55, y: 70)),
        .state(.atRest),
        .state(.active), .next(Point(x: 70, y: 70)),
      ])
  }

  @Test(arguments: TranslationVariant.allCases)
  func aNewBeganAfterEndedStartsFromTheCurrentPosition(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.began, translation: .zero)
    f.drag.send(.changed, translation: Point(x: 20, y: 40))
    f.drag.send(.ended, translation: Point(x: 20, y: 40))
    f.position.write(Point(x: 100, y: 100))
    f.drag.send(.began, translation: .zero)
    f.drag.send(.changed, translation: Point(x: 10, y: 20))
    #expect(
      f.recorder.values == [
        Point(x: 50, y: 60), Point(x: 60, y: 80), Point(x: 100, y: 100), Point(x: 105, y: 110),
      ])
  }

  @Test(arguments: TranslationVariant.allCases)
  func aBeganWhileCachedCachesAgain(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.began, translation: .zero)
    f.drag.send(.changed, translation: Point(x: 20, y: 40))
    // A second began with no end between re-reads the position, now (60, 80).
    f.drag.send(.began, translation: Point(x: 2, y: 2))
    #expect(f.recorder.values == [Point(x: 50, y: 60), Point(x: 60, y: 80), Point(x: 61, y: 81)])
  }

  @Test(arguments: TranslationVariant.allCases)
  func possibleAndFailedEmitNothingAndClearTheCache(_ variant: TranslationVariant) {
    let f = Fixture(variant)
    f.drag.send(.possible, translation: Point(x: 4, y: 4))
    f.drag.send(.changed, translation: Point(x: 2, y: 2))
    f.drag.send(.failed, translation: Point(x: 2, y: 2))
    f.position.write(Point(x: 0, y: 0))
    f.drag.send(.changed, translation: Point(x: 2, y: 2))
    #expect(f.recorder.values == [Point(x: 51, y: 61), Point(x: 1, y: 1)])
  }

  @Test func aStreamThatHasNotEmittedGivesNothingToCacheUntilItDoes() {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let positions = TestSource<Point>()
    let recorder = Recorder<Point>()
    recorder.record(gestureSource(drag).translation(addedTo: positions.stream, in: container))
    drag.send(.began, translation: .zero)
    positions.send(Point(x: 1, y: 1))
    positions.send(Point(x: 3, y: 3))
    drag.send(.changed, translation: Point(x: 2, y: 4))
    // Cached now: later positions do not move the gesture's origin.
    positions.send(Point(x: 100, y: 100))
    drag.send(.changed, translation: Point(x: 4, y: 8))
    #expect(
      recorder.events == [
        .state(.atRest), .state(.active), .next(Point(x: 4, y: 5)), .next(Point(x: 5, y: 7)),
      ])
  }

  @Test func acceptsAnyScopedReadable() {
    final class Fixed: ScopedReadable {
      func read() -> Point { Point(x: -1, y: 2) }
    }
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let recorder = Recorder<Point>()
    recorder.record(gestureSource(drag).translation(addedTo: Fixed(), in: container))
    drag.send(.began, translation: Point(x: 2, y: 2))
    #expect(recorder.values == [Point(x: 0, y: 3)])
  }

  @Test(arguments: TranslationVariant.allCases)
  func velocityReadsTheRecognizersCurrentVelocityInTheElement(_ variant: TranslationVariant) {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let stream = variant.apply(gestureSource(drag), ReactiveProperty(Point.zero), container)
    stream.subscribe(next: { _ in })
    #expect(stream.metadata.velocity?() == .zero)
    drag.send(.began, translation: .zero, velocity: Point(x: 100, y: -40))
    #expect(stream.metadata.velocity?() == Point(x: 50, y: -20))
    // The recognizer's velocity as it is now, not as it was at the last event.
    drag.sceneVelocity = Point(x: 8, y: 6)
    #expect(stream.metadata.velocity?() == Point(x: 4, y: 3))
  }

  @Test(arguments: TranslationVariant.allCases)
  func eachSubscriptionHasItsOwnCache(_ variant: TranslationVariant) {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let position = ReactiveProperty(Point(x: 10, y: 10))
    let stream = variant.apply(gestureSource(drag), position, container)
    let writer = Recorder<Point>()
    stream.subscribe(next: {
      position.write($0)
      writer.events.append(.next($0))
    })
    let watcher = Recorder<Point>()
    watcher.record(stream)
    drag.send(.began, translation: Point(x: 2, y: 2))
    drag.send(.changed, translation: Point(x: 4, y: 4))
    #expect(writer.values == [Point(x: 11, y: 11), Point(x: 12, y: 12)])
    // The watcher cached after the writer had written (11, 11); one shared cache would have
    // made the writer's next value (13, 13).
    #expect(watcher.values == [Point(x: 12, y: 12), Point(x: 13, y: 13)])
  }

  @Test func cancellingFreesTheClosuresAndTheInitialPositionSubscription() {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let positions = TestSource<Point>()
    weak var weakToken: Token?
    var values: [Point] = []
    let subscription: Subscription
    do {
      let token = Token()
      weakToken = token
      subscription = gestureSource(drag).translation(addedTo: positions.stream, in: container).subscribe(
        next: {
          _ = token
          values.append($0)
        })
    }
    positions.send(.zero)
    drag.send(.began, translation: .zero)
    #expect(positions.observerCount == 1)
    subscription.cancel()
    drag.send(.changed, translation: Point(x: 2, y: 2))
    #expect(values == [Point.zero])
    #expect(positions.observerCount == 0)
    #expect(weakToken == nil)
  }
}
