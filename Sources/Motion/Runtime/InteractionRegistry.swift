import Synchronization

/// Which runtime each added interaction belongs to, and which of them are active: what lets a
/// runtime refuse an interaction another live runtime drives, and what gives an interaction of
/// a program's own its `state` without bookkeeping of its own.
///
/// One table for the process, behind a lock: runtimes in different isolation domains (one on the
/// main actor, one in an actor) may add and remove at once. It is written when an interaction is
/// added or removed and when its state changes, never on a frame that changes no state.
enum InteractionRegistry {
  /// An added interaction's runtime and whether it is active.
  private struct Entry {
    var runtime: ObjectIdentifier
    var isActive: Bool
  }

  private static let table = Mutex<[ObjectIdentifier: Entry]>([:])

  /// Records `interaction` as added to `runtime`, at rest. Returns the runtime it was already
  /// added to when that is another one (nothing is recorded then).
  static func register(_ interaction: ObjectIdentifier, in runtime: ObjectIdentifier) -> ObjectIdentifier? {
    table.withLock { table in
      if let entry = table[interaction], entry.runtime != runtime { return entry.runtime }
      table[interaction] = Entry(runtime: runtime, isActive: false)
      return nil
    }
  }

  /// Forgets `interaction`: removed from its runtime, or its runtime went.
  static func unregister(_ interaction: ObjectIdentifier) {
    _ = table.withLock { $0.removeValue(forKey: interaction) }
  }

  /// Forgets every one of `interactions`, under one lock.
  static func unregister(_ interactions: [ObjectIdentifier]) {
    guard !interactions.isEmpty else { return }
    table.withLock { table in
      for interaction in interactions { table.removeValue(forKey: interaction) }
    }
  }

  /// Records a change of `interaction`'s state.
  static func setActive(_ interaction: ObjectIdentifier, _ isActive: Bool) {
    table.withLock { $0[interaction]?.isActive = isActive }
  }

  /// `active` while `interaction` is added to a runtime and any stream it connected is active.
  static func state(of interaction: ObjectIdentifier) -> MotionState {
    table.withLock { $0[interaction]?.isActive == true } ? .active : .atRest
  }
}
