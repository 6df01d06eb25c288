/// Steps a runtime's running springs and decays (its steppers) each frame, in the order they
/// started, and counts the activity of the runtime's connected streams, whose rest a frame
/// counts as springs come to rest.
///
/// A frame goes a batch at a time: it samples the batch's point flights first, then hands each
/// point spring's value straight to its property (or tells its runner it rests there), and calls
/// any other stepper to step. A stepper comes to rest one way, `SpringRunner.rest(on:delivery:reportingRest:)`.
///
/// The scheduler holds its steppers without retaining them (see `RunningStepper`); a runner
/// stopped from inside its own observer during a frame is kept until the frame ends.
final class SpringScheduler {
  /// The running steppers, their samples and the connections' activity.
  private var frame = FrameState()
  /// Whether a frame is being stepped.
  private(set) var isStepping = false
  /// While a frame steps: the slots whose samples are held, and the slot being stepped (else −1).
  private var sampledBatch = 0..<0
  private var steppingSlot = -1
  /// Runners stopped during the current frame (see `keepUntilFrameEnds`).
  private var keptUntilFrameEnds: [AnyObject] = []

  /// How many steppers run, and how many connections are active.
  var extent: FrameState.Extent { frame.extent }
  /// Whether any stepper runs.
  var isAnimating: Bool { frame.running > 0 }

  // MARK: Connections' activity

  /// Lists a new connection at `index` (the next index, or one a removed connection freed),
  /// inactive, made by the interaction `record` if one did.
  func listConnection(at index: Int, madeBy record: InteractionRecord?) {
    if index == frame.activity.records.count {
      frame.activity.append(record)
    } else {
      frame.activity.records[index] = record
    }
  }

  /// Takes the connection at `index` out: inactive, made by no interaction.
  func unlistConnection(at index: Int) {
    _ = frame.activity.set(index, active: false)
    frame.activity.records[index] = nil
  }

  /// The interaction that made the connection at `index`, nil for one made by hand or unlisted.
  func record(ofConnection index: Int) -> InteractionRecord? { frame.activity.records[index] }

  /// Whether the connection at `index` is active.
  func isConnectionActive(_ index: Int) -> Bool { frame.activity.isActive[index] }

  /// Counts a connection's change of activity, and tells the interaction that made it; says
  /// whether there was a change.
  func countActivity(of index: Int, nowActive: Bool) -> Bool {
    guard let change = frame.activity.set(index, active: nowActive) else { return false }
    change.record?.connectionDidBecome(active: nowActive)
    return true
  }

  // MARK: Steppers

  /// Starts stepping `stepper` until it reports rest; a point spring still held (restarted from
  /// inside its rest value) takes its new flight, as at `now`.
  func add(_ stepper: any Stepper, at now: Double) {
    guard stepper.stepperSlot == nil else {
      flightDidChange(of: stepper, at: now)
      return
    }
    stepper.stepperSlot = frame.steppers.count
    frame.steppers.append(RunningStepper(stepper, on: self))
    frame.running += 1
  }

  /// Takes the new flight of a running point spring (see `Stepper.pointFlight`); `now` is the
  /// runtime's motion time.
  func flightDidChange(of stepper: any Stepper, at now: Double) {
    guard let slot = stepper.stepperSlot, let point = stepper.pointFlight else { return }
    frame.steppers[slot].flight = point.flight
    // Renewed during a frame after its batch was sampled but before its turn: sample it again,
    // so that it shows what the new flight shows now, as it would had it been sampled at its turn.
    if slot > steppingSlot, sampledBatch.contains(slot) {
      let renewed = frame.sample(slot, at: now)
      frame.samples[slot - sampledBatch.lowerBound] = renewed
    }
  }

  /// Stops stepping `stepper`.
  func remove(_ stepper: any Stepper) {
    guard let slot = stepper.stepperSlot else { return }
    vacate(slot)
    if !isStepping { compact() }
  }

  /// Stops stepping the point spring in `slot` without reaching its runner, which is going.
  func removePointSpring(inSlot slot: Int) {
    guard frame.steppers.indices.contains(slot), frame.steppers[slot].pointRunner != nil else { return }
    frame.steppers[slot].clearPointSpring()
    frame.running -= 1
    if !isStepping { compact() }
  }

  /// Keeps `runner` alive until the current frame has been stepped, when it stops during one:
  /// the scheduler holds its steppers without retaining them, so a spring whose subscription is
  /// cancelled from inside its own observer would otherwise be freed while the scheduler's call
  /// into it is still running.
  func keepUntilFrameEnds(_ runner: AnyObject) {
    guard isStepping else { return }
    // Taken out, added to and put back: the list's every access only moves it (see `replace`).
    var kept = replace(&keptUntilFrameEnds, with: [])
    kept.append(runner)
    discard(replace(&keptUntilFrameEnds, with: kept))
  }

