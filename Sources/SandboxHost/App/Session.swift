import Foundation
import Motion

/// The state a live session and a replay share: the scene, the one clock and what the keys
/// switch; and the rules for what each raw input, key and frame does to them. Three jobs are
/// split out: delivering input (`InputDelivery`), carrying out key commands
/// (`Session+KeyCommands.swift`) and writing outputs (`SessionOutputs`).
///
/// Time comes in as wall time (seconds since the start: real time live, script time in a
/// replay); the clock turns it into motion time. The runtime gets both: springs run on motion
/// time, while touches are stamped with wall time, so gestures are measured as the finger
/// really moved whatever slow motion or pause do to the springs (a toss made in slow motion
/// follows, in motion time, the path it follows at normal speed). Before any input is handled,
/// the runtime is advanced to the input's own time, so whatever the input starts (a toss's
/// spring) starts exactly then, whatever the frame rate. Wall times never go backwards: an
/// input stamped earlier than the clock acts at the clock's time.
final class Session {
  /// The scene being shown.
  private(set) var loaded: LoadedScene
  /// Where the scene came from, for `r`.
  private(set) var source: SceneSource
  /// The one clock.
  var clock = MotionClock()
  /// Where input goes after SDL: touches to the runtime, keys to commands.
  private var input = InputDelivery()
  /// Whether the debug overlay is drawn.
  var showsOverlay: Bool
  /// Whether the key list is shown.
  var showsHelp = false
  /// Set once a quit key was pressed (ignored when `quitKeysEnabled` is false).
  var wantsToQuit = false
  /// Whether Esc and q end the session (live) or do nothing (replays).
  var quitKeysEnabled = true
  /// The wall seconds a `.` step moves on by: one frame at 60 fps, whatever the display's or the
  /// replay's rate, so that a recorded step replays alike at every `--fps` (docs/command-line.md).
  static let stepDuration = 1.0 / 60
  /// The files `c`, `d`, `w` and a script's directives write, and the messages about them.
  let outputs: SessionOutputs
  /// The recorder writing what the user does, if recording.
  var recorder: ScriptRecorder?
  /// The live session's films and tracks (`f`); nil where nothing films.
  var films: FilmRecorder?
  /// What draws a live film's frames: the capture path.
  var filmCapturer: SceneCapturer?
  /// The names of the film and track `f` started, while they run.
  var filmNames: (film: String, track: String)?
  /// The tuning panel (`t`): what it shows and what its keys and sliders change.
  let tuner = Tuner()
  /// Whether the trails of the last second's motion are drawn (`p`).
  var showsTrails = false
  /// Why the scene file could not be loaded again (`r` or a reload), with file and line; the
  /// last good scene keeps running meanwhile. Nil once it loads.
  private(set) var sceneError: String?

  /// Told after the scene was replaced (`r`, 1–9), so a window can follow its size and name.
  var sceneChanged: (LoadedScene) -> Void = { _ in }

  /// Creates a session showing `loaded`, loaded from `source`.
  init(
    loaded: LoadedScene, source: SceneSource, outputDirectory: String, showsOverlay: Bool = false
  ) {
    self.loaded = loaded
    self.source = source
    self.outputs = SessionOutputs(directory: outputDirectory)
    self.showsOverlay = showsOverlay
    tuner.sceneDidChange(loaded)
  }

  /// Moves the clock, and the runtime with it, to wall time `wallTime` (a frame's update).
  func advance(toWallTime wallTime: Double) {
    clock.advance(toWallTime: wallTime)
    advanceRuntime(loaded.runtime)
  }

  /// Moves `runtime`'s clocks to the session clock's: motion time for springs, wall time for
  /// gestures.
  func advanceRuntime(_ runtime: MotionRuntime) {
    runtime.advance(to: clock.motionTime, gestureTime: clock.wallTime)
  }

  /// Moves the clock to `wallTime` without stepping the runtime, for idle frames: with no spring
  /// in flight (or motion time paused) a step would change nothing that the runtime's next
  /// advance, to the time of the next input, does not.
  func advanceClockAtRest(toWallTime wallTime: Double) {
    clock.advance(toWallTime: wallTime)
  }

