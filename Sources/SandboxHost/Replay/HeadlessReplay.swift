import Foundation
import Motion

/// The headless replay: plays an input script against a scene (docs/scripts.md) without a
/// window, writing its files, then opens the replay window when `--window` asks for it.
///
/// Everything is checked first (scene, script, fps, settle, output folder) and
/// nothing is written when something is wrong. Then the script plays through the one playback
/// loop (`ScriptPlayback`): a virtual clock steps through frames at t = k / fps and stops
/// exactly at every line's t; input lines go straight to the session's input adapter, where live
/// input arrives after SDL's decoder; `capture` and `dump` lines write the frame and the state at
/// their t (`HeadlessReplayOutputs`). After the last line the replay steps on until the
/// runtime is at rest or `settle` seconds have passed, and writes `final.json` and `final.png`.
/// Captures are always drawn by SDL's software renderer into an offscreen canvas, so the same
/// script and scene give the same pixels on every machine, with or without `--window`.
final class HeadlessReplay {
  /// What was asked.
  let options: ReplayOptions
  /// Every file the script's lines write, in file order (as the script model reads them).
  let outputs: [ScriptOutput]
  /// The script's lines when it was given as text; a script file is read again, a piece at a
  /// time, as it plays (see `ScriptLineStream`), so its length costs no memory.
  private let textLines: [ScriptLine]?
  /// The time of the script's last line (0 for an empty script).
  private let lastTime: Double
  /// The script file as it was checked, when the replay reads it again to play it.
  private let scriptFingerprint: FileFingerprint?
  /// Where the scene comes from.
  let source: SceneSource
  private let firstScene: LoadedScene
  /// The session the last replay played, with whatever scene a reload left it and the scene
  /// that reload replaced: held with the replayer, so that a replay ending the process holds
  /// them too (see `Commands.replay`).
  private var lastSession: Session?
  /// Where messages go (written paths are not reported; progress and notes are).
  var log: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  /// The paths of the captures written, with their script times, in order.
  private(set) var captures: [(path: String, time: Double)] = []

  /// Checks every input of a replay without writing anything; throws every fault found.
  /// `scriptText`, when given, is the script itself and `options.scriptPath` only names it; else
  /// the script file is read through once, a piece at a time, holding only its output lines.
  init(options: ReplayOptions, scriptText: String? = nil) throws(InputErrors) {
    var errors: [InputError] = []
    let fpsIsValid = options.fps.isFinite && options.fps >= 1 && options.fps <= 1000
    if !fpsIsValid {
      errors.append(
        InputError(
          file: nil, line: nil,
          message: "--fps must be a number from 1 to 1000, not \(options.fps.messageSpelling)"))
    }
    if !(options.settle.isFinite && options.settle >= 0) {
      errors.append(
        InputError(
          file: nil, line: nil,
          message: "--settle must be a number of seconds ≥ 0, not \(options.settle.messageSpelling)"))
    }
    let source = SceneSource(nameOrPath: options.scene)
    var sceneErrors: [InputError] = []
    let loaded = source.load(collectingFaultsInto: &sceneErrors)
    // One pass of the script model over the lines as they are read: what they write, and the
    // lines that cannot do what they say in the scene shown at their time. A bad --fps is
    // reported above, and the lines checked at the default rate (frame numbers at 1e300 trapped).
    var model = ScriptModel(
      file: options.scriptPath, scene: loaded?.description.map { (source, $0) },
      fps: fpsIsValid ? options.fps : CommandLineDefaults.fps)
    var textLines: [ScriptLine]?
    var scriptErrors: [InputError] = []
    var scriptFileText: String?
    func note(_ line: ScriptLine) { _ = model.read(line) }
    var text = scriptText
    let fingerprint = scriptText == nil ? FileFingerprint(path: options.scriptPath) : nil
    if let fingerprint, !fingerprint.isRegularFile {
      // A pipe (`<(…)`) or a device reads only once: take it whole and replay from memory.
      do {
        text = try TextFile.readScript(options.scriptPath)
        scriptFileText = text
      } catch {
        scriptErrors = error.errors
      }
    }
    if let text {
      let parsed = InputScript.parse(text, file: options.scriptPath)
      parsed.lines.forEach(note)
      textLines = parsed.lines
      scriptErrors = parsed.errors
    } else if !scriptErrors.isEmpty {
      // The pipe could not be read; its fault is already noted.
    } else {
      do {
        scriptErrors = try InputScript.stream(path: options.scriptPath, note)
      } catch {
        scriptErrors = error.errors
      }
      // Only a faulty script is read whole, to tell whether it is a scene file given in its place.
      if !scriptErrors.isEmpty { scriptFileText = try? TextFile.read(options.scriptPath) }
    }
    let sceneFileText =
      BuiltInScenes.named(options.scene) == nil && !sceneErrors.isEmpty
      ? try? TextFile.read(options.scene) : nil
    if let mixUp = FileContents.replayMixUp(
      script: (options.scriptPath, scriptFileText, !scriptErrors.isEmpty),
      scene: (options.scene, sceneFileText, !sceneErrors.isEmpty), sceneGivenBy: options.sceneGivenBy)
    {
      errors.append(mixUp)
    } else {
      errors += sceneErrors + scriptErrors + model.errors
    }
    model.finish()
    if let problem = OutputFolder.problem(with: options.outputDirectory, option: "--out") {
      errors.append(problem)
    } else if !options.overwrite,
      let problem = OutputFolder.earlierRun(in: options.outputDirectory, option: "--out")
    {
      errors.append(problem)
    }
    errors.append(
      contentsOf: Self.overwrites(options: options, outputs: model.outputs, scriptIsAFile: scriptText == nil))
    errors.append(contentsOf: ContactSheetPlan.problems(with: options))
    guard errors.isEmpty, let loaded else { throw InputErrors(errors) }
    self.options = options
    self.outputs = model.outputs
    self.textLines = textLines
    // The replay goes on to the last frame of its films and tracks, as to a line at that time.
    let lastFrames = model.outputs.compactMap { output in
      output.recording?.lastFrameTime(from: output.time, fps: options.fps)
    }
    self.lastTime = max(model.lastTime, lastFrames.max() ?? 0)
    self.scriptFingerprint = textLines == nil ? fingerprint : nil
    self.source = source
    self.firstScene = loaded
  }

