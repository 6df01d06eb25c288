import StreamDoubles
import Testing

@testable import Motion

@Suite struct VelocityTests {
  @Test func emitsTheRecognizersVelocityInTheElement() {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let recorder = Recorder<Point>()
    recorder.record(gestureSource(drag).velocity(in: container))
    drag.send(.began, velocity: Point(x: 100, y: -50))
    drag.send(.ended, velocity: Point(x: 30, y: 0))
    #expect(
      recorder.events == [
        .next(.zero), .state(.atRest),
        .state(.active), .next(Point(x: 50, y: -25)), .next(Point(x: 15, y: 0)), .state(.atRest),
      ])
  }

  @Test func atEndedGivesTheReleaseVelocity() {
    // The Tossable specification's initial velocity stream.
    let scene = Scene(width: 800, height: 600)
    let drag = ManualDragRecognizer()
    let recorder = Recorder<Point>()
    recorder.record(gestureSource(drag).onRecognitionState(.ended).velocity(in: scene))
    drag.send(.began, velocity: Point(x: 1, y: 1))
    drag.send(.changed, velocity: Point(x: 2, y: 2))
    drag.send(.ended, velocity: Point(x: 300, y: -200))
    #expect(
      recorder.events == [.state(.atRest), .state(.active), .next(Point(x: 300, y: -200)), .state(.atRest)])
  }

  @Test func emitsNothingOnceTheElementIsGone() {
    let drag = ManualDragRecognizer()
    var values: [Point] = []
    do {
      let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
      gestureSource(drag).velocity(in: element).subscribe(next: { values.append($0) })
    }
    drag.send(.began, velocity: Point(x: 1, y: 1))
    // Only the subscription's own value, given while the element was there.
    #expect(values == [.zero])
  }
}

@Suite struct OnRecognitionStateTests {
  private func states(
    _ make: (MotionObservable<ManualDragRecognizer>) -> MotionObservable<ManualDragRecognizer>
  ) -> [Event<GestureRecognizerState>] {
    let drag = ManualDragRecognizer()
    let recorder = Recorder<GestureRecognizerState>()
    recorder.record(make(gestureSource(drag)).map { $0.state })
    for state: GestureRecognizerState in [.possible, .began, .changed, .changed, .ended, .failed] {
      drag.send(state)
    }
    return recorder.events
  }

  @Test func passesOnlyTheGivenState() {
    #expect(
      states { $0.onRecognitionState(.changed) } == [
        .state(.atRest), .state(.active), .next(.changed), .next(.changed), .state(.atRest),
      ])
    #expect(
      states { $0.onRecognitionState(.ended) } == [
        .state(.atRest), .state(.active), .next(.ended), .state(.atRest),
      ])
  }

  @Test func whenRecognitionStateIsTheSameOperator() {
    #expect(
      states { $0.whenRecognitionState(.began) } == [
        .state(.atRest), .state(.active), .next(.began), .state(.atRest),
      ])
    #expect(
      states { $0.whenRecognitionState(anyOf: [.possible, .failed]) } == [
        .next(.possible), .state(.atRest), .next(.possible), .state(.active), .state(.atRest), .next(.failed),
      ])
  }

  @Test func passesAnyOfSeveralStates() {
    #expect(
      states { $0.onRecognitionState(anyOf: [.began, .ended]) } == [
        .state(.atRest), .state(.active), .next(.began), .next(.ended), .state(.atRest),
      ])
  }
}

@Suite struct CentroidTests {
  @Test func emitsTheTouchesCentroidInTheElement() {
    let (_, container) = makeScaledContainer()
    let drag = ManualDragRecognizer()
    let recorder = Recorder<Point>()
    recorder.record(gestureSource(drag).centroid(in: container))
    drag.touches = [(id: 1, location: Point(x: 10, y: 20)), (id: 2, location: Point(x: 30, y: 40))]
    drag.sceneCentroid = Point(x: 20, y: 30)
    drag.send(.began)
    drag.touches = [(id: 1, location: Point(x: 300, y: 100))]
    drag.sceneCentroid = Point(x: 300, y: 100)
    drag.send(.changed)
    // Scene (20, 30) and (300, 100) in the container at (100, 100), scaled by 2.
    #expect(
      recorder.events == [
        .next(Point(x: -50, y: -50)), .state(.atRest),
        .state(.active), .next(Point(x: -40, y: -35)), .next(Point(x: 100, y: 0)),
      ])
  }
}

@Suite struct ScaledTests {
  @Test func multipliesTheScaleCachedAtBeganByThePinchScale() {
    let pinch = PinchGestureRecognizer()
    let scale = ReactiveProperty(2.0)
    let recorder = Recorder<Double>()
    gestureSource(pinch).scaled(from: scale).subscribe(
      next: {
        scale.write($0)
        recorder.events.append(.next($0))
      },
      state: { recorder.events.append(.state($0)) })
    pinch.send(.began, scale: 1)
    pinch.send(.changed, scale: 1.5)
    pinch.send(.changed, scale: 0.5)
    pinch.send(.ended, scale: 0.5)
    pinch.send(.began, scale: 1)
    pinch.send(.changed, scale: 4)
    pinch.send(.cancelled, scale: 4)
    #expect(
      recorder.events == [
        .state(.atRest), .state(.active), .next(2), .next(3), .next(1), .state(.atRest),
        .state(.active), .next(1), .next(4), .state(.atRest),
      ])
  }

  @Test func cachesOnAChangeWithNoBegan() {
    let pinch = PinchGestureRecognizer()
    let recorder = Recorder<Double>()
    recorder.record(gestureSource(pinch).scaled(from: ReactiveProperty(3.0)))
    pinch.send(.changed, scale: 2)
    #expect(recorder.values == [6])
  }

  @Test func velocityIsTheCachedScaleTimesThePinchVelocity() {
    let pinch = PinchGestureRecognizer()
    let stream = gestureSource(pinch).scaled(from: ReactiveProperty(3.0))
    stream.subscribe(next: { _ in })
    #expect(stream.metadata.velocity?() == 0)
    pinch.send(.began, scale: 1, velocity: 0.5)
    #expect(stream.metadata.velocity?() == 1.5)
  }
}

@Suite struct RotatedTests {
  @Test func addsTheRotationToTheAngleCachedAtBegan() {
    let rotation = RotationGestureRecognizer()
    let angle = ReactiveProperty(0.5)
    let recorder = Recorder<Double>()
    gestureSource(rotation).rotated(from: angle).subscribe(
      next: {
        angle.write($0)
        recorder.events.append(.next($0))
      },
      state: { recorder.events.append(.state($0)) })
    rotation.send(.began, rotation: 0)
    rotation.send(.changed, rotation: 0.25)
    rotation.send(.changed, rotation: -1)
    rotation.send(.ended, rotation: -1)
    rotation.send(.changed, rotation: 2)
    #expect(
      recorder.events == [
        .state(.atRest), .state(.active), .next(0.5), .next(0.75), .next(-0.5), .state(.atRest),
        .state(.active), .next(1.5),
      ])
  }

  @Test func velocityIsTheRecognizers() {
    let rotation = RotationGestureRecognizer()
    let stream = gestureSource(rotation).rotated(from: ReactiveProperty(1.0))
    stream.subscribe(next: { _ in })
    rotation.send(.began, rotation: 0, velocity: -2.5)
    #expect(stream.metadata.velocity?() == -2.5)
  }
}
