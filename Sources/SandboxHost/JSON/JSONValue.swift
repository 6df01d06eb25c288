/// A parsed JSON value together with the place in the text where it starts.
///
/// Every value and every object key remembers its 1-based line and column, so a fault found
/// after parsing (a wrong type, an unknown key) can still name its line.
struct JSONValue: Equatable, Sendable {
  /// What the value is; numbers are always finite `Double`s.
  enum Kind: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])
  }

  /// The value itself.
  var kind: Kind
  /// The 1-based line of the value's first character.
  var line: Int
  /// The 1-based column (in Unicode scalars) of the value's first character.
  var column: Int
  /// True for a number written without a fraction or an exponent (`3`, not `3.0`), so that a
  /// message can show it as it was written.
  var isWrittenWhole = false

  /// The name of the value's JSON type, for messages such as "must be a number, not a string".
  var typeName: String {
    switch kind {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }

  /// The members when the value is an object, else nil.
  var members: [JSONMember]? {
    if case .object(let members) = kind { return members }
    return nil
  }
}

/// One `"key": value` pair of a JSON object, with the place of its key.
struct JSONMember: Equatable, Sendable {
  /// The key, unescaped.
  var key: String
  /// The 1-based line of the key.
  var line: Int
  /// The 1-based column of the key.
  var column: Int
  /// The member's value.
  var value: JSONValue
}

extension JSONMember {
  /// Whether the member's key is `key`: a key of another length is told apart without comparing
  /// the text (a reader looks keys up among an object's few members often).
  func has(key: String) -> Bool {
    self.key.utf8.count == key.utf8.count && self.key == key
  }
}
