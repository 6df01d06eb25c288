/// What a runtime keeps for one interaction it was given: the element it is listed under, the
/// connections and subscriptions its wiring made (so removing it undoes exactly those), how many
/// of those connections are active, and who watches its state.
final class InteractionRecord: GappedListItem {
  let interaction: any Interaction
  let element: Element
  /// The runtime's connections the interaction made, by index.
  var connections = ConnectionIndices()
  /// Other subscriptions its wiring made (a toggle of a spring by a gesture).
  var subscriptions: [Subscription] = []
  /// How many of `connections` are active.
  var activeConnections = 0
  /// The observers of its state (see `MotionRuntime.stateStream(of:)`), by a number of their
  /// own: in an object made for the first, since few interactions' states are watched and the
  /// list took three words a record.
  private var madeStateObservers: StateObservers?
  /// Where the record is listed in its runtime's interactions.
  var listing: (list: ObjectIdentifier, index: Int)?

  init(_ interaction: any Interaction, on element: Element) {
    self.interaction = interaction
    self.element = element
  }

  /// `active` while any stream the interaction connected is active.
  var state: MotionState { activeConnections > 0 ? .active : .atRest }

  /// Counts a change of one of its connections, and tells the state's observers when the
  /// interaction's state changes.
  func connectionDidBecome(active: Bool) {
    let before = state
    activeConnections += active ? 1 : -1
    assert(activeConnections >= 0, "an interaction's active connections miscounted")
    let after = state
    guard after != before, let observers = madeStateObservers?.list, !observers.isEmpty else { return }
    observers.forEach { $0(after) }
  }

  /// Adds an observer of the state; returns the number that removes it.
  func addStateObserver(_ observer: @escaping (MotionState) -> Void) -> Int {
    let observers = madeStateObservers ?? StateObservers()
    madeStateObservers = observers
    return observers.list.add(observer)
  }

  /// Removes the observer of the state registered under `id`, if it is still there.
  func removeStateObserver(_ id: Int) {
    madeStateObservers?.list.remove(id)
  }

  /// Tells every observer of the state `state`, then removes them all: the record is going.
  func removeStateObservers(telling state: MotionState?) {
    guard let observers = madeStateObservers else { return }
    madeStateObservers = nil
    if let state { observers.list.forEach { $0(state) } }
  }
}

/// The observers of an interaction's state (see `InteractionRecord.addStateObserver(_:)`).
private final class StateObservers {
  var list = ObserverList<(MotionState) -> Void>()
}
