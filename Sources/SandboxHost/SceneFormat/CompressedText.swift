import CSDL2

/// A text kept deflated, for a text kept long and read seldom: a loaded scene keeps its file's
/// text, which `w` writes tuned values into and which tells a reload of the same text, and the
/// text of a large scene deflates to about an eighth.
///
/// Deflated at zlib's fastest level: the text of fifty thousand elements (7.5 MB) takes about
/// 50 ms, and reads inflate it again.
struct CompressedText: Sendable {
  /// The deflated UTF-8 bytes, or the bytes themselves when zlib could not deflate them.
  private let stored: [UInt8]
  /// The length of the text in UTF-8 bytes.
  private let byteCount: Int
  private let isDeflated: Bool

  /// Keeps `text`.
  init(_ text: String) {
    var text = text
    var deflated: [UInt8] = []
    var length = UInt(0)
    let (count, status) = text.withUTF8 { bytes -> (Int, Int32) in
      length = compressBound(UInt(bytes.count))
      deflated = [UInt8](repeating: 0, count: Int(length))
      let status = deflated.withUnsafeMutableBufferPointer { target in
        compress2(target.baseAddress, &length, bytes.baseAddress, UInt(bytes.count), 1)
      }
      return (bytes.count, status)
    }
    byteCount = count
    isDeflated = status == Z_OK
    if isDeflated {
      // Copied into storage of its own length: the buffer deflated into has room for the worst
      // case, as large as the text.
      stored = Array(deflated[..<Int(length)])
    } else {
      stored = Array(text.utf8)
    }
  }

  /// The text kept.
  var text: String {
    guard isDeflated else { return String(decoding: stored, as: UTF8.self) }
    var bytes = [UInt8](repeating: 0, count: byteCount)
    var length = UInt(byteCount)
    let status = bytes.withUnsafeMutableBufferPointer { target in
      stored.withUnsafeBufferPointer { source in
        uncompress(target.baseAddress, &length, source.baseAddress, UInt(source.count))
      }
    }
    // What this type deflated inflates again; anything else is a broken invariant.
    precondition(status == Z_OK && Int(length) == byteCount, "a kept text did not inflate again")
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the text kept is `other`.
  func holds(_ other: String) -> Bool {
    other.utf8.count == byteCount && text == other
  }
}
