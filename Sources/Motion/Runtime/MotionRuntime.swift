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
///
/// ## Concurrency
///
/// A runtime and everything it drives (its scene and elements, recognizers, properties, streams,
/// springs and interactions) live in one isolation domain: make them and use them on the main
/// actor, or inside one actor that owns them. None of them is `Sendable`, so the compiler refuses
/// to hand one to another domain; the values they take and give (points, touch events, spring
/// parameters, states) are `Sendable`. Runtimes in different domains run side by side.
///
/// ## One runtime an element
///
/// An interaction, and the elements interactions are added to, belong to one runtime at a time:
/// adding an interaction that another live runtime has (and has not removed), or adding to an
/// element another live runtime drives, is a precondition failure with a message naming both, as
/// each would move the element once a runtime (twice in all).
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
  private(set) var recordBeingWired: InteractionRecord?
  /// Springs of points on this runtime's clock, as the Tossable specification's `springSource`;
  /// `springSource(_:)` makes a stream of a spring of any value type.
  public private(set) lazy var springSource = SpringSource<Point>(runtime: self)

  private var clocks = RuntimeClocks()
  /// Steps the running springs and decays, and counts the connections' activity.
  let scheduler = SpringScheduler()
  /// The connected streams, by index and by property (so that a velocity reads only its own
  /// property's).
  var connections = ConnectionTable()
  var subscriptions: [Subscription] = []
  var atRestObservers = ObserverList<() -> Void>()
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
    let listed = records.items(owner: ObjectIdentifier(self))
    for record in listed {
      Self.release(recognizersOf: record.interaction)
    }
    InteractionRegistry.unregister(listed.map { ObjectIdentifier($0.interaction) })
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
  ///
  /// - Precondition: neither `interaction` nor `element` belongs to another live runtime (see
  ///   the type's documentation); the failure's message names the interaction and the element.
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
    refuseIfDrivenElsewhere(interaction, on: element)
    element.drivingRuntime = link
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

  /// Stops the program when another live runtime has `interaction` or drives `element`: both
  /// runtimes would move the element, each by the whole gesture.
  private func refuseIfDrivenElsewhere(_ interaction: any Interaction, on element: Element) {
    if let other = element.drivingRuntime?.owner, other !== self {
      preconditionFailure(
        "element \"\(element.name)\" is driven by another MotionRuntime; remove its interactions there "
          + "(or release that runtime) before adding \(type(of: interaction)) here")
    }
    if InteractionRegistry.register(ObjectIdentifier(interaction), in: ObjectIdentifier(self)) != nil {
      preconditionFailure(
        "this \(type(of: interaction)) is added to another MotionRuntime; remove it there (or release "
          + "that runtime) before adding it to element \"\(element.name)\" here")
    }
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
    if recordsByElement[element]?.isEmpty == true {
      recordsByElement[element] = nil
      record.element.drivingRuntime = nil
    }
    listedInteractions = nil
    InteractionRegistry.unregister(ObjectIdentifier(interaction))
    // A connection the program cancelled itself may have given its index to another since.
    for index in record.connections where scheduler.record(ofConnection: index) === record {
      disconnect(index)
    }
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
  func disconnect(_ index: Int) {
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
    // Motion time moves first, so that what a held gesture starts as the wall time passes (a
    // long press recognized) starts at the frame's time, as what an event starts does.
    let wallTime = clocks.advanceGestureTime(to: gestureTime)
    let motionTime = clocks.advanceMotionTime(to: time)
    router.gestureTimePassed(to: wallTime)
    let extent = scheduler.step(to: motionTime)
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

  /// True while a spring (or any stepper) is in flight, or a held gesture waits on time alone
  /// to be decided (a long press not yet held long enough): only then does advancing time
  /// change anything. A host may skip the frames in which it is false and no input arrives, as
  /// long as it advances the runtime to the time of the next input.
  public var isAnimating: Bool { scheduler.isAnimating || router.hasRecognizerWaitingForTime }

  /// True while any recognizer in the scene is in `began` or `changed`.
  public var isBeingManipulated: Bool {
    router.hasActiveRecognizer
  }

  func notifyIfAtRest() { notifyIfAtRest(isStill: scheduler.extent.isStill) }

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

// Confined to its runtime's isolation domain (see `MotionRuntime`, "Concurrency"): the compiler
// refuses to hand one to another domain.
@available(*, unavailable, message: "a runtime is confined to the main actor or the actor that owns it")
extension MotionRuntime: Sendable {}
