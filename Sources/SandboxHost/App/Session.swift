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
  var showsHelp = false {
    didSet { helpScroll = 0 }
  }
  /// How many lines the key list is scrolled, in a window too small to show it whole at a
  /// readable size (Up and Down while it is shown).
  var helpScroll = 0
  /// Set once a quit key was pressed (ignored when the session is not `isLive`).
  var wantsToQuit = false
  /// Whether the session is the live window's. A script's session (the headless replay's, the
  /// player's, the fuzz target's) is not: there Esc and q do nothing, and neither do the tuning
  /// panel's keys (`KeyCommand.isTuningPanelKey`), since a script tunes with `set` lines, as a
  /// recording holds them; so what `check` reads a script to do is what its replay does.
  var isLive = true
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
  /// The time of the last live film frame drawn: an input never acts at it but just after, since
  /// the frame showed the state before the input (see `recordFilmFrames(before:)`).
  var lastFilmFrameTime = -Double.infinity
  /// The tuning panel (`t`): what it shows and what its keys and sliders change.
  let tuner = Tuner()
  /// Whether the trails of the last second's motion are drawn (`p`).
  var showsTrails = false
  /// The changes made from the tuning panel, for undo and redo.
  private(set) var edits = SpringEdits()
  /// Each spring's parameters as the scene file gave them when it was loaded: what tells a
  /// tuned value from the file's when the file is loaded again.
  private(set) var fileSprings = FileSprings()
  /// Each spring's parameters as they were last kept: as the file gave them, or as `w` wrote
  /// them. A spring that differs is tuning not written, which a quit asks about.
  var savedSprings = FileSprings()
  /// The question the window asks and waits for, if any (`SessionPrompt`).
  var prompt: SessionPrompt? {
    didSet { promptText = prompt?.text }
  }
  /// The prompt's line, made once when it is asked (the window draws it every frame).
  private(set) var promptText: String?
  /// The keys whose press answered a prompt: their release is the prompt's too.
  var promptKeysDown: Set<String> = []
  /// Whether tuned springs are kept in an autosave (live sessions); replays keep none.
  var keepsAutosave = false
  /// Whether a spring changed since the autosave was last brought up to date.
  var tuningChangedSinceAutosave = false
  /// Whether writing the autosave failed already (said once, not every half second).
  var autosaveFailed = false
  /// The scene the last reload or switch replaced, let go of between frames (see
  /// `SceneRetirement`).
  let retirement = SceneRetirement()
  /// Why the scene file could not be loaded again (`r` or a reload), with file and line; the
  /// last good scene keeps running meanwhile. Nil once it loads.
  private(set) var sceneError: String?

  /// Told after the scene was replaced (`r`, 1–9), so a window can follow its size and name;
  /// the flag says another scene was switched to (1–9), not the same file loaded again.
  var sceneChanged: (_ loaded: LoadedScene, _ switched: Bool) -> Void = { _, _ in }

  /// Creates a session showing `loaded`, loaded from `source`.
  init(
    loaded: LoadedScene, source: SceneSource, outputDirectory: String, showsOverlay: Bool = false
  ) {
    self.loaded = loaded
    self.source = source
    self.outputs = SessionOutputs(directory: outputDirectory)
    self.showsOverlay = showsOverlay
    fileSprings = FileSprings(of: loaded)
    savedSprings = fileSprings
    tuner.sceneDidChange(loaded, selecting: tuner.selection)
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

  /// Handles one raw input at `wallTime`, after the live films' frames due before it: its touches
  /// go to the runtime, its key command (if any) is carried out. Records it when recording. Errors are those of writing files (a
  /// capture, a dump, the recording).
  func handle(_ action: InputAction, wallTime: Double) throws {
    let wallTime = max(wallTime, lastFilmFrameTime.nextUp)
    try recordFilmFrames(before: wallTime)
    advance(toWallTime: wallTime)
    let time = clock.wallTime
    switch action {
    case .mouse(let phase, let button, let location, _):
      switch tuner.mouse(phase, button: button, at: location, in: loaded) {
      case .passThrough: break
      case .consumed: return
      case .change(let index, let change): return try setSpring(index, change)
      }
    case .wheel(let delta, let location, _):
      if tuner.takesWheel(at: location, delta: delta) { return }
    case .key(let down, let name):
      if try answerPrompt(keyName: name, down: down) { return }
      // While the key list is shown, Up and Down scroll it (it is whole in all but small windows).
      if showsHelp, case let key = name.lowercased(), key == "up" || key == "down" {
        if down { helpScroll += key == "up" ? -3 : 3 }
        return
      }
      switch tuner.type(keyName: name, down: down, in: loaded) {
      case .passThrough: break
      case .consumed: return
      case .change(let index, let change): return try setSpring(index, change)
      case .rejected(let why): return outputs.report("error: " + why)
      }
    case .touch:
      break
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
    case .input(let input): try handle(input, wallTime: wallTime)
    case .directive(.capture(let name)): try outputs.capture(to: name)
    case .directive(.dump(let name)): try outputs.dump(writeStateDump, to: name)
    case .directive(.setSpring(let index, let change)): try applySpring(index, change)
    case .directive(.setDecelerationRate(let index, let rate)):
      TunableRates.set(DecelerationRate(perMillisecond: rate), at: index, in: loaded)
    case .directive(.record):
      break
    }
  }

  /// Cancels every touch (the window lost focus).
  func cancelAllTouches(wallTime: Double) {
    advance(toWallTime: wallTime)
    input.cancelAll(at: clock.wallTime, in: loaded.runtime)
  }

  /// The input path after SDL, for drawing the touches that are down.
  var adapter: InputAdapter { input.adapter }

  /// Changes a spring from the tuning panel at the clock's current time, as a `set` line
  /// would, records it as one, and keeps it to undo.
  func setSpring(_ index: Int, _ change: SpringChange) throws {
    guard let spring = TunableSprings.spring(at: index, in: loaded),
      let before = try? TunableSprings.parameters(of: spring),
      (try? TunableSprings.apply(change, to: spring)) != nil,
      let after = try? TunableSprings.parameters(of: spring)
    else { return }
    edits.record(interaction: index, from: before, to: after, drag: tuner.dragNumber)
    tuningChangedSinceAutosave = true
    try recorder?.record(.setSpring(interaction: index, spring: change), at: clock.wallTime)
  }

  /// Ctrl-Z (`redo` false) and Ctrl-Shift-Z or Ctrl-Y (`redo` true): sets the spring of the
  /// last edit back (or on again), recorded as the `set` line of the values that change.
  func undoSpringEdit(redo: Bool) throws {
    let steps = redo ? edits.redo() : edits.undo()
    guard !steps.isEmpty else {
      outputs.report(redo ? "nothing to redo" : "nothing to undo")
      return
    }
    for step in steps {
      guard let spring = TunableSprings.spring(at: step.interaction, in: loaded) else { continue }
      try setWhole(step.interaction, spring, to: step.parameters)
    }
    let named =
      steps.count <= 3
      ? (steps.count == 1 ? "spring of " : "springs of ")
        + steps.map { "#\($0.interaction)" }.joined(separator: ", ")
      : "\(steps.count) springs"
    outputs.report("\(redo ? "redone" : "undone"): \(named)")
  }

  /// Sets `spring` (interaction `index`) to `parameters`, recording the `set` line of the values
  /// that change (none when none do).
  func setWhole(_ index: Int, _ spring: Spring<Point>, to parameters: SpringSetting) throws {
    guard let current = try? TunableSprings.parameters(of: spring) else { return }
    let change = SpringChange(from: current, to: parameters)
    guard change != SpringChange() else { return }
    try? TunableSprings.apply(change, to: spring)
    tuningChangedSinceAutosave = true
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
  /// Tuned values stay, unless the file changed that same value (see `replaceScene`). When
  /// recording, the reload is recorded as a press of `r` (its replay, against the file as it
  /// is then, keeps every tuned value) and then as the `set` lines of the values the file won.
  func reloadScene() throws {
    let won = try replaceScene(with: source, keepingTuned: true)
    guard sceneError == nil, let recorder else { return }
    // To the millisecond, as events are stamped.
    let time = (clock.wallTime * 1000).rounded(.down) / 1000
    try recorder.record(.key(down: true, name: "r"), at: time)
    try recorder.record(.key(down: false, name: "r"), at: time)
    for (index, change) in won {
      try recorder.record(.setSpring(interaction: index, spring: change), at: time)
    }
  }

  /// The state dump (docs/dumps.md) at the clock's current time, with the wall time as `t`.
  func stateDump() -> String {
    StateDump.json(at: clock.wallTime, of: loaded)
  }

  /// Writes the state dump at the clock's current time into `text`, as `stateDump` gives it.
  func writeStateDump(into text: inout JSONText) {
    StateDump.write(at: clock.wallTime, of: loaded, into: &text)
  }

  /// Replaces the scene with `newSource`'s; a source that does not load leaves the scene as it
  /// is and reports why (for the scene's own file, also in `sceneError`).
  ///
  /// With `keepingTuned`, the same file loaded again keeps each value tuned since it was
  /// loaded (one that differs from the file's then), unless the file now gives that value
  /// another number: the file's edit wins. Returns, for each spring, the change of the values
  /// where the file won over a tuned one.
  @discardableResult
  func replaceScene(with newSource: SceneSource, keepingTuned: Bool = false) throws -> [(Int, SpringChange)] {
    let replacement: LoadedScene
    do {
      replacement = try newSource.load(replacing: loaded)
    } catch {
      let message = error.errors.map(\.description).joined(separator: "\n")
      if newSource.nameOrPath == source.nameOrPath { sceneError = message }
      outputs.report(message)
      return []
    }
    let reloaded = newSource.nameOrPath == source.nameOrPath
    sceneError = nil
    cancelAllTouches(wallTime: clock.wallTime)
    advanceRuntime(replacement.runtime)
    // The scene left keeps its tuning in its own autosave.
    if !reloaded { keepAutosave() }
    let previous = loaded
    let previousFile = fileSprings
    loaded = replacement
    source = newSource
    fileSprings = FileSprings(of: replacement)
    var won: [(Int, SpringChange)] = []
    var replaced: [(interaction: Int, before: SpringSetting, after: SpringSetting)] = []
    var carried: [String] = []
    var selection = tuner.selection
    if reloaded && keepingTuned {
      // The file's edit may have added, removed or moved interactions: the tuning follows each.
      let match = InteractionMatch(old: previous, new: replacement)
      edits.renumber(by: match)
      (won, replaced) = keepTunedValues(of: previous, filedAs: previousFile, matching: match)
      carried = tuningCarried(of: previous, filedAs: previousFile, matching: match)
      savedSprings = savedSprings.rebased(from: previousFile, to: fileSprings, matching: match)
      selection = selection.flatMap { match.newIndex.indices.contains($0) ? match.newIndex[$0] : nil }
    } else if reloaded {
      // Shift-R: the file's springs back, as one step to undo.
      edits.record(together: springsChanged(from: previous, to: replacement))
      savedSprings = fileSprings
    } else {
      edits.removeAll()
      savedSprings = fileSprings
      prompt = nil
    }
    tuningChangedSinceAutosave = true
    tuner.sceneDidChange(replacement, selecting: selection)
    sceneChanged(replacement, !reloaded)
    // Let go of between frames: the new scene's first frame does not wait for the old's teardown.
    retirement.retire(previous)
    outputs.report(reloaded ? "reloaded \(replacement.name)" : "scene \(replacement.name)")
    // After the line above, so that the window, which shows the last line, shows these.
    for line in carried { outputs.report(line) }
    reportReplacedTuning(replaced)
    if !reloaded { offerAutosave() }
    return won
  }

  /// Notes the changes of several springs one key made as one step to undo.
  func recordTogether(_ changes: [(interaction: Int, before: SpringSetting, after: SpringSetting)]) {
    edits.record(together: changes)
  }

  /// Gives the springs of the scene just loaded the values tuned in `previous` (those that
  /// differ from `previousFile`, what its file gave), where the file still gives what it gave;
  /// returns the tuned values the file overrode, as changes from the tuned springs, and those
  /// springs before and after.
  private func keepTunedValues(
    of previous: LoadedScene, filedAs previousFile: FileSprings, matching match: InteractionMatch
  ) -> (
    won: [(Int, SpringChange)], replaced: [(interaction: Int, before: SpringSetting, after: SpringSetting)]
  ) {
    var won: [(Int, SpringChange)] = []
    var replaced: [(interaction: Int, before: SpringSetting, after: SpringSetting)] = []
    for index in 0..<fileSprings.count {
      guard let oldIndex = match.oldIndex[index], let file = fileSprings[index],
        let old = previousFile[oldIndex],
        let oldSpring = TunableSprings.spring(at: oldIndex, in: previous),
        let spring = TunableSprings.spring(at: index, in: loaded),
        let tuned = try? TunableSprings.parameters(of: oldSpring)
      else { continue }
      let tunedChange = SpringChange(from: old, to: tuned)
      let fileChange = SpringChange(from: old, to: file)
      // Undo and redo move between the values seen: the file's edit stays in each.
      edits.rebase(interaction: index, onto: fileChange)
      let kept = tunedChange.keeping(valuesNotIn: fileChange)
      try? TunableSprings.apply(kept, to: spring)
      let overridden = SpringChange(from: tuned, to: file).keeping(valuesIn: tunedChange).keeping(
        valuesIn: fileChange)
      if overridden != SpringChange() {
        won.append((index, overridden))
        if let now = try? TunableSprings.parameters(of: spring) { replaced.append((index, tuned, now)) }
      }
    }
    return (won, replaced)
  }

  /// What becomes of each tuned spring (one that differs from what `previousFile` gave) whose
  /// interaction the file's edit moved to another index or took out, in a line each: the tuning
  /// follows its interaction, and one gone is never dropped without a word.
  private func tuningCarried(
    of previous: LoadedScene, filedAs previousFile: FileSprings, matching match: InteractionMatch
  ) -> [String] {
    guard !match.keepsEveryIndex else { return [] }
    var lines: [String] = []
    for oldIndex in match.newIndex.indices where match.newIndex[oldIndex] != oldIndex {
      guard let file = previousFile[oldIndex], let spring = TunableSprings.spring(at: oldIndex, in: previous),
        let tuned = try? TunableSprings.parameters(of: spring), tuned != file
      else { continue }
      let what = match.oldKeys[oldIndex]
      let values = JSONWriter(expandedDepth: 0).string(
        from: SpringCodec.json(SpringChange(from: file, to: tuned)))
      if let newIndex = match.newIndex[oldIndex] {
        lines.append("the tuned \(values) of #\(oldIndex) follows its \(what) to #\(newIndex)")
      } else {
        lines.append(
          "#\(oldIndex), the \(what), is gone from the file, and its tuned \(values) with it")
      }
    }
    return lines
  }

  /// Says which tuned values an edit of the file replaced, and makes their replacement one step
  /// to undo: the file wins, but a tuned value is never lost without a word (Ctrl-Z gives it back).
  private func reportReplacedTuning(
    _ replaced: [(interaction: Int, before: SpringSetting, after: SpringSetting)]
  ) {
    guard !replaced.isEmpty else { return }
    edits.record(together: replaced)
    for (index, before, after) in replaced {
      let writer = JSONWriter(expandedDepth: 0)
      let file = writer.string(from: SpringCodec.json(SpringChange(from: before, to: after)))
      let tuned = writer.string(from: SpringCodec.json(SpringChange(from: after, to: before)))
      outputs.report("the file's \(file) of #\(index) replaces the tuned \(tuned) (Ctrl-Z gives it back)")
    }
  }
}

extension Session {
  /// Each spring of `previous` whose parameters differ in `replacement`, before and after.
  fileprivate func springsChanged(
    from previous: LoadedScene, to replacement: LoadedScene
  ) -> [(interaction: Int, before: SpringSetting, after: SpringSetting)] {
    var changes: [(interaction: Int, before: SpringSetting, after: SpringSetting)] = []
    for index in 0..<fileSprings.count {
      guard let after = fileSprings[index], let old = TunableSprings.spring(at: index, in: previous),
        let before = try? TunableSprings.parameters(of: old), before != after
      else { continue }
      changes.append((index, before, after))
    }
    return changes
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
