import Motion

/// The `spring` object of scene files and `set` lines (docs/springs.md), read and written in
/// one place: its keys in any one of the spring forms, then an optional `threshold`. The
/// `spring` command's options, the tuned scene and the handoff's data use the same keys.
enum SpringCodec {
  /// Every key a `spring` object may hold: each form's keys, then `threshold`.
  static let keys: [String] = {
    var keys: [String] = []
    for form in SpringForm.allCases { for key in form.keys where !keys.contains(key) { keys.append(key) } }
    return keys + [thresholdKey]
  }()

  /// The key of the rest threshold, which every form takes.
  static let thresholdKey = "threshold"

  // MARK: Forms

  /// The form of spring `keys` (without `threshold`), read in order: each key belongs to the
  /// first form (`SpringForm.holding`) that holds it with the keys before it that do, or mixes
  /// in a second form. The form is physical when no key is given; `mixing` has, for each key,
  /// the keys before it that it does not go with, nil when it goes with them.
  static func form(ofKeys keys: [String]) -> (form: SpringForm, mixing: [[String]?]) {
    // The forms that hold every key accepted so far, in declaration order, narrowed key by key:
    // the first of them is `SpringForm.holding` of the keys accepted, found without a search
    // of every form at every key (a 50k scene reads 50k springs).
    var accepted: [String] = []
    var forms = SpringForm.allCases
    var mixing: [[String]?] = []
    for key in keys {
      let holding = forms.filter { $0.keys.contains(key) }
      if holding.isEmpty {
        mixing.append(accepted)
      } else {
        forms = holding
        accepted.append(key)
        mixing.append(nil)
      }
    }
    return (accepted.isEmpty ? .physical : forms[0], mixing)
  }

  // MARK: Reading

  /// Reads a `spring` object's members as a change, recording a fault for every unknown key,
  /// wrong type, key of a second form and value out of its form's range; what is absent or
  /// faulty is left out of the change.
  static func readChange(_ members: [JSONMember], reader: inout DocumentReader) -> SpringChange {
    reader.rejectUnknownKeys(members, allowed: keys, in: "\"spring\"")
    var threshold: Double?
    if let m = reader.member(thresholdKey, in: members), let n = reader.number(m) {
      if n > 0 {
        threshold = n
      } else {
        reader.fail("\"threshold\" must be above 0, not \(n.messageSpelling)", line: m.value.line)
      }
    }
    let springMembers = members.filter { $0.key != thresholdKey && keys.contains($0.key) }
    let (form, mixing) = form(ofKeys: springMembers.map(\.key))
    var formMembers: [JSONMember] = []
    for (member, earlier) in zip(springMembers, mixing) {
      guard let earlier else {
        formMembers.append(member)
        continue
      }
      reader.fail(
        "\"\(member.key)\" belongs to another form of spring than "
          + earlier.map { "\"\($0)\"" }.joined(separator: ", ")
          + "; a spring is written in exactly one form (see docs/springs.md)",
        line: member.line)
    }
    var read: [String: Double] = [:]
    for member in formMembers {
      guard let n = reader.number(member) else { continue }
      do {
        try form.check(member.key, n)
        read[member.key] = n
      } catch {
        reader.fail(error.description, line: member.value.line)
      }
    }
    return SpringChange(SpringFormValues(form: form) { read[$0] }, threshold: threshold)
  }

  /// Reads a scene file's `spring` in any one form, checked: a form other than the physical
  /// one is given whole but for its mass; the default spring where it is at fault.
  static func readSpring(_ member: JSONMember, reader: inout DocumentReader) -> SpringSetting {
    guard let members = reader.object(member.value, "\"spring\"") else { return .default }
    let faultsBefore = reader.errors.count
    let change = readChange(members, reader: &reader)
    // With a value at fault, that fault is said; the others would be the defaults'.
    guard reader.errors.count == faultsBefore else { return .default }
    do {
      let spring = try SpringSetting(completing: change.values)
      return try change.threshold.map { threshold throws(SpringFormError) in
        try spring.withThreshold(threshold)
      } ?? spring
    } catch {
      if case .missingKey(let key, let form) = error {
        reader.fail("\"spring\" written as \(form) is missing \"\(key)\"", line: member.value.line)
      } else {
        // Each value in its range may still make no spring with the others, as a `set`
        // line's may not: the same fault, so a scene and a `set` line accept the same springs.
        reader.fail("\"spring\": \(error)", line: member.value.line)
      }
      return .default
    }
  }

  /// The spring that `values` (by `spring` key, in the order given, a later one replacing an
  /// earlier) describe, as the `spring` command's options give it: completed as a scene file's
  /// is, in the form `form(ofKeys:)` finds (whose `mixing` names the keys it leaves out).
  /// Throws as `SpringSetting.init(completing:)` does.
  static func spring(
    givenAs values: [(key: String, value: Double)]
  ) throws(SpringFormError) -> SpringSetting {
    let form = form(ofKeys: values.map(\.key)).form
    let given = SpringFormValues(form: form) { key in values.last { $0.key == key }?.value }
    return try SpringSetting(completing: given)
  }

  // MARK: Writing

  /// A change as a `set` line writes it: the values given in their form's order, then the
  /// threshold.
  static func json(_ change: SpringChange) -> JSONOutput {
    .object(members(change.values.given + (change.threshold.map { [(thresholdKey, $0)] } ?? [])))
  }

  /// `spring` as a tuned scene writes it in `form`: the form's values (a form's optional mass
  /// when `keepsMass` or it is not 1) and the threshold; the physical form, every value
  /// written, when `form` cannot hold the spring (a damping tuned to 0 has no bounce in
  /// (−1, 1)).
  /// With `forPeople` the values are rounded to what matters (`SpringFigures`), as a tuned
  /// scene writes them.
  static func json(
    _ spring: SpringSetting, in form: SpringForm, keepsMass: Bool, forPeople: Bool = false
  ) -> JSONOutput {
    var fields: [(key: String, value: Double)]
    var written = SpringForm.physical
    if form != .physical, let values = try? SpringFormValues(spring.coefficients, in: form) {
      fields = values.values.filter { $0.key != "mass" || keepsMass || $0.value != 1 }
      written = form
    } else {
      fields =
        SpringFormValues.physical(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass)
        .values
    }
    if forPeople { fields = SpringFigures.rounded(fields, in: written, naming: spring) }
    fields.append((thresholdKey, spring.threshold))
    return .object(members(fields))
  }

  /// Keys and values as JSON members, whole numbers without a fraction (as people write
  /// scene files), or with `fullNumbers` each as a `Double` spells it (`342.0`).
  static func members(
    _ fields: [(key: String, value: Double)], fullNumbers: Bool = false
  ) -> [(key: String, value: JSONOutput)] {
    fields.map { ($0.key, fullNumbers ? .number($0.value) : .wholeOrFraction($0.value)) }
  }
}
