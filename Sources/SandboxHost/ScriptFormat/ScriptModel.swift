import Motion

/// The one reading of what an input script means: fed a script's lines in file order, it says
/// what each does in the scene shown at its time (`LineMeaning`) and gathers what the script
/// as a whole writes and where it cannot do what it says.
///
/// What it follows from line to line: the touch ids that are down, the Shift and Ctrl keys held
/// (what a key press means, `KeyPresses`), the scene shown (the one given, a built-in one after
/// a digit key, its springs as its file has them after Shift-R; `r` keeps them) and the springs
/// as `set` lines leave them, and the names already written. `check`, `replay`, `test` and the
/// live recorder ask it; the replay carries out what it says.
///
/// - Errors: a film or track of more than `FilmLine.maximumFrames` frames at `fps`; a `set` line
///   naming an interaction the scene shown lacks, or one without a spring (or, for a deceleration
///   rate, without a rate), or leaving a spring with parameters that make no spring together.
///   They name the file and line; a replay refuses the script before it writes anything.
/// - Warnings: lines that do nothing, or not what they seem to, yet are no fault: a move, lift
///   or cancel of a touch id that is not down (ignored), a down of one that is (the earlier
///   touch is cancelled), an output whose name an earlier line already wrote (only the later
///   file is kept), a film or track longer than `FilmLine.longFilmFrames` frames at 60 a second.
///
/// Without a scene (`check` with no `--scene`) `set` lines are taken as they are and presses of
/// `w` name no file.
struct ScriptModel {
  /// The scene a script line acts on: where it came from and its interactions, with the spring
  /// parameters that `set` lines have left since it was loaded.
  private struct ShownScene {
    var source: SceneSource
    var description: SceneDescription
    var tuned: [Int: SpringSetting] = [:]
  }

  /// A film being filmed, by its last frame (at the model's `fps`).
  private struct OpenFilm: Comparable {
    let lastFrame: Double
    let firstFrame: Double
    let output: ScriptOutput

    static func < (a: OpenFilm, b: OpenFilm) -> Bool {
      (a.lastFrame, a.output.lineNumber) < (b.lastFrame, b.output.lineNumber)
    }
  }

  /// The file messages name.
  let file: String?
  /// The replay's frame rate, which puts films' frames on its grid: `check` judges films at the
  /// default one.
  let fps: Double
  private var shown: ShownScene?
  private var keys = KeyPresses()
  private var downSince: [Int: Int] = [:]
  private var writtenBy: [String: Int] = [:]
  /// Faults: lines that cannot do what they say, in line order.
  private(set) var errors: [InputError] = []
  /// Lines that do nothing or not what they seem to, in line order.
  private(set) var warnings: [InputError] = []
  /// Every file the lines write, in the order they write them; a tuned scene's name is known
  /// only after `finish()`.
  private(set) var outputs: [ScriptOutput] = []
  /// The time of the last line read (0 before any).
  private(set) var lastTime = 0.0
  /// The films whose last frame is still to come, at the last line read.
  private var openFilms = MinHeap<OpenFilm>()

  /// A model of a script in `file` played on `scene` (its source and its description), or on
  /// no known scene.
  init(
    file: String?, scene: (source: SceneSource, description: SceneDescription)? = nil,
    fps: Double = CommandLineDefaults.fps
  ) {
    self.file = file
    self.fps = fps
    shown = scene.map { ShownScene(source: $0.source, description: $0.description) }
  }

