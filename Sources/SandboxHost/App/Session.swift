import Foundation
import Motion

/// The state a live session and a replay share: the scene, the one clock, the input adapter and
/// what the keys switch; and the rules for what each raw input, key and frame does to them.
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
  private(set) var clock = MotionClock()
  /// The input path after SDL: touches, emulation, keys.
  private(set) var adapter = InputAdapter()
  /// Whether the debug overlay is drawn.
  var showsOverlay: Bool
  /// Whether the key list is shown.
  private(set) var showsHelp = false
  /// Set once a quit key was pressed (ignored when `quitKeysEnabled` is false).
  private(set) var wantsToQuit = false
  /// Whether Esc and q end the session (live) or do nothing (replays).
  var quitKeysEnabled = true
  /// The wall seconds a `.` step moves on by (one frame).
  var frameDuration: Double
  /// Where `c` and `d` write.
  let outputDirectory: String
  /// The recorder writing what the user does, if recording.
  var recorder: ScriptRecorder?
  /// The tuning panel (`t`): what it shows and what its keys and sliders change.
  let tuner = Tuner()
  /// Whether the trails of the last second's motion are drawn (`p`).
  var showsTrails = false
  /// Why the scene file could not be loaded again (`r` or a reload), with file and line; the
  /// last good scene keeps running meanwhile. Nil once it loads.
  private(set) var sceneError: String?

  /// Writes a PNG of the scene as it is now (no HUD) to a path.
  var writeCapture: (String) throws -> Void = { _ in }
  /// Names the files of `c` and `d` presses at a wall time; `kind` is `capture` or `dump`.
  var keyPressFileName: (_ kind: String, _ wallTime: Double, _ fileExtension: String) -> String = {
    kind, time, ext in "\(kind)-t\(String(format: "%.3f", time)).\(ext)"
  }
  /// Told after the scene was replaced (`r`, 1–9), so a window can follow its size and name.
  var sceneChanged: (LoadedScene) -> Void = { _ in }
  /// Where messages for the person go (written paths, scene switches, a scene file's faults);
  /// by default straight to standard output, unbuffered, so a log shows them as they happen.
  var report: (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }

  private var touchBuffer: [TouchEvent] = []

  /// Creates a session showing `loaded`, loaded from `source`.
  init(
    loaded: LoadedScene, source: SceneSource, outputDirectory: String, frameDuration: Double = 1.0 / 60,
    showsOverlay: Bool = false
  ) {
    self.loaded = loaded
    self.source = source
    self.outputDirectory = outputDirectory
    self.frameDuration = frameDuration
    self.showsOverlay = showsOverlay
    touchBuffer.reserveCapacity(64)
    tuner.sceneDidChange(loaded)
  }

  /// Moves the clock, and the runtime with it, to wall time `wallTime` (a frame's update).
  func advance(toWallTime wallTime: Double) {
    clock.advance(toWallTime: wallTime)
    advanceRuntime(loaded.runtime)
  }

  /// Moves `runtime`'s clocks to the session clock's: motion time for springs, wall time for
  /// gestures.
  private func advanceRuntime(_ runtime: MotionRuntime) {
    runtime.advance(to: clock.motionTime, gestureTime: clock.wallTime)
  }

  /// Moves the clock to `wallTime` without stepping the runtime, for frames at rest: with no
  /// spring running and no gesture in progress a step would change nothing.
  func advanceClockAtRest(toWallTime wallTime: Double) {
    clock.advance(toWallTime: wallTime)
  }

  /// Handles one raw input at `wallTime`: its touches go to the runtime, its key command (if
  /// any) is carried out. Records it when recording. Errors are those of writing files (a
  /// capture, a dump, the recording).
  func handle(_ action: ScriptAction, wallTime: Double) throws {
    advance(toWallTime: wallTime)
    let time = clock.wallTime
    touchBuffer.removeAll(keepingCapacity: true)
    if case .mouse(let phase, let button, let location, _) = action {
      switch tuner.mouse(phase, button: button, at: location, in: loaded) {
      case .passThrough: break
      case .consumed: return
      case .change(let index, let change): return try setSpring(index, change)
      }
    }
    let scene = loaded.scene
    let command = adapter.translate(
      action, time: clock.wallTime, probe: { PointerTarget.probe(scene, at: $0) }, into: &touchBuffer)
    deliverTouches()
    if let recorder, Self.isRecorded(action) {
      try recorder.record(action, at: time)
    }
    if let command { try perform(command) }
  }

  /// Carries out a script directive (`capture` or `dump`) at `wallTime`, writing into the
  /// output folder under the script's name.
  func directive(_ action: ScriptAction, wallTime: Double) throws {
    advance(toWallTime: wallTime)
    switch action {
    case .capture(let name): try capture(to: name)
    case .dump(let name): try dump(to: name)
    case .setSpring(let index, let change): try applySpring(index, change)
    default: try handle(action, wallTime: wallTime)
    }
  }

  /// Hands the buffered touches to the runtime.
  private func deliverTouches() {
    for touch in touchBuffer { loaded.runtime.handle(touch) }
  }

  /// Cancels every touch (the window lost focus).
  func cancelAllTouches(wallTime: Double) {
    advance(toWallTime: wallTime)
    touchBuffer.removeAll(keepingCapacity: true)
    adapter.cancelAll(time: clock.wallTime, into: &touchBuffer)
    deliverTouches()
  }

  /// Carries out a key command at the clock's current time.
  func perform(_ command: KeyCommand) throws {
    let time = clock.wallTime
    switch command {
    case .quit:
      if quitKeysEnabled { wantsToQuit = true }
    case .togglePause:
      clock.togglePause(atWallTime: time)
    case .stepFrame:
      clock.stepFrame(frameDuration: frameDuration)
      advanceRuntime(loaded.runtime)
    case .toggleSlowMotion:
      clock.toggleSlowMotion(atWallTime: time)
    case .toggleOverlay:
      showsOverlay.toggle()
    case .toggleHelp:
      showsHelp.toggle()
    case .reset:
      try replaceScene(with: source)
    case .switchScene(let index):
      guard let builtIn = SceneSource.builtIn(index: index) else {
        report("no built-in scene \(index + 1)")
        return
      }
      try replaceScene(with: builtIn)
    case .capture:
      let name = keyPressFileName("capture", time, "png")
      try recorder?.record(.capture(name: name), at: time)
      try capture(to: name)
    case .dump:
      let name = keyPressFileName("dump", time, "json")
      try recorder?.record(.dump(name: name), at: time)
      try dump(to: name)
    case .toggleTuning:
      tuner.toggle(in: loaded)
    case .selectNextSpring:
      if tuner.isVisible { tuner.selectNext(in: loaded) }
    case .chooseParameter(let offset):
      if tuner.isVisible { tuner.chooseParameter(by: offset) }
    case .stepParameter(let up):
      if let change = tuner.step(up: up, in: loaded) { try setSpring(change.interaction, change.spring) }
    case .writeTunedScene:
      try writeTunedScene()
    case .toggleTrails:
      showsTrails.toggle()
    }
  }

  /// Changes a spring at the clock's current time, as a `set` line would, and records it as one.
  func setSpring(_ index: Int, _ change: SpringChange) throws {
    try applySpring(index, change)
    try recorder?.record(.setSpring(interaction: index, spring: change), at: clock.wallTime)
  }

  private func applySpring(_ index: Int, _ change: SpringChange) throws {
    // A line naming no spring of the scene shown does nothing (the replay warned of it).
    guard let spring = TunableSprings.spring(at: index, in: loaded) else { return }
    do {
      try TunableSprings.apply(change, to: spring)
    } catch {
      throw RunError("set: \(error)")
    }
  }

  /// Writes the scene with the tuned springs next to the captures, never over a file.
  private func writeTunedScene() throws {
    try createOutputDirectory()
    let path = try TunedSceneWriter.write(source: source, loaded: loaded, into: outputDirectory)
    report(path)
  }

  /// Loads the scene file again after it changed on disk; a file that does not load leaves the
  /// scene running and its faults in `sceneError`.
  func reloadScene() throws {
    try replaceScene(with: source)
  }

  /// The state dump (CONTRACT §4) at the clock's current time, with the wall time as `t`.
  func stateDump() -> String {
    StateDump.json(at: clock.wallTime, of: loaded)
  }

  /// The path of a file named `name` in the output folder.
  func outputPath(_ name: String) -> String {
    outputDirectory.hasSuffix("/") ? outputDirectory + name : outputDirectory + "/" + name
  }

  private func capture(to name: String) throws {
    try createOutputDirectory()
    let path = outputPath(name)
    try writeCapture(path)
    report(path)
  }

  private func dump(to name: String) throws {
    try createOutputDirectory()
    let path = outputPath(name)
    do {
      try writeAtomically(Data(stateDump().utf8), to: path)
    } catch {
      throw RunError("cannot write \(path): \(error.localizedDescription)")
    }
    report(path)
  }

  private func createOutputDirectory() throws {
    do {
      try FileManager.default.createDirectory(atPath: outputDirectory, withIntermediateDirectories: true)
    } catch {
      throw RunError("cannot create \(outputDirectory): \(error.localizedDescription)")
    }
  }

  private func replaceScene(with newSource: SceneSource) throws {
    let replacement: LoadedScene
    do {
      replacement = try newSource.load()
    } catch {
      let message = error.errors.map(\.description).joined(separator: "\n")
      if newSource.nameOrPath == source.nameOrPath { sceneError = message }
      report(message)
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
    report(reloaded ? "reloaded \(replacement.name)" : "scene \(replacement.name)")
  }

  /// Whether a raw input goes into a recording: everything but the keys whose effect is
  /// recorded otherwise (`c` and `d` as `capture` and `dump` lines) or would end a replay
  /// (quit keys).
  static func isRecorded(_ action: ScriptAction) -> Bool {
    switch action {
    case .capture, .dump:
      return false
    case .key(_, let name):
      if KeyCommand(keyName: name, shift: false)?.isTuning == true { return false }
      return !["c", "d", "q", "escape"].contains(name.lowercased())
    default:
      return true
    }
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
