/// The seeds' aggregator: the registry of a scene's interactions and of the streams they connect
/// to properties. It routes touches to recognizers (`TouchRouter`) and hands its running springs
/// and decays to a scheduler that steps them (`SpringScheduler`).
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
  /// `interactions` as last read, until an interaction is removed: an overlay reads it every
  /// frame. Made on the first read, since a runtime no one lists the interactions of (a
  /// replay's) has no use for it.
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

  private var clocks = RuntimeClocks()
  /// Steps the running springs and decays, and counts the connections' activity.
  let scheduler = SpringScheduler()
  /// The connected streams, by index and by property (so that a velocity reads only its own
  /// property's).
  private var connections = ConnectionTable()
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
    for connection in connections.connections { connection?.subscription?.cancel() }
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
  public var currentTime: Double { clocks.motionTime }
  /// Wall time, in seconds: the latest touch event's time or `advance`'s `gestureTime`. Gestures
  /// measure on it; a finger's velocity is judged at this time (still for 40 ms reads zero).
  public var gestureTime: Double { clocks.gestureTime }

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
    guard let connection = connections.connection(at: index) else { return }
    connection.subscription?.cancel()
    connection.subscription = nil
    scheduler.unlistConnection(at: index)
    connections.remove(connection)
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
    // reaches the property without generic dispatch. The property is held strongly: the
    // connection keeps nothing alive that the runtime's scene or the caller does not already keep.
    let index = connections.takeIndex()
    let connection = Connection(
      property: property, velocity: stream.metadata.velocity, runtime: self, index: index)
    // Listed before subscribing: a stream may report its state from inside `subscribe`.
    connections.insert(connection)
    scheduler.listConnection(at: index, madeBy: recordBeingWired)
    recordBeingWired?.connections.append(index)
    connection.subscription = stream.subscribe(
      observer: MotionObserver(
        writingTo: property,
        // A point spring this runtime's scheduler steps does not call it when it rests: the
        // scheduler counts that itself (see `MotionObserver.connection`). The connection holding
        // its subscription and the subscription this closure is a cycle the runtime's deinit
        // breaks by cancelling them.
        state: { [connection] state in connection.stateDidChange(to: state) },
        connection: connection))
    connections.link(connection)
  }

  /// Counts a connected stream's change of activity towards `isAtRest`.
  func connection(_ index: Int, didBecomeActive nowActive: Bool) {
    guard scheduler.countActivity(of: index, nowActive: nowActive) else { return }
    // While stepping, `advance` tells once, after the last stepper, instead of per spring.
    if !scheduler.isStepping { notifyIfAtRest() }
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
    var candidate = connections.firstConnection(to: ObjectIdentifier(property))
    while let connection = candidate {
      candidate = connection.nextOnProperty
      guard scheduler.isConnectionActive(connection.index), let typed = connection as? Connection<T>,
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
    var stamped = event
    stamped.time = clocks.takeEvent(at: event.time)
    router.route(stamped, in: scene)
    notifyIfAtRest()
  }

  /// Handles `events` in order, exactly as handing each to `handle(_:)` in turn would (a script
  /// line, or a device report that moves many fingers).
  public func handle(_ events: [TouchEvent]) {
    for index in events.indices {
      route(events[index])
    }
  }

  /// Moves both clocks on by the same amount, motion time to `time`, and steps every running
  /// spring: for a host whose motion time runs at wall speed.
  public func advance(to time: Double) {
    advance(to: time, gestureTime: clocks.gestureTime(movingOnWithMotionTo: time))
  }

  /// Moves motion time to `time` and the gesture clock to `gestureTime` (wall time), steps every
  /// running spring to `time`, and lets each held gesture see the wall time pass (a finger held
  /// still for 40 ms now reads velocity zero).
  ///
  /// Called from an observer while the runtime steps its springs (a value written during a
  /// frame), it takes effect when that step ends: the frame finishes at its own time first, then
  /// the runtime advances to the later one.
  public func advance(to time: Double, gestureTime: Double) {
    guard !scheduler.isStepping else {
      deferredAdvance =
        deferredAdvance.map { (max($0.time, time), max($0.gestureTime, gestureTime)) }
        ?? (time, gestureTime)
      return
    }
    router.gestureTimePassed(to: clocks.advanceGestureTime(to: gestureTime))
    let extent = scheduler.step(to: clocks.advanceMotionTime(to: time))
    if let deferred = deferredAdvance {
      deferredAdvance = nil
      advance(to: deferred.time, gestureTime: deferred.gestureTime)
      return
    }
    notifyIfAtRest(isStill: extent.isStill)
  }

  /// An advance asked for by an observer while the springs were being stepped.
  private var deferredAdvance: (time: Double, gestureTime: Double)?

  /// True when no gesture is in progress, no connected stream is active and no spring runs.
  public var isAtRest: Bool {
    scheduler.extent.isStill && !isBeingManipulated
  }

  /// True while a spring (or any stepper) is in flight: only then does advancing motion time
  /// change a value. A host may skip the frames in which it is false and no input arrives, as
  /// long as it advances the runtime to the time of the next input.
  public var isAnimating: Bool { scheduler.isAnimating }

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

  private func notifyIfAtRest() { notifyIfAtRest(isStill: scheduler.extent.isStill) }

  /// `notifyIfAtRest()` for a caller that has just read the scheduler's `extent`.
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
