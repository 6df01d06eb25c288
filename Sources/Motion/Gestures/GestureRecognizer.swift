/// The base of every recognizer (drag, pinch, rotation, tap, long press, and a program's own):
/// touches in, a state and values out.
///
/// The runtime feeds it the touches routed to its element; it tells its observers (and so
/// `gestureSource(_:)` streams) after every event it takes, which changes its state, its values,
/// its touches or its velocity. Subclasses read touches in scene space and convert into any
/// element's space on request.
///
/// Times are those of the wall clock (`MotionRuntime.gestureTime`), never the slowed or paused
/// motion time, so a velocity is what the finger really did. The runtime also tells the
/// recognizers holding touches how much wall time has passed at every advance, without
/// notifying observers: a velocity read at any time is the velocity at that time, so a finger
/// held still for 40 ms reads zero before it moves or lifts again.
///
/// The life of a gesture, as UIKit's: `possible` while touches are down but the gesture is not
/// recognized; `began` on the event that recognizes it, then `changed` on every later event;
/// `ended` when its last touch lifts, `cancelled` when any of its touches is cancelled (all its
/// touches are then released), or `failed` when that happens before it was recognized. Those
/// three stay until the next touch goes down on it, which resets it to `possible` with fresh
/// values.
///
/// When a touch lands or lifts mid-gesture the recognizer re-baselines: its values (translation,
/// scale, rotation) carry on from where they were and follow the new set of touches from there,
/// so nothing jumps. Observers get a `changed` (or, before recognition, `possible`) notification
/// for that event, so they see `numberOfTouches` and the centroid change. A lift reported away
/// from the touch's last location is first handled as a move there (its own notification).
///
/// Velocity is a least-squares fit over the last 100 ms of the values at each move (see
/// `VelocityEstimator`); landings and lifts add no sample, and a value still for 40 ms reads
/// zero, so a finger that rests before lifting tosses nothing. A cancelled gesture's velocity
/// is zero: it hands nothing on.
///
/// Robustness: events for touches it does not hold (moves, lifts, cancels) are ignored; a second
/// `began` for a touch it holds first cancels that touch (and so the gesture), then starts anew;
/// a `began` or `moved` at a non-finite location is ignored; a time earlier than the previous
/// event's, or not finite, counts as the previous event's time (a new gesture may start at any
/// finite time).
///
/// ## Subclassing
///
/// The class is open: a recognizer of your own overrides the hooks below, and the base keeps
/// the touches, the centroid, the velocity and the observers. A continuous gesture (one that
/// `began`, `changed`, `ended`) measures a value from `touches` in `resetValues()`,
/// `rebaseline()` and `updateValues()`, says when it is recognized with
/// `isPastRecognitionThreshold`, and may report the value's velocity through `sampledValue`. A
/// discrete gesture, or one with rules of its own, decides its state in
/// `nextState(after:proposed:)` (after each touch event) and `nextState(atGestureTime:)` (as
/// wall time passes with touches held); the base applies what they return and tells the
/// observers. Hooks are called on the runtime's isolation domain, never concurrently.
open class GestureRecognizer {
  /// How far (scene points) the touches must travel for a gesture to be recognized: the drag's
  /// centroid, the pinch's span, the rotating touches along their arc. The movement made before
  /// recognition is part of the values when the gesture begins, neither lost nor jumped.
  public static let defaultRecognitionDistance: Double = 3
  /// This recognizer's recognition distance (see `defaultRecognitionDistance`). At 0 a drag
  /// begins as soon as a touch goes down, which is how a tossed element is caught by a finger
  /// that only holds it, and how DirectlyManipulable keeps the element under the centroid
  /// before a pinch or rotation begins.
  ///
  /// - Precondition: finite and at least 0 (not a number would never recognize a gesture).
  public var recognitionDistance: Double = GestureRecognizer.defaultRecognitionDistance {
    didSet { Self.check(recognitionDistance, "recognitionDistance") }
  }
  /// The shortest span (scene points) a pinch or rotation measures: 24, under a fingertip's width
  /// (about 44 points), so two real fingers always span more, while a finger pinned under
  /// another, or two landing on one point, start closer. At such a span a point of movement is
  /// a large ratio or angle, so while the touches are closer than this the recognizer holds its
  /// value, and it re-baselines on the first usable span: the value carries on from there
  /// without a jump. Android's scale detector ignores small spans the same way; Flutter's scale
  /// slop (18 logical pixels) is of the same order.
  public static let minimumSpan: Double = 24

