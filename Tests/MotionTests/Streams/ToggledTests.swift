import StreamDoubles
import Testing

@testable import Motion

/// A stand-in for a spring stream: an `enabled` switch that, like a spring's, comes to rest
/// when turned off and, when turned on, becomes active and emits its start value.
private final class FakeSpring {
  let source = TestSource<Double>()
  let enabled = ReactiveProperty(true)
  var enabledWrites: [Bool] = []
  var startValue = 0.0
  let stream: MotionObservable<Double>

  init() {
    stream = source.stream.withMetadata(StreamMetadata(velocity: { 1 }, enabled: enabled))
    enabled.observe { [unowned self] on in
      self.enabledWrites.append(on)
      if on {
        self.source.send(state: .active)
        self.source.send(self.startValue)
      } else {
        self.source.send(state: .atRest)
      }
    }
  }
}

@Suite struct ToggledTests {
  @Test func switchesToTheOtherStreamWhileItIsActive() {
    let spring = FakeSpring()
    let gesture = TestSource<Double>()
    let gestureStream = gesture.stream.withMetadata(StreamMetadata(velocity: { 9 }))
    let toggled = spring.stream.toggled(with: gestureStream)
    let recorder = Recorder<Double>()
    recorder.record(toggled)

    spring.source.send(state: .active)
    spring.source.send(1)
    #expect(toggled.metadata.velocity?() == 1)
    gesture.send(state: .active)
    #expect(spring.enabledWrites == [false])
    #expect(toggled.metadata.velocity?() == 9)
    gesture.send(2)
    spring.source.send(100)  // dropped: the gesture drives the value
    gesture.send(3)
    spring.startValue = 3
    gesture.send(state: .atRest)
    #expect(spring.enabledWrites == [false, true])
    #expect(toggled.metadata.velocity?() == 1)
    spring.source.send(4)
    spring.source.send(state: .atRest)
    #expect(
      recorder.events == [
        .state(.active), .next(1), .next(2), .next(3), .next(3), .next(4), .state(.atRest),
      ])
  }

  @Test func staysActiveWithoutAFlickerWhenTheHandOverHappens() {
    let spring = FakeSpring()
    let gesture = TestSource<Double>()
    let recorder = Recorder<Double>()
    recorder.record(spring.stream.toggled(with: gesture.stream))
    gesture.send(state: .active)
    gesture.send(5)
    spring.startValue = 5
    gesture.send(state: .atRest)
    spring.source.send(state: .atRest)
    // The spring rests when disabled and restarts when enabled: still one active span.
    #expect(recorder.events == [.state(.active), .next(5), .next(5), .state(.atRest)])
    #expect(spring.enabledWrites == [false, true])
  }

  @Test func dropsTheOtherStreamsValuesWhileItIsInactive() {
    let spring = FakeSpring()
    let gesture = TestSource<Double>()
    let recorder = Recorder<Double>()
    recorder.record(spring.stream.toggled(with: gesture.stream))
    gesture.send(7)
    spring.source.send(1)
    #expect(recorder.values == [1])
    #expect(spring.enabledWrites == [])
  }

  @Test func writesTheSwitchOnlyWhenItChanges() {
    let spring = FakeSpring()
    let gesture = TestSource<Double>()
    let toggled = spring.stream.toggled(with: gesture.stream)
    // Two subscriptions, as a runtime that also watches the activity makes.
    toggled.subscribe(next: { _ in })
    toggled.subscribe(next: { _ in })
    gesture.send(state: .active)
    gesture.send(state: .active)
    gesture.send(state: .atRest)
    #expect(spring.enabledWrites == [false, true])
  }

  @Test func worksWithoutASwitch() {
    let a = TestSource<Double>()
    let b = TestSource<Double>()
    let recorder = Recorder<Double>()
    recorder.record(a.stream.toggled(with: b.stream))
    a.send(1)
    b.send(state: .active)
    a.send(2)
    b.send(3)
    b.send(state: .atRest)
    a.send(4)
    #expect(recorder.events == [.next(1), .state(.active), .next(3), .state(.atRest), .next(4)])
  }

  @Test func velocityIsNilWhenTheDrivingSideHasNone() {
    let a = TestSource<Double>()
    let b = TestSource<Double>()
    let toggled = a.stream.toggled(with: b.stream)
    toggled.subscribe(next: { _ in })
    #expect(toggled.metadata.velocity?() == nil)
  }

  @Test func cancellingStopsDeliveryAndFreesTheClosures() {
    let spring = FakeSpring()
    let gesture = TestSource<Double>()
    weak var weakToken: Token?
    var values: [Double] = []
    let toggled = spring.stream.toggled(with: gesture.stream)
    let subscription: Subscription
    do {
      let token = Token()
      weakToken = token
      subscription = toggled.subscribe(next: {
        _ = token
        values.append($0)
      })
    }
    gesture.send(state: .active)
    #expect(toggled.metadata.velocity?() == nil)
    subscription.cancel()
    #expect(spring.source.observerCount == 0 && gesture.observerCount == 0)
    // A cancelled subscription no longer counts the gesture as driving.
    #expect(toggled.metadata.velocity?() == 1)
    gesture.send(1)
    spring.source.send(2)
    #expect(values == [])
    #expect(weakToken == nil)
  }

  @Test func drivesASpringFromADragAsSeed003Does() {
    // Tossable's position stream: the spring's values toggled with the drag's translation.
    let scene = Scene(width: 800, height: 600)
    let drag = ManualDragRecognizer()
    scene.addGestureRecognizer(drag)
    let center = ReactiveProperty(Point(x: 10, y: 10))
    let springSource = TestSource<Point>()
    let enabled = ReactiveProperty(false)
    var enabledWrites: [Bool] = []
    enabled.observe { enabledWrites.append($0) }
    let springStream = springSource.stream.withMetadata(
      StreamMetadata(velocity: { Point(x: -1, y: -1) }, enabled: enabled))
    let translation = gestureSource(drag).translation(addedTo: center, in: scene)
    let position = springStream.toggled(with: translation)
    let recorder = Recorder<Point>()
    position.subscribe(
      next: {
        center.write($0)
        recorder.events.append(.next($0))
      },
      state: { recorder.events.append(.state($0)) })

    drag.send(.began, translation: .zero, velocity: Point(x: 5, y: 0))
    #expect(position.metadata.velocity?() == Point(x: 5, y: 0))
    drag.send(.changed, translation: Point(x: 30, y: 0), velocity: Point(x: 6, y: 0))
    #expect(position.metadata.velocity?() == Point(x: 6, y: 0))
    drag.send(.ended, translation: Point(x: 30, y: 0), velocity: Point(x: 7, y: 0))
    #expect(enabledWrites == [true])
    #expect(position.metadata.velocity?() == Point(x: -1, y: -1))
    #expect(center.read() == Point(x: 40, y: 10))
    #expect(
      recorder.events == [
        .state(.active), .next(Point(x: 10, y: 10)), .next(Point(x: 40, y: 10)), .state(.atRest),
      ])
  }
}
