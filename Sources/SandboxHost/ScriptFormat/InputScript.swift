import Foundation
import Motion

/// Input scripts (docs/scripts.md): JSON Lines of timed touches, mouse and wheel input, keys,
/// captures and dumps.
enum InputScript {
  /// The keys that say what a line does; each line has exactly one of them.
  static let actionKeys = ["touch", "mouse", "wheel", "key", "capture", "dump", "set", "film", "track"]

  /// Reads the script at `path`. Throws every fault of every line, each naming the file and line.
  static func load(path: String) throws(InputErrors) -> [ScriptLine] {
    var lines: [ScriptLine] = []
    let errors = try stream(path: path) { lines.append($0) }
    guard errors.isEmpty else { throw InputErrors(errors) }
    return lines
  }

  /// Reads script text: the good lines in file order and a fault for every bad one (a line may
  /// have several). Empty lines and lines starting with `#` are skipped; `file` only names the
  /// file in faults.
  static func parse(_ text: String, file: String?) -> (lines: [ScriptLine], errors: [InputError]) {
    var parser = LineParser(file: file)
    var lines: [ScriptLine] = []
    var errors: [InputError] = []
    let rawLines = splitLines(text)
    for (offset, rawLine) in rawLines.enumerated() {
      // The limits a script file is read under (`ScriptFileReader`), with the same faults (the
      // empty line after a last line break is none of the script's own).
      let isTrailing = rawLine.isEmpty && offset == rawLines.count - 1
      if !isTrailing, let fault = limitFault(lineNumber: offset + 1, bytes: rawLine.utf8.count, file: file) {
        errors.append(fault)
        break
      }
      if let line = parser.read(rawLine, lineNumber: offset + 1) { lines.append(line) }
    }
    return (lines, parser.errors + errors)
  }

  /// Reads the script at `path` a piece at a time, handing each good line to `body` in file
  /// order, and returns a fault for every bad line, as `parse` does for text. Only one line is
  /// held at a time, so a script of any length reads in constant memory. Throws when the file
  /// cannot be read at all (missing, a folder, not UTF-8).
  static func stream(path: String, _ body: (ScriptLine) throws -> Void) throws(InputErrors) -> [InputError] {
    var file = try ScriptFileReader(path: path)
    var parser = LineParser(file: path)
    do {
      while let (lineNumber, rawLine) = try file.nextLine() {
        if let line = parser.read(rawLine, lineNumber: lineNumber) { try body(line) }
      }
    } catch let error as InputErrors {
      throw InputErrors(parser.errors + error.errors)
    } catch {
      throw InputErrors(file: path, line: nil, message: "\(error)")
    }
    return parser.errors
  }

  /// Turns a script's lines into `ScriptLine`s one at a time, in file order, recording every
  /// fault; it remembers only the last sound time, which the next line may not go back from.
  struct LineParser {
    private var reader: DocumentReader
    private var previousTime: (time: Double, line: Int)?

    /// A parser whose faults name `file`.
    init(file: String?) {
      reader = DocumentReader(file: file)
    }

    /// Every fault recorded so far, in line order.
    var errors: [InputError] { reader.errors }

    /// The line numbered `lineNumber` (without its line break), or nil when it is empty, a
    /// comment, or faulty (then its faults are recorded).
    mutating func read(_ rawLine: Substring, lineNumber: Int) -> ScriptLine? {
      var content = rawLine
      if content.hasSuffix("\r") { content = content.dropLast() }
      let trimmed = content.drop { $0 == " " || $0 == "\t" }
      if trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) || trimmed.hasPrefix("#") { return nil }

