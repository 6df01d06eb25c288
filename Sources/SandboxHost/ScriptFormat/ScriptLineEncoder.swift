import Motion

/// Writes script lines as docs/scripts.md JSON Lines, one object per line, with numbers printed so
/// that reading them back gives exactly the same `Double`s.
enum ScriptLineEncoder {
  /// The JSON object of one script line, without a line break.
  static func encode(_ line: ScriptLine) -> String {
    var out = "{\"t\": " + number(line.time)
    switch line.action {
    case .input(.touch(let phase, let id, let location)):
      out += ", \"touch\": \"\(touchPhaseName(phase))\", \"id\": \(id)" + point(location)
    case .input(.mouse(let phase, let button, let location, let modifiers)):
      out += ", \"mouse\": \"\(phase.rawValue)\""
      if let button { out += ", \"button\": \"\(button.rawValue)\"" }
      out += point(location) + mods(modifiers)
    case .input(.wheel(let delta, let location, let modifiers)):
      out += ", \"wheel\": [\(number(delta.x)), \(number(delta.y))]" + point(location) + mods(modifiers)
    case .input(.key(let down, let name)):
      out += ", \"key\": \"\(down ? "down" : "up")\", \"name\": " + JSONWriter.quote(name)
    case .directive(.capture(let name)):
      out += ", \"capture\": " + JSONWriter.quote(name)
    case .directive(.dump(let name)):
      out += ", \"dump\": " + JSONWriter.quote(name)
    case .directive(.setSpring(let index, let change)):
      out +=
        ", \"set\": {\"interaction\": \(index), \"spring\": "
        + JSONWriter(expandedDepth: 0).string(from: SpringCodec.json(change)) + "}"
    case .directive(.setDecelerationRate(let index, let rate)):
      out += ", \"set\": {\"interaction\": \(index), \"decelerationRate\": " + number(rate) + "}"
    case .directive(.record(let film)):
      out +=
        ", \"\(film.kind.rawValue)\": " + JSONWriter.quote(film.name) + ", \"until\": " + number(film.until)
      if let every = film.every { out += ", \"every\": " + number(every) }
    }
    return out + "}"
  }

  /// The script's word for a touch phase: `down`, `move`, `up` or `cancel`.
  static func touchPhaseName(_ phase: TouchPhase) -> String {
    switch phase {
    case .began: return "down"
    case .moved: return "move"
    case .ended: return "up"
    case .cancelled: return "cancel"
    }
  }

  /// A finite number as JSON: integers without a fraction, others in Swift's shortest form that
  /// reads back exactly. Non-finite numbers, which JSON lacks, are written as 0.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    return value.wholeNumber.map(String.init) ?? "\(value)"
  }

  private static func point(_ p: Point) -> String {
    ", \"x\": \(number(p.x)), \"y\": \(number(p.y))"
  }

  private static func mods(_ modifiers: KeyModifiers) -> String {
    var names: [String] = []
    if modifiers.contains(.shift) { names.append("\"shift\"") }
    if modifiers.contains(.ctrl) { names.append("\"ctrl\"") }
    if modifiers.contains(.alt) { names.append("\"alt\"") }
    return names.isEmpty ? "" : ", \"mods\": [" + names.joined(separator: ", ") + "]"
  }
}
