/// A value kept in a box of its own (an indirect case), with value semantics: what a description
/// keeps of the options most of its kind leave at their defaults, so that each of thousands
/// carries one reference rather than their room inline.
indirect enum OutOfLine<Value: Sendable & Equatable>: Sendable, Equatable {
  case boxed(Value)

  /// The value in the box.
  var value: Value {
    switch self {
    case .boxed(let value): value
    }
  }

  /// `value` in a box, or nil when it equals `defaults`: equal values then compare equal
  /// however they were made.
  static func boxing(_ value: Value, unless defaults: Value) -> OutOfLine? {
    value == defaults ? nil : .boxed(value)
  }
}
