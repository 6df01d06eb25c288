import Foundation
import Testing

@testable import SandboxHost

private let goodScene =
  #"{"size": [100, 100], "elements": [{"name": "a", "position": [1, 2], "size": [3, 4]}]}"#

@Test func checkPassesGoodFilesOfBothKinds() throws {
  let directory = try TemporaryDirectory()
  let scene = try directory.write("scene.json", goodScene)
  let script = try directory.write("script.jsonl", "# comment\n{\"t\": 0, \"dump\": \"a.json\"}\n")
  #expect(checkFiles([scene, script]).isEmpty)
  #expect(checkFile(scene).kind == .scene)
  #expect(checkFile(script).kind == .script)
}

@Test func checkReportsEveryFaultOfEveryFileInOrder() throws {
  let directory = try TemporaryDirectory()
  let scene = try directory.write(
    "bad.json", "{\"size\": [100, -1],\n \"elements\": [{\"name\": \"a\", \"position\": [1, 2]}]}")
  let script = try directory.write(
    "bad.ndjson", "{\"t\": 0, \"touch\": \"down\"}\n\n{\"t\": 1, \"capture\": \"../x.png\"}\n")
  let missing = directory.path("missing.json")
  #expect(
    checkFiles([scene, missing, script]) == [
      InputError(
        file: scene, line: 1, message: "\"size\" must have a width and a height above 0, not [100, -1]"),
      InputError(file: scene, line: 2, message: "element \"a\" is missing the required key \"size\""),
      InputError(file: missing, line: nil, message: "no such file"),
      InputError(file: script, line: 1, message: "a touch line is missing the required key \"id\""),
      InputError(file: script, line: 1, message: "the line is missing the required key \"x\""),
      InputError(file: script, line: 1, message: "the line is missing the required key \"y\""),
      InputError(
        file: script, line: 3, message: "\"capture\" must be a plain file name without '/', not \"../x.png\""),
    ])
}

@Test func checkDecidesByContentWithoutAKnownExtension() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write("input.txt", "\n# recorded\n{\"t\": 0, \"key\": \"down\"}\n")
  #expect(checkFile(script).kind == .script)
  #expect(
    checkFile(script).errors == [
      InputError(file: script, line: 3, message: "a key line is missing the required key \"name\"")
    ])
  let scene = try directory.write("scene.txt", "{\n  \"size\": [1, 1], \"elements\": []\n}\n")
  #expect(checkFile(scene) == (.scene, [], []))
  let oneLineScene = try directory.write("one-line", goodScene)
  #expect(checkFile(oneLineScene).kind == .scene)
  let broken = try directory.write("broken", "{\"t\": ")
  #expect(checkFile(broken).kind == .scene)
  // Blank lines and comments only: no scene, but the empty script `replay` plays (check said
  // "empty input" of it as a scene).
  let blank = try directory.write("blank.txt", "\n# nothing yet\n\n")
  #expect(checkFile(blank) == (.script, [], []))
}

@Test func checkTakesAScriptNamedJSONAsAScriptAsReplayDoes() throws {
  // `replay` runs a script whatever its name; `check` called one named `.json` a scene.
  let directory = try TemporaryDirectory()
  let script = try directory.write("session.json", "{\"t\": 0, \"dump\": \"a.json\"}\n")
  #expect(checkFile(script) == (.script, [], []))
  let faulty = try directory.write(
    "faulty.json", "{\"t\": 0, \"dump\": \"a.json\"}\n{\"t\": 1, \"key\": \"down\"}\n")
  #expect(
    checkFile(faulty).errors == [
      InputError(file: faulty, line: 2, message: "a key line is missing the required key \"name\"")
    ])
  // Comments alone, and a first line without its time, are a script's too.
  let comments = try directory.write("comments.json", "# only a comment\n")
  #expect(checkFile(comments) == (.script, [], []))
  let timeless = try directory.write(
    "timeless.json", "{\"dump\": \"a.json\"}\n{\"t\": 1, \"dump\": \"b.json\"}\n")
  #expect(
    checkFile(timeless).errors == [
      InputError(file: timeless, line: 1, message: "the line is missing the required key \"t\"")
    ])
  // A broken scene stays a scene.
  let broken = try directory.write("broken.json", "{\n  \"size\": [1, 1],\n  \"elements\": [}\n")
  #expect(checkFile(broken).kind == .scene)
}

