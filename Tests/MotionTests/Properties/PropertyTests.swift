import StreamDoubles
import Testing

@testable import Motion

@Suite struct ReactivePropertyTests {
  @Test func readsWhatWasWritten() {
    let property = ReactiveProperty(Point(x: 1, y: 2))
    #expect(property.read() == Point(x: 1, y: 2))
    property.write(Point(x: 3, y: 4))
    #expect(property.read() == Point(x: 3, y: 4))
  }

  @Test func notifiesEachObserverOncePerWriteEvenWhenUnchanged() {
    let property = ReactiveProperty(0)
    var first: [Int] = []
    var second: [Int] = []
    property.observe { first.append($0) }
    property.observe { second.append($0) }
    property.write(1)
    property.write(1)
    property.write(2)
    #expect(first == [1, 1, 2])
    #expect(second == [1, 1, 2])
  }

  @Test func observingDoesNotReplayTheCurrentValue() {
    let property = ReactiveProperty(5)
    var values: [Int] = []
    property.observe { values.append($0) }
    #expect(values == [])
  }

  @Test func streamEmitsTheCurrentValueThenEveryWrite() {
    let property = ReactiveProperty(5)
    let recorder = Recorder<Int>()
    let subscription = recorder.record(property.stream)
    property.write(6)
    property.write(6)
    subscription.cancel()
    property.write(7)
    #expect(recorder.events == [.next(5), .next(6), .next(6)])
  }

  @Test func cancellingStopsNotificationsAndFreesTheClosure() {
    let property = ReactiveProperty(0)
    weak var weakToken: Token?
    var count = 0
    let subscription: Subscription
    do {
      let token = Token()
      weakToken = token
      subscription = property.observe { _ in
        _ = token
        count += 1
      }
    }
    property.write(1)
    subscription.cancel()
    property.write(2)
    #expect(count == 1)
    #expect(weakToken == nil)
  }

  @Test func neitherSubscriptionsNorStreamsKeepThePropertyAlive() {
    weak var weakProperty: ReactiveProperty<Int>?
    let subscription: Subscription
    let stream: MotionObservable<Int>
    var values: [Int] = []
    do {
      let property = ReactiveProperty(1)
      weakProperty = property
      subscription = property.observe { values.append($0) }
      stream = property.stream
      property.write(2)
    }
    #expect(weakProperty == nil)
    // Cancelling after the property has gone, and subscribing to its stream, do nothing.
    subscription.cancel()
    let late = stream.subscribe(next: { values.append($0) })
    late.cancel()
    #expect(values == [2])
  }

  /// Observers cancelled in any order (a thousand tossables tossed to one element, torn down)
  /// leave the others told of every write, in the order they observed, and counted.
  @Test func observersCancelledInAnyOrderLeaveTheOthersInOrder() {
    let property = ReactiveProperty(0)
    var told: [Int] = []
    var subscriptions = (0..<1_000).map { i in property.observe { _ in told.append(i) } }
    var kept = Array(0..<1_000)
    var generator = SeededRandom(seed: 2_611)
    for round in 0..<900 {
      let index = Int.random(in: 0..<kept.count, using: &generator)
      subscriptions.remove(at: index).cancel()
      kept.remove(at: index)
      if round % 113 == 0 {
        told = []
        property.write(round)
        #expect(told == kept)
      }
    }
    #expect(property.observerCount == 100)
    told = []
    property.write(1)
    #expect(told == kept)
  }

