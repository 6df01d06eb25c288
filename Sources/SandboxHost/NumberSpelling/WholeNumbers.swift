extension Double {
  /// The number as a whole number, when it is one that people write without a fraction (`342`,
  /// not `342.0`): finite, without a fraction and below 10^15 in size, where every such number
  /// is exact in both types. Nil for any other.
  var wholeNumber: Int64? {
    self == rounded() && abs(self) < 1e15 ? Int64(self) : nil
  }
}

extension JSONOutput {
  /// `value` as people write it in a file: a whole number without a fraction, any other as a
  /// `Double` spells it.
  static func wholeOrFraction(_ value: Double) -> JSONOutput {
    value.wholeNumber.map { .integer(Int($0)) } ?? .number(value)
  }
}
