import Foundation

/// Writes what a person does in a live session as a docs/scripts.md script, one line at a time.
///
/// Every line reaches the file as soon as it is recorded (no buffering in the process), so a
/// crash loses nothing that was recorded before it.
final class ScriptRecorder {
  /// The file written to.
  let path: String
  private let handle: FileHandle

  /// Creates (or empties) the file at `path` and starts it with a comment naming the scene (the
  /// scene's name, and the `--scene` that replays the recording: a file's name inside it may be
  /// a built-in scene's).
  init(path: String, sceneName: String, scene: String? = nil) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil) else {
      throw RecordError(message: "cannot create the recording \(path)")
    }
    guard let handle = FileHandle(forWritingAtPath: path) else {
      throw RecordError(message: "cannot open the recording \(path) for writing")
    }
    self.path = path
    self.handle = handle
    let replay = scene.map { "; replay it with --scene \(Self.quotedIfNeeded($0))" } ?? ""
    try write("# motion-sandbox recording of scene \(sceneName)\(replay)\n")
  }

  deinit {
    try? handle.close()
  }

  /// `text` as a shell word: as it is when it has nothing a shell reads specially, else quoted.
  static func quotedIfNeeded(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./+:@%".contains($0) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// The time of the last line written.
  private var lastTime = 0.0

  /// Appends `input` at `time` (seconds since the session started), never before the line
  /// before it: a script's times do not go back, and events stamped to the millisecond may
  /// follow a line stamped by the clock within the same millisecond.
  ///
  /// Keeps an action only when the script model says it acts on replay and is not recorded
  /// otherwise (see `LineMeaning.isRecorded`): a key without a command, a release, a quit key is
  /// left out, and `c` and `d` come as the `capture` and `dump` lines they write.
  func record(_ input: InputAction, at time: Double) throws {
    try append(.input(input), at: time)
  }

  /// Appends `directive` at `time`, as `record(_:at:)` appends input.
  func record(_ directive: Directive, at time: Double) throws {
    try append(.directive(directive), at: time)
  }

  private func append(_ action: ScriptAction, at time: Double) throws {
    let at = max(lastTime, time.isFinite ? time : 0)
    lines += 1
    let line = ScriptLine(time: at, lineNumber: lines, action: action)
    guard model.read(line).isRecorded else { return }
    lastTime = at
    try write(ScriptLineEncoder.encode(line) + "\n")
  }

  /// The places in the file of the `until` values of film and track lines still open.
  private var openUntils: [UInt64] = []
  /// The room an open line keeps for its `until`: any script time fits.
  private static let untilWidth = 24

  /// Appends a `film` or `track` line at `time` whose end is not known yet: its `until` is
  /// `time` until `closeOpenRecordings(until:)` writes the real one in its place (padded with
  /// spaces, which JSON allows), so the file is a valid script at every moment.
  func recordOpen(_ film: FilmLine, at time: Double) throws {
    let at = max(lastTime, time.isFinite ? time : 0)
    var closed = film
    closed.until = at
    lines += 1
    let line = ScriptLine(time: at, lineNumber: lines, action: .directive(.record(closed)))
    guard model.read(line).isRecorded else { return }
    lastTime = at
    let text = ScriptLineEncoder.encode(line)
    let spelled = ScriptLineEncoder.number(at)
    guard text.hasSuffix(spelled + "}") else { throw RecordError(message: "cannot record \(film.name)") }
    let head = String(text.dropLast(spelled.count + 1))
    do {
      let offset = try handle.seekToEnd() + UInt64(head.utf8.count)
      try write(head + Self.padded(spelled) + "}\n")
      openUntils.append(offset)
    }
  }

  /// Writes `until` into every open film and track line.
  func closeOpenRecordings(until: Double) throws {
    let spelled = Self.padded(ScriptLineEncoder.number(max(until, lastTime)))
    do {
      for offset in openUntils {
        try handle.seek(toOffset: offset)
        try handle.write(contentsOf: Data(spelled.utf8))
      }
      _ = try handle.seekToEnd()
    } catch {
      throw RecordError(message: "cannot write the recording \(path): \(failureReason(of: error))")
    }
    openUntils.removeAll()
  }

  private static func padded(_ number: String) -> String {
    number + String(repeating: " ", count: max(0, untilWidth - number.utf8.count))
  }

  /// What the lines recorded so far mean; the scene is not followed (the session's scene acts).
  private var model = ScriptModel(file: nil)
  /// How many actions were offered.
  private var lines = 0

  private func write(_ text: String) throws {
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      throw RecordError(message: "cannot write the recording \(path): \(failureReason(of: error))")
    }
  }
}

/// A recording could not be written.
struct RecordError: Error, CustomStringConvertible {
  /// What went wrong.
  var message: String
  /// The message, as an `error:` line prints it.
  var description: String { message }
}