  /// Whether a property has observers is kept beside its value, for the writes that find none:
  /// once every observer is cancelled a write tells no one, and an observer added after that
  /// hears every later write.
  @Test func anObserverAddedAfterEveryOtherWasCancelledHearsEveryWrite() {
    let property = ReactiveProperty(Point.zero)
    var earlier: [Point] = []
    let first = property.observe { earlier.append($0) }
    let second = property.observe { earlier.append($0) }
    property.write(Point(x: 1, y: 0))
    first.cancel()
    second.cancel()
    property.write(Point(x: 2, y: 0))
    var later: [Point] = []
    property.observe { later.append($0) }
    property.write(Point(x: 3, y: 0))
    #expect(earlier == [Point(x: 1, y: 0), Point(x: 1, y: 0)])
    #expect(later == [Point(x: 3, y: 0)])
    #expect(property.read() == Point(x: 3, y: 0))
  }

  @Test func anObserverCancelledDuringAWriteIsNotNotified() {
    let property = ReactiveProperty(0)
    var second: Subscription?
    var secondValues: [Int] = []
    property.observe { _ in second?.cancel() }
    second = property.observe { secondValues.append($0) }
    property.write(1)
    #expect(secondValues == [])
  }

  @Test func isAScopedProperty() {
    func roundTrip<P: ScopedProperty>(_ property: P, _ value: P.Value) -> P.Value {
      property.write(value)
      return property.read()
    }
    #expect(roundTrip(ReactiveProperty(1.0), 2.5) == 2.5)
  }
}

@Suite struct PropertyOfTests {
  @Test func returnsTheSameObjectsEveryTime() {
    let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
    let a = propertyOf(element)
    let b = propertyOf(element)
    #expect(a.center === b.center)
    #expect(a.position === b.position)
    #expect(a.center === a.position)
    #expect(a.anchorPoint === b.anchorPoint)
    #expect(a.scale === b.scale)
    #expect(a.rotation === b.rotation)
    #expect(a.size === b.size)
  }

  @Test func differentElementsHaveDifferentProperties() {
    let e1 = Element(name: "a", position: .zero, size: Size(width: 1, height: 1))
    let e2 = Element(name: "b", position: .zero, size: Size(width: 1, height: 1))
    #expect(propertyOf(e1).center !== propertyOf(e2).center)
  }

  @Test func propertiesAreTheElementsValues() {
    let element = Element(
      name: "e", position: Point(x: 1, y: 2), size: Size(width: 3, height: 4), anchorPoint: Point(x: 0, y: 1),
      scale: 5, rotation: 6)
    let p = propertyOf(element)
    #expect(p.center.read() == Point(x: 1, y: 2))
    #expect(p.size.read() == Size(width: 3, height: 4))
    #expect(p.anchorPoint.read() == Point(x: 0, y: 1))
    #expect(p.scale.read() == 5)
    #expect(p.rotation.read() == 6)
    p.center.write(Point(x: 9, y: 9))
    p.scale.write(0.5)
    p.rotation.write(-1)
    p.anchorPoint.write(Point(x: 0.25, y: 0.75))
    p.size.write(Size(width: 7, height: 8))
    #expect(element.position == Point(x: 9, y: 9))
    #expect(element.center == Point(x: 9, y: 9))
    #expect(element.scale == 0.5)
    #expect(element.rotation == -1)
    #expect(element.anchorPoint == Point(x: 0.25, y: 0.75))
    #expect(element.size == Size(width: 7, height: 8))
  }

  @Test func settingAnElementValueNotifiesItsPropertyOnce() {
    let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
    var positions: [Point] = []
    propertyOf(element).position.observe { positions.append($0) }
    element.center = Point(x: 1, y: 1)
    element.position = Point(x: 2, y: 2)
    #expect(positions == [Point(x: 1, y: 1), Point(x: 2, y: 2)])
  }
}

@Suite struct RetainCycleTests {
  @Test func aReleasedElementIsFreedWhileItsPropertiesAreObserved() {
    weak var weakElement: Element?
    var subscriptions: [Subscription] = []
    var positions: [Point] = []
    do {
      let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
      weakElement = element
      let properties = propertyOf(element)
      subscriptions.append(properties.center.stream.subscribe(next: { positions.append($0) }))
      let center = properties.center
      subscriptions.append(properties.scale.observe { center.write(Point(x: $0, y: $0)) })
      subscriptions.append(
        properties.center.stream.map { $0.x }.dedupe().remember().subscribe(next: { _ in }))
    }
    #expect(weakElement == nil)
    #expect(positions == [.zero])
    #expect(subscriptions.count == 3)
  }