  /// Reads the next line of the script and says what it does.
  mutating func read(_ line: ScriptLine) -> LineMeaning {
    lastTime = line.time
    var meaning = LineMeaning(line: line, effect: .nothing)
    switch line.action {
    case .input(.touch(let phase, let id, _)):
      meaning.effect = touch(phase, id: id, line: line) ? .touch : .nothing
    case .input(.mouse), .input(.wheel):
      meaning.effect = .pointer
    case .input(.key(let down, let name)):
      let command = keys.take(name, down: down)
      if let command {
        meaning.effect = self.command(command, name: name, line: line, writes: &meaning.writes)
      } else if KeyPresses.isShift(name) {
        meaning.effect = .shift
      } else if KeyPresses.isCtrl(name) {
        meaning.effect = .ctrl
      }
    case .directive(.capture(let name)):
      meaning.effect = .output
      meaning.writes = [
        write(ScriptOutput(kind: .capture, name: name, time: line.time, lineNumber: line.lineNumber))
      ]
    case .directive(.dump(let name)):
      meaning.effect = .output
      meaning.writes = [
        write(ScriptOutput(kind: .dump, name: name, time: line.time, lineNumber: line.lineNumber))
      ]
    case .directive(.setSpring(let index, let change)):
      meaning.effect = setSpring(index, change, line: line)
    case .directive(.setDecelerationRate(let index, let rate)):
      meaning.effect = setDecelerationRate(index, rate, line: line)
    case .directive(.record(let film)):
      meaning.effect = .output
      var output = ScriptOutput(
        kind: film.kind == .film ? .film : .track, name: film.name, time: line.time,
        lineNumber: line.lineNumber)
      output.recording = film
      meaning.writes = [write(output)]
      if film.kind == .film {
        openFilms.insert(
          OpenFilm(
            lastFrame: film.lastFrameTime(from: line.time, fps: fps),
            firstFrame: Double(FilmLine.frame(atOrAfter: line.time, fps: fps)) / fps, output: output))
      }
      if let empty = film.emptySpan(from: line.time, fps: fps) {
        fail("\(output.origin): \(empty)", line)
      } else {
        let frames = film.frameCount(from: line.time, fps: fps)
        if frames > FilmLine.maximumFrames {
          // Here, not in the replay alone, so that `check` refuses what `replay` refuses.
          fail(
            "\(output.origin) would have \(frames) frames at \(fps.messageSpelling) a second; at most "
              + "\(FilmLine.maximumFrames) (give it \"every\", or a shorter span)", line)
        } else if frames > FilmLine.longFilmFrames {
          warn(
            "\(output.origin) is long: \(frames) frames at \(fps.messageSpelling) frames a second "
              + "(\((film.until - line.time).messageSpelling) s); give it \"every\" or a shorter span to keep it small",
            line)
        }
        if let rounding = film.gridRounding(from: line.time, fps: fps) {
          warn("\(output.origin) is put on the replay's frames: \(rounding)", line)
        }
      }
    }
    return meaning
  }

  /// Names the tuned scenes that presses of `w` write, now that every name the script writes
  /// is known: `NAME-tuned-N.json`, N counting up per scene and skipping the script's names.
  mutating func finish() {
    let reserved = Set(outputs.filter { $0.kind != .tunedScene }.map(\.name))
    var numbers: [String: Int] = [:]
    for index in outputs.indices where outputs[index].kind == .tunedScene {
      let path = outputs[index].name
      let number = TunedSceneWriter.number(after: numbers[path] ?? 0, forSceneAt: path, skipping: reserved)
      numbers[path] = number
      outputs[index].name = TunedSceneWriter.fileName(forSceneAt: path, number: number)
    }
  }

  /// Reads a whole script in one pass: the meaning of each line, in order, and the model
  /// after the last (finished).
  static func read(
    _ lines: [ScriptLine], file: String?, scene: (source: SceneSource, description: SceneDescription)? = nil,
    fps: Double = CommandLineDefaults.fps
  ) -> (meanings: [LineMeaning], model: ScriptModel) {
    var model = ScriptModel(file: file, scene: scene, fps: fps)
    let meanings = lines.map { model.read($0) }
    model.finish()
    return (meanings, model)
  }

  /// Whether a touch line acts, warning of one that does nothing or not what it seems to.
  private mutating func touch(_ phase: TouchPhase, id: Int, line: ScriptLine) -> Bool {
    let verb: String
    switch phase {
    case .began:
      if let since = downSince[id] {
        warn(
          "touch \(id) goes down while it is already down (since line \(since)); "
            + "the replay cancels that touch and starts a new one", line)
      }
      downSince[id] = line.lineNumber
      return true
    case .moved: verb = "moves"
    case .ended: verb = "lifts"
    case .cancelled: verb = "is cancelled"
    }
    guard downSince[id] != nil else {
      warn("touch \(id) \(verb) but is not down; the replay ignores this line", line)
      return false
    }
    if phase != .moved { downSince[id] = nil }
    return true
  }

  /// What a key press carries out in a replay, with the files it writes.
  private mutating func command(
    _ command: KeyCommand, name: String, line: ScriptLine, writes: inout [ScriptOutput]
  ) -> LineMeaning.Effect {
    if command.isTuningPanelKey {
      warn(
        "key \"\(name)\" is the tuning panel's, which a replay passes over (a script tunes springs "
          + "with set lines, as a recording holds them)", line)
      return .nothing
    }
    switch command {
    case .quit:
      // A replay runs to its end: the quit keys do nothing there.
      return .nothing
    case .reset:
      // `r` puts the elements back and keeps the tuned springs.
      downSince = [:]
    case .reloadFileSprings:
      downSince = [:]
      shown?.tuned = [:]
    case .switchScene(let index):
      // A number past the built-in list does nothing (live, it says so).
      guard let source = SceneSource.builtIn(index: index) else { return .nothing }
      downSince = [:]
      if let before = shown, let description = try? source.loadDescription() {
        if description.size != before.description.size {
          refuseFilmsAcross(
            switchTo: source, of: description.size, from: before.description.size, key: name, line)
        }
        shown = ShownScene(source: source, description: description)
      }
    case .capture, .dump:
      let kind: ScriptOutput.Kind = command == .capture ? .capture : .dump
      let fileName = SessionOutputs.replayedPressFileName(command, at: line.time) ?? ""
      writes.append(
        write(
          ScriptOutput(
            kind: kind, name: fileName, time: line.time, lineNumber: line.lineNumber, keyName: name)))
    case .writeTunedScene:
      // Named by `finish()`, once every other name is known; meanwhile it holds the scene's path.
      if let shown, let path = try? BuiltInScenes.path(forNameOrPath: shown.source.nameOrPath) {
        let output = ScriptOutput(
          kind: .tunedScene, name: path, time: line.time, lineNumber: line.lineNumber, keyName: name)
        outputs.append(output)
        writes.append(output)
      }
    default:
      break
    }
    return .command(command)
  }

