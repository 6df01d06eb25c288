/// Where `JSONWriter` puts its text: UTF-8 bytes kept in memory, or, with a `drain`, handed on
/// each time a chunk has gathered (to a file being written), so that a long text such as the
/// dump of a scene of 50k elements is never held whole.
struct JSONText {
  /// The bytes written and not yet drained.
  private(set) var bytes: [UInt8] = []
  /// Where full chunks go; nil keeps every byte.
  private let drain: ((Span<UInt8>) throws -> Void)?
  /// The first failure of `drain`; after it, bytes are dropped and `finish` throws it.
  private var failure: (any Error)?

  /// How many bytes gather before they are drained.
  static let chunkSize = 1 << 16

  /// A text kept whole in memory.
  init() { drain = nil }

  /// A text handed to `drain` a chunk at a time, the rest at `finish()`.
  init(draining drain: @escaping (Span<UInt8>) throws -> Void) {
    self.drain = drain
    bytes.reserveCapacity(Self.chunkSize + Self.chunkSize / 4)
  }

  /// The text written, when it is kept whole.
  var string: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends `text`.
  mutating func append(_ text: String) {
    appendUTF8(of: text)
    if drain != nil, bytes.count >= Self.chunkSize { drainBytes() }
  }

  /// Appends `number` as `JSONWriter` spells it.
  mutating func append(number: Double) {
    // A whole number below 10¹⁵ is spelled as its digits and ".0" (`20.0`): written here digit
    // by digit, without making its spelling first.
    guard number != 0, number.rounded(.towardZero) == number, abs(number) < 1e15 else {
      return append(JSONWriter.format(number))
    }
    var whole = Int(number)
    if whole < 0 {
      bytes.append(UInt8(ascii: "-"))
      whole = -whole
    }
    var digits = 1
    var power = 10
    while power <= whole {
      digits += 1
      power *= 10
    }
    // The digits from the last back to the first, into room made for them.
    var index = bytes.count + digits
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
    repeat {
      index -= 1
      bytes[index] = UInt8(ascii: "0") + UInt8(whole % 10)
      whole /= 10
    } while whole > 0
    bytes.append(UInt8(ascii: "."))
    bytes.append(UInt8(ascii: "0"))
    if drain != nil, bytes.count >= Self.chunkSize { drainBytes() }
  }

  /// Appends the two-number array `[x, y]` as `JSONWriter` writes it on one line.
  mutating func append(pair x: Double, _ y: Double) {
    append("[")
    append(number: x)
    append(", ")
    append(number: y)
    append("]")
  }

  /// Appends `text` as a JSON string literal (see `JSONWriter.quote`).
  mutating func appendQuoted(_ text: String) {
    let start = bytes.count
    bytes.append(UInt8(ascii: "\""))
    appendUTF8(of: text)
    // Most names need no escaping: their bytes stay as they went in.
    for index in (start + 1)..<bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        bytes.removeSubrange(start...)
        return append(JSONWriter.quote(text))
      }
    }
    bytes.append(UInt8(ascii: "\""))
    if drain != nil, bytes.count >= Self.chunkSize { drainBytes() }
  }

  /// Appends the UTF-8 bytes of `text`, copied from its contiguous storage at once.
  private mutating func appendUTF8(of text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Hands what is left to the drain; throws the drain's first failure.
  mutating func finish() throws {
    drainBytes()
    if let failure { throw failure }
  }

  private mutating func drainBytes() {
    guard let drain else { return }
    if failure == nil {
      do {
        try drain(bytes.span)
      } catch {
        failure = error
      }
    }
    bytes.removeAll(keepingCapacity: true)
  }
}