  @Test func aReleasedRuntimeWithAConnectedGestureStreamIsFreedWithItsScene() {
    weak var weakRuntime: MotionRuntime?
    weak var weakScene: Scene?
    weak var weakSquare: Element?
    weak var weakDrag: ManualDragRecognizer?
    do {
      let scene = Scene(width: 800, height: 600)
      let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
      scene.addChild(square)
      let drag = ManualDragRecognizer()
      scene.addGestureRecognizer(drag)
      let runtime = MotionRuntime(scene: scene)
      let moved = gestureSource(drag).translation(addedTo: propertyOf(square).center, in: scene)
      runtime.connect(moved, to: propertyOf(square).center)
      let velocity = gestureSource(drag).onRecognitionState(.ended).velocity(in: scene)
      runtime.connect(velocity, to: ReactiveProperty(Point.zero))
      drag.send(.began, translation: .zero, velocity: Point(x: 3, y: 4))
      drag.send(.changed, translation: Point(x: 40, y: -20), velocity: Point(x: 3, y: 4))
      #expect(square.position == Point(x: 140, y: 480))
      #expect(runtime.velocity(of: square) == Point(x: 3, y: 4))
      weakRuntime = runtime
      weakScene = scene
      weakSquare = square
      weakDrag = drag
    }
    #expect(weakRuntime == nil)
    #expect(weakScene == nil)
    #expect(weakSquare == nil)
    #expect(weakDrag == nil)
  }

  @Test func aReleasedRuntimeFreesTheSpringsConnectedThroughItAndTheirProperties() {
    // A connection holds its subscription, and the stream holds the connection's activity
    // closure: the runtime's release has to break that cycle for springs moving or at rest.
    weak var weakRuntime: MotionRuntime?
    weak var weakMoving: Spring<Point>?
    weak var weakResting: Spring<Point>?
    weak var weakTarget: ReactiveProperty<Point>?
    do {
      let runtime = MotionRuntime(scene: Scene(width: 800, height: 600))
      let moving = Spring(
        to: ReactiveProperty(Point(x: 300, y: 0)), initialValue: ReactiveProperty(Point.zero))
      let resting = Spring(to: ReactiveProperty(Point.zero), initialValue: ReactiveProperty(Point.zero))
      let target = ReactiveProperty(Point.zero)
      runtime.connect(runtime.springSource(moving), to: target)
      runtime.connect(runtime.springSource(resting), to: ReactiveProperty(Point.zero))
      runtime.advance(to: 0.05)
      #expect(!runtime.isAtRest)
      #expect(target.read().x > 0)
      weakRuntime = runtime
      weakMoving = moving
      weakResting = resting
      weakTarget = target
    }
    #expect(weakRuntime == nil)
    #expect(weakMoving == nil)
    #expect(weakResting == nil)
    #expect(weakTarget == nil)
  }

  @Test func aReleasedRuntimeIsFreedWhileItsSceneLivesOn() {
    let scene = Scene(width: 800, height: 600)
    let square = Element(name: "square", position: .zero, size: Size(width: 60, height: 60))
    scene.addChild(square)
    let drag = ManualDragRecognizer()
    scene.addGestureRecognizer(drag)
    weak var weakRuntime: MotionRuntime?
    do {
      let runtime = MotionRuntime(scene: scene)
      runtime.connect(
        gestureSource(drag).translation(addedTo: propertyOf(square).center.stream, in: scene),
        to: propertyOf(square).center)
      weakRuntime = runtime
    }
    #expect(weakRuntime == nil)
  }