  /// A film keeps one size: a switch to a scene of another size while a film has frames before
  /// it and after it is an error at the key's line, naming the film's (frames at the key's very
  /// time come after it, and show the new scene).
  private mutating func refuseFilmsAcross(
    switchTo source: SceneSource, of size: Size, from oldSize: Size, key: String, _ line: ScriptLine
  ) {
    while let film = openFilms.min, film.lastFrame < line.time { _ = openFilms.removeMin() }
    for film in openFilms.unordered.sorted(by: { $0.output.lineNumber < $1.output.lineNumber })
    where film.firstFrame < line.time {
      fail(
        "key \"\(key)\" switches to the scene \"\(source.nameOrPath)\" of \(Self.spelled(size)) while "
          + "\(film.output.origin) (line \(film.output.lineNumber)) films the scene of \(Self.spelled(oldSize)) "
          + "up to \(film.lastFrame.messageSpelling) s; a film keeps one size: end it before the switch or start it after",
        line)
    }
  }

  private static func spelled(_ size: Size) -> String {
    "\(size.width.messageSpelling) × \(size.height.messageSpelling)"
  }

  /// Records an output, warning when an earlier line wrote a file of the same name.
  private mutating func write(_ output: ScriptOutput) -> ScriptOutput {
    if let earlier = writtenBy[output.name] {
      let what =
        output.keyName.map { "key \"\($0)\" writes \(output.name)" }
        ?? "\(output.kindName) \"\(output.name)\" writes"
      warnings.append(
        InputError(
          file: file, line: output.lineNumber,
          message: "\(what) over the file line \(earlier) wrote; only this one is kept"))
    }
    writtenBy[output.name] = output.lineNumber
    outputs.append(output)
    return output
  }

  /// What a `set` line does to the scene shown; an error when it cannot do it.
  private mutating func setSpring(_ index: Int, _ change: SpringChange, line: ScriptLine)
    -> LineMeaning.Effect
  {
    guard var scene = shown else { return .setSpring(interaction: index, parameters: nil) }
    guard let interaction = interaction(at: index, in: scene.description, line: line) else { return .nothing }
    guard let spring = interaction.tunableSpring else {
      fail("interaction \(index) (\(interaction.typeName) on \"\(interaction.element)\") has no spring", line)
      return .nothing
    }
    let next: SpringSetting
    do {
      next = try (scene.tuned[index] ?? spring).applying(change)
    } catch {
      fail(error.description, line)
      return .nothing
    }
    scene.tuned[index] = next
    shown = scene
    return .setSpring(interaction: index, parameters: next)
  }

  /// What a deceleration rate's `set` line does to the scene shown: the next release of a
  /// tossable, or of a snapping rotation, is projected with the rate; an error when the
  /// interaction has no rate.
  private mutating func setDecelerationRate(_ index: Int, _ rate: Double, line: ScriptLine)
    -> LineMeaning.Effect
  {
    guard let scene = shown else { return .setDecelerationRate(interaction: index, rate: rate) }
    guard let interaction = interaction(at: index, in: scene.description, line: line) else { return .nothing }
    guard interaction.hasDecelerationRate else {
      fail(
        "interaction \(index) (\(interaction.typeName) on \"\(interaction.element)\") has no deceleration rate",
        line)
      return .nothing
    }
    return .setDecelerationRate(interaction: index, rate: rate)
  }

  /// The interaction a `set` line names in `description`; an error when the scene has none there.
  private mutating func interaction(at index: Int, in description: SceneDescription, line: ScriptLine)
    -> InteractionDescription?
  {
    let interactions = description.interactions
    guard index < interactions.count else {
      fail(
        "\"interaction\" \(index) is past the scene's \(interactions.count) interaction"
          + (interactions.count == 1 ? "" : "s") + " (indices start at 0)", line)
      return nil
    }
    return interactions[index]
  }

  private mutating func warn(_ message: String, _ line: ScriptLine) {
    warnings.append(InputError(file: file, line: line.lineNumber, message: message))
  }

  private mutating func fail(_ message: String, _ line: ScriptLine) {
    errors.append(InputError(file: file, line: line.lineNumber, message: message))
  }
}
