import Foundation

/// `motion-sandbox case new SUITE/NAME --recording FILE --scene S`: a suite case made from a
/// recording of the live window (docs/suites.md), in one step: `case.json` naming the scene (a
/// built-in name, or the scene file's path relative to the case), `script.jsonl` holding the
/// recording under a comment line that says where it came from, its outputs' date-stamped names
/// (`film-20261206-101501-123.png`) given stable names of their script time
/// (`film-t1.250.png`), and the goldens of a first replay. Nothing is written when the
/// recording, the scene or the place is wrong: the case is built beside its place, its goldens
/// written there, and moved into place at the end, so it appears whole or not at all.
enum CaseFromRecording {
  /// A name stamped with the date and time by the live window: `KIND-YYYYMMDD-HHMMSS-mmm.EXT`.
  static func isDateStamped(_ name: String) -> Bool {
    name.range(of: #"^[a-z]+-[0-9]{8}-[0-9]{6}-[0-9]{3}\.[a-z]+$"#, options: .regularExpression) != nil
  }

  /// The recording's lines with every date-stamped output name replaced by its stable name,
  /// `KIND-tT.EXT` at the line's script time; an output line's name appears once, as its value.
  static func stableLines(_ text: String) -> [String] {
    InputScript.splitLines(text).map { line in
      var line = String(line)
      guard let value = try? JSONParser.parse(line), let members = value.members,
        case .number(let time) = members.first(where: { $0.key == "t" })?.value.kind
      else { return line }
      for member in members where ["film", "track", "capture", "dump"].contains(member.key) {
        guard case .string(let name) = member.value.kind, isDateStamped(name) else { continue }
        let kind = String(name.prefix { $0 != "-" })
        let fileExtension = String(name[name.index(after: name.lastIndex(of: ".")!)...])
        let stable = SessionOutputs.scriptTimeFileName(kind, time, fileExtension)
        line = line.replacingOccurrences(of: JSONWriter.quote(name), with: JSONWriter.quote(stable))
      }
      return line
    }
  }

  /// The path of `target` relative to the folder `base` (both made absolute first).
  static func relativePath(of target: String, from base: String) -> String {
    let to = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
    let from = URL(fileURLWithPath: base).standardizedFileURL.pathComponents
    var shared = 0
    while shared < min(to.count, from.count), to[shared] == from[shared] { shared += 1 }
    let path = Array(repeating: "..", count: from.count - shared) + to[shared...]
    return path.joined(separator: "/")
  }

  /// The fault of `suite` as the folder a new case goes into, or nil: a file (or a file on its
  /// way), a case itself, or a folder inside a case (its goldens): `test` runs only the case
  /// folders of a suite, so a case put there would never run.
  static func suiteProblem(_ suite: String) -> InputError? {
    let manager = FileManager.default
    // Walked without `..` (`s/one/../two` is no folder of the case `s/one`).
    let standardized = URL(fileURLWithPath: suite).standardizedFileURL.path
    var folder = standardized
    while !folder.isEmpty {
      var isDirectory: ObjCBool = false
      if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
        guard isDirectory.boolValue else {
          let message =
            folder == standardized
            ? "is a file; SUITE must be a folder of cases"
            : "lies under \(folder), which is a file; SUITE must be a folder of cases"
          return InputError(file: suite, line: nil, message: message)
        }
        if manager.fileExists(atPath: folder + "/case.json") {
          let message =
            folder == standardized
            ? "is a case (it holds case.json), not a suite: a case inside it would never run"
            : "lies inside the case \(folder): a case inside another case would never run"
          return InputError(
            file: suite, line: nil, message: message + " (give SUITE/NAME with SUITE a suite folder)")
        }
      }
      let parent = PathComponents.parent(of: folder)
      if parent == folder { break }
      folder = parent
    }
    // A new suite among a suite's cases: `test` of that suite would take it for a case without
    // case.json, and refuse the whole suite.
    let parent = PathComponents.parent(of: standardized)
    if parent != standardized, holdsCases(parent) {
      return InputError(
        file: suite, line: nil,
        message:
          "lies in the suite \(parent), whose folders are its cases: a suite inside it would break it "
          + "(give SUITE/NAME with SUITE beside it, or SUITE as \(parent) itself)")
    }
    return nil
  }

  /// Whether any folder directly in `folder` is a case (holds case.json).
  private static func holdsCases(_ folder: String) -> Bool {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.contains { FileManager.default.fileExists(atPath: folder + "/" + $0 + "/case.json") }
  }

