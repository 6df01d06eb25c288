import Foundation
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct StreamedReplay {
    /// A toss on the built-in `toss` scene with dumps along the way.
    private let script = """
      {"t": 0, "touch": "down", "id": 1, "x": 100, "y": 500}
      {"t": 0.05, "touch": "move", "id": 1, "x": 160, "y": 460}
      {"t": 0.1, "touch": "move", "id": 1, "x": 220, "y": 420}
      {"t": 0.15, "touch": "up", "id": 1, "x": 280, "y": 380}
      {"t": 0.3, "dump": "mid.json"}
      {"t": 0.6, "capture": "mid.png"}
      """

    /// The toss script written into `folder`, and quiet options replaying it into `out` there.
    private func tossReplay(in folder: TemporaryDirectory, out: String) throws -> ReplayOptions {
      var options = ReplayOptions(scriptPath: try folder.write("toss.jsonl", script + "\n"), scene: "toss")
      options.outputDirectory = folder.path(out)
      options.showsProgress = false
      return options
    }

    @Test func aScriptReadFromItsFileReplaysAsTheSameScriptGivenAsText() throws {
      let folder = try TemporaryDirectory()
      let fromFile = try tossReplay(in: folder, out: "file")
      try HeadlessReplay(options: fromFile).run()
      var fromText = fromFile
      fromText.outputDirectory = folder.path("text")
      try HeadlessReplay(options: fromText, scriptText: script).run()
      for name in ["mid.json", "mid.png", "final.json", "final.png"] {
        let a = try Data(contentsOf: URL(fileURLWithPath: folder.path("file/" + name)))
        let b = try Data(contentsOf: URL(fileURLWithPath: folder.path("text/" + name)))
        #expect(a == b, "\(name)")
      }
    }

    @Test func aPressOfWTakesNoNameALineOfTheScriptWritesLater() throws {
      // `w` at 0.5 wrote toss-tuned-1.json, and the dump line at 0.6 named so replaced it: the
      // tuned scene was lost without a word.
      let folder = try TemporaryDirectory()
      var options = ReplayOptions(
        scriptPath: try folder.write(
          "w.jsonl",
          "{\"t\": 0.5, \"key\": \"down\", \"name\": \"w\"}\n{\"t\": 0.6, \"dump\": \"toss-tuned-1.json\"}\n"),
        scene: "toss")
      options.outputDirectory = folder.path("out")
      options.showsProgress = false
      try HeadlessReplay(options: options).run()
      let dump = try String(contentsOfFile: folder.path("out/toss-tuned-1.json"), encoding: .utf8)
      let tuned = try String(contentsOfFile: folder.path("out/toss-tuned-2.json"), encoding: .utf8)
      #expect(dump.contains("\"t\": 0.6"))
      #expect(tuned.contains("\"interactions\""))
    }

    @Test func aScriptChangedAfterItsCheckIsNotPlayedAndNothingIsWritten() throws {
      let folder = try TemporaryDirectory()
      let replay = try HeadlessReplay(options: try tossReplay(in: folder, out: "out"))
      // Still a good script, but not the one that was checked.
      try folder.write("toss.jsonl", script + "\n{\"t\": 0.7, \"dump\": \"later.json\"}\n")
      do {
        try replay.run()
        Issue.record("a changed script was played")
      } catch let error as RunError {
        #expect(error.message.contains("the script changed after it was checked"))
      }
      // The replay made --out, and a failure leaves no empty folder behind.
      #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }

    @Test func aFaultOnTheLastLineOfALongScriptWritesNothing() throws {
      let folder = try TemporaryDirectory()
      var text = longDrag(lines: 30_000, perSecond: 120)
      text += "{\"t\": 250, \"capture\": \"../escape.png\"}\n"
      let path = try folder.write("long.jsonl", text)
      var options = ReplayOptions(scriptPath: path, scene: "stickers")
      options.outputDirectory = folder.path("out")
      do {
        _ = try HeadlessReplay(options: options)
        Issue.record("a faulty script was accepted")
      } catch {
        #expect(error.errors.map(\.line) == [30_001])
      }
      #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    }
  }
}
