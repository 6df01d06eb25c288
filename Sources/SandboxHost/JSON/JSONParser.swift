/// A fault in JSON text: where it is and what was expected there.
struct JSONSyntaxError: Error, Equatable, Sendable {
  /// The 1-based line of the fault.
  var line: Int
  /// The 1-based column (in Unicode scalars) of the fault.
  var column: Int
  /// What is wrong, in a phrase, without the place.
  var message: String

  /// The message as a fault of a file reports it: with the column (the line is the fault's own).
  var messageWithColumn: String { "\(message) (column \(column))" }
}

/// A strict RFC 8259 JSON parser that records the line and column of every value and key.
///
/// Beyond the RFC it refuses what would make a scene or script ambiguous or unsafe: duplicate
/// keys in one object, `NaN`/`Infinity` spellings and numbers that overflow to infinity, and
/// nesting deeper than `maximumDepth`. A leading byte-order mark is skipped.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted, so hostile input cannot exhaust the stack.
  static let maximumDepth = 256
  /// Up to how many members an object's keys are checked for duplicates by looking through
  /// them, before a table of them is kept (so a hostile object of many keys stays linear).
  private static let smallObject = 16

  private let bytes: [UInt8]
  private var index = 0
  private var line: Int
  /// Unicode scalars of the current line before `index`; the column of `index` is this plus one.
  private var scalarsBeforeIndex = 0
  private var depth = 0

  /// Parses `text` as exactly one JSON value, numbering lines from `firstLine`.
  static func parse(_ text: String, firstLine: Int = 1) throws(JSONSyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(text.utf8), firstLine: firstLine)
    return try parser.parseDocument()
  }

  /// Parses `text`, the whole of `file`, as exactly one JSON value; a syntax error is a fault of
  /// `file` at its line, its message after `prefix` (such as "not a durations file: ").
  static func parse(_ text: String, file: String, saying prefix: String = "") throws(InputErrors) -> JSONValue
  {
    do {
      return try parse(text)
    } catch {
      throw InputErrors(file: file, line: error.line, message: prefix + error.messageWithColumn)
    }
  }

  private init(bytes: [UInt8], firstLine: Int) {
    self.bytes = bytes
    self.line = firstLine
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
  }

  // MARK: Position and errors

  private var column: Int { scalarsBeforeIndex + 1 }
  private var atEnd: Bool { index >= bytes.count }
  private var current: UInt8 { bytes[index] }

  private mutating func advance() {
    let byte = bytes[index]
    index += 1
    // A CR alone ends a line too (old Mac files): their scene's every fault was on line 1.
    let isLoneCR = byte == UInt8(ascii: "\r") && (atEnd || current != UInt8(ascii: "\n"))
    if byte == UInt8(ascii: "\n") || isLoneCR {
      line += 1
      scalarsBeforeIndex = 0
    } else if byte & 0xC0 != 0x80 {
      scalarsBeforeIndex += 1
    }
  }

  private func fail(_ message: String) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  private func fail(_ message: String, line: Int, column: Int) -> JSONSyntaxError {
    JSONSyntaxError(line: line, column: column, message: message)
  }

  /// A readable name for the byte at `index`, for "found …" messages.
  private var found: String {
    guard !atEnd else { return "the end of the input" }
    let byte = current
    if byte >= 0x21 && byte < 0x7F { return "'" + String(UnicodeScalar(byte)) + "'" }
    if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") { return "a space" }
    if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "a line break" }
    let rest = String(decoding: bytes[index...].prefix(4), as: UTF8.self)
    if let scalar = rest.unicodeScalars.first {
      return "'" + String(scalar) + "'"
    }
    return "an unexpected character"
  }

  private mutating func skipWhitespace() {
    while !atEnd {
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
        advance()
      default:
        return
      }
    }
  }

  // MARK: Values

  private mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard !atEnd else { throw fail("empty input: expected a JSON value") }
    let value = try parseValue()
    skipWhitespace()
    guard atEnd else { throw fail("unexpected text after the JSON value: \(found)") }
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    guard !atEnd else { throw fail("unexpected end of input: expected a value") }
    let startLine = line
    let startColumn = column
    let kind: JSONValue.Kind
    var isWrittenWhole = false
    switch current {
    case UInt8(ascii: "{"): kind = try parseObject()
    case UInt8(ascii: "["): kind = try parseArray()
    case UInt8(ascii: "\""): kind = .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      (kind, isWrittenWhole) = try parseNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      kind = try parseWord()
    default:
      throw fail("expected a value, found \(found)")
    }
    return JSONValue(kind: kind, line: startLine, column: startColumn, isWrittenWhole: isWrittenWhole)
  }

  private mutating func enterContainer() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else {
      throw fail("arrays and objects nested more than \(Self.maximumDepth) deep")
    }
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue.Kind {
    try enterContainer()
    advance()  // {
    var members: [JSONMember] = []
    // Keys already read, by line, for the duplicate check: looked up among the members while
    // an object is small (most are: no table to build), in a table once it has grown.
    var seen: [String: Int] = [:]
    if leavesEmptyContainer(closedBy: "}") { return .object(members) }
    while true {
      skipWhitespace()
      guard !atEnd else { throw fail("unexpected end of input: expected a string key") }
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}") && !members.isEmpty {
          throw fail("trailing comma before '}'")
        }
        throw fail("expected a string key in double quotes, found \(found)")
      }
      let keyLine = line
      let keyColumn = column
      let key = try parseString()
      let firstLine: Int?
      if members.count < Self.smallObject {
        firstLine = members.first { $0.has(key: key) }?.line
      } else {
        if seen.isEmpty {
          for member in members { seen[member.key] = member.line }
        }
        firstLine = seen[key]
        seen[key] = keyLine
      }
      if let firstLine {
        throw fail(
          "duplicate key \"\(key)\" (first on line \(firstLine))", line: keyLine, column: keyColumn)
      }
      skipWhitespace()
      guard !atEnd, current == UInt8(ascii: ":") else {
        throw fail("expected ':' after key \"\(key)\", found \(found)")
      }
      advance()
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, line: keyLine, column: keyColumn, value: value))
      if try leavesContainer(closedBy: "}") { return .object(members) }
    }
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue.Kind {
    try enterContainer()
    advance()  // [
    var elements: [JSONValue] = []
    if leavesEmptyContainer(closedBy: "]") { return .array(elements) }
    while true {
      skipWhitespace()
      if !atEnd && current == UInt8(ascii: "]") && !elements.isEmpty {
        throw fail("trailing comma before ']'")
      }
      elements.append(try parseValue())
      if try leavesContainer(closedBy: "]") { return .array(elements) }
    }
  }

  /// Just inside a container: when `closer` follows (after white space), steps over it, leaves
  /// the container and returns true (it is empty).
  private mutating func leavesEmptyContainer(closedBy closer: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard !atEnd && current == UInt8(ascii: closer) else { return false }
    advance()
    depth -= 1
    return true
  }

  /// After a member or an element: at a comma, steps over it and returns false (another
  /// follows); at `closer`, steps over it, leaves the container and returns true.
  private mutating func leavesContainer(closedBy closer: Unicode.Scalar) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard !atEnd else { throw fail("unexpected end of input: expected ',' or '\(closer)'") }
    if current == UInt8(ascii: ",") {
      advance()
      return false
    }
    guard current == UInt8(ascii: closer) else {
      throw fail("expected ',' or '\(closer)' after value, found \(found)")
    }
    advance()
    depth -= 1
    return true
  }

  /// Reads a run of letters and digits: `true`, `false`, `null`, or a named fault.
  private mutating func parseWord(
    prefix: String = "", startLine: Int? = nil, startColumn: Int? = nil
  ) throws(JSONSyntaxError) -> JSONValue.Kind {
    let startLine = startLine ?? line
    let startColumn = startColumn ?? column
    var word = prefix
    while !atEnd {
      let byte = current
      let isWordByte =
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      guard isWordByte else { break }
      word.append(Character(UnicodeScalar(byte)))
      advance()
    }
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    default:
      let lower = word.lowercased()
      let bare = lower.hasPrefix("-") ? String(lower.dropFirst()) : lower
      if bare == "nan" || bare == "inf" || bare == "infinity" {
        throw fail("\(word) is not a finite number", line: startLine, column: startColumn)
      }
      throw fail(
        "unexpected word '\(word)' (strings need double quotes)", line: startLine,
        column: startColumn)
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// A number, and whether it was written without a fraction or an exponent.
  private mutating func parseNumber() throws(JSONSyntaxError) -> (JSONValue.Kind, isWhole: Bool) {
    let startLine = line
    let startColumn = column
    let start = index
    if current == UInt8(ascii: "-") {
      advance()
      if !atEnd
        && ((current >= UInt8(ascii: "a") && current <= UInt8(ascii: "z"))
          || (current >= UInt8(ascii: "A") && current <= UInt8(ascii: "Z")))
      {
        return (try parseWord(prefix: "-", startLine: startLine, startColumn: startColumn), false)
      }
      guard !atEnd, isDigit(current) else { throw fail("expected a digit after '-'") }
    }
    if current == UInt8(ascii: "0") {
      advance()
      if !atEnd && isDigit(current) { throw fail("numbers must not have leading zeros") }
    } else {
      while !atEnd && isDigit(current) { advance() }
    }
    var isWhole = true
    if !atEnd && current == UInt8(ascii: ".") {
      isWhole = false
      advance()
      guard !atEnd, isDigit(current) else { throw fail("expected a digit after '.'") }
      while !atEnd && isDigit(current) { advance() }
    }
    if !atEnd && (current == UInt8(ascii: "e") || current == UInt8(ascii: "E")) {
      isWhole = false
      advance()
      if !atEnd && (current == UInt8(ascii: "+") || current == UInt8(ascii: "-")) { advance() }
      guard !atEnd, isDigit(current) else { throw fail("expected a digit in the exponent") }
      while !atEnd && isDigit(current) { advance() }
    }
    if isWhole, let value = wholeNumber(start..<index) { return (.number(value), true) }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw fail("\(text) is not a finite number", line: startLine, column: startColumn)
    }
    return (.number(value), isWhole)
  }

  /// The value of the whole number written in `range` (digits after an optional '-'), when it
  /// has at most 15 digits: exactly the `Double` its text reads as (every integer below 2⁵³ is
  /// one), without making the text; nil for a longer one.
  private func wholeNumber(_ range: Range<Int>) -> Double? {
    let negative = bytes[range.lowerBound] == UInt8(ascii: "-")
    let digits = (negative ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound
    guard digits.count <= 15 else { return nil }
    var value = 0
    for index in digits { value = value * 10 + Int(bytes[index] - UInt8(ascii: "0")) }
    // `-0` reads as negative zero.
    return negative ? -Double(value) : Double(value)
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard !atEnd else { throw fail("unexpected end of input in a \\u escape") }
      let byte = current
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw fail("a \\u escape needs four hex digits, found \(found)")
      }
      value = value * 16 + digit
      advance()
    }
    return value
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    let startLine = line
    let startColumn = column
    advance()  // opening quote
    // Most strings hold no escape: their bytes are decoded where they lie.
    let start = index
    while !atEnd, current >= 0x20, current != UInt8(ascii: "\""), current != UInt8(ascii: "\\") {
      advance()
    }
    if !atEnd, current == UInt8(ascii: "\"") {
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      advance()
      return text
    }
    var buffer = Array(bytes[start..<index])
    while true {
      guard !atEnd else {
        throw fail("unterminated string", line: startLine, column: startColumn)
      }
      let byte = current
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"):
        advance()
        guard !atEnd else {
          throw fail("unterminated string", line: startLine, column: startColumn)
        }
        let escape = current
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(escape)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
          advance()
          try appendUnicodeEscape(to: &buffer)
          continue
        default:
          throw fail("invalid escape '\\\(found.trimmingQuotes)' in a string")
        }
        advance()
      case 0x0A, 0x0D:
        throw fail("line break inside a string (unterminated string?)")
      case 0..<0x20:
        let hex = String(byte, radix: 16, uppercase: true)
        throw fail("control character U+00\(hex.count == 1 ? "0" + hex : hex) must be escaped in a string")
      default:
        buffer.append(byte)
        advance()
      }
    }
  }

  /// Reads the four hex digits after `\u` (and a following low surrogate escape where needed).
  private mutating func appendUnicodeEscape(to buffer: inout [UInt8]) throws(JSONSyntaxError) {
    let escapeLine = line
    let escapeColumn = column - 2
    let first = try parseHex4()
    var scalarValue = first
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, current == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw fail(
          "unpaired surrogate in a \\u escape", line: escapeLine, column: escapeColumn)
      }
      advance()
      advance()
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else {
        throw fail(
          "unpaired surrogate in a \\u escape", line: escapeLine, column: escapeColumn)
      }
      scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(first) {
      throw fail("unpaired surrogate in a \\u escape", line: escapeLine, column: escapeColumn)
    }
    guard let scalar = UnicodeScalar(scalarValue) else {
      throw fail("invalid \\u escape", line: escapeLine, column: escapeColumn)
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }
}

extension String {
  /// The text without the single quotes `found` puts around a character.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}

/// Text parsed as one JSON value: the value, or the syntax error that stopped the parse, kept
/// so that what reads the text more than one way parses it once.
typealias JSONDocument = Result<JSONValue, JSONSyntaxError>

extension Result where Success == JSONValue, Failure == JSONSyntaxError {
  /// `text` parsed as one JSON value (see `JSONParser.parse`).
  static func parse(_ text: String) -> JSONDocument {
    Result { () throws(JSONSyntaxError) in try JSONParser.parse(text) }
  }
}
