import StreamDoubles
import Testing

@testable import Motion

/// A spring tells its runs of its properties' writes itself, at the place among a property's
/// observers where a run observing it would be: after the observers that subscribed before the
/// first run started, before those that subscribed later.
@Suite struct SpringWatchingTests {
  @Test func runsHearOfAWriteAfterEarlierObserversAndBeforeLaterOnes() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.enabled.write(false)
    var earlierSaw: [[MotionState]] = []
    var laterSaw: [[MotionState]] = []
    var states: () -> [MotionState] = { [] }
    spring.enabled.observe { _ in earlierSaw.append(states()) }
    let recorder = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
    states = { recorder.states }
    spring.enabled.observe { _ in laterSaw.append(states()) }
    spring.enabled.write(true)
    #expect(earlierSaw == [[]])
    #expect(laterSaw == [[.active]])
  }

  @Test func runsKeepTheirPlaceWhenObserversBeforeThemAreDropped() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    var earlierSaw: [[MotionState]] = []
    var laterSaw: [[MotionState]] = []
    var states: () -> [MotionState] = { [] }
    let earlier = (0..<4).map { _ in spring.destination.observe { _ in earlierSaw.append(states()) } }
    let first = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
    let second = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
    states = { first.states + second.states }
    spring.destination.observe { _ in laterSaw.append(states()) }
    for observation in earlier.prefix(3) { observation.cancel() }
    #expect(spring.destination.observerCount == 2)
    runtime.advance(to: 10)
    spring.destination.write(50)
    #expect(earlierSaw == [[.active, .atRest, .active, .atRest]])
    #expect(laterSaw == [[.active, .atRest, .active, .active, .atRest, .active]])
  }

  /// Stiffness, damping and mass are made when first asked for: one first asked for while the
  /// spring runs is watched from then on, as one made before it started.
  @Test func aParameterFirstAskedForInFlightRetargetsTheFlightAsOneMadeBefore() {
    let runtime = makeRuntime()
    let early = makeSpring(from: 0, to: 100)
    _ = (early.stiffness, early.damping, early.mass)
    let late = makeSpring(from: 0, to: 100)
    let earlyRun = SpringRecorder(doubleSource(runtime)(early), runtime: runtime)
    let lateRun = SpringRecorder(doubleSource(runtime)(late), runtime: runtime)
    runtime.advance(to: 0.05)
    for spring in [early, late] {
      spring.stiffness.write(120)
      spring.damping.write(5)
      spring.mass.write(2)
    }
    for step in 1...60 { runtime.advance(to: 0.05 + Double(step) / 60) }
    #expect(lateRun.values == earlyRun.values)
    #expect(lateRun.values.count > 10)
    #expect(late.stiffnessValue == 120 && late.dampingValue == 5 && late.massValue == 2)
  }

  /// Writing the three parameters together does what writing each property does, defaults
  /// included, before and during a flight.
  @Test func writingTheParametersTogetherIsWritingEachProperty() {
    let runtime = makeRuntime()
    let together = makeSpring(from: 0, to: 100)
    let each = makeSpring(from: 0, to: 100)
    func write(_ k: Double, _ c: Double, _ m: Double) {
      together.write(stiffness: k, damping: c, mass: m)
      each.stiffness.write(k)
      each.damping.write(c)
      each.mass.write(m)
    }
    write(342, 30, 1)
    write(342, 12, 1)
    let togetherRun = SpringRecorder(doubleSource(runtime)(together), runtime: runtime)
    let eachRun = SpringRecorder(doubleSource(runtime)(each), runtime: runtime)
    runtime.advance(to: 0.05)
    write(342, 30, 1)
    for step in 1...60 { runtime.advance(to: 0.05 + Double(step) / 60) }
    #expect(togetherRun.values == eachRun.values)
    #expect(together.dampingValue == 30 && together.stiffness.read() == 342 && together.mass.read() == 1)
  }

  /// One parameter's property made, the others keep their values unmade, and a write of one
  /// made later reaches a flight as a write of one made first does.
  @Test func oneParameterMadeLeavesTheOthersValuesAndMakesThemWhenAskedFor() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.write(stiffness: 200, damping: 20, mass: 3)
    let damping = spring.damping
    #expect(damping.read() == 20 && spring.stiffnessValue == 200 && spring.massValue == 3)
    spring.write(stiffness: 150, damping: 10, mass: 2)
    #expect(damping.read() == 10 && spring.stiffnessValue == 150 && spring.massValue == 2)
    let reference = makeSpring(from: 0, to: 100)
    _ = (reference.stiffness, reference.damping, reference.mass)
    reference.write(stiffness: 150, damping: 10, mass: 2)
    let run = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
    let referenceRun = SpringRecorder(doubleSource(runtime)(reference), runtime: runtime)
    runtime.advance(to: 0.05)
    spring.mass.write(1)
    reference.mass.write(1)
    #expect(spring.damping === damping && spring.mass.read() == 1)
    for step in 1...60 { runtime.advance(to: 0.05 + Double(step) / 60) }
    #expect(run.values == referenceRun.values && run.values.count > 10)
  }

  /// A spring's run is its own subscription: active until cancelled, and cancelling twice is
  /// harmless.
  @Test func aRunIsActiveUntilCancelledOnce() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    var values: [Double] = []
    let subscription = doubleSource(runtime)(spring).subscribe(next: { values.append($0) })
    #expect(subscription.isActive)
    runtime.advance(to: 0.05)
    subscription.cancel()
    subscription.cancel()
    #expect(!subscription.isActive)
    let seen = values.count
    runtime.advance(to: 1)
    #expect(values.count == seen)
    #expect(spring.destination.writeIfUnobserved(5))
  }

  @Test func twoSpringsSharingADestinationBothFollowIt() {
    let runtime = makeRuntime()
    let destination = ReactiveProperty(100.0)
    let a = Spring(to: destination, initialValue: ReactiveProperty(0.0))
    let b = Spring(to: destination, initialValue: ReactiveProperty(10.0))
    let recordA = SpringRecorder(doubleSource(runtime)(a), runtime: runtime)
    let recordB = SpringRecorder(doubleSource(runtime)(b), runtime: runtime)
    runtime.advance(to: 0.05)
    destination.write(-100)
    runtime.advance(to: 10)
    #expect(recordA.last == -100 && recordB.last == -100)
    recordA.cancel()
    recordB.cancel()
    #expect(destination.writeIfUnobserved(5))
  }

  @Test func aSpringWhoseRunsStoppedNoLongerWatchesAndIsFreed() {
    let runtime = makeRuntime()
    let destination = ReactiveProperty(100.0)
    weak var weakSpring: Spring<Double>?
    do {
      let spring = Spring(to: destination, initialValue: ReactiveProperty(0.0))
      weakSpring = spring
      let one = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
      let two = SpringRecorder(doubleSource(runtime)(spring), runtime: runtime)
      runtime.advance(to: 0.05)
      one.cancel()
      destination.write(50)
      runtime.advance(to: 10)
      #expect(two.last == 50)
      #expect(one.last != 50)
      two.cancel()
      runtime.advance(to: 20)
    }
    #expect(weakSpring == nil)
    #expect(destination.writeIfUnobserved(0))
  }

  @Test func aStreamReportsTheVelocityOfItsOwnRunsOnly() {
    let runtime = makeRuntime()
    let spring = makeSpring(from: 0, to: 100)
    spring.enabled.write(false)
    let idle = doubleSource(runtime)(spring)
    let moving = doubleSource(runtime)(spring)
    let idleRun = idle.subscribe(next: { _ in })
    spring.enabled.write(true)
    idleRun.cancel()
    let movingRun = moving.subscribe(next: { _ in })
    runtime.advance(to: 0.05)
    #expect(idle.metadata.velocity?() == nil)
    #expect((moving.metadata.velocity?() ?? 0) > 0)
    movingRun.cancel()
    #expect(moving.metadata.velocity?() == nil)
  }
}

/// Springs of numbers on `runtime`'s clock.
private func doubleSource(_ runtime: MotionRuntime) -> SpringSource<Double> {
  SpringSource<Double>(runtime: runtime)
}
