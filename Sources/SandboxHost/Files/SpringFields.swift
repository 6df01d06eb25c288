import Motion

/// The `spring` object of scene files and `set` lines: its keys in any one of the spring forms
/// (docs/springs.md), their ranges and their reading, in one place so the two formats cannot
/// drift apart.
enum SpringFields {
  /// Every key a `spring` object may hold: each form's keys, then `threshold`.
  static let keys: [String] = {
    var keys: [String] = []
    for form in SpringForm.allCases { for key in form.keys where !keys.contains(key) { keys.append(key) } }
    return keys + ["threshold"]
  }()

  /// Reads a `spring` object's members, recording a fault for every unknown key, wrong type,
  /// key of a second form and value out of its form's range; what is absent or faulty is left
  /// out of the change.
  static func read(_ members: [JSONMember], reader: inout DocumentReader) -> SpringChange {
    reader.rejectUnknownKeys(members, allowed: keys, in: "\"spring\"")
    var threshold: Double?
    if let m = reader.member("threshold", in: members), let n = reader.number(m) {
      if n > 0 {
        threshold = n
      } else {
        reader.fail("\"threshold\" must be above 0, not \(n.messageSpelling)", line: m.value.line)
      }
    }
    // The form is the first that holds every key seen so far; the first key that no form
    // holds together with the ones before it mixes forms.
    // The forms holding every key kept so far, in declaration order, narrowed key by key: the
    // first is `SpringForm.holding` of the keys kept.
    var formKeys: [JSONMember] = []
    var forms = SpringForm.allCases
    for member in members where member.key != "threshold" && keys.contains(member.key) {
      let holding = forms.filter { $0.keys.contains(member.key) }
      if holding.isEmpty {
        let earlier = formKeys.map { "\"\($0.key)\"" }.joined(separator: ", ")
        reader.fail(
          "\"\(member.key)\" belongs to another form of spring than \(earlier); "
            + "a spring is written in exactly one form (see docs/springs.md)",
          line: member.line)
      } else {
        forms = holding
        formKeys.append(member)
      }
    }
    let form = forms.first ?? .physical
    var values: [String: Double] = [:]
    for member in formKeys {
      guard let n = reader.number(member) else { continue }
      do {
        try form.check(member.key, n)
        values[member.key] = n
      } catch {
        reader.fail(error.description, line: member.value.line)
      }
    }
    return SpringChange(form: form, values: values, threshold: threshold)
  }
}

extension SpringParameters {
  /// These parameters with `change` made (see `SpringChange`); throws when the change cannot
  /// be made in its form (the spring has no spelling there) or makes no spring.
  func applying(_ change: SpringChange) throws(SpringFormError) -> SpringParameters {
    var next = self
    next.threshold = change.threshold ?? threshold
    guard !change.values.isEmpty else { return next }
    let changed: SpringCoefficients
    if change.form == .physical {
      changed = try SpringForm.physical.coefficients(from: [
        "stiffness": change.values["stiffness"] ?? stiffness, "damping": change.values["damping"] ?? damping,
        "mass": change.values["mass"] ?? mass,
      ])
    } else {
      changed = try change.form.applying(change.values, to: coefficients())
    }
    next.stiffness = changed.stiffness
    next.damping = changed.damping
    next.mass = changed.mass
    return next
  }

  /// The stiffness, damping and mass as coefficients; throws `invalidSpring` when they make no
  /// spring.
  func coefficients() throws(SpringFormError) -> SpringCoefficients {
    do {
      return try SpringCoefficients(stiffness: stiffness, damping: damping, mass: mass)
    } catch {
      throw .invalidSpring(error)
    }
  }
}
