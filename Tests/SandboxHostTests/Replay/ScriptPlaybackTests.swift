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

    /// The built-in toss script's drag: moves at times rounded to 0.1 ms, some just before a
    /// frame, some on one, some just after.
    private static let tossDrag = """
      {"t": 0.0, "touch": "down", "id": 1, "x": 150, "y": 460}
      {"t": 0.0167, "touch": "move", "id": 1, "x": 160.0, "y": 454.67}
      {"t": 0.0333, "touch": "move", "id": 1, "x": 170.0, "y": 449.33}
      {"t": 0.05, "touch": "move", "id": 1, "x": 180.0, "y": 444.0}
      {"t": 0.0667, "touch": "move", "id": 1, "x": 190.0, "y": 438.67}
      {"t": 0.0833, "touch": "move", "id": 1, "x": 200.0, "y": 433.33}
      {"t": 0.1, "touch": "move", "id": 1, "x": 210.0, "y": 428.0}
      {"t": 0.1167, "touch": "move", "id": 1, "x": 220.0, "y": 422.67}
      {"t": 0.1333, "touch": "move", "id": 1, "x": 230.0, "y": 417.33}
      {"t": 0.15, "touch": "move", "id": 1, "x": 240.0, "y": 412.0}
      {"t": 0.2, "touch": "up", "id": 1, "x": 240.0, "y": 412.0}

      """

    @Test(arguments: [
      drag(gap: 0.0167, start: 0.0167), drag(gap: 0.0167, start: 0.0167 * 0.997),
      drag(gap: 0.05, start: 0.05),
      tossDrag,
    ])
    func steppingFrameByFrameThroughADragGivesTheHeadlessStateAtEachFrame(script: String) throws {
      // The player's `.`: each step plays through the next frame; the state there is the
      // headless replay's at that frame's time, mid-drag included (lines fall between frames,
      // just before them, on them or just after).
      let frames = (1...12).map { Double($0) / 60 }
      let folder = try TemporaryDirectory()
      // The headless replay of the script with a dump at each frame time, after the inputs of
      // that time.
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
      var options = ReplayOptions(scriptPath: try folder.write("drag.jsonl", merged), scene: "toss")
      options.outputDirectory = folder.path("headless")
      options.showsProgress = false
      try HeadlessReplay(options: options).run()

      let system = try SDLSystem(video: false)
      defer { withExtendedLifetime(system) {} }
      let source = SceneSource(nameOrPath: "toss")
      let playback = ScriptPlayback(
        loaded: try source.load(), source: source, lines: InputScript.parse(script, file: nil).lines, fps: 60,
        endTime: .infinity, options: options)
      try playback.play(through: 0)
      for (k, t) in frames.enumerated() {
        #expect(playback.nextFrameTime == t)
        try playback.play(through: playback.nextFrameTime)
        #expect(playback.time == t)
        let headless = try JSONParser.parse(TextFile.read(folder.path("headless/f\(k).json")))
        let shown = try JSONParser.parse(playback.session.stateDump())
        let differences = DumpComparison.differences(
          expected: headless, actual: shown, tolerances: NumberTolerances(any: 0))
        #expect(differences.isEmpty, "frame \(k + 1): \(differences.map(\.description))")
      }
    }

    /// A replay that stops settling between two frames ends there, and the player's end is that
    /// state: the player stopped at the last frame before it, 13 ms short, and could neither
    /// show nor dump the final state.
    @Test func playingToTheEndGivesTheHeadlessFinalStateBetweenFrames() throws {
      let folder = try TemporaryDirectory()
      var options = ReplayOptions(scriptPath: try folder.write("toss.jsonl", Self.tossDrag), scene: "toss")
      options.outputDirectory = folder.path("headless")
      options.showsProgress = false
      options.settle = 0.055
      let replayer = try HeadlessReplay(options: options)
      try replayer.run()
      #expect(abs(replayer.endTime - 0.255) < 1e-12)

      let system = try SDLSystem(video: false)
      defer { withExtendedLifetime(system) {} }
      let source = SceneSource(nameOrPath: "toss")
      let playback = ScriptPlayback(
        loaded: try source.load(), source: source, lines: InputScript.parse(Self.tossDrag, file: nil).lines,
        fps: 60, endTime: replayer.endTime, options: options)
      try playback.play(through: replayer.endTime)
      #expect(playback.time == replayer.endTime)
      let headless = try JSONParser.parse(TextFile.read(folder.path("headless/final.json")))
      let shown = try JSONParser.parse(playback.session.stateDump())
      let differences = DumpComparison.differences(
        expected: headless, actual: shown, tolerances: NumberTolerances(any: 0))
      #expect(differences.isEmpty, "\(differences.map(\.description))")
      // The square is still flying there: the end is the settle limit, not rest.
      #expect(!playback.session.loaded.runtime.isAtRest)
    }

    /// A `set` line acts in the player as in the headless replay (the player skipped them, so
    /// a tuned toss flew on its old spring there).
    @Test func aSetLineActsInThePlayerAsInTheHeadlessReplay() throws {
      let folder = try TemporaryDirectory()
      let script =
        Self.tossDrag
        + #"{"t": 0.25, "set": {"interaction": 1, "spring": {"stiffness": 3000, "damping": 0.5}}}"#
        + "\n"
      var options = ReplayOptions(scriptPath: try folder.write("tuned.jsonl", script), scene: "toss")
      options.outputDirectory = folder.path("headless")
      options.showsProgress = false
      options.settle = 0.3
      let replayer = try HeadlessReplay(options: options)
      try replayer.run()

      let system = try SDLSystem(video: false)
      defer { withExtendedLifetime(system) {} }
      let source = SceneSource(nameOrPath: "toss")
      let playback = ScriptPlayback(
        loaded: try source.load(), source: source, lines: InputScript.parse(script, file: nil).lines,
        fps: 60, endTime: replayer.endTime, options: options)
      try playback.play(through: replayer.endTime)
      let headless = try JSONParser.parse(TextFile.read(folder.path("headless/final.json")))
      let shown = try JSONParser.parse(playback.session.stateDump())
      let differences = DumpComparison.differences(
        expected: headless, actual: shown, tolerances: NumberTolerances(any: 0))
      #expect(differences.isEmpty, "\(differences.map(\.description))")
      #expect(TunableSprings.spring(at: 1, in: playback.session.loaded)?.stiffness.read() == 3000)
    }
  }
}
