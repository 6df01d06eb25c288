import Foundation
import Motion

/// Reads typed fields out of parsed JSON and collects every fault with its line.
///
/// Each accessor returns nil after recording a fault when the value has the wrong type or
/// range, so a caller can go on and report the next fault instead of stopping at the first.
struct DocumentReader {
  /// The file named in every fault, nil for text that came from elsewhere.
  let file: String?
  /// The faults found so far, in the order found.
  private(set) var errors: [InputError] = []

  init(file: String?) {
    self.file = file
  }

  /// Records a fault at `line`.
  mutating func fail(_ message: String, line: Int?) {
    errors.append(InputError(file: file, line: line, message: message))
  }

  /// The members of `value` when it is an object, else records "`what` must be an object".
  mutating func object(_ value: JSONValue, _ what: String) -> [JSONMember]? {
    guard let members = value.members else {
      fail("\(what) must be an object, not \(value.typeName)", line: value.line)
      return nil
    }
    return members
  }

  /// Records an "unknown key" fault for every member whose key is not in `allowed`; `what`,
  /// which names the object, is made only for a fault.
  mutating func rejectUnknownKeys(
    _ members: [JSONMember], allowed: [String], in what: @autoclosure () -> String
  ) {
    for member in members where !allowed.contains(where: { member.has(key: $0) }) {
      fail(
        "unknown key \"\(member.key)\" in \(what()) (allowed: \(allowed.joined(separator: ", ")))",
        line: member.line)
    }
  }

  /// The value of `key` in `members`, or nil when it is absent.
  func member(_ key: String, in members: [JSONMember]) -> JSONMember? {
    members.first { $0.has(key: key) }
  }

  /// The value of a required `key`; records "missing required key" at `line` when absent
  /// (`what`, which names the object, is made only then).
  mutating func required(
    _ key: String, in members: [JSONMember], of what: @autoclosure () -> String, line: Int
  ) -> JSONMember? {
    guard let found = member(key, in: members) else {
      fail("\(what()) is missing the required key \"\(key)\"", line: line)
      return nil
    }
    return found
  }

  /// The items of the array of objects in `member` (none when it is absent), else records a
  /// type fault.
  mutating func objectArray(_ member: JSONMember?) -> [JSONValue] {
    guard let member else { return [] }
    guard case .array(let items) = member.value.kind else {
      fail(
        "\"\(member.key)\" must be an array of objects, not \(member.value.typeName)", line: member.value.line
      )
      return []
    }
    return items
  }

  /// The number in `member`, else records a type fault.
  mutating func number(_ member: JSONMember) -> Double? {
    guard case .number(let n) = member.value.kind else {
      fail("\"\(member.key)\" must be a number, not \(member.value.typeName)", line: member.value.line)
      return nil
    }
    return n
  }

  /// The number of the optional key `key` of `members` when it passes `isAllowed`; records a
  /// fault saying it must be `rule` when it does not, or a type fault.
  mutating func number(
    _ key: String, in members: [JSONMember], mustBe rule: String, where isAllowed: (Double) -> Bool
  ) -> Double? {
    guard let member = member(key, in: members), let value = number(member) else { return nil }
    guard isAllowed(value) else {
      fail("\"\(key)\" must be \(rule)", line: member.value.line)
      return nil
    }
    return value
  }

  /// The boolean in `member`, else records a type fault.
  mutating func bool(_ member: JSONMember) -> Bool? {
    guard case .bool(let b) = member.value.kind else {
      fail(
        "\"\(member.key)\" must be true or false, not \(member.value.typeName)",
        line: member.value.line)
      return nil
    }
    return b
  }

  /// The string in `member`, else records a type fault; an empty string is a fault too unless
  /// `allowEmpty`.
  mutating func string(_ member: JSONMember, allowEmpty: Bool = false) -> String? {
    guard case .string(let s) = member.value.kind else {
      fail("\"\(member.key)\" must be a string, not \(member.value.typeName)", line: member.value.line)
      return nil
    }
    guard allowEmpty || !s.isEmpty else {
      fail("\"\(member.key)\" must not be empty", line: member.value.line)
      return nil
    }
    return s
  }

  /// The `[x, y]` pair in `member`, else records a type fault.
  mutating func pair(_ member: JSONMember) -> Point? {
    pair(member.value, named: member.key)
  }

  /// The `[x, y]` pair in `value`, else records a type fault naming `key`.
  mutating func pair(_ value: JSONValue, named key: String) -> Point? {
    if case .array(let items) = value.kind, items.count == 2,
      case .number(let x) = items[0].kind, case .number(let y) = items[1].kind
    {
      return Point(x: x, y: y)
    }
    fail("\"\(key)\" must be an array of two numbers, not \(describe(value))", line: value.line)
    return nil
  }

  /// The `[width, height]` in `member`, both above zero, else records a fault.
  mutating func positiveSize(_ member: JSONMember) -> Size? {
    guard let p = pair(member) else { return nil }
    guard p.x > 0, p.y > 0 else {
      fail(
        "\"\(member.key)\" must have a width and a height above 0, not [\(p.x.messageSpelling), \(p.y.messageSpelling)]",
        line: member.value.line)
      return nil
    }
    return Size(width: p.x, height: p.y)
  }

  /// A `#RRGGBB` or `#RRGGBBAA` colour in `member`, else records a fault.
  mutating func color(_ member: JSONMember) -> Color? {
    guard let text = string(member, allowEmpty: true) else { return nil }
    guard let color = Color(hex: text) else {
      fail(
        "\"\(member.key)\" must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", not \"\(text)\"",
        line: member.value.line)
      return nil
    }
    return color
  }

  /// The value's type, with the length for arrays, as a fault message names it.
  private func describe(_ value: JSONValue) -> String {
    if case .array(let items) = value.kind {
      return items.count == 2 ? "an array holding something else" : "an array of \(items.count)"
    }
    return value.typeName
  }
}

extension Double {
  /// The number as a user wrote it where it is whole (`0` rather than `0.0`), for messages.
  var messageSpelling: String {
    wholeNumber.map(String.init) ?? description
  }

  /// The number to `places` decimals at most, as a report shows a time or a value read at a
  /// glance (`0.2667` for 0.26666666666666666).
  func roundedSpelling(places: Int = 4) -> String {
    let scale = pow(10, Double(places))
    return ((self * scale).rounded() / scale).messageSpelling
  }

  /// The number to three significant digits, as a distance or a tolerance is read (`3.33e-05`,
  /// `1e-06`, `2.05`, `442`).
  var significantSpelling: String { String(format: "%.3g", self) }

  /// The two numbers to `places` decimals, or in full where those would read alike.
  static func distinctSpellings(_ a: Double, _ b: Double, places: Int = 4) -> (String, String) {
    let rounded = (a.roundedSpelling(places: places), b.roundedSpelling(places: places))
    return rounded.0 == rounded.1 && a != b ? (a.messageSpelling, b.messageSpelling) : rounded
  }
}
