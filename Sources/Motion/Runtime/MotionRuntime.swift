/// The seeds' aggregator: owns the scene's interactions, connections, touch routing and clocks.
///
/// Input goes in through `handle(_:)` (one touch event, or many in order), time through
/// `advance(to:gestureTime:)`. The runtime keeps two clocks, because slowing motion down must not
/// change what a finger measures:
/// - `currentTime`, motion time: springs start and step on it; a host slows it down or stops it
///   (slow motion, pause).
/// - `gestureTime`, the wall clock (script time in a replay): touch events are stamped on it and
///   gestures measure their velocities on it, so a toss made in slow motion leaves the finger at
///   the speed it really moved, and follows in motion time the path it follows at normal speed.
///
/// A host that never slows motion down may use `advance(to:)` and touch times alone: the two
/// clocks then move together. Between the host's advances they also move together: an event
/// later than `gestureTime` moves both clocks on by the same amount, so a host that slows motion
/// down advances both clocks to the input's time before handing it in. Time only moves forward:
/// an event or advance whose time is earlier than the current time, or not finite, leaves that
/// clock where it is (the event is still handled, at the current time).
public final class MotionRuntime {
  /// The root of the element tree this runtime drives.
  public let scene: Scene
  /// The interactions added and not removed, in the order they were added, each with the element
  /// it was added to.
  public var interactions: [(interaction: any Interaction, element: Element)] {
    if let listedInteractions { return listedInteractions }
    let listed = records.items(owner: ObjectIdentifier(self)).map { ($0.interaction, $0.element) }
    listedInteractions = listed
    return listed
  }
  /// `interactions` as last read, until an interaction is removed: read every frame by an overlay.
  /// Made on the first read, not kept from the start: an entry is six words, and a runtime no
  /// one lists the interactions of (a replay's) would keep one for each interaction.
  private var listedInteractions: [(interaction: any Interaction, element: Element)]?
  /// The interactions' records in the order added, with the gaps removals leave (see `GappedList`).
  private var records = GappedList<InteractionRecord>()
  /// The record of each interaction, by its identity.
  private var recordsByInteraction: [ObjectIdentifier: InteractionRecord] = [:]
  /// The records listed under each element, by the element's identity (a record holds its
  /// element, so the identity stays its own while listed here).
  private var recordsByElement: [ObjectIdentifier: InlineList<InteractionRecord>] = [:]
  /// The interaction whose wiring is under way: what it connects is its own (see `wire(_:on:_:)`).
  private var recordBeingWired: InteractionRecord?
  /// Springs of points on this runtime's clock, as the Tossable specification's `springSource`.
  public private(set) lazy var springSource = SpringSource<Point>(runtime: self)

  private var motionClock = MonotonicClock()
  private var gestureClock = MonotonicClock()
  /// The running steppers, their samples and the connections' activity (see `FrameState`).
  private var table = FrameState()
  private var isStepping = false
  /// While a frame steps: the slots whose samples are held, and the slot being stepped (else −1).
  private var sampledBatch = 0..<0
  private var steppingSlot = -1
  /// Runners cancelled during the current frame (see `keepUntilFrameEnds`).
  private var keptUntilFrameEnds: [AnyObject] = []
  /// The connections by index; a removed interaction's leave nil, whose index the next
  /// connection takes (`freeConnectionIndices`).
  private var connections: [RuntimeConnection?] = []
  private var freeConnectionIndices: [Int] = []
  /// The connections of each property, in connection order, so that a velocity reads only its
  /// own property's.
  /// (The first of a list linked through `RuntimeConnection.nextOnProperty`, whose last is the
  /// first's `previousOnProperty`: no array a property, and one reference an entry.)
  private var connectionsByProperty: [ObjectIdentifier: RuntimeConnection] = [:]
  private var subscriptions: [Subscription] = []
  private var atRestObservers = ObserverList<() -> Void>()
  private var wasAtRest = true
  let router = TouchRouter()

  /// How spring sources and runs refer to this runtime without keeping it alive.
  private(set) lazy var link = OwnerLink(self)

  /// Creates a runtime for `scene`, starting its clock at 0.
  public init(scene: Scene) {
    self.scene = scene
  }

  deinit {
    link.owner = nil
    for connection in connections { connection?.subscription?.cancel() }
    for subscription in subscriptions { subscription.cancel() }
    // The recognizers the interactions attached leave their elements with the last runtime
    // that drove them; each removal costs O(1) amortized, so tearing down is linear.
    for record in records.items(owner: ObjectIdentifier(self)) {
      Self.release(recognizersOf: record.interaction)
    }
  }

