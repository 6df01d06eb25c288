/// Gives each touch, when it goes down, to the deepest element under it that has recognizers,
/// and sends that touch's later events to the same element's recognizers only
/// (docs/gestures.md).
///
/// The element is found by hit testing through the transforms (the scene catches every point
/// nothing else does) and walking up to the nearest element, the hit one included, that has
/// recognizers. A touch no element with recognizers lies under is dropped with all its events.
/// Moves, lifts and cancels of touches it does not know are ignored. A second `began` for a
/// touch that is still down means its lift was lost: the old touch is cancelled on its element
/// (so a gesture it drove ends as `cancelled`, flinging nothing), and the new one is routed
/// afresh. A `began` at a non-finite location is dropped.
final class TouchRouter {
  private let owners = TouchOwnerTable()
  /// The elements that had a recognizer in progress after the last touch or time they were
  /// given: recognizers change state on what the router hands them, so no other element can
  /// have one in progress. Keeps "is anything being manipulated" from walking the tree, and
  /// from walking every touched element on each event.
  private var manipulated: [ObjectIdentifier: Element] = [:]

  deinit {
    // A router that goes mid-gesture takes its listings with it: a later router may be given
    // its address, and would read them as its own.
    clearListings()
  }

  /// Clears the listings this router made on the elements of its table.
  private func clearListings() {
    let me = ObjectIdentifier(self)
    for element in manipulated.values where element.listedAsManipulatedBy == me {
      element.listedAsManipulatedBy = nil
    }
  }

  /// True while a recognizer of an element that received touches is in `began` or `changed`.
  /// Once none is, the elements noted are forgotten.
  var hasActiveRecognizer: Bool {
    for element in manipulated.values where Self.isManipulated(element) { return true }
    guard !manipulated.isEmpty else { return false }
    clearListings()
    manipulated.removeAll(keepingCapacity: true)
    return false
  }

  /// True while a recognizer holding a touch waits on the wall clock to decide its state (see
  /// `GestureRecognizer.isWaitingForGestureTime`).
  var hasRecognizerWaitingForTime: Bool {
    var waiting = false
    owners.forEachOwner { owner in
      guard !waiting else { return }
      waiting = !Self.forEachRecognizer(of: owner) { !$0.isWaitingForGestureTime }
    }
    return waiting
  }

  private static func isManipulated(_ element: Element) -> Bool {
    !forEachRecognizer(of: element) { !$0.state.isActive }
  }

  /// Calls `body` with each of `element`'s recognizers in order until it returns false, and says
  /// whether it went through all of them.
  ///
  /// The recognizers are read from a copy of the list, which holds every one of them even if
  /// `body` removes one.
  @discardableResult
  private static func forEachRecognizer(of element: Element, _ body: (GestureRecognizer) -> Bool) -> Bool {
    element.forEachGestureRecognizer(body)
  }

  /// Notes whether `owner` has a recognizer in progress after it was handed something.
  ///
  /// Through a drag that answer stays the same event after event, and the table is written only
  /// when it changes: the element, just handed the event, says whether it is listed, so a drag
  /// neither looks up nor writes the table on every event.
  private func noteManipulation(of owner: Element) {
    let isManipulated = Self.isManipulated(owner)
    let me = ObjectIdentifier(self)
    let key = ObjectIdentifier(owner)
    switch owner.listedAsManipulatedBy {
    case me:
      guard !isManipulated else { return }
      owner.listedAsManipulatedBy = nil
      manipulated[key] = nil
    case nil:
      if isManipulated {
        owner.listedAsManipulatedBy = me
        manipulated[key] = owner
      } else if !manipulated.isEmpty {
        // An entry made while another router listed the element (below) is dropped here.
        manipulated[key] = nil
      }
    default:
      // Another router (another runtime over the same scene) lists the element: this one keeps
      // its own table by writing it on every event, as it did before elements said so.
      manipulated[key] = isManipulated ? owner : nil
    }
  }

  /// The element that owns the touch `id`, while it is down.
  func owner(ofTouch id: Int) -> Element? { owners[id] }

  /// The ids of the touches that are down and owned by some element, in increasing order.
  var touchIDs: [Int] { owners.ids }

  /// Delivers `event` to the recognizers of the element that owns its touch.
  func route(_ event: TouchEvent, in scene: Scene) {
    switch event.phase {
    case .began:
      if let previous = owners.removeValue(forKey: event.id) {
        var cancel = event
        cancel.phase = .cancelled
        deliver(cancel, to: previous)
      }
      guard event.location.isFinite, let owner = Self.owner(at: event.location, in: scene) else {
        return
      }
      owners.set(owner, for: event.id)
      deliver(event, to: owner)
    case .moved:
      guard let owner = owners[event.id] else { return }
      deliver(event, to: owner)
    case .ended:
      // A lift reported away from the touch's last location is a move there first, handed to
      // all the element's recognizers before any of them sees the lift: one recognizer that
      // moved and lifted on its own re-baselined the others' shared element (a pinch's scale
      // then applied about the wrong point).
      if event.location.isFinite, let owner = owners[event.id], Self.isAway(event, on: owner) {
        var move = event
        move.phase = .moved
        route(move, in: scene)
      }
      if let owner = owners.removeValue(forKey: event.id) { deliver(event, to: owner) }
    case .cancelled:
      if let owner = owners.removeValue(forKey: event.id) { deliver(event, to: owner) }
    }
  }

  /// Whether a recognizer of `owner` last saw the touch of `event` somewhere else.
  private static func isAway(_ event: TouchEvent, on owner: Element) -> Bool {
    !forEachRecognizer(of: owner) { recognizer in
      recognizer.lastLocation(ofTouch: event.id).map { $0 == event.location } ?? true
    }
  }

  /// The deepest element under `location` that has recognizers, or nil when none has.
  static func owner(at location: Point, in scene: Scene) -> Element? {
    var candidate = scene.hitTest(location)
    while let element = candidate, !element.hasGestureRecognizers {
      candidate = element.parent
    }
    return candidate
  }

  /// Tells the recognizers of every element that owns a touch that the gesture clock reads
  /// `time`, so that their velocities are those of that time.
  func gestureTimePassed(to time: Double) {
    owners.forEachOwner { owner in
      owner.forEachGestureRecognizer { recognizer in
        recognizer.timePassed(to: time)
        return true
      }
      noteManipulation(of: owner)
    }
  }

  private func deliver(_ event: TouchEvent, to owner: Element) {
    Self.forEachRecognizer(of: owner) { recognizer in
      // One an observer removed while the event went round gets no more of it.
      if recognizer.isAttached { recognizer.handle(event) }
      return true
    }
    noteManipulation(of: owner)
  }
}

extension MotionRuntime {
  /// The element whose recognizers receive the touch `id`, while that touch is down; nil for a
  /// touch that is up, unknown, or that went down where no element has recognizers.
  func element(owningTouch id: Int) -> Element? {
    router.owner(ofTouch: id)
  }

  /// The ids of the touches that are down on elements with recognizers, in increasing order.
  var routedTouchIDs: [Int] { router.touchIDs }
}
