import Foundation
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// A long press in a scene file, replayed headless as `motion-sandbox replay` does: the built-in
  /// `taps` scene's bell turns (`"trigger": "longPress"`) once a finger has been held on it for
  /// 0.5 s, while the finger is still held, at the frame it would live.
  @Suite struct LongPressReplayTests {
    /// The `rotation` of the element `name` in the dump at `path`.
    private static func rotation(of name: String, inDumpAt path: String) throws -> Double {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      let line = try #require(text.split(separator: "\n").first { $0.contains(#"{"name": "\#(name)""#) })
      let after = try #require(line.range(of: #""rotation": "#))
      let number = line[after.upperBound...].prefix { $0 != "," }
      return try #require(Double(number))
    }

    @Test func aHeldFingerRingsTheBellHalfASecondAfterItLandsAndATouchTooShortDoesNot() throws {
      let folder = try TemporaryDirectory()
      let script = """
        {"t": 0.1, "touch": "down", "id": 1, "x": 50, "y": 150}
        {"t": 0.2, "touch": "up", "id": 1, "x": 50, "y": 150}
        {"t": 0.25, "touch": "down", "id": 1, "x": 620, "y": 150}
        {"t": 0.3, "touch": "up", "id": 1, "x": 620, "y": 150}
        {"t": 1, "touch": "down", "id": 2, "x": 620, "y": 150}
        {"t": 1.45, "dump": "held.json"}
        {"t": 1.7, "dump": "ringing.json"}
        {"t": 2.2, "dump": "rung.json"}
        {"t": 3, "touch": "up", "id": 2, "x": 620, "y": 150}

        """
      var options = ReplayOptions(scriptPath: try folder.write("bell.jsonl", script), scene: "taps")
      options.outputDirectory = folder.path("out")
      options.showsProgress = false
      try HeadlessReplay(options: options).run()
      // Held 0.45 s (and a tap before): still.
      #expect(try Self.rotation(of: "bell", inDumpAt: folder.path("out/held.json")) == 0)
      // Recognized at 1.5 s, 0.2 s into the 0.6 s ring: a third of the way through its keyframes
      // [0, 0.35, -0.35, 0.2, 0], linear: 0.35 − 0.7 / 3.
      let ringing = try Self.rotation(of: "bell", inDumpAt: folder.path("out/ringing.json"))
      #expect(abs(ringing - (0.35 - 0.7 / 3)) < 1e-6)
      #expect(try Self.rotation(of: "bell", inDumpAt: folder.path("out/rung.json")) == 0)
    }
  }
}
