import CSDL2
import Foundation
import Motion

/// The live sandbox in its window, as the frame loop drives it: SDL's events decoded into the
/// session's input (the mouse, a touchscreen, the keys), the clock on real time, the scene file
/// watched for changes, and trails that linger for a moment after motion stops.
final class LiveSandbox: FrameLoopDriver {
  /// The session shown.
  let session: Session
  private(set) var isRunning = true
  private unowned let loop: FrameLoop
  private var decoder: SDLEventDecoder
  private var watcher: SceneFileWatcher?
  /// When something last moved, in seconds since the start.
  private var lastMotion = -Double.infinity
  /// Whether something moved at the last update: the update where it comes to rest changes the
  /// picture too (a spring's last step snaps it onto its destination), so it is drawn as well.
  private var wasMoving = false

  /// When the autosave was last brought up to date, in seconds since the start.
  private var lastAutosave = 0.0
  /// How often the autosave is brought up to date, in seconds.
  static let autosaveInterval = 0.5

  /// How long trails last after motion stops, in seconds.
  static let trailSeconds = 1.1

  /// Drives `session` in `loop`'s window; wall time 0 is the loop's start.
  init(session: Session, loop: FrameLoop) {
    self.session = session
    self.loop = loop
    let ticksSinceStart = UInt32(max(0, (SDLSystem.seconds - loop.start) * 1000))
    decoder = SDLEventDecoder(startTicks: SDL_GetTicks() &- ticksSinceStart)
    watcher = SceneFileWatcher(source: session.source)
  }

  func handle(_ event: SDL_Event) throws {
    switch decoder.decode(event, windowSize: loop.window.size, fit: loop.window.viewFit) {
    case .input(let action, let wallTime):
      take(.action(action), at: wallTime)
    case .focusLost(let wallTime):
      take(.focusLost, at: wallTime)
    case .quit:
      isRunning = false
    case .closeRequested:
      // As `q`: with tuning not written it asks (a second close quits), else it quits.
      session.quitOrAsk()
      if session.wantsToQuit { isRunning = false }
    case .ignored:
      break
    }
  }

  /// An input as it waits while a film is drawn.
  private enum Input {
    case action(InputAction)
    case focusLost
  }

  /// The inputs not acted on yet, with their wall times, and the first of them still waiting.
  /// While a film is made, every input waits here until the film's frames before its time are
  /// drawn, so it acts at its own time; where drawing them is slower than real time (a debug
  /// build, a large scene) the window runs behind the clock on the wall and catches up once the
  /// film is written, instead of falling ever further behind.
  private var waiting: [(input: Input, wallTime: Double)] = []
  private var firstWaiting = 0
  /// How long one update may spend drawing film frames before the window shows a frame again.
  static let filmingSliceSeconds = 1.0 / 30

  private func take(_ input: Input, at wallTime: Double) {
    if session.isFilming || firstWaiting < waiting.count {
      waiting.append((input, wallTime))
    } else {
      act(input, at: wallTime)
    }
  }

  private func act(_ input: Input, at wallTime: Double) {
    do {
      switch input {
      case .action(let action): try session.handle(action, wallTime: wallTime)
      case .focusLost:
        try session.recordFilmFrames(before: wallTime)
        session.cancelAllTouches(wallTime: wallTime)
      }
    } catch {
      session.outputs.report("error: \(error)")
    }
    if session.wantsToQuit { isRunning = false }
  }

  /// Acts on the waiting inputs and draws the film frames due before `now` in time order, until
  /// `deadline` (in `SDLSystem.seconds`) has passed; says whether the clock reached `now`.
  private func catchUp(to now: Double, deadline: Double) throws -> Bool {
    while firstWaiting < waiting.count, !session.wantsToQuit {
      let (input, time) = waiting[firstWaiting]
      guard try recordFilmFrames(before: time, deadline: deadline) else { return false }
      firstWaiting += 1
      act(input, at: time)
    }
    // After a quit key nothing more acts and the clock stays: a film still running ends there.
    if session.wantsToQuit { return true }
    waiting.removeAll(keepingCapacity: true)
    firstWaiting = 0
    guard try recordFilmFrames(before: now, deadline: deadline) else { return false }
    session.advance(toWallTime: now)
    return true
  }

  /// Draws the film frames due before `time` until `deadline` has passed; says whether all are in.
  private func recordFilmFrames(before time: Double, deadline: Double) throws -> Bool {
    while try session.recordFilmFrame(before: time) {
      // SDL stamps an event when it takes it from the system: taken between two frames, an input
      // keeps the time it came at, to a frame's drawing.
      SDL_PumpEvents()
      if SDLSystem.seconds > deadline { return false }
    }
    return true
  }

  /// Acts on every input still waiting and writes the film and track still being made, ended at
  /// the clock's time (the window closes).
  func finish() throws {
    _ = try catchUp(to: session.clock.wallTime, deadline: .infinity)
    session.keepAutosave()
    try session.finishFilms()
  }

  func update(now: Double) throws -> Bool {
    if watcher?.path != session.source.nameOrPath { watcher = SceneFileWatcher(source: session.source) }
    var reloaded = false
    if watcher?.poll(now: now) == true {
      try session.reloadScene()
      reloaded = true
    }
    // The tuning panel docks in a column the window grows by (the scene keeps its size).
    loop.window.showColumn(
      session.tuner.isVisible,
      height: TuningPanelLayout.minimumHeight(rowHeight: 17))
    let caughtUp = try catchUp(to: now, deadline: SDLSystem.seconds + Self.filmingSliceSeconds)
    // Tuned springs reach the autosave within half a second, a slider drag's in one write.
    if now - lastAutosave >= Self.autosaveInterval {
      lastAutosave = now
      session.keepAutosave()
    }
    let moving = !session.loaded.runtime.isAtRest && !session.clock.isPaused
    if moving { lastMotion = now }
    let cameToRest = wasMoving && !moving
    wasMoving = moving
    // Trails fade for a second after motion stops: keep drawing until they are gone.
    let fading = session.showsTrails && now - lastMotion <= Self.trailSeconds
    return reloaded || moving || cameToRest || fading || !caughtUp
  }

  func paintOver(_ painter: FramePainter) throws {}
}