  /// The files a replay reads, which none of its outputs may replace: the script (when it is a
  /// file) and the scene file (a built-in scene's own file too).
  static func inputs(of options: ReplayOptions, scriptIsAFile: Bool = true) -> [InputProtection.Input] {
    var inputs: [InputProtection.Input] = []
    if scriptIsAFile { inputs.append(.init(path: options.scriptPath, role: "the script (SCRIPT)")) }
    if let scene = try? BuiltInScenes.path(forNameOrPath: options.scene) {
      inputs.append(.init(path: scene, role: "the scene file (--scene)"))
    }
    return inputs
  }

  /// The names of the files the script writes but its tuned scenes: a press of `w` takes none
  /// of them, before or after.
  static func namesWritten(by outputs: [ScriptOutput]) -> Set<String> {
    Set(outputs.filter { $0.kind != .tunedScene }.map(\.name))
  }

  /// The outputs of the replay that would replace its scene file or its script, or that the
  /// replay's own `final.json`, `final.png` (and `contact-sheet.png`) would replace.
  static func overwrites(options: ReplayOptions, outputs written: [ScriptOutput], scriptIsAFile: Bool)
    -> [InputError]
  {
    let inputs = Self.inputs(of: options, scriptIsAFile: scriptIsAFile)
    let folder = options.outputDirectory
    var finals = InputScript.finalOutputNames
    if options.contactSheet { finals.append("contact-sheet.png") }
    var outputs: [InputProtection.Output] = []
    var clashes: [InputError] = []
    for output in written {
      if output.keyName == nil, output.name == "contact-sheet.png", options.contactSheet {
        // Written at the end with `--contact-sheet`, over whatever the line wrote (the script
        // itself refuses final.json and final.png, which every replay writes).
        clashes.append(
          InputError(
            file: options.scriptPath, line: output.lineNumber,
            message:
              "\(output.name) is written at the end of a replay with --contact-sheet; name the \(output.kindName) otherwise"
          ))
      }
      outputs.append(
        .init(
          path: InputProtection.path(of: output.name, in: folder), origin: output.origin,
          remedy: output.keyName == nil ? "choose another name or --out" : "choose another --out",
          file: options.scriptPath, line: output.lineNumber))
      if output.kind == .tunedScene, let key = output.keyName {
        // A press of `w` writes the springs text beside the tuned scene: it replaced a script so named.
        let springs = TunedSceneWriter.springsFileName(ofTunedScene: output.name)
        outputs.append(
          .init(
            path: InputProtection.path(of: springs, in: folder),
            origin: "key \"\(key)\" (the tuned scene's springs \"\(springs)\")",
            remedy: "choose another --out",
            file: options.scriptPath, line: output.lineNumber))
      }
    }
    for name in finals {
      outputs.append(
        .init(
          path: InputProtection.path(of: name, in: folder), origin: "the replay's \(name)",
          remedy: "choose another --out"))
    }
    return clashes + InputProtection.problems(writing: outputs, over: inputs)
  }