  /// Counts one runtime fewer using `interaction`'s recognizers, and takes each that an
  /// interaction attached off its element once no runtime uses it.
  private static func release(recognizersOf interaction: any Interaction) {
    for recognizer in (interaction as? RecognizerOwning)?.ownRecognizers ?? [] {
      recognizer.runtimeUses -= 1
      if recognizer.runtimeUses <= 0, recognizer.attachedByInteraction {
        recognizer.element?.removeGestureRecognizer(recognizer)
      }
    }
  }

  /// Motion time, in seconds: the latest handed in by `advance`, or moved on by a touch event
  /// (see the type's documentation). Springs run on it.
  public var currentTime: Double { motionClock.now }
  /// Wall time, in seconds: the latest touch event's time or `advance`'s `gestureTime`. Gestures
  /// measure on it; a finger's velocity is judged at this time (still for 40 ms reads zero).
  public var gestureTime: Double { gestureClock.now }

  /// Adds `interaction` to `element` (the seeds' `transaction.add(plan:to:)`). An interaction is
  /// added once: adding it again, to this element or another, does nothing (its recognizer
  /// already drives the first, and a second wiring would move the element twice as far). A
  /// `Tossable` is listed under the element it tosses, whatever `element` is given.
  public func add(_ interaction: any Interaction, to element: Element) {
    wire(interaction, on: (interaction as? FixedTarget)?.target ?? element) {
      interaction.add(to: element, withRuntime: self)
    }
  }

  /// Adds `interaction` to `element` with `constraints` applied to the stream of values it
  /// writes (positions, scales or angles; see `ConstrainableInteraction`), as Material Motion's
  /// `runtime.add(_:to:constraints:)`; otherwise as `add(_:to:)`.
  public func add<Value>(
    _ interaction: any ConstrainableInteraction<Value>, to element: Element,
    constraints: @escaping Constraints<Value>
  ) {
    wire(interaction, on: (interaction as? FixedTarget)?.target ?? element) {
      interaction.add(to: element, withRuntime: self, constraints: constraints)
    }
  }

  /// The interactions of type `type` added to `element`, in the order they were added.
  public func interactions<I: Interaction>(ofType type: I.Type, for element: Element) -> [I] {
    (recordsByElement[ObjectIdentifier(element)] ?? .empty).compactMap { $0.interaction as? I }
  }

  /// Lists `interaction` among the runtime's interactions, for dumps and the overlay, and runs
  /// `wiring` when it was not listed yet: whatever `wiring` connects belongs to the interaction,
  /// and goes when it is removed. Interactions connected without `add(_:to:)`, as the Tossable specification's
  /// `connect(with:)`, wire themselves through it.
  func wire(_ interaction: any Interaction, on element: Element, _ wiring: () -> Void) {
    let key = ObjectIdentifier(interaction)
    if let listed = recordsByInteraction[key] {
      // Listed by `add`, which is running the interaction's own wiring now.
      if listed === recordBeingWired { wiring() }
      return
    }
    let record = InteractionRecord(interaction, on: element)
    recordsByInteraction[key] = record
    recordsByElement[ObjectIdentifier(element), default: .empty].append(record)
    records.append(record, owner: ObjectIdentifier(self))
    listedInteractions?.append((interaction, element))
    for recognizer in (interaction as? RecognizerOwning)?.ownRecognizers ?? [] { recognizer.runtimeUses += 1 }
    let outer = recordBeingWired
    recordBeingWired = record
    wiring()
    recordBeingWired = outer
  }

  /// The interaction added last and not removed since, or nil when none is: what a host letting
  /// a whole scene go a slice at a time removes next, without listing every interaction
  /// (`interactions`) first. O(1): the list keeps no gap at its end.
  package var lastInteraction: (any Interaction)? { records.entries.last?.interaction }

  /// Whether `interaction` is added to this runtime (and not removed since).
  public func contains(_ interaction: any Interaction) -> Bool {
    recordsByInteraction[ObjectIdentifier(interaction)] != nil
  }

