/// A JSON value to write, with object keys in the order they are to appear.
enum JSONOutput {
  case null
  case bool(Bool)
  case number(Double)
  /// A whole number, written without a fraction (`0`, not `0.0`).
  case integer(Int)
  case string(String)
  case array([JSONOutput])
  case object([(key: String, value: JSONOutput)])

  /// An array whose items are made one at a time as they are written (`next` gives nil after
  /// the last), so a long array is never held whole.
  case items(() -> JSONOutput?)

  /// A two-number array, as dumps write points and sizes (written as `.array` of two
  /// `.number`s is; kept apart so a dump's points need no array of their own).
  case pair(Double, Double)

  /// An array of `count` items, each written on one line by a call of `item` in turn, straight
  /// into the text (as `JSONWriter.writeInline` writes a value), so a long array of objects
  /// makes no value of each: a dump's elements. The items stay on one line whatever the
  /// writer's `expandedDepth`.
  case written(count: Int, item: (inout JSONText) -> Void)
}

/// Writes JSON deterministically: the same value gives the same bytes on every run.
///
/// Containers down to `expandedDepth` levels are spread over lines with two-space indentation;
/// deeper ones stay on one line, so a dump has one line per element. Numbers use Swift's
/// shortest round-trip spelling (`650.0`, `0.1`, `1e-06`), `-0.0` is written as `0.0`, and a
/// non-finite number, which JSON cannot spell, as `null`: valid JSON still, and never mistaken
/// for a number (an infinite error written as `0.0` read as "exact").
struct JSONWriter {
  /// How many levels of containers are spread over several lines.
  var expandedDepth = 2

  /// The text of `value`, ending without a newline.
  func string(from value: JSONOutput) -> String {
    var out = JSONText()
    write(value, into: &out)
    return out.string
  }

  /// Writes the text of `value`, without a newline, at the end of `out`.
  func write(_ value: JSONOutput, into out: inout JSONText) {
    write(value, depth: 0, into: &out)
  }

  /// The spelling of a number in the output.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    guard number != 0 else { return "0.0" }
    return number.description
  }

  /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
  static func quote(_ text: String) -> String {
    "\"" + text.escaping(stringLiteralSpelling) + "\""
  }

  /// How a JSON string literal spells `scalar`, or nil for a scalar written as it is.
  private static func stringLiteralSpelling(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "\"": return "\\\""
    case "\\": return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\u{08}": return "\\b"
    case "\u{0C}": return "\\f"
    case "\u{00}"..<"\u{20}":
      let hex = String(scalar.value, radix: 16, uppercase: true)
      return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    default: return nil
    }
  }

  /// Writes the text of `value` on one line, as a writer writes a value deeper than its
  /// `expandedDepth`.
  static func writeInline(_ value: JSONOutput, into out: inout JSONText) {
    JSONWriter(expandedDepth: 0).write(value, depth: 0, into: &out)
  }

  private func write(_ value: JSONOutput, depth: Int, into out: inout JSONText) {
    switch value {
    case .null: out.append("null")
    case .bool(let b): out.append(b ? "true" : "false")
    case .number(let n): out.append(Self.format(n))
    case .integer(let n): out.append(String(n))
    case .string(let s): out.appendQuoted(s)
    case .array(let items):
      var rest = items.makeIterator()
      writeArray(next: { rest.next() }, depth: depth, into: &out)
    case .items(let next):
      writeArray(next: next, depth: depth, into: &out)
    case .written(let count, let item):
      guard count > 0 else {
        out.append("[]")
        return
      }
      let expanded = depth < expandedDepth
      out.append(expanded ? "[\n" : "[")
      for index in 0..<count {
        if index > 0 { out.append(expanded ? ",\n" : ", ") }
        if expanded { indent(depth + 1, into: &out) }
        item(&out)
      }
      if expanded {
        out.append("\n")
        indent(depth, into: &out)
      }
      out.append("]")
    case .pair(let x, let y):
      // As `writeArray` writes two numbers, without a closure to hand them over.
      let expanded = depth < expandedDepth
      out.append(expanded ? "[\n" : "[")
      if expanded { indent(depth + 1, into: &out) }
      out.append(Self.format(x))
      out.append(expanded ? ",\n" : ", ")
      if expanded { indent(depth + 1, into: &out) }
      out.append(Self.format(y))
      if expanded {
        out.append("\n")
        indent(depth, into: &out)
      }
      out.append("]")
    case .object(let members):
      guard !members.isEmpty else {
        out.append("{}")
        return
      }
      let expanded = depth < expandedDepth
      out.append(expanded ? "{\n" : "{")
      for (i, member) in members.enumerated() {
        if i > 0 { out.append(expanded ? ",\n" : ", ") }
        if expanded { indent(depth + 1, into: &out) }
        out.appendQuoted(member.key)
        out.append(": ")
        write(member.value, depth: depth + 1, into: &out)
      }
      if expanded {
        out.append("\n")
        indent(depth, into: &out)
      }
      out.append("}")
    }
  }

  /// Writes the array whose items `next` gives, one at a time.
  private func writeArray(next: () -> JSONOutput?, depth: Int, into out: inout JSONText) {
    guard var item = next() else {
      out.append("[]")
      return
    }
    let expanded = depth < expandedDepth
    out.append(expanded ? "[\n" : "[")
    while true {
      if expanded { indent(depth + 1, into: &out) }
      write(item, depth: depth + 1, into: &out)
      guard let following = next() else { break }
      item = following
      out.append(expanded ? ",\n" : ", ")
    }
    if expanded {
      out.append("\n")
      indent(depth, into: &out)
    }
    out.append("]")
  }

  private func indent(_ depth: Int, into out: inout JSONText) {
    for _ in 0..<depth { out.append("  ") }
  }
}
