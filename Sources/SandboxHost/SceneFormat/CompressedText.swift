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
    text.makeContiguousUTF8()
    let deflated = Zlib.compress(text.utf8.span)
    byteCount = text.utf8.count
    isDeflated = deflated != nil
    stored = deflated ?? Array(text.utf8)
  }

  /// The text kept.
  var text: String {
    guard isDeflated else { return String(decoding: stored, as: UTF8.self) }
    // What this type deflated inflates again; anything else is a broken invariant.
    guard let bytes = Zlib.uncompress(stored, count: byteCount) else {
      preconditionFailure("a kept text did not inflate again")
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether the text kept is `other`.
  func holds(_ other: String) -> Bool {
    other.utf8.count == byteCount && text == other
  }
}
