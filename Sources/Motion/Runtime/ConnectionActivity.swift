/// Whether each of a runtime's connected streams is active, by connection index, how many are,
/// and the interaction that made each (see `SpringScheduler.activity`).
struct ConnectionActivity {
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
