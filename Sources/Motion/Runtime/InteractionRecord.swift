/// What a runtime keeps for one interaction it was given: the element it is listed under, the
/// connections and subscriptions its wiring made (so removing it undoes exactly those), how many
/// of those connections are active, and who watches its state.
final class InteractionRecord: GappedListItem {
  let interaction: any Interaction
  let element: Element
  /// The runtime's connections the interaction made, by index.
  var connections = ConnectionIndices()
  /// How many of `connections` are active.
  var activeConnections = 0
  /// The other subscriptions its wiring made (a toggle of a spring by a gesture) and the
  /// observers of its state (see `MotionRuntime.stateStream(of:)`): in an object made for the
  /// first of either, since few interactions have them.
  private var madeExtras: Extras?
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
    guard after != before else { return }
    InteractionRegistry.setActive(ObjectIdentifier(interaction), after == .active)
    guard let observers = madeExtras?.stateObservers, !observers.isEmpty else { return }
    observers.forEach { $0(after) }
  }

  /// Adds an observer of the state; returns the number that removes it.
  func addStateObserver(_ observer: @escaping (MotionState) -> Void) -> Int {
    extras.stateObservers.add(observer)
  }

  /// Removes the observer of the state registered under `id`, if it is still there.
  func removeStateObserver(_ id: Int) {
    madeExtras?.stateObservers.remove(id)
  }

  /// Keeps `subscription`, made by the interaction's wiring, until `cancelSubscriptions()`.
  func keep(_ subscription: Subscription) {
    extras.subscriptions.append(subscription)
  }

  /// Cancels the subscriptions kept, in the order they were kept, and lets them go.
  func cancelSubscriptions() {
    guard let extras = madeExtras, !extras.subscriptions.isEmpty else { return }
    let subscriptions = replace(&extras.subscriptions, with: [])
    for subscription in subscriptions { subscription.cancel() }
  }

  /// Tells every observer of the state `state`, then removes them all: the record is going.
  func removeStateObservers(telling state: MotionState?) {
    guard let extras = madeExtras, !extras.stateObservers.isEmpty else { return }
    let observers = replace(&extras.stateObservers, with: ObserverList())
    if let state { observers.forEach { $0(state) } }
  }

  private var extras: Extras {
    if let madeExtras { return madeExtras }
    let made = Extras()
    madeExtras = made
    return made
  }
}

/// What few interactions' records have (see `InteractionRecord.madeExtras`).
private final class Extras {
  var subscriptions: [Subscription] = []
  var stateObservers = ObserverList<(MotionState) -> Void>()
}
