import Foundation

/// Reads a text file a line at a time through a fixed buffer, so that a script of any length is
/// read in constant memory: the replay's two passes over a script (check it all, then play it)
/// never hold the whole file.
///
/// Lines end at LF; a CR before the LF stays on the line, for the parser to drop, and is not
/// counted in its length (a CRLF is one line break, as `InputScript.splitLines` takes it). A
/// file that is missing, a folder, unreadable or not UTF-8 is an `InputErrors` naming the path,
/// phrased as `TextFile.read` phrases it. A line longer than
/// `InputScript.maximumLineBytes` or a line past `InputScript.maximumLines` is an `InputErrors`
/// naming the line, found before more of it is read: an endless input (`/dev/zero`) is refused
/// in the memory of one line.
struct ScriptFileReader: ~Copyable {
  private let path: String
  private var file: ReadableFile
  private var buffer: [UInt8]
  private var start = 0
  private var end = 0
  private var atEndOfFile = false
  private var isFinished = false
  private var lineNumber = 0
  /// The file as it was checked, when it is read again to be played (see `init`).
  private let checked: FileFingerprint?

  /// How much is read from the file at a time.
  static let chunkSize = 1 << 16

  /// Opens the file at `path`. With `checked`, the file as a first reading found it, a read
  /// after the file changed (grown, cut, rewritten or replaced) is a fault: every byte handed
  /// out was read while the file was as checked.
  init(path: String, unchangedSince checked: FileFingerprint? = nil) throws(InputErrors) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw InputErrors(file: path, line: nil, message: TextFile.missingFileMessage(path))
    }
    guard !isDirectory.boolValue else {
      throw InputErrors(file: path, line: nil, message: "is a directory, not a file")
    }
    guard let file = ReadableFile(path: path) else {
      throw InputErrors(file: path, line: nil, message: "cannot be read")
    }
    self.path = path
    self.file = file
    self.checked = checked
    buffer = [UInt8](repeating: 0, count: Self.chunkSize)
  }

  /// The next line with its number (from 1), without its LF, or nil after the last one. A file
  /// that ends with a LF has an empty last line, as splitting its text would give.
  mutating func nextLine() throws(InputErrors) -> (number: Int, text: Substring)? {
    while true {
      if let newline = newlineIndex() {
        try checkLength(newline - start - carriageReturns(before: newline))
        let text = try decode(start..<newline)
        start = newline + 1
        lineNumber += 1
        return (lineNumber, withoutByteOrderMark(text))
      }
      if atEndOfFile {
        // What follows the last LF is the last line, even when empty, as splitting text gives.
        guard !isFinished else { return nil }
        isFinished = true
        // The empty line after a last LF is no line of the script's own.
        if end > start { try checkLength(end - start) }
        let text = try decode(start..<end)
        start = end
        lineNumber += 1
        return (lineNumber, withoutByteOrderMark(text))
      }
      try checkLength(end - start - carriageReturns(before: end), soFar: true)
      try fill()
    }
  }

  /// Throws when the next line, `length` bytes long (`soFar`: at least that long, when more is
  /// to be read), is longer than a line may be, or lies past the last line a script may have.
  private func checkLength(_ length: Int, soFar: Bool = false) throws(InputErrors) {
    // More of a line not yet ended counts only when some of it is there.
    guard !soFar || length > 0 else { return }
    if let fault = InputScript.limitFault(lineNumber: lineNumber + 1, bytes: length, file: path) {
      throw InputErrors([fault])
    }
  }

  /// 1 when the byte before `index` is an unread CR, which with the LF after it is the line's
  /// break (CRLF) and not part of its length, as the whole text's parse counts it; else 0.
  private func carriageReturns(before index: Int) -> Int {
    index > start && buffer[index - 1] == 0x0D ? 1 : 0
  }

  /// The first line without the byte order mark some editors put at the start of a file, so
  /// that a comment or blank first line reads as one (as the whole text's parse reads it).
  private func withoutByteOrderMark(_ text: Substring) -> Substring {
    lineNumber == 1 && text.first == "\u{FEFF}" ? text.dropFirst() : text
  }

  /// Moves the unread bytes to the front, grows the buffer when a line fills it, and reads more.
  private mutating func fill() throws(InputErrors) {
    if start > 0 {
      let unread = end - start
      if unread > 0 {
        buffer.replaceSubrange(0..<start, with: EmptyCollection())
        buffer.append(contentsOf: repeatElement(0, count: start))
      }
      start = 0
      end = unread
    }
    if end == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
    guard let read = file.read(into: &buffer, at: end) else {
      throw InputErrors(file: path, line: nil, message: "cannot be read")
    }
    // Looked at after the read, so that what was read predates any change.
    if let checked, FileFingerprint(path: path) != checked {
      throw InputErrors(file: path, line: nil, message: "changed after it was checked")
    }
    end += read
    if read == 0 { atEndOfFile = true }
  }

  /// The index of the first LF among the unread bytes.
  private func newlineIndex() -> Int? {
    FileBytes.firstIndex(of: 0x0A, in: buffer.span, start..<end)
  }

  private func decode(_ range: Range<Int>) throws(InputErrors) -> Substring {
    guard let text = String(validating: buffer[range], as: UTF8.self) else {
      // The line being decoded is the next one.
      throw InputErrors(file: path, line: lineNumber + 1, message: "the line is not UTF-8 text")
    }
    return Substring(text)
  }
}
