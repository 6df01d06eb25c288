/// The lines of a script the replay has already checked, handed out one at a time: from the
/// file, read again a piece at a time so that a script of any length replays in constant
/// memory, or from lines already in memory (a script given as text).
final class ScriptLineStream {
  private var lines: [ScriptLine] = []
  private var index = 0
  private var file: ScriptFileReader?
  private var parser: InputScript.LineParser
  private let path: String

  /// The lines of the script file at `path`.
  init(path: String) throws(InputErrors) {
    self.path = path
    file = try ScriptFileReader(path: path)
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
    while let (lineNumber, text) = try file!.nextLine() {
      let line = parser.read(text, lineNumber: lineNumber)
      if let fault = parser.errors.first {
        throw RunError(
          "\(path):\(fault.line ?? lineNumber): the script changed while it was replayed (\(fault.message))")
      }
      if let line { return line }
    }
    return nil
  }
}
