import Foundation
import StreamDoubles
import Testing

@testable import Motion

/// Expected values were worked out independently with mpmath from the roots of the
/// characteristic equation (see DampedOscillatorTests); a retarget composes two such solutions.
@Suite struct SpringSourceTests {
  /// The toss of docs/scene-files.md's scene: the square from (100, 500) to the circle at (650, 150),
  /// thrown at (1200, −800) points per second; default parameters, threshold 1.
  private func makeToss() -> Spring<Point> {
    let spring = Spring(
      to: ReactiveProperty(Point(x: 650, y: 150)), initialValue: ReactiveProperty(Point(x: 100, y: 500)))
    spring.initialVelocity.write(Point(x: 1200, y: -800))
    return spring
  }

  @Test(arguments: [
    (10.0, Double.leastNonzeroMagnitude), (1e200, 1.0), (1e300, Double.leastNonzeroMagnitude),
  ])
  func aGlideComesToRestInTheRuntime(speed: Double, threshold: Double) throws {
    // With the smallest threshold it never rested; from 1e200 points a second on, the speed's
    // square overflowed and it never rested either.
    let scene = Scene(width: 800, height: 600)
    let element = Element(name: "e", position: .zero, size: Size(width: 10, height: 10))
    scene.addChild(element)
    let runtime = MotionRuntime(scene: scene)
    let spring = Spring(
      to: ReactiveProperty(Point(x: 100, y: 0)), initialValue: propertyOf(element).position,
      threshold: threshold)
    try spring.configure(stiffness: 0, damping: 10, mass: 1)
    spring.initialVelocity.write(Point(x: speed, y: 0))
    runtime.connect(runtime.springSource(spring), to: propertyOf(element).position)
    runtime.advance(to: 1e6)
    let atRest = runtime.isAtRest
    #expect(atRest)
    // The glide's end, v0 / (c / m).
    let end = element.position
    #expect(abs(end.x - speed / 10) <= 1e-12 * speed / 10 && end.y == 0)
  }