  /// Removes `interaction`, as UIKit's `removeGestureRecognizer(_:)` or Material Motion's
  /// removal of a plan: the streams it connected are disconnected (a spring it drove stops where
  /// it is), a gesture of its in progress is cancelled, and the recognizers it attached leave
  /// their elements unless another runtime still uses them. The runtime no longer lists or holds
  /// it. Does nothing when the interaction is not added here. O(1) amortized, whatever the
  /// number of interactions, so removing every interaction of a scene is linear.
  ///
  /// A removed interaction may be added again; it is wired anew.
  public func remove(_ interaction: any Interaction) {
    guard let record = recordsByInteraction.removeValue(forKey: ObjectIdentifier(interaction)) else { return }
    records.remove(record, owner: ObjectIdentifier(self))
    let element = ObjectIdentifier(record.element)
    recordsByElement[element]?.removeAll { $0 === record }
    if recordsByElement[element]?.isEmpty == true { recordsByElement[element] = nil }
    listedInteractions = nil
    for index in record.connections { disconnect(index) }
    record.cancelSubscriptions()
    Self.release(recognizersOf: interaction)
    (interaction as? RuntimeBound)?.runtimeDidRemove(self)
    record.connections = ConnectionIndices()
    let wasActive = record.activeConnections > 0
    record.activeConnections = 0
    record.removeStateObservers(telling: wasActive ? .atRest : nil)
    notifyIfAtRest()
  }

  /// Removes every interaction added to `element` (those listed under it), in the order they
  /// were added; linear in the number of that element's interactions.
  public func removeInteractions(of element: Element) {
    for record in recordsByElement[ObjectIdentifier(element)] ?? .empty { remove(record.interaction) }
  }

  /// Cancels the connection at `index`, takes it out of the counts and lists, and frees the
  /// index for the next connection.
  private func disconnect(_ index: Int) {
    guard let connection = connections[index] else { return }
    connection.subscription?.cancel()
    connection.subscription = nil
    _ = table.activity.set(index, active: false)
    if let first = connectionsByProperty[connection.property] {
      // The first's previous is the last; the last's next is nil.
      let previous = connection.previousOnProperty
      let next = connection.nextOnProperty
      if first === connection {
        // Its next, if any, becomes the first, whose previous is the last.
        next?.previousOnProperty = previous
        connectionsByProperty[connection.property] = next
      } else {
        previous?.nextOnProperty = next
        (next ?? first).previousOnProperty = previous
      }
    }
    connection.nextOnProperty = nil
    connection.previousOnProperty = nil
    connections[index] = nil
    table.activity.records[index] = nil
    freeConnectionIndices.append(index)
  }

  /// A stream of `interaction`'s state on this runtime: its state now on subscription, then each
  /// change. `active` while any stream the interaction connected is active (its gesture in
  /// progress, its spring in flight), as Material Motion's `state` of a plan; `atRest` once it is
  /// removed, after which the stream says nothing more. Each change reaches the observers in
  /// O(1) each; cancelling the subscription unregisters the observer.
  public func stateStream(of interaction: any Interaction) -> MotionObservable<MotionState> {
    MotionObservable { [weak self] observer in
      guard let record = self?.recordsByInteraction[ObjectIdentifier(interaction)] else {
        observer.next(.atRest)
        return {}
      }
      observer.next(record.state)
      let id = record.addStateObserver(observer.next)
      return { [weak record] in record?.removeStateObserver(id) }
    }
  }

  /// Writes every value of `stream` to `property` until the runtime is released, and counts the
  /// stream's activity towards `isAtRest`. While the stream is active, its velocity (from its
  /// metadata) is the property's velocity.
  @_specialize(where T == Point)
  public func connect<T>(_ stream: MotionObservable<T>, to property: ReactiveProperty<T>) {
    // Specialized for points, which springs and drags write every frame, so that each write
    // reaches the property without generic dispatch. The property is held strongly: a weak load
    // on every write cost as much as the spring's arithmetic, and the connection keeps nothing
    // alive that the runtime's scene or the caller does not already keep.
    let index = freeConnectionIndices.popLast() ?? connections.count
    let connection = Connection(
      property: property, velocity: stream.metadata.velocity, runtime: self, index: index)
    // Listed before subscribing: a stream may report its state from inside `subscribe`.
    if index == connections.count {
      connections.append(connection)
      table.activity.append(recordBeingWired)
    } else {
      connections[index] = connection
      table.activity.records[index] = recordBeingWired
    }
    recordBeingWired?.connections.append(index)
    connection.subscription = stream.subscribe(
      observer: MotionObserver(
        writingTo: property,
        // The connection is the closure's whole context. A point spring this runtime steps does
        // not call it when it rests: the runtime counts that itself (see `MotionObserver.connection`),
        // without reaching the connection (that frame is memory-bound from ten thousand springs
        // on). The connection holding its subscription and the subscription this closure is a
        // cycle the runtime's deinit breaks by cancelling them.
        state: { [connection] state in connection.stateDidChange(to: state) },
        connection: connection))
    if let first = connectionsByProperty[connection.property] {
      let last = first.previousOnProperty
      last?.nextOnProperty = connection
      connection.previousOnProperty = last
      first.previousOnProperty = connection
    } else {
      connection.previousOnProperty = connection
      connectionsByProperty[connection.property] = connection
    }
  }