  /// Builds the case in a staging folder inside `suite`; returns its path. Throws
  /// `InputErrors` for bad input.
  static func stage(
    suite: String, name: String, recording: String, scene: String, date: Date = Date()
  ) throws -> String {
    var errors: [InputError] = []
    let manager = FileManager.default
    if name.isEmpty || name.hasPrefix(".") || name.contains("/") {
      errors.append(
        InputError(file: nil, line: nil, message: "the case's name \"\(name)\" must be a folder's name"))
    } else if name.utf8.count > 200 {
      // The staging folder's name adds to it, and a folder's name holds at most 255 bytes.
      errors.append(
        InputError(
          file: nil, line: nil, message: "the case's name is \(name.utf8.count) bytes long; at most 200"))
    }
    let place = suite + "/" + name
    var linked = stat()
    if let problem = suiteProblem(suite) {
      errors.append(problem)
    } else if lstat(place, &linked) == 0 {
      // Whatever stands there, a link to nothing too (it was taken for a free place, and the case
      // made, then not put there).
      errors.append(
        InputError(
          file: place, line: nil,
          message: "already exists; case new never replaces a case (choose another NAME)"))
    }
    var text = ""
    do { text = try TextFile.read(recording) } catch { errors += error.errors }
    let lines = InputScript.splitLines(text).map { $0.trimmingCharacters(in: .whitespaces) }
    if errors.isEmpty, !lines.contains(where: { !$0.isEmpty && !$0.hasPrefix("#") }) {
      errors.append(
        InputError(
          file: recording, line: nil, message: "holds no script line: a case of it would replay nothing"))
    }
    let isBuiltIn = BuiltInScenes.named(scene) != nil
    if !isBuiltIn, !manager.fileExists(atPath: scene) {
      errors.append(
        InputError(
          file: scene, line: nil,
          message:
            "\(TextFile.missingFileMessage(scene)): --scene is neither a built-in scene "
            + "(\(BuiltInScenes.all.map(\.name).joined(separator: ", "))) nor a file"))
    }
    guard errors.isEmpty else { throw InputErrors(errors) }
    // A suite folder made here is removed again when the case cannot be made.
    let suiteIsNew = !manager.fileExists(atPath: suite)
    try? manager.createDirectory(atPath: suite, withIntermediateDirectories: true)
    // Named as `OutputStaging` names its folders, so that what a killed `case new` left is
    // removed by the next one.
    OutputStaging.removeAbandoned(in: suite)
    let staging = suite + "/" + OutputStaging.namePrefix + "\(getpid())-case-\(name)"
    try? manager.removeItem(atPath: staging)
    func giveUp() {
      try? manager.removeItem(atPath: staging)
      if suiteIsNew { try? manager.removeItem(atPath: suite) }
    }
    // The case will lie at `place`: a scene file is named relative to it.
    let sceneValue = isBuiltIn ? scene : relativePath(of: scene, from: place)
    do {
      try manager.createDirectory(atPath: staging + "/expected", withIntermediateDirectories: true)
      let formatter = ISO8601DateFormatter()
      let comment = "# Made by motion-sandbox case new from \(recording) on \(formatter.string(from: date))"
      let script = ([comment] + stableLines(text)).joined(separator: "\n") + "\n"
      try writeAtomically(Data(script.utf8), to: staging + "/script.jsonl")
      let caseJSON =
        JSONWriter(expandedDepth: 0).string(from: .object([("scene", .string(sceneValue))])) + "\n"
      try writeAtomically(Data(caseJSON.utf8), to: staging + "/case.json")
    } catch {
      giveUp()
      throw RunError("cannot write the case in \(suite): \(failureReason(of: error))")
    }
    // The case's own checks (scene, script, outputs) as test makes them, before it is placed.
    // A scene file's relative path is resolved from the staging folder, a sibling of the place.
    var checkErrors: [InputError] = []
    let checked = SuiteCase.load(
      directory: staging, suiteName: URL(fileURLWithPath: suite).lastPathComponent, suiteIndex: 0,
      errors: &checkErrors)
    if checked == nil {
      giveUp()
      throw InputErrors(
        checkErrors.map {
          var error = $0
          // The script is the recording under one comment line.
          if error.file == staging + "/script.jsonl" {
            error.file = recording
            error.line = error.line.map { $0 - 1 }
          } else if error.file == staging + "/" + sceneValue {
            error.file = scene
          } else if let file = error.file, file.hasPrefix(staging + "/") {
            // Named as the case will be, not by the hidden folder it was checked in.
            error.file = place + file.dropFirst(staging.count)
          }
          return error
        })
    }
    return staging
  }
}
