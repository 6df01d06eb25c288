/// Reads the action of a `set` line (docs/tuning.md):
/// `{"t": 2.0, "set": {"interaction": 2, "spring": {"stiffness": 500, "damping": 20}}}`, or
/// `{"t": 2.0, "set": {"interaction": 2, "decelerationRate": 0.99}}`.
///
/// Only the line itself is checked here; whether the index names an interaction with a spring
/// (or one with a deceleration rate) depends on the scene, which `ScriptModel` checks where the
/// scene is known.
enum SetLineReader {
  /// The keys a `set` object holds.
  static let keys = ["interaction", "spring", "decelerationRate"]

  /// The action, or nil after recording every fault of the line.
  static func read(
    _ action: JSONMember, _ members: [JSONMember], _ reader: inout DocumentReader
  ) -> Directive? {
    reader.rejectUnknownKeys(members, allowed: ["t", "set"], in: "a set line")
    guard let inner = reader.object(action.value, "\"set\"") else { return nil }
    reader.rejectUnknownKeys(inner, allowed: keys, in: "\"set\"")
    var index: Int?
    if let m = reader.required("interaction", in: inner, of: "\"set\"", line: action.value.line),
      let n = reader.number(m)
    {
      if n >= 0, n == n.rounded(), n <= 1_000_000 {
        index = Int(n)
      } else {
        reader.fail(
          "\"interaction\" must be an index from 0 into the scene's interactions, not \(n.messageSpelling)",
          line: m.value.line)
      }
    }
    if let m = reader.member("decelerationRate", in: inner) {
      if reader.member("spring", in: inner) != nil {
        reader.fail("a set line sets \"spring\" or \"decelerationRate\", not both", line: m.line)
        return nil
      }
      guard let rate = reader.number(m) else { return nil }
      guard rate > 0, rate < 1 else {
        reader.fail(
          "\"decelerationRate\" must be above 0 and below 1 (the fraction of velocity kept per millisecond), "
            + "not \(rate.messageSpelling)", line: m.value.line)
        return nil
      }
      return index.map { .setDecelerationRate(interaction: $0, rate: rate) }
    }
    var change: SpringChange?
    if let m = reader.required("spring", in: inner, of: "\"set\"", line: action.value.line),
      let springMembers = reader.object(m.value, "\"spring\"")
    {
      let read = SpringCodec.readChange(springMembers, reader: &reader)
      if springMembers.isEmpty {
        reader.fail(
          "\"spring\" must set \"threshold\" or at least one key of a spring form "
            + "(such as \"stiffness\", \"dampingFraction\" or \"bounce\"; see docs/springs.md)",
          line: m.value.line)
      } else {
        change = read
      }
    }
    guard let index, let change else { return nil }
    return .setSpring(interaction: index, spring: change)
  }
}
