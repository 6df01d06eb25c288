/// Reads the action of a `set` line (CONTRACT §7.3):
/// `{"t": 2.0, "set": {"interaction": 2, "spring": {"stiffness": 500, "damping": 20}}}`.
///
/// Only the line itself is checked here; whether the index names an interaction with a spring
/// depends on the scene, which `SpringTuning.fault(of:in:)` checks where the scene is known.
enum SetLineReader {
  /// The keys a `set` object holds.
  static let keys = ["interaction", "spring"]

  /// The action, or nil after recording every fault of the line.
  static func read(
    _ action: JSONMember, _ members: [JSONMember], _ reader: inout DocumentReader
  ) -> ScriptAction? {
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
    var change: SpringChange?
    if let m = reader.required("spring", in: inner, of: "\"set\"", line: action.value.line),
      let springMembers = reader.object(m.value, "\"spring\"")
    {
      let read = SpringFields.read(springMembers, reader: &reader)
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
