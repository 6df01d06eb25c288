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

  /// Plays `lines` on `loaded` through the one playback loop (`ScriptPlayback`), as the headless
  /// replay plays them, settling for at most `CommandLineDefaults.settle` seconds after the last
  /// line; captures, dumps and films write nothing, and the playback stops after `frameBudget`
  /// frames.
  static func replay(
    _ lines: [ScriptLine], on loaded: LoadedScene, from source: SceneSource, writingInto out: String
  ) {
    let session = Session(loaded: loaded, source: source, outputDirectory: out)
    session.isLive = false
    session.outputs.report = { _ in }
    let lastTime = lines.last?.time ?? 0
    let playback = ScriptPlayback(
      session: session, lines: ScriptLineStream(lines: lines, path: "fuzz.jsonl"), fps: fps,
      end: .settling(after: lastTime, limit: lastTime + CommandLineDefaults.settle),
      outputs: BudgetedOutputs(frameBudget: frameBudget))
    try? playback.play(through: .infinity)
    _ = StateDump.json(at: session.clock.wallTime, of: session.loaded)
  }
}

/// The fuzz replay's side of its playback: the state changes as the replay window's does, idle
/// frames are passed over as the headless replay passes them, and the playback ends, by throwing,
/// after a budget of frames.
final class BudgetedOutputs: ShownStateOutputs {
  struct OutOfFrames: Error {}
  private let frameBudget: Int
  private var frames = 0

  init(frameBudget: Int) { self.frameBudget = frameBudget }

  override func tookFrame(at time: Double) throws {
    frames += 1
    guard frames < frameBudget else { throw OutOfFrames() }
  }

  override func passesOverIdleFrames(before lineTime: Double) -> Bool { true }
}