      let value: JSONValue
      do {
        value = try JSONParser.parse(String(content), firstLine: lineNumber)
      } catch {
        reader.fail(error.messageWithColumn, line: lineNumber)
        return nil
      }
      // The order of times is checked on every line whose `t` is sound, even when the rest of
      // the line is faulty, so a time going back is reported wherever it happens.
      let time = InputScript.soundTime(of: value)
      let goesBack = time.map { t in previousTime.map { t < $0.time } ?? false } ?? false
      if let time, let previousTime, goesBack {
        reader.fail(
          "\"t\" \(time.messageSpelling) is earlier than \(previousTime.time.messageSpelling) on line "
            + "\(previousTime.line) (times must never decrease)",
          line: lineNumber)
      }
      if let time, !goesBack { previousTime = (time, lineNumber) }
      guard let line = InputScript.readLine(value, lineNumber: lineNumber, reader: &reader), !goesBack else {
        return nil
      }
      return line
    }
  }

  /// The line's `t` when it is a finite number ≥ 0, else nil (`readLine` reports that fault).
  private static func soundTime(of value: JSONValue) -> Double? {
    guard let member = value.members?.first(where: { $0.key == "t" }),
      case .number(let time) = member.value.kind, time.isFinite, time >= 0
    else { return nil }
    return time
  }

  /// The lines of `text`, split at LF and CRLF (which Swift counts as one character).
  static func splitLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  }

  /// The fault of line `lineNumber`, `bytes` long without its line break, when it lies past
  /// `maximumLines` or is longer than `maximumLineBytes`; nil within the limits.
  static func limitFault(lineNumber: Int, bytes: Int, file: String?) -> InputError? {
    if lineNumber > maximumLines {
      return InputError(
        file: file, line: lineNumber,
        message: "the script has more than \(maximumLines) lines, the most a script may have")
    }
    if bytes > maximumLineBytes {
      return InputError(
        file: file, line: lineNumber,
        message: "the line is longer than \(maximumLineBytes) bytes (1 MiB), the most a line may have")
    }
    return nil
  }

  /// The longest line a script may have, in UTF-8 bytes without its line break (1 MiB): a line
  /// is read whole before it is parsed, so this bounds the memory a line takes.
  static let maximumLineBytes = 1 << 20

  /// The most lines (blank lines and comments included) a script may have: an hour at 1000 input
  /// events a second, twice over.
  static let maximumLines = 10_000_000

  /// The latest time a line may have: far past any real session, and early enough that frames
  /// (up to 1000 a second) stay apart in a `Double`.
  static let maximumTime = 1e9

  /// One line's action, or nil after recording its faults.
  private static func readLine(
    _ value: JSONValue, lineNumber: Int, reader: inout DocumentReader
  ) -> ScriptLine? {
    guard let members = reader.object(value, "a script line") else { return nil }
    let errorsBefore = reader.errors.count

    var time: Double?
    if let member = reader.required("t", in: members, of: "the line", line: lineNumber),
      let t = reader.number(member)
    {
      if t < 0 {
        reader.fail("\"t\" must be 0 or more, not \(t.messageSpelling)", line: lineNumber)
      } else if t > maximumTime {
        reader.fail(
          "\"t\" must be at most \(maximumTime.messageSpelling) seconds (about 31 years), not \(t.messageSpelling)",
          line: lineNumber)
      } else {
        time = t
      }
    }

    let present = members.filter { actionKeys.contains($0.key) }
    guard let actionMember = present.first else {
      let known = actionKeys.flatMap(allowedKeys(for:))
      let unknown = members.filter { !known.contains($0.key) }
      reader.rejectUnknownKeys(unknown, allowed: ["t"] + actionKeys, in: "a script line")
      reader.fail(
        "the line needs one of " + actionKeys.map { "\"\($0)\"" }.joined(separator: ", "),
        line: lineNumber)
      return nil
    }
    guard present.count == 1 else {
      reader.fail(
        "the line must do one thing, but has both \"\(present[0].key)\" and \"\(present[1].key)\"",
        line: lineNumber)
      return nil
    }

    let action: ScriptAction?
    switch actionMember.key {
    case "touch": action = readTouch(actionMember, members, lineNumber, &reader).map(ScriptAction.input)
    case "mouse": action = readMouse(actionMember, members, lineNumber, &reader).map(ScriptAction.input)
    case "wheel": action = readWheel(actionMember, members, lineNumber, &reader).map(ScriptAction.input)
    case "key": action = readKey(actionMember, members, lineNumber, &reader).map(ScriptAction.input)
    case "set": action = SetLineReader.read(actionMember, members, &reader).map(ScriptAction.directive)
    case "film", "track":
      action = FilmLineReader.read(actionMember, members, time: time, &reader).map(ScriptAction.directive)
    default: action = readOutput(actionMember, members, &reader).map(ScriptAction.directive)
    }
    guard reader.errors.count == errorsBefore, let time, let action else { return nil }
    return ScriptLine(time: time, lineNumber: lineNumber, action: action)
  }

  /// The allowed keys of a line whose action is `key`.
  private static func allowedKeys(for key: String) -> [String] {
    switch key {
    case "touch": ["t", "touch", "id", "x", "y"]
    case "mouse": ["t", "mouse", "button", "x", "y", "mods"]
    case "wheel": ["t", "wheel", "x", "y", "mods"]
    case "key": ["t", "key", "name"]
    case "film", "track": ["t", key] + FilmLineReader.keys
    default: ["t", key]
    }
  }

  /// The string of `member` if it is one of `choices`, else records a fault.
  private static func choice(
    _ member: JSONMember, _ choices: [String], reader: inout DocumentReader
  ) -> String? {
    guard let s = reader.string(member, allowEmpty: true) else { return nil }
    guard choices.contains(s) else {
      reader.fail(
        "\"\(member.key)\" must be "
          + choices.map { "\"\($0)\"" }.joined(separator: ", ")
          .replacingLastComma() + ", not \"\(s)\"",
        line: member.value.line)
      return nil
    }
    return s
  }

  private static func location(
    _ members: [JSONMember], _ lineNumber: Int, _ reader: inout DocumentReader
  ) -> Point? {
    var x: Double?
    var y: Double?
    if let m = reader.required("x", in: members, of: "the line", line: lineNumber) {
      x = reader.number(m)
    }
    if let m = reader.required("y", in: members, of: "the line", line: lineNumber) {
      y = reader.number(m)
    }
    guard let x, let y else { return nil }
    return Point(x: x, y: y)
  }

  private static func modifiers(_ members: [JSONMember], _ reader: inout DocumentReader) -> KeyModifiers? {
    guard let member = reader.member("mods", in: members) else { return [] }
    guard case .array(let items) = member.value.kind else {
      reader.fail(
        "\"mods\" must be an array of \"shift\", \"ctrl\" and \"alt\", not \(member.value.typeName)",
        line: member.value.line)
      return nil
    }
    var modifiers: KeyModifiers = []
    var valid = true
    for item in items {
      switch item.kind {
      case .string("shift"): modifiers.insert(.shift)
      case .string("ctrl"): modifiers.insert(.ctrl)
      case .string("alt"): modifiers.insert(.alt)
      case .string(let s):
        reader.fail("unknown modifier \"\(s)\" in \"mods\" (allowed: shift, ctrl, alt)", line: item.line)
        valid = false
      default:
        reader.fail("\"mods\" must hold strings, not \(item.typeName)", line: item.line)
        valid = false
      }
    }
    return valid ? modifiers : nil
  }

  private static func readTouch(
    _ action: JSONMember, _ members: [JSONMember], _ lineNumber: Int, _ reader: inout DocumentReader
  ) -> InputAction? {
    reader.rejectUnknownKeys(members, allowed: allowedKeys(for: "touch"), in: "a touch line")
    let phaseName = choice(action, ["down", "move", "up", "cancel"], reader: &reader)
    var id: Int?
    if let m = reader.required("id", in: members, of: "a touch line", line: lineNumber),
      let n = reader.number(m)
    {
      // Past 2^53 − 1 a JSON number no longer holds every whole number: 2^53 + 1 reads as 2^53,
      // and two different ids would be one touch.
      if n == n.rounded(), abs(n) <= 9_007_199_254_740_991 {
        id = Int(n)
      } else if n == n.rounded() {
        // Spelled whole where that is exact, as the file most likely wrote it (2^53 + 1 reads
        // as 9007199254740992, not 9.007199254740992e+15).
        let spelled = abs(n) < 1e18 ? String(Int64(n)) : n.messageSpelling
        reader.fail(
          "\"id\" must be a whole number from -(2^53 - 1) to 2^53 - 1 (past that, a JSON number "
            + "skips whole numbers), not \(spelled)",
          line: m.value.line)
      } else {
        reader.fail("\"id\" must be a whole number, not \(n.messageSpelling)", line: m.value.line)
      }
    }
    let point = location(members, lineNumber, &reader)
    guard let phaseName, let id, let point else { return nil }
    let phase: TouchPhase =
      switch phaseName {
      case "down": .began
      case "move": .moved
      case "up": .ended
      default: .cancelled
      }
    return .touch(phase: phase, id: id, location: point)
  }

  private static func readMouse(
    _ action: JSONMember, _ members: [JSONMember], _ lineNumber: Int, _ reader: inout DocumentReader
  ) -> InputAction? {
    reader.rejectUnknownKeys(members, allowed: allowedKeys(for: "mouse"), in: "a mouse line")
    let phase = choice(action, ["down", "move", "up"], reader: &reader).flatMap(MousePhase.init)
    var button: MouseButton?
    var buttonIsValid = true
    if let m = reader.member("button", in: members) {
      button = choice(m, ["left", "right", "middle"], reader: &reader).flatMap(MouseButton.init)
      buttonIsValid = button != nil
    } else if let phase, phase != .move {
      reader.fail("a mouse \(phase.rawValue) line needs \"button\"", line: lineNumber)
      buttonIsValid = false
    }
    let point = location(members, lineNumber, &reader)
    let mods = modifiers(members, &reader)
    guard let phase, buttonIsValid, let point, let mods else { return nil }
    return .mouse(phase: phase, button: phase == .move ? nil : button, location: point, modifiers: mods)
  }

  private static func readWheel(
    _ action: JSONMember, _ members: [JSONMember], _ lineNumber: Int, _ reader: inout DocumentReader
  ) -> InputAction? {
    reader.rejectUnknownKeys(members, allowed: allowedKeys(for: "wheel"), in: "a wheel line")
    var delta = reader.pair(action)
    if let steps = delta, max(abs(steps.x), abs(steps.y)) > MouseEmulator.maximumWheelSteps {
      let most = MouseEmulator.maximumWheelSteps.messageSpelling
      reader.fail(
        "\"wheel\" steps must be from -\(most) to \(most), not [\(steps.x.messageSpelling), \(steps.y.messageSpelling)]",
        line: action.value.line)
      delta = nil
    }
    let point = location(members, lineNumber, &reader)
    let mods = modifiers(members, &reader)
    guard let delta, let point, let mods else { return nil }
    return .wheel(delta: delta, location: point, modifiers: mods)
  }

  private static func readKey(
    _ action: JSONMember, _ members: [JSONMember], _ lineNumber: Int, _ reader: inout DocumentReader
  ) -> InputAction? {
    reader.rejectUnknownKeys(members, allowed: allowedKeys(for: "key"), in: "a key line")
    let direction = choice(action, ["down", "up"], reader: &reader)
    var name: String?
    if let m = reader.required("name", in: members, of: "a key line", line: lineNumber) {
      name = reader.string(m)
      if let given = name, let fault = KeyNames.fault(given) {
        reader.fail(fault, line: m.value.line)
        name = nil
      }
    }
    guard let direction, let name else { return nil }
    return .key(down: direction == "down", name: name)
  }

  private static func readOutput(
    _ action: JSONMember, _ members: [JSONMember], _ reader: inout DocumentReader
  ) -> Directive? {
    reader.rejectUnknownKeys(members, allowed: allowedKeys(for: action.key), in: "a \(action.key) line")
    guard let name = reader.string(action) else { return nil }
    if let fault = outputNameFault(name) {
      reader.fail("\"\(action.key)\" \(fault)", line: action.value.line)
      return nil
    }
    // Every replay writes these at the end, over whatever the line wrote.
    if finalOutputNames.contains(name) {
      reader.fail(
        "\(name) is written by every replay at the end; name the \(action.key) otherwise",
        line: action.value.line)
      return nil
    }
    return action.key == "capture" ? .capture(name: name) : .dump(name: name)
  }

  /// The outputs every replay writes when it ends, which no line may name.
  static let finalOutputNames = ["final.json", "final.png"]

  /// The longest output name, in UTF-8 bytes: a file system takes 255, and a file is written
  /// through a temporary one whose name adds about twenty to it.
  static let maximumOutputNameBytes = 200

  /// Why `name` cannot be a file name inside the output folder, or nil when it can.
  static func outputNameFault(_ name: String) -> String? {
    let length = name.utf8.count
    if length > maximumOutputNameBytes {
      let start = name.prefix(24)
      return "is \(length) bytes long (\"\(start)…\"); a name may have at most \(maximumOutputNameBytes)"
    }
    if name.contains("/") { return "must be a plain file name without '/', not \"\(name)\"" }
    if name.contains("..") { return "must not contain '..', as \"\(name)\" does" }
    if name == "." { return "must name a file, not \".\"" }
    if name.unicodeScalars.contains(where: { $0.value < 0x20 }) {
      return "must not contain control characters"
    }
    return nil
  }
}

extension String {
  /// `"a", "b", "c"` as `"a", "b" or "c"`.
  fileprivate func replacingLastComma() -> String {
    guard let range = range(of: ", ", options: .backwards) else { return self }
    return replacingCharacters(in: range, with: " or ")
  }
}
