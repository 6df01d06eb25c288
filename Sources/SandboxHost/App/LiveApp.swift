import CSDL2
import Foundation
import Motion

/// What `motion-sandbox run` was asked to do.
public struct RunOptions: Sendable {
  /// The scene: a built-in name or a scene file's path.
  public var scene: String = BuiltInScenes.defaultScene.name
  /// The frame rate to hold; nil follows the display (vsync).
  public var fps: Double?
  /// Where to record the session as a script, if anywhere.
  public var recordPath: String?
  /// Where `c` and `d` write.
  public var outputDirectory: String = "captures"
  /// Where the scene is rendered headless when no window can be opened.
  public var headlessOutputDirectory: String = Commands.demoDirectory
  /// Whether the debug overlay starts on.
  public var overlay = false
  /// Whether to use SDL's software renderer even where an accelerated one exists.
  public var software = false

  /// Creates the defaults of CONTRACT §5.
  public init() {}
}

/// The live sandbox: a window showing the scene, driven by the mouse, a touchscreen and the keys.
///
/// Each frame drains every pending event (each handled at its own time), then moves the clock
/// and the runtime to the frame's time, then draws the scene, the overlay and the HUD, and
/// presents. Nothing is allocated per frame once the buffers have grown.
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
    if let path = options.recordPath, let problem = OutputFolder.problemWritingFile(path, option: "--record")
    {
      errors.append(problem)
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
    let hasWayland = !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    return hasX || hasWayland ? nil : "no display (DISPLAY and WAYLAND_DISPLAY are unset)"
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
    let painter = try FramePainter(renderer: window.renderer)
    let capturer = try SceneCapturer(sizeOf: firstScene.scene)

    let session = Session(
      loaded: firstScene, source: source, outputDirectory: options.outputDirectory,
      frameDuration: 1 / (options.fps ?? window.refreshRate ?? 60), showsOverlay: options.overlay)
    session.keyPressFileName = { kind, _, ext in Self.timeStampedName(kind, ext) }
    session.writeCapture = { [unowned session] path in try capturer.capture(session, to: path) }
    session.sceneChanged = { loaded in window.show(sceneName: loaded.name, size: loaded.scene.size) }
    if let path = options.recordPath {
      session.recorder = try ScriptRecorder(path: path, sceneName: firstScene.name)
    }

    let startTicks = SDL_GetTicks()
    let startSeconds = SDLSystem.seconds
    var toasts = Toasts()
    session.report = { message in
      FileHandle.standardOutput.write(Data((message + "\n").utf8))  // unbuffered: a log file sees it at once
      toasts.show(message, at: SDLSystem.seconds - startSeconds)
    }
    var decoder = SDLEventDecoder(annotations: nil, acceptsLiveInput: true, startTicks: startTicks)
    var interval = FrameTimer()
    var cost = FrameTimer()
    var lastPresent = startSeconds
    var event = SDL_Event()
    var running = true
    var changed = true
    var idle = false

    func handle(_ event: SDL_Event) {
      switch decoder.decode(event, windowSize: window.size, fit: window.viewFit) {
      case .input(let action, let wallTime):
        do {
          try session.handle(action, wallTime: wallTime)
        } catch {
          session.report("error: \(error)")
        }
      case .focusLost(let wallTime):
        session.cancelAllTouches(wallTime: wallTime)
      case .quit:
        running = false
      case .ignored:
        break
      }
    }

    var watcher = SceneFileWatcher(source: session.source)
    // Trails fade for a second after motion stops: keep drawing until they are gone.
    var lastMotion = -Double.infinity
    while running {
      // Idle: nothing moves and nothing is showing for a moment, so wait for the next event
      // instead of drawing the same frame again; the timeout keeps per-frame work (the scene
      // file watcher) alive a few times a second.
      if idle {
        if SDL_WaitEventTimeout(&event, Self.idleWaitMilliseconds) != 0 {
          handle(event)
          changed = true
        }
      }
      let workStart = SDLSystem.seconds
      while SDL_PollEvent(&event) != 0 {
        handle(event)
        changed = true
      }
      if session.wantsToQuit { running = false }
      if !running { break }
      let now = SDLSystem.seconds
      let wallTime = now - startSeconds
      if watcher?.path != session.source.nameOrPath { watcher = SceneFileWatcher(source: session.source) }
      if watcher?.poll(now: now) == true {
        try session.reloadScene()
        changed = true
      }
      session.advance(toWallTime: wallTime)
      let moving = !session.loaded.runtime.isAtRest && !session.clock.isPaused
      if moving { lastMotion = wallTime }
      let fading = session.showsTrails && wallTime - lastMotion <= Self.trailSeconds
      let toast = toasts.message(at: wallTime)
      // One more frame after a message disappears, so it does not linger.
      let toastChanged = toast != nil || toasts.message(at: wallTime - 1 / 30) != nil
      guard changed || moving || fading || toastChanged else {
        idle = true
        continue
      }
      try painter.paint(session)
      if idle {
        lastPresent = now  // an idle stretch is not a frame interval
      } else {
        interval.record(frameDuration: now - lastPresent)
        lastPresent = now
      }
      try painter.paintHUD(session, timer: interval, sceneName: session.loaded.name, cost: cost, toast: toast)
      cost.record(frameDuration: SDLSystem.seconds - workStart)
      painter.present()
      changed = false
      idle = false
      if let fps = options.fps ?? (window.renderer.isSoftware ? window.refreshRate ?? 60 : nil) {
        let wait = lastPresent + 1 / fps - SDLSystem.seconds
        if wait > 0.001 { SDL_Delay(UInt32(wait * 1000)) }
      }
    }
  }

  /// How long trails last after motion stops, in seconds.
  static let trailSeconds = 1.1

  /// How long an idle window waits for an event before looking at the world again.
  static let idleWaitMilliseconds: Int32 = 100

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