  /// Counts a connected stream's change of activity towards `isAtRest`.
  func connection(_ index: Int, didBecomeActive nowActive: Bool) {
    guard countActivity(of: index, nowActive: nowActive) else { return }
    // While stepping, `advance` tells once, after the last stepper, instead of per spring.
    if !isStepping { notifyIfAtRest() }
  }

  /// Counts a connection's change of activity, and tells the interaction that made it; says
  /// whether there was a change.
  private func countActivity(of index: Int, nowActive: Bool) -> Bool {
    guard let change = table.activity.set(index, active: nowActive) else { return false }
    change.record?.connectionDidBecome(active: nowActive)
    return true
  }

  /// Turns `spring` off while `recognizer` is in progress and on again when it ends, so a
  /// gesture and a spring can drive the same property by turns (Material Motion's `toggle`).
  /// Turned on again, the spring starts from its `initialValue` with its `initialVelocity`:
  /// write the release velocity there first (for example from the recognizer's `.ended`
  /// state, observed before this call) to carry it. For streams, `toggled(with:)` does the
  /// same hand-over on the stream's switch.
  public func toggle<T: SpringValue>(_ spring: Spring<T>, inReactionTo recognizer: GestureRecognizer) {
    var wasActive = recognizer.state.isActive
    let subscription = recognizer.observe { [weak spring] recognizer in
      let isActive = recognizer.state.isActive
      guard isActive != wasActive else { return }
      wasActive = isActive
      spring?.enabled.write(!isActive)
    }
    if let recordBeingWired {
      recordBeingWired.keep(subscription)
    } else {
      subscriptions.append(subscription)
    }
  }

  /// The velocity of `element`'s position in its parent's space, in points per second: that of
  /// the active stream driving it (a spring or a gesture), else zero.
  public func velocity(of element: Element) -> Point {
    // An element whose position property was never made has nothing connected to it.
    element.madePositionProperty.flatMap { velocity(of: $0) } ?? .zero
  }

  /// The velocity of `property` per second: that of the first active stream connected to it
  /// that reports a finite one (a spring's, a decay's, a gesture's), else nil. For a scale, in
  /// scale units per second (a pinch's, or the spring that settles it); for a rotation, in
  /// radians per second.
  public func velocity<T: SpringValue>(of property: ReactiveProperty<T>) -> T? {
    var candidate = connectionsByProperty[ObjectIdentifier(property)]
    while let connection = candidate {
      candidate = connection.nextOnProperty
      guard table.activity.isActive[connection.index], let typed = connection as? Connection<T>,
        let v = typed.velocity?(),
        v.isFinite
      else { continue }
      return v
    }
    return nil
  }

  /// Routes a touch to the recognizers of the deepest element under it that has some (docs/gestures.md),
  /// after moving the gesture clock to the event's time (on the wall clock) and
  /// the motion clock on by as much.
  public func handle(_ event: TouchEvent) {
    route(event)
  }

  /// Routes one event, stamped with the gesture clock's time.
  private func route(_ event: TouchEvent) {
    let previous = gestureTime
    gestureClock.advance(to: event.time)
    // Clocks that read alike move to the event's time exactly, so no rounding creeps in.
    motionClock.advance(to: currentTime == previous ? gestureTime : currentTime + (gestureTime - previous))
    var stamped = event
    stamped.time = gestureTime
    router.route(stamped, in: scene)
    notifyIfAtRest()
  }

  /// Handles `events` in order, exactly as handing each to `handle(_:)` in turn would; faster
  /// when there are many, such as a script line or a device report that moves many fingers:
  /// while one event is handled, the memory the next few will reach is asked for, so that their
  /// waits on memory overlap instead of following one another.
  public func handle(_ events: [TouchEvent]) {
    for index in events.indices {
      route(events[index])
    }
  }

