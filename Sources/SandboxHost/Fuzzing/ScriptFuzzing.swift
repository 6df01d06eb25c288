import Foundation

/// The script fuzz target: `check` of a script against a scene, and the replay of every script
/// `check` accepts there, as `replay` plays it but headless, in process and without writing.
enum ScriptFuzzing {
  /// The built-in scene the scripts play on: small, with a tossable, a draggable and directly
  /// manipulable elements, so that touches, the wheel and `set` lines all reach an interaction.
  static let sceneName = "showcase"
  /// The most frames one script plays (its lines all act; frames between them are skipped
  /// while nothing moves, as the replay skips them).
  static let frameBudget = 1200
  /// The frame rate the scripts play at, the replay's default.
  static let fps = CommandLineDefaults.fps

  /// Reads `bytes` as a script file and, when it is sound in the scene, replays it.
  static func run(_ bytes: [UInt8]) {
    guard let text = String(data: Data(bytes), encoding: .utf8) else { return }
    let parsed = InputScript.parse(text, file: "fuzz.jsonl")
    guard parsed.errors.isEmpty else { return }
    let source = SceneSource(nameOrPath: sceneName)
    guard let loaded = try? source.load(), let description = loaded.description else { return }
    let model = ScriptModel.read(parsed.lines, file: "fuzz.jsonl", scene: (source, description)).model
    guard model.errors.isEmpty else { return }
    let out = FuzzTarget.scratchFolder + "/replay"
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    replay(parsed.lines, on: loaded, from: source, writingInto: out)
  }

  /// Plays `lines` on `loaded` along the replay's schedule (`Replayer`): frames at k / fps, each
  /// line at its time, idle frames skipped; captures, dumps and films only move the clock.
  static func replay(
    _ lines: [ScriptLine], on loaded: LoadedScene, from source: SceneSource, writingInto out: String
  ) {
    let session = Session(loaded: loaded, source: source, outputDirectory: out)
    session.quitKeysEnabled = false
    session.outputs.report = { _ in }
    var schedule = ReplaySchedule(fps: fps)
    var frames = 0
    var next = 0
    while let step = schedule.next(lineAt: next < lines.count ? lines[next].time : nil) {
      switch step {
      case .frame(let time):
        frames += 1
        guard frames <= frameBudget else { return }
        session.advance(toWallTime: time)
        if !session.loaded.runtime.isAnimating || session.clock.isPaused, next < lines.count {
          schedule.skipFrames(before: lines[next].time) { session.advanceClockAtRest(toWallTime: $0) }
        }
      case .line:
        let line = lines[next]
        next += 1
        switch line.action {
        case .directive(.capture), .directive(.dump), .directive(.record):
          session.advance(toWallTime: line.time)
        default: try? session.play(line.action, wallTime: line.time)
        }
      }
    }
    while !session.loaded.runtime.isAtRest, frames < frameBudget {
      frames += 1
      session.advance(toWallTime: schedule.takeFrame())
    }
    _ = StateDump.json(at: session.clock.wallTime, of: session.loaded)
  }
}
