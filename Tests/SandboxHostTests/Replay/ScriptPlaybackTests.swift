import Foundation
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct ScriptPlaybackTests {
    /// A drag whose moves fall `gap` seconds apart, from `start`.
    private static func drag(gap: Double, start: Double) -> String {
      var script = #"{"t": 0, "touch": "down", "id": 1, "x": 150, "y": 460}"# + "\n"
      for k in 1...9 {
        let t = start + Double(k - 1) * gap
        script +=
          #"{"t": \#(t), "touch": "move", "id": 1, "x": \#(150 + 10 * k), "y": \#(460 - 5.33 * Double(k))}"#
          + "\n"
      }
      script += #"{"t": \#(start + 9 * gap), "touch": "up", "id": 1, "x": 250, "y": 400}"# + "\n"
      return script
    }

    @Test(arguments: [(0.0167, 0.0167), (0.0167, 0.0167 * 0.997), (0.05, 0.05)])
    func steppingFrameByFrameThroughADragGivesTheHeadlessStateAtEachFrame(gap: Double, start: Double) throws {
      // The player's `.`: each step plays through the next frame; the state there is the
      // headless replay's at that frame's time, mid-drag included (lines fall between frames,
      // just before them or just after).
      let script = Self.drag(gap: gap, start: start)
      let frames = (1...12).map { Double($0) / 60 }
      var withDumps = InputScript.parse(script, file: nil).lines.map { ($0.time, $0) }
      for (k, t) in frames.enumerated() {
        withDumps.append((t, ScriptLine(time: t, lineNumber: 100 + k, action: .dump(name: "f\(k).json"))))
      }
      // Stable: a dump comes after the inputs of its t.
      let sorted = withDumps.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
      let folder = try TemporaryDirectory()
      var text = ""
      for (_, entry) in sorted {
        switch entry.1.action {
        case .dump(let name): text += #"{"t": \#(entry.0), "dump": "\#(name)"}"# + "\n"
        default: break
        }
      }
      // The headless replay of the script with a dump at each frame time.
      var merged = ""
      var dumpIndex = 0
      let inputs = script.split(separator: "\n")
      var inputIndex = 0
      while inputIndex < inputs.count || dumpIndex < frames.count {
        let inputTime =
          inputIndex < inputs.count
          ? InputScript.parse(String(inputs[inputIndex]), file: nil).lines[0].time : .infinity
        if dumpIndex < frames.count, frames[dumpIndex] < inputTime {
          merged += #"{"t": \#(frames[dumpIndex]), "dump": "f\#(dumpIndex).json"}"# + "\n"
          dumpIndex += 1
        } else {
          merged += inputs[inputIndex] + "\n"
          inputIndex += 1
        }
      }
      _ = text
      var options = ReplayOptions(scriptPath: try folder.write("drag.jsonl", merged), scene: "toss")
      options.outputDirectory = folder.path("headless")
      options.showsProgress = false
      try Replayer(options: options).run()

      let system = try SDLSystem(video: false)
      defer { withExtendedLifetime(system) {} }
      let source = SceneSource(nameOrPath: "toss")
      let playback = ScriptPlayback(
        loaded: try source.load(), source: source, lines: InputScript.parse(script, file: nil).lines, fps: 60,
        options: options)
      try playback.play(through: 0)
      for (k, t) in frames.enumerated() {
        #expect(playback.nextFrameTime == t)
        try playback.play(through: playback.nextFrameTime)
        #expect(playback.time == t)
        let headless = try JSONParser.parse(TextFile.read(folder.path("headless/f\(k).json")))
        let shown = try JSONParser.parse(playback.session.stateDump())
        let differences = DumpComparison.differences(expected: headless, actual: shown, tolerance: 0)
        #expect(differences.isEmpty, "frame \(k + 1): \(differences.map(\.description))")
      }
    }
  }
}
