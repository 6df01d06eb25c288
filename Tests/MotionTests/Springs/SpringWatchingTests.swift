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
