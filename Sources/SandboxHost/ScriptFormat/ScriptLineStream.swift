/// The lines of a script the replay has already checked, handed out one at a time: from the
/// file, read again a piece at a time so that a script of any length replays in constant
/// memory, or from lines already in memory (a script given as text).
final class ScriptLineStream {
  private var lines: [ScriptLine] = []
  private var index = 0
  private var file: ScriptFileReader?
  private var parser: InputScript.LineParser
  private let path: String

  /// The lines of the script file at `path`; with `checked`, only as long as the file is as it
  /// was checked (a script that grew while it played handed out lines no check had read).
  init(path: String, unchangedSince checked: FileFingerprint? = nil) throws(InputErrors) {
    self.path = path
    file = try ScriptFileReader(path: path, unchangedSince: checked)
    parser = InputScript.LineParser(file: path)
  }

  /// These lines, in order.
  init(lines: [ScriptLine], path: String) {
    self.lines = lines
    self.path = path
    parser = InputScript.LineParser(file: path)
  }

  /// The next line, or nil after the last. The file was checked before the replay began, so a
  /// fault found now means it changed since: that ends the replay with an error.
  func next() throws -> ScriptLine? {
    guard file != nil else {
      defer { index += 1 }
      return index < lines.count ? lines[index] : nil
    }
    while let (lineNumber, text) = try nextFileLine() {
      let line = parser.read(text, lineNumber: lineNumber)
      if let fault = parser.errors.first {
        throw RunError(
          "\(path):\(fault.line ?? lineNumber): the script changed while it was replayed (\(fault.message))")
      }
      if let line { return line }
    }
    return nil
  }

  /// The file's next line; a fault reading it means the file changed since its check.
  private func nextFileLine() throws(RunError) -> (number: Int, text: Substring)? {
    do {
      return try file!.nextLine()
    } catch {
      // A line's fault (too long, not UTF-8) is said; the file's own (it changed) is the message.
      let fault = error.errors.first { $0.line != nil }
      throw RunError(
        "\(path):\(fault?.line.map { "\($0):" } ?? "") the script changed while it was replayed"
          + (fault.map { " (\($0.message))" } ?? "") + "; replay it again")
    }
  }
}