@Test func checkNamesUnreadableFiles() throws {
  let directory = try TemporaryDirectory()
  let folder = directory.path("folder.json")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
  #expect(
    checkFile(folder).errors == [InputError(file: folder, line: nil, message: "is a directory, not a file")])
  let binary = directory.path("binary.json")
  try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: binary))
  #expect(
    checkFile(binary).errors == [InputError(file: binary, line: 1, message: "the line is not UTF-8 text")])
  // check names the line, as replay, which reads a script a line at a time, does.
  let script = directory.path("late.jsonl")
  try Data(
    #"{"t": 0, "dump": "a.json"}"#.utf8 + [0x0A] + #"{"t": 1, "dump": "b"#.utf8 + [0xFF] + #".json"}"#.utf8
  )
  .write(to: URL(fileURLWithPath: script))
  #expect(
    checkFile(script).errors == [InputError(file: script, line: 2, message: "the line is not UTF-8 text")])
}

@Test func checkAcceptsABuiltInSceneName() {
  #expect(checkFile("toss").kind == .scene)
  #expect(checkFile("toss").errors.isEmpty)
}

@Test func loadingASceneFileNamesItAfterTheFile() throws {
  let directory = try TemporaryDirectory()
  let path = try directory.write("my-room.json", goodScene)
  #expect(try SceneDescription.load(path: path).name == "my-room")
  #expect(try SceneDescription.load(nameOrPath: path).name == "my-room")
  let bad = try directory.write("bad.json", "{\"size\": [1, 1], \"elements\": [], \"extra\": 1}")
  #expect(
    throws: InputErrors(
      file: bad, line: 1,
      message: "unknown key \"extra\" in the scene (allowed: name, size, background, elements, interactions)")
  ) {
    try SceneDescription.load(path: bad)
  }
}

@Test func checkRefusesTheKeyNamesThatReplayRefuses() throws {
  // `check` passed `nosuchkey` and `period`, which `replay` then refused (issue 9, point 7).
  let directory = try TemporaryDirectory()
  let script = try directory.write(
    "keys.jsonl",
    """
    {"t": 0, "key": "down", "name": "period"}
    {"t": 0, "key": "down", "name": "nosuchkey"}
    {"t": 0, "key": "down", "name": "Left Shift"}
    {"t": 0, "key": "down", "name": "."}
    """)
  #expect(
    checkFile(script).errors == [
      InputError(
        file: script, line: 1, message: "unknown key name \"period\" (SDL's name for that key is \".\")"),
      InputError(
        file: script, line: 2,
        message:
          "unknown key name \"nosuchkey\" (use SDL's key names, such as \"space\", \".\", \"s\", \"Escape\", \"Left Shift\")"
      ),
    ])
  var options = ReplayOptions(scriptPath: script, scene: "toss")
  options.outputDirectory = directory.path("out")
  #expect(throws: InputErrors(checkFile(script).errors)) { try HeadlessReplay(options: options) }
}

@Test func checkWarnsOfTouchLinesTheReplayIgnores() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write(
    "touches.jsonl",
    """
    {"t": 0.0, "touch": "move", "id": 1, "x": 1, "y": 1}
    {"t": 0.1, "touch": "down", "id": 1, "x": 1, "y": 1}
    {"t": 0.2, "touch": "down", "id": 1, "x": 1, "y": 1}
    {"t": 0.3, "touch": "up", "id": 1, "x": 1, "y": 1}
    {"t": 0.4, "touch": "cancel", "id": 1, "x": 1, "y": 1}
    {"t": 0.5, "touch": "down", "id": 2, "x": 1, "y": 1}
    {"t": 0.6, "key": "down", "name": "r"}
    {"t": 0.7, "touch": "up", "id": 2, "x": 1, "y": 1}
    """)
  let result = checkFile(script)
  #expect(result.errors.isEmpty)
  #expect(
    result.warnings.map(\.warningDescription) == [
      "warning: \(script):1: touch 1 moves but is not down; the replay ignores this line",
      "warning: \(script):3: touch 1 goes down while it is already down (since line 2); "
        + "the replay cancels that touch and starts a new one",
      "warning: \(script):5: touch 1 is cancelled but is not down; the replay ignores this line",
      "warning: \(script):8: touch 2 lifts but is not down; the replay ignores this line",
    ])
}

