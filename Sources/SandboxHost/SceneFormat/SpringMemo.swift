/// The springs a scene file has read without a fault, by what their objects hold: a scene
/// repeats its springs (every tossable of a field the same), and each is read in full once.
///
/// A `spring` object read without a fault gives a setting that depends on its keys, in order,
/// and their numbers alone, so an object holding the same keys in the same order with numbers
/// of the same bits gives the same setting; any other object, or one whose reading finds a
/// fault, is read in full each time.
struct SpringMemo {
  private struct Key: Hashable {
    var keys: [String] = []
    var numbers: [UInt64] = []
  }

  private var settings: [Key: SpringSetting] = [:]

  /// The spring in `member`, as `SpringCodec.readSpring` reads it.
  mutating func read(_ member: JSONMember, reader: inout DocumentReader) -> SpringSetting {
    guard let members = member.value.members else { return SpringCodec.readSpring(member, reader: &reader) }
    var key = Key()
    key.keys.reserveCapacity(members.count)
    key.numbers.reserveCapacity(members.count)
    for item in members {
      guard case .number(let n) = item.value.kind else {
        return SpringCodec.readSpring(member, reader: &reader)
      }
      key.keys.append(item.key)
      key.numbers.append(n.bitPattern)
    }
    if let known = settings[key] { return known }
    let faultsBefore = reader.errors.count
    let setting = SpringCodec.readSpring(member, reader: &reader)
    if reader.errors.count == faultsBefore { settings[key] = setting }
    return setting
  }
}
