/// One subscription's run of a spring on a runtime's clock: the stepper behind `SpringSource`.
///
/// Its spring tells it of writes to the spring's properties; it registers with the runtime while
/// in flight, and tells its observer each value and each change between `active` and `atRest`. Every value it emits comes
/// from the current `SpringTrajectory`, a function of the flight's start alone, so the values at
/// a time do not depend on the times stepped at before.
final class SpringRunner<T: SpringValue>: Stepper {
  // What the step resting a spring reads and writes is declared first, together.
  let observer: MotionObserver<T>
  /// The run's flags and its slot in the scheduler.
  private var run = RunState()
  /// Where a restart from rest begins: the value the runner last emitted itself (at rest, or the
  /// initial value before any). While a point spring moves, the scheduler emits its values
  /// without the runner (see `Stepper.pointFlight`), so in flight this is not the latest value
  /// and only the flight is read. Written with `replace(_:with:)`, as `flight` is, and `run`
  /// holds plain data: no access to the three calls or destroys anything, so release builds
  /// check none of them for exclusivity at run time (see `replace(_:with:)`).
  private var value: T
  /// The scheduler's bookkeeping (see `Stepper`), for a point spring's companion as well as for
  /// the runner itself: the step that rests a point spring clears it.
  var stepperSlot: Int? {
    get { run.slot < 0 ? nil : run.slot }
    set { run.slot = newValue ?? -1 }
  }
  private let spring: Spring<T>
  private let link: OwnerLink<MotionRuntime>
  /// The runtime, until it goes.
  private var runtime: MotionRuntime? { link.owner }
  /// The stream whose subscription this run is, so that the stream can report its velocity.
  let stream: SpringStream<T>
  /// What only a run that has flown needs, made on its first flight: most runs of a large scene
  /// (a tossable's, until its first toss) never fly.
  private var flown: FlownRun<T>?
  /// The current flight: before the first, a flight at rest on the initial value from time 0
  /// (`value` is still that value, since only a flight changes it). A point spring's flight is
  /// copied into the scheduler's list whenever it changes, and the scheduler samples that copy;
  /// only other springs' steps read this one.
  var flight: SpringTrajectory<T> {
    flown?.flight
      ?? SpringTrajectory(
        start: 0, value: value, velocity: .zero, destination: value, oscillator: nil, threshold: 0)
  }
  /// What the scheduler steps: for points a companion that calls `step(to:)` compiled for points,
  /// else the runner itself (a generic class's method reached through `any Stepper` runs its
  /// generic body). Only a run that has flown is stepped.
  private var stepper: any Stepper { flown?.pointStepper ?? self }
  /// Only point springs are stepped in place (through `PointSpringStepper`).
  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? { nil }

  init(
    spring: Spring<T>, stream: SpringStream<T>, runtime link: OwnerLink<MotionRuntime>,
    observer: MotionObserver<T>
  ) {
    self.spring = spring
    self.stream = stream
    self.link = link
    self.observer = observer
    value = spring.startingValue
  }

  deinit {
    // By its slot: the scheduler must not reach back into a runner that is going.
    if run.isRegistered, let slot = stepperSlot { runtime?.scheduler.removePointSpring(inSlot: slot) }
  }

  /// Joins the spring's runs, and runs it at once when it is enabled.
  func connect() {
    run.isConnected = true
    run.isEnabled = spring.enabled.read()
    // Added through a spring typed for points, the closures with which the spring watches its
    // properties are compiled for points: a release reaches each point spring without generic
    // dispatch.
    if let runner = self as? SpringRunner<Point> {
      runner.spring.add(runner)
    } else {
      spring.add(self)
    }
    if run.isEnabled { start() }
  }

  /// Stops for good: no more values or states, no more stepping, no more news of the spring.
  func disconnect() {
    run.isConnected = false
    spring.remove(self)
    unregister()
    // Cancelled during a frame, perhaps from inside its own observer: the scheduler, which holds
    // its steppers without retaining them, keeps it until the frame ends.
    runtime?.scheduler.keepUntilFrameEnds(self)
  }

