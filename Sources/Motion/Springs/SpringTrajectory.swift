/// One uninterrupted flight of a spring: from a value and velocity at `start` towards one
/// destination under one oscillator.
///
/// Whether the flight is at rest at time t is the energy rule of `DampedOscillator.restTime`
/// applied to its exact state at t. Energy only falls, so that rule holds from one instant on:
/// the rest time is a property of the flight, and every sample is a function of the flight's
/// start alone. What a spring shows at time t does not depend on which earlier times it was
/// sampled at, and starting a flight searches for nothing.
struct SpringTrajectory<T: SpringValue> {
  /// The clock time the flight began at.
  let start: Double
  /// Where the flight pulls to.
  let destination: T
  /// Value − destination at `start`.
  let displacement: T
  /// Velocity at `start`, in units per second.
  let velocity: T
  /// The solver, or nil when the spring's parameters are invalid (then it rests at once).
  let oscillator: DampedOscillator?
  /// Whether each sample before `restTime` checks the energy rule (a damped flight pulled to
  /// its destination), and the rest threshold it checks against.
  private let checksRest: Bool
  private let threshold: Double
  /// The clock time from which the flight is at rest when it is known without a search (a
  /// glide's end, a flight at rest from its start), else infinity.
  let restTime: Double
  /// The value it settles on: the destination exactly (see `DampedOscillator.restingDisplacement`
  /// for the one exception, k = 0).
  let restValue: T

  /// What a flight shows at one time.
  struct Sample {
    var value: T
    var velocity: T
    var atRest: Bool
  }

  /// Starts a flight. Non-finite inputs are replaced so that nothing non-finite can come out: a
  /// non-finite destination by the value, a non-finite value by the destination, a non-finite
  /// velocity by zero; a flight whose displacement overflows, or that has no valid oscillator,
  /// rests at once on its destination.
  init(start: Double, value: T, velocity: T, destination: T, oscillator: DampedOscillator?, threshold: Double)
  {
    let target = destination.isFinite ? destination : (value.isFinite ? value : .zero)
    let from = value.isFinite ? value : target
    let speed = velocity.isFinite ? velocity : .zero
    let offset = from - target
    self.start = start
    self.destination = target
    self.velocity = speed
    if let oscillator, offset.isFinite {
      self.oscillator = oscillator
      displacement = offset
      let known = oscillator.knownRestTime(displacement: offset, velocity: speed, threshold: threshold)
      restTime = start + (known ?? .infinity)
      checksRest = known == nil
      let end = oscillator.restingDisplacement(displacement: offset, velocity: speed, threshold: threshold)
      restValue = end == .zero ? target : target + end
    } else {
      self.oscillator = nil
      displacement = .zero
      restTime = start
      restValue = target
      checksRest = false
    }
    self.threshold = threshold >= 0 ? threshold : 0
  }

  /// A flight at rest at the origin from time 0, for storage that holds no flight.
  static var resting: Self {
    SpringTrajectory(
      start: 0, value: .zero, velocity: .zero, destination: .zero, oscillator: nil, threshold: 0)
  }

  /// True when the flight is at rest from its very start.
  var restsAtStart: Bool { restTime <= start }

  /// The value and velocity at `time`: the rest value and zero once the flight is at rest (from
  /// `restTime` on, or where its state meets the energy rule), and the destination should the
  /// solution ever overflow.
  // Inlined: a frame samples every running point spring where it lies in the scheduler's list;
  // as a call, each copied its flight out of the list first.
  @inline(__always)
  func sample(at time: Double) -> Sample {
    guard time < restTime, let oscillator else {
      return Sample(value: restValue, velocity: .zero, atRest: true)
    }
    let (x, v) = oscillator.carry(displacement: displacement, velocity: velocity, after: time - start)
    let value = destination + x
    // What `DampedOscillator.evolve` checks, then the value. The rule's sum is finite only when
    // x and v are (see `DampedOscillator.restEnergy`), which is almost always, and then stands
    // for their check.
    let stateIsFinite =
      checksRest && oscillator.restEnergy(displacement: x, velocity: v).isFinite || x.isFinite && v.isFinite
    guard stateIsFinite, value.isFinite else {
      return Sample(value: destination, velocity: .zero, atRest: true)
    }
    if checksRest, oscillator.isRested(displacement: x, velocity: v, threshold: threshold) {
      return Sample(value: restValue, velocity: .zero, atRest: true)
    }
    return Sample(value: value, velocity: v, atRest: false)
  }
}