  /// Moves both clocks on by the same amount, motion time to `time`, and steps every running
  /// spring: for a host whose motion time runs at wall speed.
  public func advance(to time: Double) {
    let wallTime = gestureTime == currentTime ? time : gestureTime + Self.elapsed(from: currentTime, to: time)
    advance(to: time, gestureTime: wallTime)
  }

  /// Moves motion time to `time` and the gesture clock to `gestureTime` (wall time), steps every
  /// running spring to `time`, and lets each held gesture see the wall time pass (a finger held
  /// still for 40 ms now reads velocity zero).
  ///
  /// Called from an observer while the runtime steps its springs (a value written during a
  /// frame), it takes effect when that step ends: the frame finishes at its own time first, then
  /// the runtime advances to the later one.
  public func advance(to time: Double, gestureTime: Double) {
    guard !isStepping else {
      deferredAdvance =
        deferredAdvance.map { (max($0.time, time), max($0.gestureTime, gestureTime)) }
        ?? (time, gestureTime)
      return
    }
    gestureClock.advance(to: gestureTime)
    router.gestureTimePassed(to: self.gestureTime)
    let now = motionClock.advance(to: time)
    // Each read of the runtime's frame state is checked for exclusivity at run time: a frame
    // reads it here, and once at the end of its stepping, and decides the rest from those.
    var extent = table.extent
    if extent.running > 0 {
      isStepping = true
      extent = stepRunningSteppers(over: extent.entries, to: now)
      isStepping = false
      if extent.hasGaps { compactSteppers() }
    }
    if let deferred = deferredAdvance {
      deferredAdvance = nil
      advance(to: deferred.time, gestureTime: deferred.gestureTime)
      return
    }
    notifyIfAtRest(isStill: extent.isStill)
  }

  /// An advance asked for by an observer while the springs were being stepped.
  private var deferredAdvance: (time: Double, gestureTime: Double)?

  /// Steps every running stepper to `now`, in the order they started. Steppers started during
  /// the walk are appended and stepped in this frame too, in a round of their own.
  ///
  /// A batch at a time: first the batch's point flights are sampled, which keeps that loop to
  /// arithmetic over contiguous memory; then each point spring's value goes straight to its
  /// observer (or it is told it rests there), and that loop runs ahead through the observers'
  /// scattered objects: at 50k springs a step took half the time. Any other stepper is called.
  ///
  /// `entries` is the length of the list when the frame begins; returns the list's extent when it
  /// ends.
  private func stepRunningSteppers(over entries: Int, to now: Double) -> FrameState.Extent {
    var start = 0
    var end = entries
    var extent: FrameState.Extent
    repeat {
      for batch in stride(from: start, to: end, by: FrameState.batchSize) {
        let batchEnd = min(batch + FrameState.batchSize, end)
        sampledBatch = batch..<batchEnd
        var slot = table.sampleAndStepInPlace(batch..<batchEnd, at: now)
        while slot < batchEnd {
          steppingSlot = slot
          step(slot, to: now)
          slot = table.stepInPlace(from: slot + 1, upTo: batchEnd, batchStart: batch)
        }
      }
      start = end
      extent = table.extent
      end = extent.entries
    } while start < end
    steppingSlot = -1
    sampledBatch = 0..<0
    if !keptUntilFrameEnds.isEmpty { discard(replace(&keptUntilFrameEnds, with: [])) }
    return extent
  }

  /// What the stepper in `slot` shows at `now`: a point flight's value and whether it moves.
  private func sample(_ slot: Int, at now: Double) -> StepperSample {
    table.sample(slot, at: now)
  }

