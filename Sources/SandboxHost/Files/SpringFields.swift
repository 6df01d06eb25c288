/// The `spring` object of scene files and `set` lines: the keys, their ranges (CONTRACT §2:
/// stiffness and damping ≥ 0, mass and threshold > 0) and their reading, in one place so the
/// two formats cannot drift apart.
enum SpringFields {
  /// The keys a `spring` object may hold.
  static let keys = ["stiffness", "damping", "mass", "threshold"]

  /// Reads a `spring` object's members, recording a fault for every unknown key, wrong type and
  /// value out of range; what is absent or faulty stays nil.
  static func read(_ members: [JSONMember], reader: inout DocumentReader) -> SpringChange {
    reader.rejectUnknownKeys(members, allowed: keys, in: "\"spring\"")
    func read(_ key: String, allowZero: Bool) -> Double? {
      guard let m = reader.member(key, in: members), let n = reader.number(m) else { return nil }
      if allowZero ? n >= 0 : n > 0 { return n }
      reader.fail(
        "\"\(key)\" must be \(allowZero ? "0 or more" : "above 0"), not \(n.messageSpelling)",
        line: m.value.line)
      return nil
    }
    return SpringChange(
      stiffness: read("stiffness", allowZero: true), damping: read("damping", allowZero: true),
      mass: read("mass", allowZero: false), threshold: read("threshold", allowZero: false))
  }
}

extension SpringParameters {
  /// These parameters with every value `change` gives replacing the one here.
  func applying(_ change: SpringChange) -> SpringParameters {
    SpringParameters(
      stiffness: change.stiffness ?? stiffness, damping: change.damping ?? damping,
      mass: change.mass ?? mass, threshold: change.threshold ?? threshold)
  }
}