  /// Runs the replay, writing into the output folder; throws run-time failures.
  ///
  /// Every output is written into a hidden folder inside the output folder first and moved into
  /// place only when the replay has written them all, `final.json` last; after a failure the
  /// output folder is as it was (see `OutputStaging`).
  func run() throws {
    // Without a display the files are written all the same; only the player is left out.
    var noDisplay = options.window ? LiveApp.missingDisplay : nil
    let system: SDLSystem
    if options.window, noDisplay == nil {
      do {
        system = try SDLSystem(video: true)
      } catch {
        noDisplay = "no display (\(error))"
        system = try SDLSystem(video: false)
      }
    } else {
      system = try SDLSystem(video: false)
    }
    defer { withExtendedLifetime(system) {} }
    // A folder this replay made is removed again after a failure (when empty): --out is left
    // as it was found.
    let isNewFolder = !FileManager.default.fileExists(atPath: options.outputDirectory)
    try OutputFolder.create(options.outputDirectory)
    let staging = try OutputStaging(in: options.outputDirectory)
    do {
      try play(writingInto: staging.path)
      try staging.commit()
    } catch {
      staging.discard()
      if isNewFolder { rmdir(options.outputDirectory) }
      captures.removeAll()
      throw error
    }
    captures = captures.map { (staging.finalPath(ofStaged: $0.path), $0.time) }
    if options.window, let noDisplay {
      Commands.printLine(
        "\(noDisplay): wrote the replay's files; the player needs a window and was not opened")
    } else if options.window {
      // The player seeks back and forth, so it holds the whole script.
      let lines = try textLines ?? InputScript.load(path: options.scriptPath)
      let player = try ReplayWindow(
        options: options, source: source, first: try source.load(), lines: lines, endTime: endTime)
      try player.run()
    }
  }

  /// Where the last replay ended, in script time.
  private(set) var endTime = 0.0

  /// Plays the script, writing every output into `folder`.
  private func play(writingInto folder: String) throws {
    let session = Session(
      loaded: firstScene, source: source, outputDirectory: folder, showsOverlay: options.overlay)
    lastSession = session
    session.isLive = false
    session.outputs.report = { _ in }
    session.outputs.reservedNames = Self.namesWritten(by: outputs)
    let capturer = try SceneCapturer(sizeOf: firstScene.scene)
    let films = FilmRecorder(fps: options.fps, goldens: options.goldens)
    let files = HeadlessReplayOutputs(
      films: films, sheet: ContactSheetPlan(interval: options.contactSheet ? options.sheetInterval : nil),
      capturer: capturer,
      progress: ReplayProgress(lastTime: lastTime, isShown: options.showsProgress, log: log))
    defer { files.sheet.removeFrames() }
    let goldens = options.goldens
    session.outputs.writeCapture = { [unowned self, unowned session] path in
      let name = URL(fileURLWithPath: path).lastPathComponent
      try capturer.capture(session, to: path, golden: goldens.map { $0.directory + "/" + name })
      captures.append((path, session.clock.wallTime))
    }

    if let scriptFingerprint, FileFingerprint(path: options.scriptPath) != scriptFingerprint {
      throw RunError("\(options.scriptPath): the script changed after it was checked; replay it again")
    }
    let script =
      try textLines.map { ScriptLineStream(lines: $0, path: options.scriptPath) }
      ?? ScriptLineStream(path: options.scriptPath, unchangedSince: scriptFingerprint)
    // After the last line the replay steps on until the runtime is at rest or `settle` seconds
    // have passed.
    let playback = ScriptPlayback(
      session: session, lines: script, fps: options.fps,
      end: .settling(after: lastTime, limit: lastTime + options.settle), outputs: files)
    try playback.play(through: .infinity)
    let finalTime = playback.endTime ?? session.clock.wallTime
    endTime = finalTime
    try session.play(.directive(.dump(name: "final.json")), wallTime: finalTime)
    let scriptCaptures = captures.count
    try session.play(.directive(.capture(name: "final.png")), wallTime: finalTime)
    if options.contactSheet {
      // The final frame joins the sheet unless a capture of the script already shows that moment.
      var shown = captures
      if scriptCaptures > 0, captures[scriptCaptures - 1].time == finalTime { shown.removeLast() }
      try ContactSheet.write(
        files.sheet.items(captures: shown), to: session.outputs.path("contact-sheet.png"),
        cellWidth: options.tileWidth)
    }
    if options.showsProgress, SDLSystem.seconds - files.progress.realStart > 2 {
      log(String(format: "replay: done at %.2f s of script time", finalTime))
    }
  }
}