  /// Steps `slot` with what was sampled of it.
  private func step(_ slot: Int, to now: Double) {
    let sampled = table.samples[slot - sampledBatch.lowerBound]
    let value = sampled.value
    // Read once, without the flight: every read of the list is a checked access.
    let stepper = table.steppers[slot].links
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
      let rest: (runsAgain: Bool, cameToRest: Bool)
      if let property = stepper.property {
        let wasActive = runner.with { $0.beginRest(on: value) }
        property.with { $0.write(value) }
        rest = runner.with {
          $0.endRest(wasActive: wasActive, reportingRest: connection == nil)
        }
      } else {
        rest = runner.with { $0.rest(on: value, reportingRest: connection == nil) }
      }
      // `connection(_:didBecomeActive:)` without its check for rest: `advance` makes it once.
      if let connection, rest.cameToRest { _ = countActivity(of: Int(connection), nowActive: false) }
      if !rest.runsAgain { vacate(slot, pointRunner: runner) }
    case .other:
      if let other = stepper.stepper, !other.step(to: now) { vacate(slot) }
    }
  }

  /// Starts stepping `stepper` on this runtime's clock until it reports rest; a point spring
  /// still held (restarted from inside its rest value) takes its new flight.
  func addStepper(_ stepper: any Stepper) {
    guard stepper.stepperSlot == nil else {
      flightDidChange(of: stepper)
      return
    }
    stepper.stepperSlot = table.steppers.count
    table.steppers.append(RunningStepper(stepper, on: self))
    table.running += 1
  }

  /// Takes the new flight of a running point spring (see `Stepper.pointFlight`).
  func flightDidChange(of stepper: any Stepper) {
    guard let slot = stepper.stepperSlot, let point = stepper.pointFlight else { return }
    table.steppers[slot].flight = point.flight
    // Renewed during a frame after its batch was sampled but before its turn: sample it again,
    // so that it shows what the new flight shows now, as it would had it been sampled at its turn.
    if slot > steppingSlot, sampledBatch.contains(slot) {
      let renewed = sample(slot, at: currentTime)
      table.samples[slot - sampledBatch.lowerBound] = renewed
    }
  }

  /// Stops stepping `stepper`.
  func removeStepper(_ stepper: any Stepper) {
    guard let slot = stepper.stepperSlot else { return }
    vacate(slot)
    if !isStepping { compactSteppers() }
  }

  /// Stops stepping the point spring in `slot` without reaching its runner, which is going.
  func removeStepper(inSlot slot: Int) {
    guard table.steppers.indices.contains(slot), table.steppers[slot].pointRunner != nil else { return }
    table.steppers[slot].clearPointSpring()
    table.running -= 1
    if !isStepping { compactSteppers() }
  }

  /// Keeps `runner` alive until the current frame has been stepped, when it stops during one:
  /// the runtime holds its steppers without retaining them (a retain and a release a spring, each
  /// an atomic write, cost as much as its arithmetic and held up the reads of the next springs),
  /// so a spring whose subscription is cancelled from inside its own observer would otherwise
  /// be freed while the runtime's call into it is still running.
  func keepUntilFrameEnds(_ runner: AnyObject) {
    guard isStepping else { return }
    // Taken out, added to and put back: the list's every access only moves it (see `replace`).
    var kept = replace(&keptUntilFrameEnds, with: [])
    kept.append(runner)
    discard(replace(&keptUntilFrameEnds, with: kept))
  }

  /// Takes the stepper out of `slot`, leaving a gap for the next compaction.
  private func vacate(_ slot: Int) {
    if let point = table.steppers[slot].pointRunner {
      vacate(slot, pointRunner: point)
    } else if let stepper = table.steppers[slot].stepper {
      stepper.stepperSlot = nil
      table.steppers[slot].stepper = nil
      table.running -= 1
    } else {
      table.running -= 1
    }
  }

  /// `vacate(_:)` for the point spring `pointRunner` in `slot`.
  private func vacate(_ slot: Int, pointRunner: Unretained<SpringRunner<Point>>) {
    pointRunner.with { $0.stepperSlot = nil }
    table.steppers[slot].clearPointSpring()
    table.running -= 1
  }

  /// Closes the gaps stopped steppers left once they make up half the list, keeping the order:
  /// linear in the steppers, so each stop costs O(1) on average.
  private func compactSteppers() {
    guard table.extent.hasGaps else { return }
    // Entries hold nothing that needs releasing, so this is O(1): the frame where every spring
    // comes to rest walks no list again.
    guard table.running > 0 else {
      table.steppers.removeAll(keepingCapacity: true)
      return
    }
    var kept = 0
    for index in table.steppers.indices {
      if let point = table.steppers[index].pointRunner {
        point.with { $0.stepperSlot = kept }
      } else if let stepper = table.steppers[index].stepper {
        stepper.stepperSlot = kept
      } else {
        continue
      }
      if kept != index { table.steppers.swapAt(kept, index) }
      kept += 1
    }
    table.steppers.removeLast(table.steppers.count - kept)
  }

  /// True when no gesture is in progress, no connected stream is active and no spring runs.
  public var isAtRest: Bool {
    table.extent.isStill && !isBeingManipulated
  }

  /// True while a spring (or any stepper) is in flight: only then does advancing motion time
  /// change a value. A host may skip the frames in which it is false and no input arrives, as
  /// long as it advances the runtime to the time of the next input.
  public var isAnimating: Bool { table.running > 0 }

  /// True while any recognizer in the scene is in `began` or `changed`.
  public var isBeingManipulated: Bool {
    router.hasActiveRecognizer
  }

  /// Calls `observer` each time the runtime comes to rest after having moved: every gesture
  /// ended, every connected stream at rest, every spring still (UIKit's
  /// `UIViewPropertyAnimator` completion, for all of the runtime's motion at once).
  ///
  /// Cancelling the returned subscription unregisters the observer, in O(1) amortized; while it
  /// is not cancelled the runtime keeps the observer.
  @discardableResult
  public func whenAtRest(_ observer: @escaping () -> Void) -> Subscription {
    let id = atRestObservers.add(observer)
    return ClosureSubscription { [weak self] in self?.atRestObservers.remove(id) }
  }

  /// How far a clock at `now` moves forward to `time`: 0 for an earlier or non-finite time.
  private static func elapsed(from now: Double, to time: Double) -> Double {
    time.isFinite && time > now ? time - now : 0
  }

  private func notifyIfAtRest() { notifyIfAtRest(isStill: table.extent.isStill) }

  /// `notifyIfAtRest()` for a caller that has just read the frame state's `extent`.
  private func notifyIfAtRest(isStill: Bool) {
    let rest = isStill && !isBeingManipulated
    guard rest, !wasAtRest else {
      wasAtRest = rest
      return
    }
    wasAtRest = true
    // Nothing of the runtime is touched once its observers are being told: one of them may let
    // go of the last reference to it, and a connection calls in without holding one. The list
    // is a copy, so every observer is told even then.
    let observers = atRestObservers
    observers.forEach { $0() }
  }
}