  /// The element the recognizer is attached to.
  public internal(set) var element: Element? {
    get { elementLink?.owner }
    set { elementLink = newValue?.link }
  }
  private var elementLink: OwnerLink<Element>?
  /// Where the recognizer is listed in its element's recognizers (see `GappedList`).
  var listing: (list: ObjectIdentifier, index: Int)?
  /// The recognizer's state, as UIKit's.
  public internal(set) var state: GestureRecognizerState = .possible
  /// Whether the recognizer is in its element's list: the router checks it for every event it
  /// hands out, so one removed by an observer mid-event gets no more of it.
  var isAttached = false
  /// Whether an interaction attached it (rather than the program): such a recognizer leaves its
  /// element when no runtime uses it any more.
  var attachedByInteraction = false
  /// How many live runtimes have an interaction driven by it.
  var runtimeUses: Int32 = 0
  /// The touches the recognizer holds, in the order they went down, in scene space.
  public internal(set) var touches: [(id: Int, location: Point)] = []
  /// The time of the latest event the recognizer handled, on the wall clock (0 before any).
  public var lastEventTime: Double { madeTouchState?.eventClock.now ?? 0 }
  /// The mean location of the held touches in scene space; once the last touch lifts, where they
  /// were then (the origin before any touch).
  public internal(set) var sceneCentroid: Point {
    get { madeTouchState?.sceneCentroid ?? .zero }
    set { touchState.sceneCentroid = newValue }
  }

  /// The rate of change of `sampledValue`, per second, as last estimated.
  ///
  /// Estimated when read, at the time of the last estimate: the fit depends only on the samples
  /// and that time, which change together, so reading later gives what estimating at once gave.
  /// A drag reads it on release and for dumps and the overlay, not on every move.
  /// Setting it fixes the reading until the next estimate (tests stand in for a gesture so).
  var estimatedVelocity: Point {
    get { madeTouchState?.velocity ?? .zero }
    set { touchState.reading = .fixed(newValue) }
  }
  /// What the recognizer keeps of the touches it handles, made on the first (see `TouchState`).
  private(set) var madeTouchState: TouchState?
  var touchState: TouchState {
    if let madeTouchState { return madeTouchState }
    let made = TouchState()
    madeTouchState = made
    return made
  }

  /// The observers, up to two without an array (a tossable's drag has two: its drag's and its
  /// toss's streams).
  private var observers = InlinePairList<RecognizerObserver>()
  /// The number of the next observer; wrapping after four billion observers of one recognizer,
  /// it could only repeat the number of one still registered from that long ago.
  private var nextObserverID: Int32 = 0

  /// What subscriptions and operators hold instead of a weak reference (see `OwnerLink`); made
  /// on the first of them.
  private var ownerLink: OwnerLink<GestureRecognizer>?

  /// Creates a recognizer attached to nothing.
  public init() {}

  deinit {
    ownerLink?.owner = nil
  }

  var link: OwnerLink<GestureRecognizer> {
    if let ownerLink { return ownerLink }
    let made = OwnerLink(self)
    ownerLink = made
    return made
  }

  /// How many touches the recognizer holds.
  public var numberOfTouches: Int { touches.count }

  /// The centroid of the held touches (see `sceneCentroid`), converted into `element`'s space.
  public func centroid(in element: Element) -> Point {
    element.convert(sceneCentroid, from: nil)
  }

  /// Takes one touch event routed to the recognizer's element, updates the state and values and
  /// notifies the observers (see the type's documentation for the rules).
  public func handle(_ event: TouchEvent) {
    switch event.phase {
    case .began: touchBegan(event)
    case .moved: touchMoved(event)
    case .ended: touchEnded(event)
    case .cancelled: touchCancelled(event)
    }
  }

  /// Calls `observer` after every change of state or value until the subscription is cancelled.
  @discardableResult
  public func observe(_ observer: @escaping (GestureRecognizer) -> Void) -> Subscription {
    RecognizerSubscription(link, id: addObserver(observer))
  }

