import Foundation

/// What kind of input file a path holds, as `check` decides it.
enum InputFileKind: String, Sendable, Equatable {
  /// A scene file (docs/scene-files.md).
  case scene
  /// An input script (docs/scripts.md).
  case script
}

/// The scene a script is checked against (`check --scene`): where it comes from and what its
/// file says.
typealias CheckedScene = (source: SceneSource, description: SceneDescription)

/// Checks every file of `paths` (the `check` command) and returns every fault found, file by
/// file in the order given; an empty result means every file is good. Scripts are read in
/// `scene` when one is given.
func checkFiles(_ paths: [String], scene: CheckedScene? = nil) -> [InputError] {
  paths.flatMap { checkFile($0, scene: scene).errors }
}

/// Checks one scene file or script: its kind (nil when the file cannot be read), its faults, and
/// the script's warnings. A script's lines are read by the script model (`ScriptModel`), in
/// `scene` when one is given: then a line that cannot do what it says there is a fault, as in
/// `replay`.
///
/// `.json` is a scene (unless it reads as JSON lines, see `looksLikeJSONLines`) and `.jsonl` or
/// `.ndjson` a script; any other file is a script when its first line that is neither blank nor
/// a `#` comment is a JSON object with a `t` key, else a scene. A built-in scene's name checks
/// that scene, as `run` and `replay` take it, even where a file of that name lies in the current
/// folder (a warning says how to check the file: `./NAME`). A scene reports its syntax error
/// alone, or else all its faults; a script reports the faults of every line, its films counted
/// in frames at `fps`, as a replay at that rate makes them.
func checkFile(_ path: String, scene: CheckedScene? = nil, fps: Double = CommandLineDefaults.fps) -> (
  kind: InputFileKind?, errors: [InputError], warnings: [InputError]
) {
  guard let builtIn = BuiltInScenes.named(path) else {
    return checkFile(atPath: path, scene: scene, fps: fps)
  }
  let result: (kind: InputFileKind?, errors: [InputError], warnings: [InputError])
  do {
    result = checkFile(atPath: try BuiltInScenes.path(of: builtIn), scene: scene, fps: fps)
  } catch {
    return (nil, error.errors, [])
  }
  guard FileManager.default.fileExists(atPath: path) else { return result }
  let shadowed = InputError(
    file: path, line: nil,
    message: "the name of a built-in scene, which is what this checks (as run and replay take it); "
      + "write ./\(path) to check the file")
  return (result.kind, result.errors, result.warnings + [shadowed])
}

/// Checks the file at `filePath` (see `checkFile(_:)`).
private func checkFile(atPath filePath: String, scene: CheckedScene?, fps: Double) -> (
  kind: InputFileKind?, errors: [InputError], warnings: [InputError]
) {
  let text: String
  do {
    text = try TextFile.read(filePath)
  } catch {
    if let fingerprint = FileFingerprint(path: filePath), fingerprint.isRegularFile,
      fingerprint.size > TextFile.maximumBytes, isScriptFile(filePath)
    {
      return checkScriptFile(atPath: filePath, scene: scene, fps: fps)
    }
    return (nil, error.errors, [])
  }
  // The text is parsed as one JSON value once, for its kind, its checks and what it looks like
  // when it is faulty alike: a scene of 50k elements took three parses, a faulty one four.
  let document = JSONDocument.parse(text)
  switch inputFileKind(path: filePath, text: text, parsed: document) {
  case .scene:
    do {
      _ = try SceneDescription.read(document, file: filePath, defaultName: TextFile.baseName(filePath))
      return (.scene, [], [])
    } catch {
      return (
        .scene, wrongKind(of: text, parsed: document, path: filePath, expected: .scene) ?? error.errors, []
      )
    }
  case .script:
    let parsed = InputScript.parse(text, file: filePath)
    guard parsed.errors.isEmpty else {
      return (
        .script, wrongKind(of: text, parsed: document, path: filePath, expected: .script) ?? parsed.errors, []
      )
    }
    let model = ScriptModel.read(parsed.lines, file: filePath, scene: scene, fps: fps).model
    return (.script, model.errors, model.warnings)
  }
}

/// Whether the file at `path`, too long to be read whole, is a script, as `inputFileKind` tells
/// by its extension or else by its first line that is neither blank nor a comment.
private func isScriptFile(_ path: String) -> Bool {
  switch URL(fileURLWithPath: path).pathExtension.lowercased() {
  case "json": return false
  case "jsonl", "ndjson": return true
  default: break
  }
  guard var reader = try? ScriptFileReader(path: path) else { return false }
  while let (_, line) = try? reader.nextLine() {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
    return inputFileKind(path: path, text: trimmed) == .script
  }
  // Blank or comments only: no scene, and the empty script `replay` plays.
  return true
}

/// Checks a script file too long to be read whole a line at a time, as `replay` reads it, with
/// the faults and warnings `checkFile` gives.
private func checkScriptFile(atPath path: String, scene: CheckedScene?, fps: Double) -> (
  kind: InputFileKind?, errors: [InputError], warnings: [InputError]
) {
  var model = ScriptModel(file: path, scene: scene, fps: fps)
  let errors: [InputError]
  do {
    errors = try InputScript.stream(path: path) { _ = model.read($0) }
  } catch {
    return (.script, error.errors, [])
  }
  guard errors.isEmpty else { return (.script, errors, []) }
  model.finish()
  return (.script, model.errors, model.warnings)
}

/// The kind of the file at `path` with contents `text`, by extension and else by content.
/// `parsed` is `text` parsed as one JSON value, when that was done already.
func inputFileKind(path: String, text: String, parsed: JSONDocument? = nil) -> InputFileKind {
  switch URL(fileURLWithPath: path).pathExtension.lowercased() {
  // `replay` takes a script whatever its name, so a script named `.json` is checked as one.
  case "json":
    let whole = try? (parsed ?? JSONDocument.parse(text)).get()
    return looksLikeJSONLines(text, document: whole) ? .script : .scene
  case "jsonl", "ndjson": return .script
  default: break
  }
  for rawLine in InputScript.splitLines(text) {
    let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty || line.hasPrefix("#") { continue }
    if let value = try? JSONParser.parse(line), let members = value.members,
      members.contains(where: { $0.key == "t" })
    {
      return .script
    }
    return .scene
  }
  // Blank or comments only: no scene can be, and `replay` plays it as an empty script.
  return .script
}

/// Whether `text` named `.json` reads as a script rather than one JSON document: its contents
/// are a script's, or it is no single JSON value while its first line that is not blank is a
/// `#` comment or a JSON value by itself (a script whose lines have faults), so `check` reports
/// what `replay` would. `document` is `text` parsed as one JSON value, nil when it is not one.
private func looksLikeJSONLines(_ text: String, document: JSONValue?) -> Bool {
  if let document { return FileContents.guess(document: document) == .script }
  if FileContents.guess(lines: text) == .script { return true }
  for rawLine in InputScript.splitLines(text) {
    let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
    if line.isEmpty { continue }
    return line.hasPrefix("#") || (try? JSONParser.parse(line)) != nil
  }
  return false
}

/// One fault saying what a faulty file looks like instead, when it looks like another kind
/// (a dump named `.json`, a scene named `.jsonl`); nil when it does not.
private func wrongKind(of text: String, parsed: JSONDocument, path: String, expected: FileContents)
  -> [InputError]?
{
  guard let looks = FileContents.guess(text, parsed: parsed), looks != expected else { return nil }
  return [
    InputError(file: path, line: nil, message: "this looks like \(looks.rawValue), not \(expected.rawValue)")
  ]
}