/// A running stepper as a frame sees it. A point spring's flight sits here, in the array, so
/// that a frame samples the moving ones in one pass over contiguous memory instead of reaching
/// through each runner's objects (from ten thousand springs on those fell out of the caches, and
/// the chase cost several times the closed form).
///
/// It holds a point spring's runner and property without retaining them (see `Unretained`): a
/// runner takes itself off the runtime before it goes (see `SpringRunner.disconnect()` and
/// `MotionRuntime.keepUntilFrameEnds(_:)`), and its observer keeps the property alive while it
/// runs. Any other stepper, rare, is held.
private struct RunningStepper {
  /// A stepper other than a point spring's, called to step; nil for a point spring and a gap.
  var stepper: (any Stepper)?
  /// A point spring's stepper, called without retaining it to send values and to rest; nil for
  /// any other stepper and a gap.
  var pointRunner: Unretained<SpringRunner<Point>>?
  /// The property a point spring's observer writes each value to, when that is all it does
  /// (see `MotionObserver.property`): written here directly, the frame reaches one object a
  /// spring rather than three. Its runner's observer keeps it alive while the spring runs.
  var property: Unretained<ReactiveProperty<Point>>?
  /// A copy of a point spring's flight, renewed by `flightDidChange(of:)` whenever the runner
  /// flies anew, so both sample the same trajectory.
  var flight: SpringTrajectory<Point>
  /// The connection of this runtime whose activity a point spring's observer reports, if that
  /// is all its state channel does: the frame where the spring rests counts it here itself.
  var connection: Int32?

  init(_ stepper: any Stepper, on runtime: MotionRuntime) {
    if let point = stepper.pointFlight {
      pointRunner = point.stepper.runner
      if let connection = point.stepper.runner.with({ $0.observer.connection }),
        connection.belongs(to: runtime)
      {
        self.connection = Int32(exactly: connection.index)
      }
      property = point.stepper.property.map(Unretained.init)
      flight = point.flight
    } else {
      self.stepper = stepper
      flight = .resting
    }
  }
}

extension RunningStepper {
  /// What a step calls: the entry without its flight, which is large.
  var links:
    (
      stepper: (any Stepper)?, pointRunner: Unretained<SpringRunner<Point>>?,
      property: Unretained<ReactiveProperty<Point>>?, connection: Int32?
    )
  {
    (stepper, pointRunner, property, connection)
  }

  /// Leaves a point spring's entry a gap, in one access to the list.
  mutating func clearPointSpring() {
    pointRunner = nil
    property = nil
  }
}