@Test func checkSaysWhatAFileOfTheWrongKindLooksLike() throws {
  let directory = try TemporaryDirectory()
  let dump = try directory.write(
    "final.json", "{\n  \"t\": 1.0,\n  \"atRest\": true,\n  \"elements\": []\n}\n")
  #expect(
    checkFile(dump).errors == [
      InputError(file: dump, line: nil, message: "this looks like a state dump, not a scene file")
    ])
  let scene = try directory.write("board.jsonl", #"{"size": [1, 1], "elements": []}"#)
  #expect(
    checkFile(scene).errors == [
      InputError(file: scene, line: nil, message: "this looks like a scene file, not an input script")
    ])
}

@Test func checkWarnsOfAnOutputALaterLineWritesAgain() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write(
    "twice.jsonl",
    """
    {"t": 0.0, "dump": "a.json"}
    {"t": 0.1, "capture": "b.png"}
    {"t": 0.2, "dump": "a.json"}
    {"t": 0.3, "capture": "a.json"}
    """)
  let result = checkFile(script)
  #expect(result.errors.isEmpty)
  #expect(
    result.warnings.map(\.warningDescription) == [
      "warning: \(script):3: dump \"a.json\" writes over the file line 1 wrote; only this one is kept",
      "warning: \(script):4: capture \"a.json\" writes over the file line 3 wrote; only this one is kept",
    ])
}

@Test func checkWarnsOfAKeyPressWritingOverALinesFileAndTheReverse() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write(
    "keys.jsonl",
    """
    {"t": 0.0, "key": "down", "name": "c"}
    {"t": 0.0, "key": "up", "name": "c"}
    {"t": 0.1, "capture": "capture-t0.000.png"}
    {"t": 0.2, "dump": "dump-t0.250.json"}
    {"t": 0.25, "key": "down", "name": "d"}
    """)
  let result = checkFile(script)
  #expect(result.errors.isEmpty)
  #expect(
    result.warnings.map(\.warningDescription) == [
      "warning: \(script):3: capture \"capture-t0.000.png\" writes over the file line 1 wrote; only this one is kept",
      "warning: \(script):5: key \"d\" writes dump-t0.250.json over the file line 4 wrote; only this one is kept",
    ])
}

@Test func checkRefusesACaptureOrDumpNamedLikeAFinalOutputAsReplayDoes() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write(
    "finals.jsonl", "{\"t\": 0.1, \"dump\": \"final.json\"}\n{\"t\": 0.2, \"capture\": \"final.png\"}\n")
  #expect(
    checkFile(script).errors.map(\.description) == [
      "error: \(script):1: final.json is written by every replay at the end; name the dump otherwise",
      "error: \(script):2: final.png is written by every replay at the end; name the capture otherwise",
    ])
  var options = ReplayOptions(scriptPath: script, scene: "toss")
  options.outputDirectory = directory.path("out")
  #expect(throws: InputErrors(checkFile(script).errors)) { try HeadlessReplay(options: options) }
}

@Test func checkCountsAFilmsFramesAtTheRateTheReplayWillPlay() throws {
  // 301 s of film: 18,061 frames at 60 a second, which check passed, and 36,121 at 120, which
  // replay --fps 120 refused.
  let directory = try TemporaryDirectory()
  let script = try directory.write("long.jsonl", "{\"t\": 0, \"film\": \"f.png\", \"until\": 301}\n")
  #expect(checkFile(script).errors.isEmpty)
  let at120 = checkFile(script, fps: 120).errors
  #expect(
    at120.count == 1 && at120.first?.message.contains("36121 frames at 120 a second") == true, "\(at120)")
}