  /// Calls `observer` after every change until `removeObserver(_:)` is called with the number
  /// returned: for a subscription that removes it itself (`gestureSource(_:)`'s).
  func addObserver(_ observer: @escaping (GestureRecognizer) -> Void) -> Int {
    let id = nextObserverID
    nextObserverID &+= 1
    observers.append(RecognizerObserver(notify: observer, id: id))
    return Int(id)
  }

  /// Takes the observer registered under `id` out of the list.
  func removeObserver(_ id: Int) {
    observers.removeAll { Int($0.id) == id }
    // Cancelled while the observers are being told: it is not told of this change either.
    if let touched = madeTouchState, touched.notifyingDepth > 0 { touched.cancelledWhileNotifying.append(id) }
  }

  /// Where the touch `id` is in `touches`, or nil when the recognizer does not hold it.
  private func indexOfTouch(_ id: Int) -> Int? {
    touches.firstIndex { $0.id == id }
  }

  /// Where the touch `id` was last seen, in scene space, while the recognizer holds it; nil
  /// once it lifts or when it never held it.
  func lastLocation(ofTouch id: Int) -> Point? {
    indexOfTouch(id).map { touches[$0].location }
  }

  /// Tells every observer that the recognizer changed.
  func notifyObservers() {
    let touched = touchState
    touched.notifyingDepth += 1
    for observer in observers {
      if !touched.cancelledWhileNotifying.isEmpty, touched.cancelledWhileNotifying.contains(Int(observer.id))
      {
        continue
      }
      observer.notify(self)
    }
    touched.notifyingDepth -= 1
    if touched.notifyingDepth == 0, !touched.cancelledWhileNotifying.isEmpty {
      touched.cancelledWhileNotifying.removeAll()
    }
  }

  // MARK: Subclass hooks

  /// Hook: puts the values back to those of a gesture that has not moved; called when the first
  /// touch of a gesture goes down, before it is in `touches`. The base does nothing.
  open func resetValues() {}
  /// Hook: keeps the current values and measures from the current touches from now on; called
  /// when a touch lands or lifts mid-gesture, so nothing jumps. The base does nothing.
  open func rebaseline() {}
  /// Hook: recomputes the values from `touches` (holding them when they cannot be measured);
  /// called after every move. The base does nothing.
  open func updateValues() {}
  /// Hook: true once the values have moved far enough for a continuous gesture to be recognized
  /// (`possible` becomes `began` on that event). The base says false: never.
  open var isPastRecognitionThreshold: Bool { false }
  /// Hook: the value whose velocity the recognizer reports (a translation, or a scale or an
  /// angle in x), sampled at every move. The base reports zero.
  open var sampledValue: Point { .zero }
  /// Hook: the state after `event`, which the base has taken (its touches, values and
  /// velocity are up to date); `proposed` is what the continuous rules give (see the type's
  /// documentation). The base returns `proposed`. Observers are told of the state returned.
  open func nextState(after event: TouchEvent, proposed: GestureRecognizerState) -> GestureRecognizerState {
    proposed
  }
  /// Hook: the state once the wall clock reads `time` with touches held and no event (a long
  /// press recognized by holding still), or nil to keep the state. When it returns another
  /// state, observers are told. The base returns nil.
  open func nextState(atGestureTime time: Double) -> GestureRecognizerState? { nil }
  /// Hook: true while `nextState(atGestureTime:)` may change the state as wall time passes with
  /// no event (a long press not yet held long enough). While a recognizer holding touches says
  /// so, the runtime's `isAnimating` is true, so a host that skips the frames in which nothing
  /// animates still walks these, and the gesture is decided at the frame it would be live. A
  /// recognizer of your own that overrides `nextState(atGestureTime:)` overrides this too. The
  /// base says false.
  open var isWaitingForGestureTime: Bool { false }

  /// Stops the program with a message unless `value`, the option `name`, is finite and at least
  /// 0: a distance or a duration a gesture is measured against, which otherwise would silently
  /// fail (or recognize) every gesture.
  static func check(_ value: Double, _ name: String) {
    precondition(value.isFinite && value >= 0, "\(name) must be finite and at least 0, got \(value)")
  }

  /// Applies `nextState(after:proposed:)` to the state the base's rules gave for `event`.
  private func applyStateHook(_ event: TouchEvent) {
    var stamped = event
    stamped.time = lastEventTime
    state = nextState(after: stamped, proposed: state)
  }

  // MARK: Touch handling