  /// The velocity at the runtime's current time while in flight, else nil.
  var currentVelocity: T? {
    guard run.isRegistered, let runtime else { return nil }
    let sample = flown?.flight.sample(at: runtime.currentTime)
    return sample.flatMap { $0.atRest ? nil : $0.velocity }
  }

  // Point springs reach this through `PointSpringStepper`, compiled for points.
  func step(to time: Double) -> Bool {
    guard run.isRegistered, let flown else { return false }
    run.isStepping = true
    defer { run.isStepping = false }
    let sample = flown.flight.sample(at: time)
    if sample.atRest { return rest(on: sample.value, delivery: .toObserver, reportingRest: true).runsAgain }
    discard(replace(&value, with: sample.value))
    observer.next(sample.value)
    return run.isRegistered
  }

  /// Sends a moving flight's `value` to the observer: for point springs the scheduler, which
  /// samples their flights itself, calls this directly.
  func send(_ value: T) { observer.next(value) }

  /// The step at which the flight comes to rest on `restValue`, the one way a run comes to rest:
  /// keeps the value to restart from, shows it as `delivery` says (to the observer, straight to
  /// the property the observer writes each value to, or not again when the frame wrote it), then
  /// tells the observer `atRest` if it last heard `active` and `reportingRest` (a scheduler that
  /// counts the observer's connection itself passes false). Says whether the spring runs again
  /// (an observer restarted it from inside its rest value) and whether it came to rest (the
  /// observer last heard `active`, and the spring did not run again).
  func rest(
    on restValue: T, delivery: RestValueDelivery<T>, reportingRest: Bool
  ) -> (runsAgain: Bool, cameToRest: Bool) {
    discard(replace(&value, with: restValue))
    // Stepping, the run leaves its removal to the scheduler if an observer stops it meanwhile.
    run.isStepping = true
    defer { run.isStepping = false }
    run.isRegistered = false
    let wasActive = run.isActive
    run.isActive = false
    switch delivery {
    case .toObserver: observer.next(restValue)
    case .toProperty(let property): property.with { $0.write(restValue) }
    case .written: break
    }
    let cameToRest = wasActive && !run.isActive
    if cameToRest, reportingRest { observer.state(.atRest) }
    return (run.isRegistered, cameToRest)
  }

  /// The spring's `enabled` was written.
  func enabledDidChange(to enabled: Bool) {
    guard run.isConnected, enabled != run.isEnabled else { return }
    run.isEnabled = enabled
    if enabled {
      start()
    } else {
      unregister()
      setActive(false)
    }
  }

  /// A new flight from the spring's initial value and velocity, at the runtime's current time.
  private func start() {
    guard let runtime else { return }
    fly(
      from: spring.startingValue, velocity: spring.initialVelocity.read(),
      to: spring.destination.read(), at: runtime.currentTime)
  }

  /// The spring's destination was written. Point springs reach this through the closures their
  /// spring made for points (see `connect()`).
  func destinationDidChange(to destination: T) {
    guard run.isConnected, run.isEnabled, destination.isFinite, destination != flight.destination,
      let runtime
    else { return }
    let now = runtime.currentTime
    guard run.isRegistered else {
      // At rest but still enabled: follow the destination from where the spring lies.
      fly(from: value, velocity: .zero, to: destination, at: now)
      return
    }
    guard let flown else { return }
    let sample = flown.flight.sample(at: now)
    if sample.atRest {
      // The flight came to rest before now though no step has shown it: show it, then leave
      // from there, exactly as if a step had landed after the rest time.
      settle(on: sample.value)
      fly(from: sample.value, velocity: .zero, to: destination, at: now)
    } else {
      fly(from: sample.value, velocity: sample.velocity, to: destination, at: now)
    }
  }

  /// The spring's stiffness, damping, mass or threshold was written.
  func parametersDidChange() {
    // A run that has not flown reads them when it first flies.
    guard let flown else { return }
    flown.oscillator = spring.oscillator
    flown.threshold = spring.threshold
    guard run.isConnected, run.isRegistered, !spring.isConfiguring, let runtime else { return }
    let now = runtime.currentTime
    let sample = flown.flight.sample(at: now)
    if sample.atRest {
      settle(on: sample.value)
      unregister()
    } else {
      fly(from: sample.value, velocity: sample.velocity, to: flown.flight.destination, at: now)
    }
  }

