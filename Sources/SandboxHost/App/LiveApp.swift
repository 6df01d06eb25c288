import CSDL2
import Foundation
import Motion

/// What `motion-sandbox run` was asked to do.
package struct RunOptions: Sendable {
  /// The scene: a built-in name or a scene file's path.
  package var scene: String = BuiltInScenes.defaultScene.name
  /// The frame rate to hold; nil follows the display (vsync).
  package var fps: Double?
  /// Where to record the session as a script, if anywhere.
  package var recordPath: String?
  /// Where `c` and `d` write.
  package var outputDirectory: String = CommandLineDefaults.liveOutputDirectory
  /// Where the scene is rendered headless when no window can be opened.
  package var headlessOutputDirectory: String = CommandLineDefaults.headlessOutputDirectory
  /// Whether the debug overlay starts on.
  package var overlay = false
  /// Whether to use SDL's software renderer even where an accelerated one exists.
  package var software = false

  /// Creates the defaults of docs/command-line.md.
  package init() {}
}

/// `motion-sandbox run`: checks what was asked, opens the window and runs the live sandbox
/// (`LiveSandbox`) in the frame loop (`FrameLoop`).
final class LiveApp {
  /// What was asked.
  let options: RunOptions
  private let source: SceneSource
  private let firstScene: LoadedScene

  /// Checks the options without opening anything or writing; throws every fault found.
  init(options: RunOptions) throws(InputErrors) {
    var errors: [InputError] = []
    if let fps = options.fps, !(fps.isFinite && fps >= 1 && fps <= 1000) {
      errors.append(
        InputError(
          file: nil, line: nil, message: "--fps must be a number from 1 to 1000, not \(fps.messageSpelling)"))
    }
    let source = SceneSource(nameOrPath: options.scene)
    let loaded = source.load(collectingFaultsInto: &errors)
    if let problem = OutputFolder.problem(with: options.outputDirectory, option: "--out") {
      errors.append(problem)
    }
    var linked = stat()
    if let path = options.recordPath, let problem = OutputFolder.problemWritingFile(path, option: "--record")
    {
      errors.append(problem)
    } else if let path = options.recordPath, lstat(path, &linked) == 0 {
      // It was written over at start, whatever it held: an earlier take, another scene file.
      errors.append(
        InputError(
          file: path, line: nil,
          message: "already exists; --record never replaces a file (choose another name, or remove it first)")
      )
    }
    if let path = options.recordPath, let scene = try? BuiltInScenes.path(forNameOrPath: options.scene) {
      errors += InputProtection.problems(
        writing: [.init(path: path, origin: "the recording (--record)", remedy: "choose another --record")],
        over: [.init(path: scene, role: "the scene file (--scene)")])
    }
    guard errors.isEmpty, let loaded else { throw InputErrors(errors) }
    self.options = options
    self.source = source
    self.firstScene = loaded
  }

  /// Why no live window can be opened here, or nil when a display seems to be there.
  static var missingDisplay: String? {
    let environment = ProcessInfo.processInfo.environment
    let hasX = !(environment["DISPLAY"] ?? "").isEmpty
    if hasX || SDLSystem.waylandIsReachable(environment) { return nil }
    // A driver the person names is theirs to try.
    if let driver = environment["SDL_VIDEODRIVER"], !driver.isEmpty,
      !SDLSystem.invisibleDrivers.contains(driver)
    {
      return nil
    }
    return (environment["WAYLAND_DISPLAY"] ?? "").isEmpty
      ? "no display (DISPLAY and WAYLAND_DISPLAY are unset)"
      : "no display (DISPLAY is unset and WAYLAND_DISPLAY names no socket)"
  }

  /// Opens the window and runs until a quit key, the window's close button or a signal.
  /// Throws `NoDisplay` when no window can be opened, other errors for run-time failures.
  func run() throws {
    if let reason = Self.missingDisplay { throw NoDisplay(reason: reason) }
    let system: SDLSystem
    let window: LiveWindow
    do {
      system = try SDLSystem(video: true)
      window = try LiveWindow(
        sceneName: firstScene.name, size: firstScene.scene.size, software: options.software)
    } catch {
      throw NoDisplay(reason: "no display (\(error))")
    }
    defer { withExtendedLifetime(system) {} }
    let loop = try FrameLoop(window: window, fps: options.fps)
    let capturer = try SceneCapturer(sizeOf: firstScene.scene)

    let session = Session(
      loaded: firstScene, source: source, outputDirectory: options.outputDirectory,
      showsOverlay: options.overlay)
    session.outputs.keyPressFileName = { kind, _, ext in Self.timeStampedName(kind, ext) }
    session.outputs.writeCapture = { [unowned session] path in try capturer.capture(session, to: path) }
    // Frames at the rate a replay of the recording has by default.
    session.films = FilmRecorder(fps: CommandLineDefaults.fps)
    session.filmCapturer = capturer
    session.sceneChanged = { loaded, switched in
      window.show(sceneName: loaded.name, size: loaded.scene.size, refitting: switched)
    }
    if let path = options.recordPath {
      let recorder = try ScriptRecorder(path: path, sceneName: firstScene.name, scene: source.nameOrPath)
      if options.overlay {
        // The overlay is on from the start: the recording says so as a press of `o`, so its
        // replay draws the same captures.
        try recorder.record(.key(down: true, name: "o"), at: 0)
        try recorder.record(.key(down: false, name: "o"), at: 0)
      }
      session.recorder = recorder
    }
    session.outputs.report = { [unowned loop] message in
      FileHandle.standardOutput.write(Data((message + "\n").utf8))  // unbuffered: a log file sees it at once
      loop.show(message)
    }
    session.keepsAutosave = true
    session.offerAutosave()
    let sandbox = LiveSandbox(session: session, loop: loop)
    try loop.run(sandbox)
    try sandbox.finish()
  }

  /// A file name for a `c` or `d` press, stamped with the local date and time to the
  /// millisecond, e.g. `capture-20250102-134501-123.png`.
  static func timeStampedName(_ kind: String, _ fileExtension: String) -> String {
    let now = Date()
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
    return "\(kind)-\(formatter.string(from: now)).\(fileExtension)"
  }
}

/// No live window can be opened (no display, or SDL could not make a window there).
struct NoDisplay: Error, CustomStringConvertible {
  /// Why, in a phrase.
  var reason: String
  /// The reason, as the one line printed for it.
  var description: String { reason }
}
