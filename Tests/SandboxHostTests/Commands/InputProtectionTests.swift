import Foundation
import Motion
import Testing

@testable import SandboxHost

@Suite struct InputProtectionTests {
  @Test func anOutputIsTheInputWhateverItsSpelling() throws {
    let directory = try TemporaryDirectory()
    let scene = try directory.write("scene.json", "{}")
    let link = directory.path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: scene)
    let inputs = [InputProtection.Input(path: link, role: "the scene file (--scene)")]
    let spelled = directory.url.path + "/./scene.json"
    let problems = InputProtection.problems(
      writing: [
        .init(path: spelled, origin: "the replay's final.json", remedy: "choose another --out"),
        .init(path: directory.path("new.json"), origin: "dump \"new.json\"", remedy: "r"),
      ],
      over: inputs)
    #expect(
      problems == [
        InputError(
          file: spelled, line: nil,
          message:
            "the replay's final.json would write over the scene file (--scene) \(link) (as \(spelled)); choose another --out"
        )
      ])
  }

  @Test func aReplayRefusesToWriteOverItsSceneOrScript() throws {
    // `replay --out box --scene box/final.json` replaced its own scene, and a dump named like
    // the script replaced the script (issue 9, point 8).
    let directory = try TemporaryDirectory()
    let box = directory.path("box")
    try FileManager.default.createDirectory(atPath: box, withIntermediateDirectories: true)
    let sceneText = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
    let scene = try directory.write("box/final.json", sceneText)
    let script = try directory.write("box/s.jsonl", "{\"t\": 0, \"dump\": \"s.jsonl\"}\n")
    var options = ReplayOptions(scriptPath: script, scene: scene)
    options.outputDirectory = box
    // Even where an earlier run's files may be replaced, the inputs may not.
    options.overwrite = true
    #expect(
      throws: InputErrors([
        InputError(
          file: script, line: 1,
          message:
            "dump \"s.jsonl\" would write over the script (SCRIPT) \(script); choose another name or --out"),
        InputError(
          file: scene, line: nil,
          message:
            "the replay's final.json would write over the scene file (--scene) \(scene); choose another --out"
        ),
      ])
    ) { try HeadlessReplay(options: options) }
  }

  @Test func theFilesOfKeyPressesNeverReplaceTheScriptOrTheScene() throws {
    // `c`, `d` and `w` in a script write files named by the line's time and the scene's name; a
    // script named like one of them, replayed into its own folder, was replaced by it.
    let directory = try TemporaryDirectory()
    let scene = try directory.write(
      "ts.json", try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8))
    for (name, key, says) in [
      ("capture-t0.500.png", "c", "key \"c\" (capture \"capture-t0.500.png\")"),
      ("dump-t0.500.json", "d", "key \"d\" (dump \"dump-t0.500.json\")"),
      ("ts-tuned-2.json", "w", "key \"w\" (the tuned scene \"ts-tuned-2.json\")"),
      // The springs text written beside the tuned scene replaced a script so named.
      ("ts-tuned-2-springs.txt", "w", "key \"w\" (the tuned scene's springs \"ts-tuned-2-springs.txt\")"),
    ] {
      let text =
        "{\"t\": 0, \"key\": \"down\", \"name\": \"w\"}\n{\"t\": 0.5, \"key\": \"down\", \"name\": \"\(key)\"}\n"
      let script = try directory.write(name, text)
      var options = ReplayOptions(scriptPath: script, scene: scene)
      options.outputDirectory = directory.url.path
      options.overwrite = true
      #expect(
        throws: InputErrors([
          InputError(
            file: script, line: 2,
            message:
              "\(says) would write over the script (SCRIPT) \(script); choose another --out"
          )
        ])
      ) { try HeadlessReplay(options: options) }
      #expect(try String(contentsOfFile: script, encoding: .utf8) == text)
    }
  }

  @Test func aCaptureOrDumpTheReplayWouldReplaceAtTheEndNamesItsLine() throws {
    let directory = try TemporaryDirectory()
    let script = try directory.write(
      "s.jsonl",
      "{\"t\": 0, \"dump\": \"a.json\"}\n{\"t\": 0.1, \"dump\": \"final.json\"}\n"
        + "{\"t\": 0.2, \"capture\": \"contact-sheet.png\"}\n")
    var options = ReplayOptions(scriptPath: script, scene: "toss")
    options.outputDirectory = directory.path("out")
    options.contactSheet = true
    #expect(
      throws: InputErrors([
        InputError(
          file: script, line: 2,
          message: "final.json is written by every replay at the end; name the dump otherwise"),
        InputError(
          file: script, line: 3,
          message:
            "contact-sheet.png is written at the end of a replay with --contact-sheet; name the capture otherwise"
        ),
      ])
    ) { try HeadlessReplay(options: options) }
    #expect(!FileManager.default.fileExists(atPath: directory.path("out")))
  }

  @Test func aRecordingMayNotReplaceTheSceneShown() throws {
    let directory = try TemporaryDirectory()
    let sceneText = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
    let scene = try directory.write("scene.json", sceneText)
    var options = RunOptions()
    options.scene = scene
    options.outputDirectory = directory.path("captures")
    options.recordPath = directory.url.path + "/./scene.json"
    #expect(throws: InputErrors.self) { try LiveApp(options: options) }
    #expect(try String(contentsOfFile: scene, encoding: .utf8) == sceneText)
  }

  @Test func aRecordingNeverReplacesAFile() throws {
    // An earlier take, or another scene's file, was written over at start, silently.
    let directory = try TemporaryDirectory()
    let take = try directory.write("take1.jsonl", "# my earlier take\n")
    var options = RunOptions()
    options.scene = "toss"
    options.outputDirectory = directory.path("captures")
    options.recordPath = take
    #expect(throws: InputErrors.self) { try LiveApp(options: options) }
    do {
      _ = try LiveApp(options: options)
    } catch {
      #expect(
        error.errors.map(\.description) == [
          "error: \(take): already exists; --record never replaces a file (choose another name, or remove it first)"
        ])
    }
    #expect(try String(contentsOfFile: take, encoding: .utf8) == "# my earlier take\n")
    options.recordPath = directory.path("take2.jsonl")
    #expect(throws: Never.self) { try LiveApp(options: options) }
  }
}

extension SDLSuite {
  @Suite struct CompareInputProtection {
    @Test func compareRefusesADiffOverAnImageItCompares() throws {
      // `compare A B --diff A` overwrote A (issue 9, point 8).
      let directory = try TemporaryDirectory()
      let expected = directory.path("a.png")
      let actual = directory.path("b.png")
      try writeImage(expected, fill: .white)
      try writeImage(actual, fill: Color(red: 0, green: 0, blue: 255))
      let before = try Data(contentsOf: URL(fileURLWithPath: expected))
      for diff in [expected, actual] {
        #expect(
          Commands.compareFiles(
            expected: expected, actual: actual, options: CompareOptions(tolerance: 0, diffPath: diff))
            == 2)
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: expected)) == before)
    }
  }
}