  /// Replaces the flight; a flight at rest from its start snaps at once.
  private func fly(from start: T, velocity: T, to destination: T, at time: Double) {
    let flown = self.flown ?? firstFlight()
    discard(
      replace(
        &flown.flight,
        with: SpringTrajectory(
          start: time, value: start, velocity: velocity, destination: destination,
          oscillator: flown.oscillator, threshold: flown.threshold)))
    if flown.flight.restsAtStart {
      settle(on: flown.flight.restValue)
      unregister()
    } else {
      if !run.isRegistered {
        run.isRegistered = true
        // Also when the scheduler still holds it (restarted from inside its rest value): then
        // it takes the new flight.
        if let runtime { runtime.scheduler.add(stepper, at: runtime.currentTime) }
      } else if flown.pointStepper != nil, let runtime {
        runtime.scheduler.flightDidChange(of: stepper, at: runtime.currentTime)
      }
      setActive(true)
    }
  }

  /// Makes what a run that flies keeps (see `flown`), with the spring's parameters as they are,
  /// for `fly` to give its flight.
  private func firstFlight() -> FlownRun<T> {
    let made = FlownRun<T>(
      flight: .resting, oscillator: spring.oscillator, threshold: spring.threshold,
      pointStepper: (self as? SpringRunner<Point>).map(PointSpringStepper.init))
    flown = made
    return made
  }

  /// Emits the rest value, then the rest state if the observer last heard `active`.
  private func settle(on restValue: T) {
    discard(replace(&value, with: restValue))
    observer.next(restValue)
    setActive(false)
  }

  private func setActive(_ active: Bool) {
    guard active != run.isActive else { return }
    run.isActive = active
    observer.state(active ? .active : .atRest)
  }

  private func unregister() {
    guard run.isRegistered else { return }
    run.isRegistered = false
    if !run.isStepping { runtime?.scheduler.remove(stepper) }
  }
}

/// What a spring runner keeps once it has flown (see `SpringRunner.flown`).
private final class FlownRun<T: SpringValue> {
  /// The current flight.
  var flight: SpringTrajectory<T>
  /// The solver for the spring's parameters, kept from one change of them to the next rather
  /// than made anew for every flight (a release starts thousands).
  var oscillator: DampedOscillator?
  /// The spring's threshold, kept like `oscillator`, so a flight starts from this object alone.
  var threshold: Double
  /// For a point spring, the companion the scheduler steps (see `SpringRunner.stepper`).
  let pointStepper: PointSpringStepper?

  init(
    flight: SpringTrajectory<T>, oscillator: DampedOscillator?, threshold: Double,
    pointStepper: PointSpringStepper?
  ) {
    self.flight = flight
    self.oscillator = oscillator
    self.threshold = threshold
    self.pointStepper = pointStepper
  }
}

/// How the step that rests a spring shows its rest value (see `SpringRunner.rest`).
enum RestValueDelivery<T: SpringValue> {
  /// Sent to the run's observer.
  case toObserver
  /// Written straight to the property the observer writes each value to (see
  /// `MotionObserver.property`).
  case toProperty(Unretained<ReactiveProperty<T>>)
  /// Already written to that property: the frame writes an unobserved property's rest value as
  /// it writes a moving spring's, checked only when it is not finite (see
  /// `ReactiveProperty.writeIfUnobserved(_:)`).
  case written
}

/// The flags of a spring runner and its slot in the scheduler (see `SpringRunner.run`).
private struct RunState {
  /// Whether the scheduler steps this runner.
  var isRegistered = false
  /// The last state told to the observer; streams begin at rest.
  var isActive = false
  /// True while the scheduler is stepping this runner (`SpringRunner.step(to:)` and
  /// `SpringRunner.rest(on:delivery:reportingRest:)`): the scheduler removes it itself when it
  /// stops, so the runner must not remove itself meanwhile.
  var isStepping = false
  /// Whether the run follows its spring: from `SpringRunner.connect()` to `disconnect()`.
  var isConnected = false
  /// The last value of the spring's `enabled` seen, to act on changes only.
  var isEnabled = false
  /// `SpringRunner.stepperSlot`, −1 for none.
  var slot = -1
}