  private func touchBegan(_ event: TouchEvent) {
    if indexOfTouch(event.id) != nil {
      touchCancelled(event)
    }
    guard event.location.isFinite else { return }
    let isNewGesture = touches.isEmpty
    let time = acceptTime(event.time, startingGesture: isNewGesture)
    if isNewGesture {
      state = .possible
      resetValues()
      touchState.samples.estimator.reset()
    }
    // Room for ten fingers on the first touch, not before: most recognizers of a large scene
    // are never touched.
    if touches.capacity == 0 { touches.reserveCapacity(10) }
    touches.append((event.id, event.location))
    sceneCentroid = TouchGeometry.mean(of: touches)
    rebaseline()
    // The first touch's location is the gesture's first sample; a later landing changes no
    // value, and a sample for it would read as a pause.
    if isNewGesture {
      sampleVelocity(at: time)
    } else {
      estimateVelocity(at: time)
    }
    advanceState()
    applyStateHook(event)
    notifyObservers()
  }

  private func touchMoved(_ event: TouchEvent) {
    guard let index = indexOfTouch(event.id), event.location.isFinite
    else { return }
    let time = acceptTime(event.time, startingGesture: false)
    touches[index].location = event.location
    sceneCentroid = TouchGeometry.mean(of: touches)
    updateValues()
    sampleVelocity(at: time)
    advanceState()
    applyStateHook(event)
    notifyObservers()
  }

  private func touchEnded(_ event: TouchEvent) {
    guard let moved = indexOfTouch(event.id) else { return }
    // A lift reported away from the last move is that move first, so its movement counts.
    if event.location.isFinite, event.location != touches[moved].location {
      var move = event
      move.phase = .moved
      touchMoved(move)
    }
    // An observer told of that move may have cancelled or lifted this touch, or others.
    guard let index = indexOfTouch(event.id) else { return }
    let time = acceptTime(event.time, startingGesture: false)
    touches.remove(at: index)
    // A lift changes no value, so it adds no sample (it would read as a pause and slow a toss);
    // it only lets the time since the last movement count.
    if touches.isEmpty {
      estimateVelocity(at: time)
      state = state.isActive ? .ended : .failed
    } else {
      sceneCentroid = TouchGeometry.mean(of: touches)
      rebaseline()
      estimateVelocity(at: time)
      if state.isActive { state = .changed }
    }
    applyStateHook(event)
    notifyObservers()
    if touches.isEmpty { madeTouchState?.finishSampling() }
  }

  private func touchCancelled(_ event: TouchEvent) {
    guard indexOfTouch(event.id) != nil else { return }
    _ = acceptTime(event.time, startingGesture: false)
    touches.removeAll(keepingCapacity: true)
    // A cancelled gesture has no release velocity: nothing should be flung by it.
    madeTouchState?.reading = .zero
    state = state.isActive ? .cancelled : .failed
    applyStateHook(event)
    notifyObservers()
    if touches.isEmpty { madeTouchState?.finishSampling() }
  }

  /// The gesture clock reads `time` with no event: a velocity held since the last event is
  /// re-read at that time (zero once the values have been still for 40 ms). Observers are not
  /// told; the velocity is read when needed (dumps, the overlay, a release).
  func timePassed(to time: Double) {
    guard !touches.isEmpty else { return }
    if let next = nextState(atGestureTime: time), next != state {
      state = next
      notifyObservers()
    }
    guard let touched = madeTouchState, touched.velocitySamples?.estimator.isStill(at: time) ?? true else {
      return
    }
    touched.reading = .zero
  }

  /// The event's time, never earlier than the previous event's within a gesture.
  private func acceptTime(_ time: Double, startingGesture: Bool) -> Double {
    touchState.eventClock.advance(to: time, restarting: startingGesture)
  }

  private func sampleVelocity(at time: Double) {
    let touched = touchState
    touched.samples.estimator.add(time: time, value: sampledValue)
    touched.reading = .estimated(at: time)
  }

  private func estimateVelocity(at time: Double) {
    touchState.reading = .estimated(at: time)
  }

  private func advanceState() {
    switch state {
    case .possible where isPastRecognitionThreshold: state = .began
    case .began, .changed: state = .changed
    default: break
    }
  }
}

extension GestureRecognizer: GappedListItem {}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "recognizers are confined with the runtime that drives them")
extension GestureRecognizer: Sendable {}