  @Test func anObserverThatWritesDuringAWriteLeavesEveryObserverWithTheLastValue() {
    // A wrote 2 on seeing 1; B was told 2, then the stale 1, and held 1 while the property
    // held 2.
    let property = ReactiveProperty(0)
    var seen: [String] = []
    property.observe { value in
      seen.append("A\(value)")
      if value == 1 { property.write(2) }
    }
    var last: Int?
    property.observe { value in
      seen.append("B\(value)")
      last = value
    }
    property.write(1)
    #expect(property.read() == 2)
    #expect(last == 2)
    #expect(seen == ["A1", "A2", "B2"])
  }
}

/// A property's first observer is kept apart from the others; they are told in the order they
/// subscribed all the same, whichever of them are cancelled.
@Suite struct ObserverOrderTests {
  @Test func anObserverAddedWhileTheFirstIsToldHearsOnlyLaterWrites() {
    let property = ReactiveProperty(0)
    var told: [String] = []
    property.observe { value in
      told.append("first \(value)")
      if value == 1 { property.observe { told.append("added \($0)") } }
    }
    property.write(1)
    property.write(2)
    #expect(told == ["first 1", "first 2", "added 2"])
  }

  @Test func aNewObserverAfterTheFirstWasCancelledComesAfterTheOthers() {
    let property = ReactiveProperty(0)
    var told: [String] = []
    let first = property.observe { _ in told.append("first") }
    property.observe { _ in told.append("second") }
    property.observe { _ in told.append("third") }
    first.cancel()
    property.observe { _ in told.append("fourth") }
    property.write(1)
    #expect(told == ["second", "third", "fourth"])
    #expect(property.observerCount == 3)
  }

  @Test func theFirstObserverCancelledByAnotherDuringAWriteIsNotToldAgain() {
    let property = ReactiveProperty(0)
    var firstCount = 0
    var first: Subscription?
    first = property.observe { _ in firstCount += 1 }
    property.observe { _ in first?.cancel() }
    property.write(1)
    property.write(2)
    #expect(firstCount == 1)
    #expect(property.observerCount == 1)
  }

  @Test func aWatcherIsToldAtItsPlaceAmongTheObservers() {
    let property = ReactiveProperty(0)
    var told: [String] = []
    let a = property.observe { _ in told.append("a") }
    property.observe { _ in told.append("b") }
    #expect(property.watch { told.append("watcher \(property.read())") })
    #expect(!property.watch { told.append("another watcher") })
    property.observe { _ in told.append("c") }
    a.cancel()
    property.write(1)
    #expect(told == ["b", "watcher 1", "c"])
    property.unwatch()
    told = []
    property.write(2)
    #expect(told == ["b", "c"])
  }

  @Test func aWatcherAloneMakesThePropertyObserved() {
    let property = ReactiveProperty(0)
    var told: [Int] = []
    #expect(property.watch { told.append(property.read()) })
    #expect(!property.writeIfUnobserved(1))
    property.write(1)
    property.unwatch()
    #expect(property.writeIfUnobserved(2))
    #expect(told == [1])
  }

  @Test func aFramesWriteOfAPointChecksWhatIsNotFinite() async {
    // A frame writes its springs' finite points without reaching the check; any other still
    // stops the program, as `write` does.
    let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
    #expect(element.positionProperty.writeIfUnobserved(Point(x: 3, y: 4)))
    #expect(element.position == Point(x: 3, y: 4))
    await #expect(processExitsWith: .failure) {
      let element = Element(name: "lost", position: .zero, size: Size(width: 1, height: 1))
      _ = element.positionProperty.writeIfUnobserved(Point(x: .nan, y: 0))
    }
    await #expect(processExitsWith: .failure) {
      let element = Element(name: "lost", position: .zero, size: Size(width: 1, height: 1))
      _ = element.anchorPointProperty.writeIfUnobserved(Point(x: 0, y: .infinity))
    }
  }
}
