import Foundation

/// One case of a suite (docs/suites.md): a folder with `case.json`, `script.jsonl` and
/// `expected/`, read and checked before anything runs.
struct SuiteCase: Sendable, Equatable {
  /// The suite folder's own name (`builtin` for `Assets/suites/builtin`).
  var suiteName: String
  /// Which of the SUITE arguments the case came from, from 0 and counting only those that give
  /// the run a case: two suite folders of one name are still two suites in reports. So a case's
  /// suite number is at most its number in the run, and rises by at most one from a case to
  /// the next, which is how `merge-reports` knows a blob's numbers for the run's.
  var suiteIndex = 0
  /// The case folder's name.
  var name: String
  /// The case folder.
  var directory: String
  /// The scene as `replay --scene` takes it: a built-in name, or a path resolved against the
  /// case folder.
  var scene: String
  /// Frames per second of script time (1–1000, default 60).
  var fps = CommandLineDefaults.fps
  /// Seconds to wait for rest after the last line (default 10).
  var settle = CommandLineDefaults.settle
  /// How far each output may be from its golden (exact by default).
  var tolerances = CaseTolerances()
  /// The names of the files the replay writes that have goldens: the script's captures and
  /// dumps in first-appearance order, then `final.json` and `final.png`.
  var outputs: [String] = []
  /// The kind of golden of each output, whatever its name ends in: what its line writes (a
  /// name written by several kinds of line is what its last line writes).
  var kinds: [String: GoldenKind] = ["final.json": .dump, "final.png": .still]
  /// The script line (from 1) that writes each output, where a line does: its first line, the
  /// one a CI annotation points at.
  var lines: [String: Int] = [:]

  /// The kind of golden of output `name` (a still capture when no line names it).
  func kind(of name: String) -> GoldenKind { kinds[name] ?? .still }

  /// `suite/case`, as progress lines, `--filter` and reports name the case.
  var fullName: String { suiteName + "/" + name }
  /// The case's input script.
  var scriptPath: String { directory + "/script.jsonl" }
  /// The folder of golden files.
  var expectedDirectory: String { directory + "/expected" }
  /// The golden of output `name`.
  func golden(_ name: String) -> String { expectedDirectory + "/" + name }

  /// The keys `case.json` may have.
  static let keys = ["scene", "fps", "settle", "files"] + CaseTolerances.keys
  /// Outputs every replay writes besides the script's own.
  static let finalOutputs = InputScript.finalOutputNames
  /// The one golden that may be left out: without it the final frame is not compared.
  static let optionalGolden = "final.png"

  /// Reads `DIR/case.json` and checks the scene and the script, adding every fault (with file
  /// and line) to `errors`; nil when the case cannot run.
  static func load(
    directory: String, suiteName: String, suiteIndex: Int, errors: inout [InputError]
  ) -> SuiteCase? {
    let file = directory + "/case.json"
    let before = errors.count
    var description: SuiteCase?
    do {
      description = try parse(try TextFile.read(file), file: file, directory: directory, suiteName: suiteName)
    } catch {
      errors.append(contentsOf: error.errors)
    }
    guard var description else { return nil }
    description.suiteIndex = suiteIndex
    // The replay's own checks (scene contents, script lines, key names) run here, before any
    // case runs, so a bad case stops the whole run with status 2 and nothing written.
    var options = ReplayOptions(scriptPath: description.scriptPath, scene: description.scene)
    options.fps = description.fps
    options.settle = description.settle
    options.sceneGivenBy = "\"scene\" in case.json"
    options.outputDirectory = NSTemporaryDirectory() + "motion-sandbox-case-check-" + UUID().uuidString
    var written: [ScriptOutput] = []
    do {
      written = try HeadlessReplay(options: options).outputs
    } catch {
      errors.append(contentsOf: error.errors)
    }
    guard errors.count == before else { return nil }
    var outputs: [String] = []
    for output in written {
      guard let kind = output.kind.golden else { continue }
      description.kinds[output.name] = kind
      if description.lines[output.name] == nil { description.lines[output.name] = output.lineNumber }
      // A line naming a final output is refused by the script's own checks above.
      if !outputs.contains(output.name) { outputs.append(output.name) }
    }
    description.outputs = outputs + finalOutputs
    for name in description.tolerances.byFile.keys.sorted() where !description.outputs.contains(name) {
      errors.append(
        InputError(
          file: directory + "/case.json", line: nil,
          message:
            "\"files\" names \(name), which the case does not write (it writes \(description.outputs.joined(separator: ", ")))"
        ))
    }
    guard errors.count == before else { return nil }
    return description
  }

  /// Parses `case.json` strictly: unknown keys, wrong types and values out of range are faults
  /// naming the line; a scene path is resolved against `directory`.
  static func parse(_ text: String, file: String, directory: String, suiteName: String) throws(InputErrors)
    -> SuiteCase
  {
    let value = try JSONParser.parse(text, file: file)
    var reader = DocumentReader(file: file)
    guard let members = reader.object(value, "case.json") else { throw InputErrors(reader.errors) }
    reader.rejectUnknownKeys(members, allowed: keys, in: "case.json")
    var result = SuiteCase(
      suiteName: suiteName, name: URL(fileURLWithPath: directory).lastPathComponent, directory: directory,
      scene: "")
    if let member = reader.required("scene", in: members, of: "case.json", line: value.line),
      let scene = reader.string(member)
    {
      result.scene = resolveScene(scene, directory: directory)
      if BuiltInScenes.named(scene) == nil, !FileManager.default.fileExists(atPath: result.scene) {
        reader.fail(
          "\"scene\": \(scene) is neither a built-in scene (\(BuiltInScenes.all.map(\.name).joined(separator: ", "))) "
            + "nor a file (looked for \(result.scene))",
          line: member.value.line)
      } else if let folder = outputFolder(holding: result.scene, directory: directory) {
        // `--update` wrote a dump over such a scene, and a failing run's new `actual/` took it away.
        reader.fail(
          "\"scene\": \(scene) lies in the case's \(folder)/, where a run writes its outputs: keep the scene "
            + "elsewhere", line: member.value.line)
      }
    }
    if let fps = reader.number(
      "fps", in: members, mustBe: "from 1 to 1000", where: { (1...1000).contains($0) })
    {
      result.fps = fps
    }
    if let settle = reader.number("settle", in: members, mustBe: "≥ 0", where: { $0 >= 0 }) {
      result.settle = settle
    }
    result.tolerances = CaseTolerances.read(members, reader: &reader)
    guard reader.errors.isEmpty else { throw InputErrors(reader.errors) }
    return result
  }

  /// The case's output folder (`expected`, `actual`, or a hidden one a run stages in) that the
  /// scene file at `scene` lies in, links followed, or nil.
  static func outputFolder(holding scene: String, directory: String) -> String? {
    guard BuiltInScenes.named(scene) == nil else { return nil }
    let caseFolder = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path + "/"
    let file = URL(fileURLWithPath: scene).resolvingSymlinksInPath().path
    guard file.hasPrefix(caseFolder) else { return nil }
    let inside = file.dropFirst(caseFolder.count).split(separator: "/")
    guard inside.count > 1, let first = inside.first,
      first == "expected" || first == "actual" || first.hasPrefix(".")
    else { return nil }
    return String(first)
  }

  /// A built-in name stays as it is; a path is taken relative to the case folder.
  static func resolveScene(_ scene: String, directory: String) -> String {
    if BuiltInScenes.named(scene) != nil || scene.hasPrefix("/") { return scene }
    return directory + "/" + scene
  }
}
