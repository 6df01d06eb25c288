/// A runtime's connections by index, and the connections of each property in connection order.
///
/// A removed connection leaves its index free, and the next connection takes it. Each property's
/// connections form a list linked through `RuntimeConnection.nextOnProperty`, whose last is the
/// first's `previousOnProperty`, so appending and removing are O(1).
struct ConnectionTable {
  /// The connections by index; nil where one was removed.
  private(set) var connections: [RuntimeConnection?] = []
  private var freeIndices: [Int] = []
  /// The first connection of each property.
  private var firstByProperty: [ObjectIdentifier: RuntimeConnection] = [:]

  /// The index the next connection takes, taken now.
  mutating func takeIndex() -> Int { freeIndices.popLast() ?? connections.count }

  /// Lists `connection` at its index, which `takeIndex()` gave.
  mutating func insert(_ connection: RuntimeConnection) {
    if connection.index == connections.count {
      connections.append(connection)
    } else {
      connections[connection.index] = connection
    }
  }

  /// Appends the listed `connection` to its property's connections.
  mutating func link(_ connection: RuntimeConnection) {
    if let first = firstByProperty[connection.property] {
      let last = first.previousOnProperty
      last?.nextOnProperty = connection
      connection.previousOnProperty = last
      first.previousOnProperty = connection
    } else {
      connection.previousOnProperty = connection
      firstByProperty[connection.property] = connection
    }
  }

  /// The connection at `index`, nil when it was removed.
  func connection(at index: Int) -> RuntimeConnection? { connections[index] }

  /// The first connection to `property`, whose `nextOnProperty` leads to the others.
  func firstConnection(to property: ObjectIdentifier) -> RuntimeConnection? { firstByProperty[property] }

  /// Takes `connection` out of its property's connections and the table, and frees its index.
  mutating func remove(_ connection: RuntimeConnection) {
    if let first = firstByProperty[connection.property] {
      // The first's previous is the last; the last's next is nil.
      let previous = connection.previousOnProperty
      let next = connection.nextOnProperty
      if first === connection {
        // Its next, if any, becomes the first, whose previous is the last.
        next?.previousOnProperty = previous
        firstByProperty[connection.property] = next
      } else {
        previous?.nextOnProperty = next
        (next ?? first).previousOnProperty = previous
      }
    }
    connection.nextOnProperty = nil
    connection.previousOnProperty = nil
    connections[connection.index] = nil
    freeIndices.append(connection.index)
  }
}