/// What a runtime's frame reads and writes for every running spring, in one stored property of
/// the runtime: each access to a class's stored property is checked for exclusivity at run time,
/// a call each, which cost more than a spring's arithmetic when made several times a spring. A
/// frame hands the whole of it to `stepInPlace`, one checked access for a run of springs.
private struct FrameState {
  /// The running steppers in the order they started; a stopped one leaves a gap behind until
  /// the next compaction, so stopping never shifts the others (and a walk over them).
  var steppers: [RunningStepper] = []
  /// How many steppers run (the non-nil entries of `steppers`).
  var running = 0
  /// What a frame samples of a batch of point springs before calling any (see
  /// `MotionRuntime.stepRunningSteppers`): for each slot whether its flight moves or rests at the
  /// frame's time, and its value there. The batch is small enough that its running steppers stay
  /// in the first-level cache between sampling and sending.
  var samples = [StepperSample](repeating: StepperSample(kind: .other, value: .zero), count: batchSize)
  /// How many steppers a frame samples before calling any.
  static let batchSize = 64
  /// Whether each connection's stream is active, how many are, and the interaction that made
  /// each: kept here rather than in the connection, so the frame where thousands of springs rest
  /// counts them without reaching one more scattered object each.
  var activity = ConnectionActivity()

  /// What the stepper in `slot` shows at `now`: a point flight's value and whether it moves.
  // Inlined with the flight's closed form: reached in place in the list, the flight is read
  // where it lies rather than copied out for a call.
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

    /// Whether gaps are half the list or more, when `MotionRuntime.compactSteppers()` closes them.
    var hasGaps: Bool { entries > 2 * running }
    /// Whether no stepper runs and no connection is active.
    var isStill: Bool { running == 0 && activeConnections == 0 }
  }

  var extent: Extent {
    Extent(entries: steppers.count, running: running, activeConnections: activity.activeCount)
  }

  /// Samples the steppers in `batch` at `now` and steps its point springs in place from its
  /// start (see `stepInPlace`), so that a batch whose springs all step in place takes one access
  /// to this state. Returns the first slot that needs `MotionRuntime.step(_:to:)`, or the batch's
  /// end.
  mutating func sampleAndStepInPlace(_ batch: Range<Int>, at now: Double) -> Int {
    sample(batch, at: now)
    return stepInPlace(from: batch.lowerBound, upTo: batch.upperBound, batchStart: batch.lowerBound)
  }

  /// Steps the sampled point springs from `slot` on, up to `end`, as long as a step reaches no
  /// code outside the runner, the property and this state: a moving spring whose property has no
  /// observers, and one that rests there and whose observer reports its state only to one of the
  /// runtime's connections that no interaction made. Returns the first slot that needs
  /// `MotionRuntime.step(_:to:)`, or `end`; so the springs are still stepped one after another in
  /// their order, with exactly the effects that `step(_:to:)` has.
  mutating func stepInPlace(from slot: Int, upTo end: Int, batchStart: Int) -> Int {
    var slot = slot
    while slot < end {
      let sampled = samples[slot - batchStart]
      guard let property = steppers[slot].property else { return slot }
      switch sampled.kind {
      case .moving:
        guard property.with({ $0.writeIfUnobserved(sampled.value) }) else { return slot }
      case .resting:
        guard let runner = steppers[slot].pointRunner, let connection = steppers[slot].connection,
          activity.records[Int(connection)] == nil,
          property.with({ $0.writeIfUnobserved(sampled.value) })
        else { return slot }
        if runner.with({ $0.restInPlace(on: sampled.value) }) {
          _ = activity.set(Int(connection), active: false)
        }
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

/// The activity of a runtime's connections, by index (see `MotionRuntime.activity`).
private struct ConnectionActivity {
  /// Whether each connection's stream is active.
  private(set) var isActive: [Bool] = []
  /// How many are.
  private(set) var activeCount = 0
  /// The interaction that made each connection, if one did.
  var records: [InteractionRecord?] = []

  /// Lists a new connection, inactive.
  mutating func append(_ record: InteractionRecord?) {
    isActive.append(false)
    records.append(record)
  }

  /// A change of a connection's activity, for the interaction that made it.
  struct Change {
    let record: InteractionRecord?
  }

  /// Marks the connection at `index` active or not; nil when it already was.
  mutating func set(_ index: Int, active: Bool) -> Change? {
    guard active != isActive[index] else { return nil }
    isActive[index] = active
    activeCount += active ? 1 : -1
    return Change(record: records[index])
  }
}

/// What a frame found when it sampled a running stepper.
private struct StepperSample {
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