  /// Handles one raw input at `wallTime`: its touches go to the runtime, its key command (if
  /// any) is carried out. Records it when recording. Errors are those of writing files (a
  /// capture, a dump, the recording).
  func handle(_ action: ScriptAction, wallTime: Double) throws {
    advance(toWallTime: wallTime)
    let time = clock.wallTime
    if case .mouse(let phase, let button, let location, _) = action {
      switch tuner.mouse(phase, button: button, at: location, in: loaded) {
      case .passThrough: break
      case .consumed: return
      case .change(let index, let change): return try setSpring(index, change)
      }
    }
    let command = input.deliver(action, at: time, to: loaded)
    // The recorder keeps what acts on replay (it asks the script model).
    try recorder?.record(action, at: time)
    if let command { try perform(command) }
  }

  /// Carries out one script line's action at `wallTime`: its input goes to the input adapter
  /// (`handle`), as a decoded live event's does; `capture` and `dump` write into the output
  /// folder under the line's name; `set` changes a spring.
  func play(_ action: ScriptAction, wallTime: Double) throws {
    advance(toWallTime: wallTime)
    switch action {
    case .capture(let name): try outputs.capture(to: name)
    case .dump(let name): try outputs.dump(stateDump(), to: name)
    case .setSpring(let index, let change): try applySpring(index, change)
    case .setDecelerationRate(let index, let rate):
      TunableRates.set(DecelerationRate(perMillisecond: rate), at: index, in: loaded)
    default: try handle(action, wallTime: wallTime)
    }
  }

  /// Cancels every touch (the window lost focus).
  func cancelAllTouches(wallTime: Double) {
    advance(toWallTime: wallTime)
    input.cancelAll(at: clock.wallTime, in: loaded.runtime)
  }

  /// The input path after SDL, for drawing the touches that are down.
  var adapter: InputAdapter { input.adapter }

  /// Changes a spring at the clock's current time, as a `set` line would, and records it as one.
  func setSpring(_ index: Int, _ change: SpringChange) throws {
    try applySpring(index, change)
    try recorder?.record(.setSpring(interaction: index, spring: change), at: clock.wallTime)
  }

  /// Changes a deceleration rate at the clock's current time, as a `set` line would, and
  /// records it as one.
  func setDecelerationRate(_ index: Int, _ rate: Double) throws {
    TunableRates.set(DecelerationRate(perMillisecond: rate), at: index, in: loaded)
    try recorder?.record(.setDecelerationRate(interaction: index, rate: rate), at: clock.wallTime)
  }

  private func applySpring(_ index: Int, _ change: SpringChange) throws {
    // A script's lines were checked by the script model before the replay began; the tuning
    // panel offers only springs that exist and values that make one.
    guard let spring = TunableSprings.spring(at: index, in: loaded) else { return }
    try? TunableSprings.apply(change, to: spring)
  }

  /// Loads the scene file again after it changed on disk; a file that does not load leaves the
  /// scene running and its faults in `sceneError`.
  func reloadScene() throws {
    try replaceScene(with: source)
  }

  /// The state dump (docs/dumps.md) at the clock's current time, with the wall time as `t`.
  func stateDump() -> String {
    StateDump.json(at: clock.wallTime, of: loaded)
  }

  /// Replaces the scene with `newSource`'s; a source that does not load leaves the scene as it
  /// is and reports why (for the scene's own file, also in `sceneError`).
  func replaceScene(with newSource: SceneSource) throws {
    let replacement: LoadedScene
    do {
      replacement = try newSource.load()
    } catch {
      let message = error.errors.map(\.description).joined(separator: "\n")
      if newSource.nameOrPath == source.nameOrPath { sceneError = message }
      outputs.report(message)
      return
    }
    let reloaded = newSource.nameOrPath == source.nameOrPath
    sceneError = nil
    cancelAllTouches(wallTime: clock.wallTime)
    advanceRuntime(replacement.runtime)
    loaded = replacement
    source = newSource
    tuner.sceneDidChange(replacement)
    sceneChanged(replacement)
    outputs.report(reloaded ? "reloaded \(replacement.name)" : "scene \(replacement.name)")
  }
}

/// A failure at run time (a file that cannot be written, SDL refusing to work): exit status 1.
struct RunError: Error, CustomStringConvertible {
  /// What failed.
  var message: String
  /// Creates a run-time error.
  init(_ message: String) { self.message = message }
  /// The message, as an `error:` line prints it.
  var description: String { message }
}