  @Test func valuesFollowTheAnalyticSolutionOnTheRuntimesClock() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    let recorder = SpringRecorder(runtime.springSource(for: spring), runtime: runtime)
    #expect(recorder.states == [.active])
    runtime.advance(to: 0.05)
    runtime.advance(to: 0.1)
    runtime.advance(to: 0.25)
    #expect(abs(recorder.values[0] - (100 - 74.220537213587117)) < 1e-9)
    #expect(abs(recorder.values[1] - (100 - 37.798274958805268)) < 1e-9)
    #expect(abs(recorder.values[2] - (100 + 0.74880352523077403)) < 1e-9)
    #expect(recorder.times == [0.05, 0.1, 0.25])
  }

  @Test func everyFrameRateAndASingleStepGiveTheSameTrajectory() throws {
    var runs: [(label: String, values: [Double: Point], states: [MotionState], end: Point?)] = []
    for fps in [24.0, 60, 144, 240] {
      let runtime = makeRuntime()
      let recorder = SpringRecorder(runtime.springSource(makeToss()), runtime: runtime)
      advance(runtime, fps: fps, through: 10)
      #expect(runtime.isAtRest)
      runs.append(
        (
          "\(fps) Hz", Dictionary(zip(recorder.times, recorder.values)) { a, _ in a }, recorder.states,
          recorder.last
        ))
    }
    let single = makeRuntime()
    let singleRecorder = SpringRecorder(single.springSource(makeToss()), runtime: single)
    single.advance(to: 10)
    runs.append(
      ("one step", [10: try #require(singleRecorder.last)], singleRecorder.states, singleRecorder.last))

    // Before rest (about 0.465 s): every frame rate has a frame at n / 12.
    let reference = runs[3].values
    for n in 1...5 {
      let t = Double(n) / 12
      let expected = try #require(reference[t])
      #expect(expected != Point(x: 650, y: 150))
      for run in runs.prefix(3) {
        let value = try #require(run.values[t], "\(run.label) at \(t)")
        #expect(value.distance(to: expected) <= 1e-9, "\(run.label) at \(t)")
      }
      // A fresh spring advanced in one step to the same time lands on the same value.
      let runtime = makeRuntime()
      let recorder = SpringRecorder(runtime.springSource(makeToss()), runtime: runtime)
      runtime.advance(to: t)
      #expect(try #require(recorder.last).distance(to: expected) <= 1e-9, "one step to \(t)")
    }
    // And against the analytic solution at frames that 60 and 240 Hz share.
    for (t, x, y) in [
      (0.1, -186.0390678849504, 117.72633276349939), (0.3, 6.824676285015801, -4.3391209435123803),
    ] {
      let expected = Point(x: 650 + x, y: 150 + y)
      for run in [runs[1], runs[3]] {
        #expect(try #require(run.values[t]).distance(to: expected) <= 1e-9, "\(run.label) at \(t)")
      }
    }
    for run in runs {
      #expect(run.end == Point(x: 650, y: 150), "\(run.label)")
      #expect(run.states == [.active, .atRest], "\(run.label)")
    }
  }

  @Test func restSnapsExactlyOntoTheDestination() throws {
    // From 0 to 100 the default spring is at rest at t* = 0.35138661930569667.
    let runtime = makeRuntime()
    let recorder = SpringRecorder(runtime.springSource(for: makeSpring(from: 0, to: 100)), runtime: runtime)
    runtime.advance(to: 0.35)
    let before = try #require(recorder.last)
    #expect(before != 100 && abs(before - 100) < 1)
    #expect(recorder.states == [.active])
    #expect(!runtime.isAtRest)
    runtime.advance(to: 0.352)
    #expect(recorder.last == 100)
    #expect(recorder.states == [.active, .atRest])
    #expect(runtime.isAtRest)
    runtime.advance(to: 1)
    #expect(recorder.values.count == 2)
  }

  @Test func whetherTheSpringHasSnappedDependsOnlyOnTheTime() throws {
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let restTime = oscillator.restTime(displacement: -100.0, velocity: 0.0, threshold: 1)
    #expect(abs(restTime - 0.35138661930569667) < 1e-9)
    var probes = [restTime.nextDown, restTime, restTime.nextUp]
    for i in -20...20 { probes.append(restTime + Double(i) * 1e-4) }
    for probe in probes {
      var outcomes: [(value: Double, atRest: Bool)] = []
      for fps in [24.0, 60, 144, 240, 1000] {
        let runtime = makeRuntime()
        let recorder = SpringRecorder(
          runtime.springSource(for: makeSpring(from: 0, to: 100)), runtime: runtime)
        advance(runtime, fps: fps, through: probe)
        runtime.advance(to: probe)
        outcomes.append((try #require(recorder.last), recorder.states.last == .atRest))
      }
      let single = makeRuntime()
      let recorder = SpringRecorder(single.springSource(for: makeSpring(from: 0, to: 100)), runtime: single)
      single.advance(to: probe)
      outcomes.append((try #require(recorder.last), recorder.states.last == .atRest))
      for outcome in outcomes {
        #expect(outcome.atRest == (probe >= restTime), "probe \(probe)")
        #expect(outcome.value == outcomes[0].value, "probe \(probe)")
      }
      #expect((outcomes[0].value == 100) == (probe >= restTime))
    }
  }

  @Test func aSpringEnabledWhileAnInputIsHandledStartsAtTheInputsTime() throws {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.enabled.write(false)
    let recorder = SpringRecorder(runtime.springSource(for: spring), runtime: runtime)
    runtime.advance(to: 0.2)
    #expect(recorder.values.isEmpty && recorder.states.isEmpty)
    let recognizer = ActionRecognizer()
    recognizer.action = { _ in spring.enabled.write(true) }
    runtime.scene.addGestureRecognizer(recognizer)
    runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 50, y: 50), time: 0.37))
    #expect(recorder.states == [.active])
    runtime.advance(to: 0.47)
    // 0.1 s into the flight, not 0.1 s after the last frame.
    #expect(abs(try #require(recorder.last) - (100 - 37.798274958805268)) < 1e-9)
  }

  @Test func disablingStopsAtOnceAndEnablingRestartsFromTheInitialValue() throws {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    let recorder = SpringRecorder(runtime.springSource(for: spring), runtime: runtime)
    runtime.advance(to: 0.1)
    spring.enabled.write(false)
    #expect(recorder.states == [.active, .atRest])
    #expect(runtime.isAtRest)
    runtime.advance(to: 0.2)
    #expect(recorder.values.count == 1)
    spring.enabled.write(false)
    #expect(recorder.states == [.active, .atRest])
    // Restart later, from a new initial value and velocity, at the current time.
    spring.initialValue.write(50)
    spring.initialVelocity.write(0)
    spring.enabled.write(true)
    #expect(recorder.states == [.active, .atRest, .active])
    runtime.advance(to: 0.3)
    // 50 → 100 is half of 0 → 100, 0.1 s in.
    #expect(abs(try #require(recorder.last) - (100 - 37.798274958805268 / 2)) < 1e-9)
  }

  @Test func anObserverThatStopsItsSpringMidStepLeavesTheOtherSpringsRunning() {
    let runtime = makeRuntime()
    let first = makeSpring(from: 0, to: 100)
    var firstValues: [Double] = []
    let firstSubscription = runtime.springSource(for: first).subscribe(next: { value in
      firstValues.append(value)
      first.enabled.write(false)
    })
    let second = SpringRecorder(runtime.springSource(for: makeSpring(from: 0, to: 100)), runtime: runtime)
    runtime.advance(to: 0.05)
    runtime.advance(to: 0.1)
    #expect(firstValues.count == 1)
    #expect(second.times == [0.05, 0.1])
    #expect(!runtime.isAtRest)
    runtime.advance(to: 1)
    #expect(runtime.isAtRest)
    firstSubscription.cancel()
  }

  @Test func retargetingKeepsPositionAndVelocityContinuous() throws {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    let stream = runtime.springSource(for: spring)
    let recorder = SpringRecorder(stream, runtime: runtime)
    let velocity = try #require(stream.metadata.velocity)
    runtime.advance(to: 0.1)
    #expect(abs(try #require(recorder.last) - 62.201725041194732) < 1e-9)
    let velocityBefore = try #require(velocity())
    #expect(abs(velocityBefore - 622.76616507163929) < 1e-9)
    spring.destination.write(50)
    #expect(try #require(velocity()) == velocityBefore)
    runtime.advance(to: 0.1 + 1e-9)
    #expect(abs(try #require(recorder.last) - 62.201725041194732) < 1e-6)
    runtime.advance(to: 0.3)
    #expect(abs(try #require(recorder.last) - 52.737385668675736) < 1e-9)
    #expect(abs(try #require(velocity()) - -68.91612384413617) < 1e-9)
    #expect(recorder.states == [.active])
  }

  @Test func newParametersRebaseContinuously() throws {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    let stream = runtime.springSource(for: spring)
    let recorder = SpringRecorder(stream, runtime: runtime)
    runtime.advance(to: 0.1)
    let velocityBefore = try #require(stream.metadata.velocity?())
    try spring.configure(stiffness: 100, damping: 20, mass: 1)
    #expect(try #require(stream.metadata.velocity?()) == velocityBefore)
    runtime.advance(to: 0.3)
    #expect(abs(try #require(recorder.last) - 101.51012632581405) < 1e-9)
    #expect(abs(try #require(stream.metadata.velocity?()) - 18.026569607956114) < 1e-9)
  }

  @Test func aNewThresholdRebasesContinuouslyAndRestsByIt() throws {
    let runtime = makeRuntime()
    let tuned = makeSpring(from: 0, to: 100)
    let untouched = makeSpring(from: 0, to: 100)
    let tunedStream = runtime.springSource(for: tuned)
    let tunedRecorder = SpringRecorder(tunedStream, runtime: runtime)
    let untouchedRecorder = SpringRecorder(runtime.springSource(for: untouched), runtime: runtime)
    runtime.advance(to: 0.1)
    let velocityBefore = try #require(tunedStream.metadata.velocity?())
    tuned.threshold = 20
    #expect(try #require(tunedStream.metadata.velocity?()) == velocityBefore)
    #expect(tunedRecorder.states == [.active])
    var tunedRest: Double?
    var untouchedRest: Double?
    var k = 7.0
    while untouchedRest == nil, k < 600 {
      runtime.advance(to: k / 60)
      if tunedRest == nil, tunedRecorder.states.last == .atRest { tunedRest = k / 60 }
      if untouchedRecorder.states.last == .atRest { untouchedRest = k / 60 }
      k += 1
    }
    #expect(try #require(tunedRest) < (try #require(untouchedRest)))
    #expect(tunedRecorder.last == 100)
  }

  @Test func aNewDestinationRestartsASpringAtRestFromWhereItLies() throws {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    let recorder = SpringRecorder(runtime.springSource(for: spring), runtime: runtime)
    runtime.advance(to: 1)
    #expect(recorder.states == [.active, .atRest])
    spring.destination.write(50)
    #expect(recorder.states == [.active, .atRest, .active])
    runtime.advance(to: 1.1)
    runtime.advance(to: 1.2)
    #expect(abs(recorder.values[recorder.values.count - 2] - 68.899137479402634) < 1e-9)
    #expect(abs(recorder.values[recorder.values.count - 1] - 51.473406189686813) < 1e-9)
  }

  @Test func aRetargetAfterAnUnseenRestActsAsIfTheRestHadBeenStepped() throws {
    // Run A steps past the rest time (0.351 s) before the new destination arrives at 1 s; run B
    // does not step at all between 0.3 s and the input at 1 s. Both must then agree.
    var finals: [[Double]] = []
    for stepsThroughRest in [true, false] {
      let runtime = makeRuntime()
      let spring = makeSpring(from: 0, to: 100)
      let recorder = SpringRecorder(runtime.springSource(for: spring), runtime: runtime)
      runtime.advance(to: 0.3)
      if stepsThroughRest { runtime.advance(to: 0.5) }
      let recognizer = ActionRecognizer()
      recognizer.action = { _ in spring.destination.write(50) }
      runtime.scene.addGestureRecognizer(recognizer)
      runtime.handle(TouchEvent(id: 1, phase: .began, location: Point(x: 10, y: 10), time: 1))
      #expect(recorder.last == 100)
      #expect(recorder.states == [.active, .atRest, .active])
      runtime.advance(to: 1.1)
      runtime.advance(to: 1.2)
      finals.append(Array(recorder.values.suffix(2)))
    }
    #expect(finals[0] == finals[1])
    #expect(abs(finals[0][0] - 68.899137479402634) < 1e-9)
  }

  @Test func zeroAndHugeStepsAreExact() throws {
    let runtime = makeRuntime()
    let recorder = SpringRecorder(runtime.springSource(for: makeSpring(from: 0, to: 100)), runtime: runtime)
    runtime.advance(to: 0)
    #expect(recorder.last == 0)
    runtime.advance(to: 0.1)
    runtime.advance(to: 0.1)
    #expect(recorder.values.count == 3)
    #expect(recorder.values[1] == recorder.values[2])
    runtime.advance(to: .nan)
    runtime.advance(to: .infinity)
    #expect(recorder.values.allSatisfy { $0.isFinite })
    runtime.advance(to: 1e300)
    #expect(recorder.last == 100)
    #expect(recorder.states == [.active, .atRest])
  }

  @Test func aSpringThatStartsAtRestSnapsWithoutRunning() {
    let runtime = makeRuntime()
    let recorder = SpringRecorder(
      runtime.springSource(for: makeSpring(from: 99.5, to: 100)), runtime: runtime)
    #expect(recorder.values == [100])
    #expect(recorder.states.isEmpty)
    #expect(runtime.isAtRest)
  }

  @Test func invalidParametersAreRejectedWithAReadableError() throws {
    let spring = makeSpring(from: 0, to: 100)
    #expect(throws: SpringError.invalidMass(0)) { try spring.configure(stiffness: 342, damping: 30, mass: 0) }
    #expect(throws: SpringError.invalidStiffness(-1)) {
      try spring.configure(stiffness: -1, damping: 30, mass: 1)
    }
    #expect(throws: SpringError.invalidDamping(-30)) {
      try spring.configure(stiffness: 342, damping: -30, mass: 1)
    }
    #expect(throws: SpringError.self) { try spring.configure(stiffness: .infinity, damping: 30, mass: 1) }
    // Nothing changed.
    #expect(spring.stiffness.read() == 342 && spring.damping.read() == 30 && spring.mass.read() == 1)
    try spring.validate()
    spring.mass.write(-1)
    do {
      try spring.validate()
      Issue.record("a negative mass passed validation")
    } catch {
      #expect(error == .invalidMass(-1))
      #expect(error.description == "spring mass must be a finite number greater than 0, got -1.0")
    }
  }

  @Test func badParametersWrittenStraightIntoTheSpringStopTheProgram() async {
    // Invalid from the start.
    await #expect(processExitsWith: .failure) {
      let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
      let value = ReactiveProperty(0.0)
      let broken = Spring(to: ReactiveProperty(100.0), initialValue: value)
      broken.mass.write(0)
      runtime.connect(SpringSource<Double>(runtime: runtime)(broken), to: value)
    }
    // Made invalid in flight.
    await #expect(processExitsWith: .failure) {
      let runtime = MotionRuntime(scene: Scene(width: 100, height: 100))
      let value = ReactiveProperty(0.0)
      let spring = Spring(to: ReactiveProperty(100.0), initialValue: value)
      runtime.connect(SpringSource<Double>(runtime: runtime)(spring), to: value)
      runtime.advance(to: 0.1)
      spring.damping.write(.nan)
    }
  }

  @Test func nonFiniteInputsNeverComeOut() {
    let runtime = makeRuntime()
    let wild = makeSpring(from: .nan, to: 100)
    wild.initialVelocity.write(.infinity)
    let wildRecorder = SpringRecorder(runtime.springSource(for: wild), runtime: runtime)
    wild.destination.write(.nan)
    runtime.advance(to: 0.5)
    #expect(wildRecorder.values.allSatisfy { $0.isFinite })
    #expect(wildRecorder.last == 100)
  }

  @Test func theStreamExposesEnabledAndVelocity() throws {
    let runtime = makeRuntime()
    let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
    runtime.scene.addChild(square)
    let spring = Spring(to: ReactiveProperty(Point(x: 650, y: 150)), initialValue: propertyOf(square).center)
    spring.initialVelocity.write(Point(x: 1200, y: -800))
    let stream = runtime.springSource(spring)
    #expect(stream.metadata.enabled === spring.enabled)
    runtime.connect(stream, to: propertyOf(square).center)
    runtime.advance(to: 0.1)
    #expect(
      square.position.distance(to: Point(x: 650 - 186.0390678849504, y: 150 + 117.72633276349939)) < 1e-9)
    let velocity = runtime.velocity(of: square)
    #expect(velocity.distance(to: Point(x: 3223.2498757453221, y: -2045.0388896516082)) < 1e-9)
    #expect(!runtime.isAtRest)
    runtime.advance(to: 1)
    #expect(square.position == Point(x: 650, y: 150))
    #expect(runtime.velocity(of: square) == .zero)
    #expect(stream.metadata.velocity?() == nil)
    #expect(runtime.isAtRest)
  }

  @Test func cancellingStopsEverythingAndFreesTheRuntime() throws {
    weak var weakRuntime: MotionRuntime?
    weak var weakSpring: Spring<Double>?
    var values: [Double] = []
    do {
      let runtime = makeRuntime()
      weakRuntime = runtime
      let spring = makeSpring(from: 0, to: 100)
      weakSpring = spring
      let subscription = runtime.springSource(for: spring).subscribe(next: { values.append($0) })
      runtime.advance(to: 0.1)
      #expect(!runtime.isAtRest)
      #expect(subscription.isActive)
      subscription.cancel()
      #expect(!subscription.isActive)
      #expect(runtime.isAtRest)
      subscription.cancel()
      runtime.advance(to: 0.2)
      spring.destination.write(30)
      spring.enabled.write(false)
      spring.enabled.write(true)
      #expect(values.count == 1)
    }
    #expect(weakRuntime == nil)
    #expect(weakSpring == nil)
  }

  @Test func aPointSpringCancelledInFlightIsFreedAndNoLongerStepped() {
    weak var weakRuntime: MotionRuntime?
    weak var weakSpring: Spring<Point>?
    var values: [Point] = []
    do {
      let runtime = makeRuntime()
      weakRuntime = runtime
      let spring = makeToss()
      weakSpring = spring
      let subscription = runtime.springSource(spring).subscribe(next: { values.append($0) })
      runtime.advance(to: 0.1)
      #expect(!runtime.isAtRest)
      #expect(subscription.isActive)
      subscription.cancel()
      #expect(!subscription.isActive)
      #expect(runtime.isAtRest)
      subscription.cancel()
      runtime.advance(to: 0.2)
      #expect(values.count == 1)
    }
    #expect(weakRuntime == nil)
    #expect(weakSpring == nil)
  }

  @Test func aPointSpringThatCancelsItselfFromItsOwnValueStopsThereAndTheOthersRunOn() {
    // The runtime sends a moving point spring's value from its own list; a subscription
    // cancelled inside that value frees the spring's run while the runtime is still sending.
    let runtime = makeRuntime()
    var values: [Point] = []
    var subscription: Subscription?
    subscription = runtime.springSource(makeToss()).subscribe(next: { value in
      values.append(value)
      if values.count == 3 { subscription?.cancel() }
    })
    let other = SpringRecorder(runtime.springSource(makeToss()), runtime: runtime)
    for k in 1...6 { runtime.advance(to: Double(k) / 60) }
    #expect(values.count == 3)
    #expect(other.values.count == 6)
    #expect(other.values.prefix(3).elementsEqual(values))
    subscription = nil
    runtime.advance(to: 10)
    #expect(values.count == 3)
    #expect(other.last == Point(x: 650, y: 150))
    #expect(runtime.isAtRest)
  }

  @Test func aSpringMovesAsItWouldAloneAmongManyThatStopAndRetargetMidFrame() {
    // More springs than the runtime samples at once, of both kinds, some stopped or retargeted
    // by another's observer during a frame (before or after their own turn, in the same batch
    // and in later ones), one retargeted between frames: each shows exactly the values and
    // states it shows alone on a runtime of its own.
    func flight(_ i: Int) -> Spring<Point> {
      let spring = Spring(
        to: ReactiveProperty(Point(x: Double(i % 7) * 40, y: Double(i % 5) * 30)),
        initialValue: ReactiveProperty(Point(x: Double(i), y: -Double(i))), threshold: 0.5 + Double(i % 3))
      spring.initialVelocity.write(Point(x: Double(i % 11) * 50 - 250, y: Double(i % 13) * 40))
      try? spring.configure(stiffness: 200 + Double(i % 9) * 40, damping: 10 + Double(i % 4) * 12, mass: 1)
      return spring
    }
    let count = 150
    let stopped: Set = [20, 100]
    let retargeted: Set = [30, 120]
    let elsewhere = Point(x: -80, y: 90)
    let frames = (1...240).map { Double($0) / 60 }
    let runtime = makeRuntime()
    let springs = (0..<count).map(flight)
    // Subscribed first, so stepped first: at its third value it stops and retargets others.
    var steeringValues = 0
    let steering = runtime.springSource(flight(0)).subscribe(next: { _ in
      steeringValues += 1
      guard steeringValues == 3 else { return }
      for i in stopped { springs[i].enabled.write(false) }
      for i in retargeted { springs[i].destination.write(elsewhere) }
    })
    var recorders: [SpringRecorder<Point>] = []
    var scales: [SpringRecorder<Double>] = []
    for (i, spring) in springs.enumerated() {
      recorders.append(SpringRecorder(runtime.springSource(spring), runtime: runtime))
      if i % 10 == 0 {
        scales.append(SpringRecorder(runtime.springSource(for: makeSpring(from: 0, to: 1)), runtime: runtime))
      }
    }
    for (k, t) in frames.enumerated() {
      runtime.advance(to: t)
      if k + 1 == 10 { springs[130].destination.write(Point(x: 300, y: 300)) }
    }
    #expect(runtime.isAtRest)
    steering.cancel()

    for i in 0..<count {
      let alone = makeRuntime()
      let spring = flight(i)
      let recorder = SpringRecorder(alone.springSource(spring), runtime: alone)
      for (k, t) in frames.enumerated() {
        // Stopped or retargeted in frame 3, at its time, before its own step. (A touch on
        // nothing moves the clock without stepping.)
        if k + 1 == 3 {
          alone.handle(TouchEvent(id: 1, phase: .began, location: Point(x: -1, y: -1), time: t))
          if stopped.contains(i) { spring.enabled.write(false) }
          if retargeted.contains(i) { spring.destination.write(elsewhere) }
        }
        alone.advance(to: t)
        if i == 130, k + 1 == 10 { spring.destination.write(Point(x: 300, y: 300)) }
      }
      #expect(recorder.values == recorders[i].values, "spring \(i)")
      #expect(recorder.states == recorders[i].states, "spring \(i)")
    }
    for i in stopped { #expect(recorders[i].values.count == 2) }
    for i in retargeted { #expect(recorders[i].last == elsewhere) }
    for scale in scales { #expect(scale.last == 1) }
  }

  @Test func aConnectedPointSpringWritesItsPropertyAsAnObserverWritingItWould() {
    // The runtime writes a connected point spring's values straight into the property. Across
    // more springs than it samples at once, with a property's observer stopping its own spring,
    // one later in the same batch and one in a later batch, and retargeting another, each
    // property receives exactly the writes an observer that writes it receives.
    func run(connected: Bool) -> [[Point]] {
      let runtime = makeRuntime()
      let count = 100
      let springs = (0..<count).map { i in
        let spring = Spring(
          to: ReactiveProperty(Point(x: Double(i % 7) * 40, y: 60)),
          initialValue: ReactiveProperty(Point(x: Double(i), y: -Double(i))))
        spring.initialVelocity.write(Point(x: Double(i % 11) * 50 - 250, y: 100))
        return spring
      }
      let properties = (0..<count).map { _ in ReactiveProperty(Point.zero) }
      var writes = [[Point]](repeating: [], count: count)
      var observations: [Subscription] = []
      for i in 0..<count {
        observations.append(properties[i].observe { writes[i].append($0) })
      }
      observations.append(
        properties[5].observe { _ in
          guard writes[5].count == 3 else { return }
          for stopped in [5, 6, 70] { springs[stopped].enabled.write(false) }
          springs[80].destination.write(Point(x: -50, y: -50))
        })
      var subscriptions: [Subscription] = []
      for i in 0..<count {
        let stream = runtime.springSource(springs[i])
        if connected {
          runtime.connect(stream, to: properties[i])
        } else {
          subscriptions.append(stream.subscribe(next: { [property = properties[i]] in property.write($0) }))
        }
      }
      for k in 1...240 { runtime.advance(to: Double(k) / 60) }
      #expect(runtime.isAtRest)
      return writes
    }
    let connected = run(connected: true)
    let observed = run(connected: false)
    for i in connected.indices { #expect(connected[i] == observed[i], "spring \(i)") }
    #expect(connected[5].count == 3)
    #expect(connected[80].last == Point(x: -50, y: -50))
    #expect(connected[99].last == Point(x: Double(99 % 7) * 40, y: 60))
    #expect(connected[99].count > 10)
  }

  @Test func aFlightStartedLateRestsWhereTheEnergyRuleFirstHolds() throws {
    // The rest time is found by checking each sampled state, not searched for at the start: a
    // flight begun at t = 7 rests at 7 + the rest time of the same flight begun at 0.
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let restTime = oscillator.restTime(displacement: -100.0, velocity: 0.0, threshold: 1)
    let flight = SpringTrajectory(
      start: 7, value: 0.0, velocity: 0, destination: 100, oscillator: oscillator, threshold: 1)
    #expect(!flight.sample(at: 7 + restTime - 1e-6).atRest)
    let rested = flight.sample(at: 7 + restTime + 1e-6)
    #expect(rested.atRest)
    #expect(rested.value == 100)
    #expect(rested.velocity == 0)
  }

  /// A sample is the oscillator's state carried from the flight's start, checked as `evolve`
  /// checks it and then by the energy rule: at rest on the destination where the rule holds or
  /// the state overflows, never a NaN. From 10¹⁵⁰ away the squares in the rule are near the
  /// largest `Double`; from 10³⁰⁰ away they overflow, and the flight rests from its start.
  @Test(arguments: [1e3, 1e150, 1e300])
  func aSampleIsTheEvolvedStateUnlessItRests(distance: Double) throws {
    let oscillator = try DampedOscillator(stiffness: 342, damping: 30, mass: 1)
    let destination = Point(x: 400, y: 300)
    let offset = Point(x: distance, y: -distance / 2)
    let velocity = Point(x: -3 * distance, y: distance)
    let flight = SpringTrajectory(
      start: 2, value: destination + offset, velocity: velocity, destination: destination,
      oscillator: oscillator, threshold: 1)
    var moving = 0
    // Finely spaced at first, up to 72 s after the start, where even 10¹⁵⁰ has decayed to rest.
    for step in 0..<600 {
      let time = 2 + Double(step * step) * 0.0002
      let sample = flight.sample(at: time)
      #expect(sample.value.isFinite && sample.velocity.isFinite)
      let state = oscillator.evolve(displacement: offset, velocity: velocity, after: time - 2)
      if time < flight.restTime, let state, (destination + state.displacement).isFinite,
        !oscillator.isRested(displacement: state.displacement, velocity: state.velocity, threshold: 1)
      {
        moving += 1
        #expect(!sample.atRest)
        #expect(sample.value == destination + state.displacement && sample.velocity == state.velocity)
      } else {
        #expect(sample.atRest && sample.value == destination && sample.velocity == .zero)
      }
    }
    #expect(flight.restsAtStart == (distance > 1e154))
    #expect((moving > 0) == !flight.restsAtStart)
    #expect(moving < 600)
  }

  @Test func aLiveSubscriptionDoesNotKeepTheRuntimeAlive() {
    weak var weakRuntime: MotionRuntime?
    let spring = makeSpring(from: 0, to: 100)
    var subscription: Subscription?
    do {
      let runtime = makeRuntime()
      weakRuntime = runtime
      subscription = runtime.springSource(for: spring).subscribe(next: { _ in })
      runtime.advance(to: 0.1)
    }
    #expect(weakRuntime == nil)
    // Without a clock the spring can do nothing, and says nothing.
    spring.destination.write(10)
    subscription?.cancel()
  }
}

extension MotionRuntime {
  /// A `Double` spring on this runtime's clock (the runtime's own `springSource` moves points).
  fileprivate func springSource(for spring: Spring<Double>) -> MotionObservable<Double> {
    SpringSource<Double>(runtime: self)(spring)
  }
}
