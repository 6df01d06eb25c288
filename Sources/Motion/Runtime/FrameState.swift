/// What a frame reads and writes for every running stepper, kept in one stored property of the
/// scheduler: each access to a class's stored property is checked for exclusivity at run time,
/// so a frame hands the whole of it to `stepInPlace` and pays one check for a run of springs
/// rather than several a spring.
struct FrameState {
  /// The running steppers in the order they started; a stopped one leaves a gap behind until
  /// the next compaction, so stopping never shifts the others.
  var steppers: [RunningStepper] = []
  /// How many steppers run (the non-nil entries of `steppers`).
  var running = 0
  /// What a frame samples of a batch of point springs before calling any (see
  /// `SpringScheduler.step(to:)`): for each slot whether its flight moves or rests at the frame's
  /// time, and its value there.
  var samples = [StepperSample](repeating: StepperSample(kind: .other, value: .zero), count: batchSize)
  /// How many steppers a frame samples before calling any.
  static let batchSize = 64
  /// Whether each connection's stream is active, how many are, and the interaction that made
  /// each: kept here, beside the steppers, so the frame where a spring rests counts its
  /// connection in the same access.
  var activity = ConnectionActivity()

  /// What the stepper in `slot` shows at `now`: a point flight's value and whether it moves.
  // Inlined with the flight's closed form: the flight is read where it lies in the list.
  @inline(__always)
  func sample(_ slot: Int, at now: Double) -> StepperSample {
    guard steppers[slot].pointRunner != nil else { return StepperSample(kind: .other, value: .zero) }
    let sample = steppers[slot].flight.sample(at: now)
    return StepperSample(kind: sample.atRest ? .resting : .moving, value: sample.value)
  }

  /// Samples the steppers in `slots` at `now` into `samples`, from its start.
  mutating func sample(_ slots: Range<Int>, at now: Double) {
    for slot in slots { samples[slot - slots.lowerBound] = sample(slot, at: now) }
  }

  /// What a frame's start and end look at, read in one access.
  struct Extent {
    /// The length of `steppers`, gaps included.
    var entries: Int
    /// How many steppers run.
    var running: Int
    /// How many connections are active.
    var activeConnections: Int

    /// Whether gaps are half the list or more, when `SpringScheduler` closes them.
    var hasGaps: Bool { entries > 2 * running }
    /// Whether no stepper runs and no connection is active.
    var isStill: Bool { running == 0 && activeConnections == 0 }
  }

  var extent: Extent {
    Extent(entries: steppers.count, running: running, activeConnections: activity.activeCount)
  }

  /// Samples the steppers in `batch` at `now` and steps its point springs in place from its
  /// start (see `stepInPlace`). Returns the first slot that needs `SpringScheduler.step(_:to:)`,
  /// or the batch's end.
  mutating func sampleAndStepInPlace(_ batch: Range<Int>, at now: Double) -> Int {
    sample(batch, at: now)
    return stepInPlace(from: batch.lowerBound, upTo: batch.upperBound, batchStart: batch.lowerBound)
  }

  /// Steps the sampled point springs from `slot` on, up to `end`, as long as a step reaches no
  /// code outside the runner, the property and this state: a moving spring whose property has no
  /// observers, and one that rests there and whose observer reports its state only to one of the
  /// runtime's connections that no interaction made. Returns the first slot that needs
  /// `SpringScheduler.step(_:to:)`, or `end`; so the springs are still stepped one after another
  /// in their order, with exactly the effects that `step(_:to:)` has.
  mutating func stepInPlace(from slot: Int, upTo end: Int, batchStart: Int) -> Int {
    var slot = slot
    while slot < end {
      let sampled = samples[slot - batchStart]
      guard let property = steppers[slot].property else { return slot }
      switch sampled.kind {
      case .moving:
        guard property.with({ $0.writeIfUnobserved(sampled.value) }) else { return slot }
      case .resting:
        // When nothing observes the property and the connection only counts, the runner is the
        // only code the rest reaches, and it cannot start the spring again: so the property takes
        // its rest value here, as a moving spring's property takes its value, before the runner
        // rests.
        guard let runner = steppers[slot].pointRunner, let connection = steppers[slot].connection,
          activity.records[Int(connection)] == nil, property.with({ $0.writeIfUnobserved(sampled.value) })
        else { return slot }
        let rest = runner.with { $0.rest(on: sampled.value, delivery: .written, reportingRest: false) }
        runner.with { $0.stepperSlot = nil }
        if rest.cameToRest { _ = activity.set(Int(connection), active: false) }
        steppers[slot].clearPointSpring()
        running -= 1
      case .other:
        return slot
      }
      slot += 1
    }
    return end
  }
}

/// What a frame found when it sampled a running stepper.
struct StepperSample {
  var kind: Kind
  /// A point flight's value at the frame's time.
  var value: Point
}

extension StepperSample {
  enum Kind: UInt8 {
    /// A point flight that moves at the frame's time.
    case moving
    /// A point flight at rest at the frame's time.
    case resting
    /// Any other stepper.
    case other
  }
}
