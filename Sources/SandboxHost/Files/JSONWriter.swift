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

  /// A two-number array, as dumps write points and sizes.
  static func pair(_ x: Double, _ y: Double) -> JSONOutput { .array([.number(x), .number(y)]) }
}

/// Writes JSON deterministically: the same value gives the same bytes on every run.
///
/// Containers down to `expandedDepth` levels are spread over lines with two-space indentation;
/// deeper ones stay on one line, so a dump has one line per element. Numbers use Swift's
/// shortest round-trip spelling (`650.0`, `0.1`, `1e-06`), `-0.0` is written as `0.0`, and a
/// non-finite number (which nothing should produce) is written as `0.0` so the output always
/// stays valid JSON.
struct JSONWriter {
  /// How many levels of containers are spread over several lines.
  var expandedDepth = 2

  /// The text of `value`, ending without a newline.
  func string(from value: JSONOutput) -> String {
    var out = ""
    write(value, depth: 0, into: &out)
    return out
  }

  /// The spelling of a number in the output.
  static func format(_ number: Double) -> String {
    guard number.isFinite, number != 0 else { return "0.0" }
    return number.description
  }

  /// `text` as a JSON string literal, escaping quotes, backslashes and control characters.
  static func quote(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private func write(_ value: JSONOutput, depth: Int, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let n): out += Self.format(n)
    case .integer(let n): out += String(n)
    case .string(let s): out += Self.quote(s)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      if depth < expandedDepth {
        out += "[\n"
        for (i, item) in items.enumerated() {
          out += indent(depth + 1)
          write(item, depth: depth + 1, into: &out)
          out += i == items.count - 1 ? "\n" : ",\n"
        }
        out += indent(depth) + "]"
      } else {
        out += "["
        for (i, item) in items.enumerated() {
          if i > 0 { out += ", " }
          write(item, depth: depth + 1, into: &out)
        }
        out += "]"
      }
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      if depth < expandedDepth {
        out += "{\n"
        for (i, member) in members.enumerated() {
          out += indent(depth + 1) + Self.quote(member.key) + ": "
          write(member.value, depth: depth + 1, into: &out)
          out += i == members.count - 1 ? "\n" : ",\n"
        }
        out += indent(depth) + "}"
      } else {
        out += "{"
        for (i, member) in members.enumerated() {
          if i > 0 { out += ", " }
          out += Self.quote(member.key) + ": "
          write(member.value, depth: depth + 1, into: &out)
        }
        out += "}"
      }
    }
  }

  private func indent(_ depth: Int) -> String { String(repeating: "  ", count: depth) }
}
