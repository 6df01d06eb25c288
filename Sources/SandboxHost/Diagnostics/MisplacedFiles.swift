/// Tells a scene file, an input script and a state dump apart by their contents, so that a
/// command handed the wrong kind of file (a replay's arguments swapped, a dump given as the
/// scene) says so in one line instead of listing every key the file gets wrong.
enum FileContents: String, Sendable, Equatable {
  /// A JSON object with `elements` or `size` and no `t`.
  case scene = "a scene file"
  /// JSON Lines whose first line (past blanks and `#` comments) is an object with `t`.
  case script = "an input script"
  /// A JSON object with `t` and `atRest`, as `dump` lines write.
  case dump = "a state dump"

  /// What `text` looks like, or nil when it looks like none of them.
  static func guess(_ text: String) -> FileContents? {
    guess(text, parsed: JSONDocument.parse(text))
  }

  /// What `text` looks like, given its parse as one JSON value.
  static func guess(_ text: String, parsed: JSONDocument) -> FileContents? {
    switch parsed {
    case .success(let document): guess(document: document)
    case .failure: guess(lines: text)
    }
  }

  /// What a file whose text is the one JSON value `document` looks like, or nil.
  static func guess(document: JSONValue) -> FileContents? {
    guard let members = document.members else { return nil }
    let keys = Set(members.map(\.key))
    if keys.contains("t") && keys.contains("atRest") { return .dump }
    if keys.contains("t") { return .script }
    if keys.contains("elements") || keys.contains("size") { return .scene }
    return nil
  }

  /// What `text`, which is not one JSON value, looks like: a script when its first line that is
  /// neither blank nor a `#` comment is an object with `t`, else nil.
  static func guess(lines text: String) -> FileContents? {
    for rawLine in InputScript.splitLines(text) {
      let line = rawLine.trimmingPrefix { $0 == " " || $0 == "\t" }
      if line.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) || line.hasPrefix("#") { continue }
      guard let value = try? JSONParser.parse(String(line)), let members = value.members else { return nil }
      return members.contains { $0.key == "t" } ? .script : nil
    }
    return nil
  }

  /// One fault in place of all those of a replay's script and scene when either is a file of
  /// the wrong kind; nil when neither is (their own faults then say what is wrong).
  ///
  /// `scriptText` and `sceneText` are nil where the file could not be read or is built in;
  /// each file's own faults decide whether it is checked at all, so a good file is never
  /// second-guessed.
  static func replayMixUp(
    script: (path: String, text: String?, faulty: Bool), scene: (path: String, text: String?, faulty: Bool),
    sceneGivenBy: String = "--scene"
  ) -> InputError? {
    let scriptLooks = script.faulty ? script.text.flatMap { guess($0) } : nil
    let sceneLooks = scene.faulty ? scene.text.flatMap { guess($0) } : nil
    let wrongScript = scriptLooks.flatMap { $0 == .script ? nil : $0 }
    let wrongScene = sceneLooks.flatMap { $0 == .scene ? nil : $0 }
    switch (wrongScript, wrongScene) {
    case (.scene?, .script?):
      return InputError(
        file: nil, line: nil,
        message:
          "\(script.path) looks like a scene file and \(scene.path) like an input script: swapped? "
          + "replay takes the script first and the scene after --scene: replay \(scene.path) --scene \(script.path)"
      )
    case (let looks?, _):
      return InputError(
        file: script.path, line: nil,
        message:
          "this looks like \(looks.rawValue), not an input script (replay takes the script first, "
          + "the scene after --scene)")
    case (nil, let looks?):
      return InputError(
        file: scene.path, line: nil,
        message:
          "this looks like \(looks.rawValue), not a scene file (\(sceneGivenBy) takes a scene file or a built-in name)"
      )
    case (nil, nil):
      return nil
    }
  }
}