  // MARK: Frames

  /// Steps every running stepper to `now`, in the order they started; steppers started during
  /// the frame are stepped in it too, in a round of their own. Returns the extent at the end.
  func step(to now: Double) -> FrameState.Extent {
    // Each read of the frame state is checked for exclusivity at run time: a frame reads it
    // here, and once at the end of its stepping, and decides the rest from those.
    var extent = frame.extent
    guard extent.running > 0 else { return extent }
    isStepping = true
    extent = stepRunningSteppers(over: extent.entries, to: now)
    isStepping = false
    if extent.hasGaps { compact() }
    return extent
  }

  /// `step(to:)`'s walk: `entries` is the length of the list when the frame begins.
  private func stepRunningSteppers(over entries: Int, to now: Double) -> FrameState.Extent {
    var start = 0
    var end = entries
    var extent: FrameState.Extent
    repeat {
      for batch in stride(from: start, to: end, by: FrameState.batchSize) {
        let batchEnd = min(batch + FrameState.batchSize, end)
        sampledBatch = batch..<batchEnd
        var slot = frame.sampleAndStepInPlace(batch..<batchEnd, at: now)
        while slot < batchEnd {
          steppingSlot = slot
          step(slot, to: now)
          slot = frame.stepInPlace(from: slot + 1, upTo: batchEnd, batchStart: batch)
        }
      }
      start = end
      extent = frame.extent
      end = extent.entries
    } while start < end
    steppingSlot = -1
    sampledBatch = 0..<0
    if !keptUntilFrameEnds.isEmpty { discard(replace(&keptUntilFrameEnds, with: [])) }
    return extent
  }

  /// Steps `slot` with what was sampled of it.
  private func step(_ slot: Int, to now: Double) {
    let sampled = frame.samples[slot - sampledBatch.lowerBound]
    let value = sampled.value
    // Read once, without the flight: every read of the list is a checked access.
    let stepper = frame.steppers[slot].links
    switch sampled.kind {
    case .moving:
      if let property = stepper.property {
        property.with { $0.write(value) }
      } else {
        stepper.pointRunner?.with { $0.send(value) }
      }
    case .resting:
      guard let runner = stepper.pointRunner else { return }
      let connection = stepper.connection
      // A connection the scheduler counts itself hears nothing of the rest from the runner.
      let delivery = stepper.property.map { RestValueDelivery.toProperty($0) } ?? .toObserver
      let rest = runner.with { $0.rest(on: value, delivery: delivery, reportingRest: connection == nil) }
      // The runtime checks for rest once, when the frame ends.
      if let connection, rest.cameToRest { _ = countActivity(of: Int(connection), nowActive: false) }
      if !rest.runsAgain { vacate(slot, pointRunner: runner) }
    case .other:
      if let other = stepper.stepper, !other.step(to: now) { vacate(slot) }
    }
  }

  /// Takes the stepper out of `slot`, leaving a gap for the next compaction.
  private func vacate(_ slot: Int) {
    if let point = frame.steppers[slot].pointRunner {
      vacate(slot, pointRunner: point)
    } else if let stepper = frame.steppers[slot].stepper {
      stepper.stepperSlot = nil
      frame.steppers[slot].stepper = nil
      frame.running -= 1
    } else {
      frame.running -= 1
    }
  }

  /// `vacate(_:)` for the point spring `pointRunner` in `slot`.
  private func vacate(_ slot: Int, pointRunner: Unretained<SpringRunner<Point>>) {
    pointRunner.with { $0.stepperSlot = nil }
    frame.steppers[slot].clearPointSpring()
    frame.running -= 1
  }

  /// Closes the gaps stopped steppers left once they make up half the list, keeping the order:
  /// linear in the steppers, so each stop costs O(1) on average.
  private func compact() {
    guard frame.extent.hasGaps else { return }
    // Entries hold nothing that needs releasing, so this is O(1): the frame where every spring
    // comes to rest walks no list again.
    guard frame.running > 0 else {
      frame.steppers.removeAll(keepingCapacity: true)
      return
    }
    var kept = 0
    for index in frame.steppers.indices {
      if let point = frame.steppers[index].pointRunner {
        point.with { $0.stepperSlot = kept }
      } else if let stepper = frame.steppers[index].stepper {
        stepper.stepperSlot = kept
      } else {
        continue
      }
      if kept != index { frame.steppers.swapAt(kept, index) }
      kept += 1
    }
    frame.steppers.removeLast(frame.steppers.count - kept)
  }
}
