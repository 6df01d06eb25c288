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
      do {
        try session.handle(action, wallTime: wallTime)
      } catch {
        session.outputs.report("error: \(error)")
      }
    case .focusLost(let wallTime):
      session.cancelAllTouches(wallTime: wallTime)
    case .quit:
      isRunning = false
    case .ignored:
      break
    }
    if session.wantsToQuit { isRunning = false }
  }

  func update(now: Double) throws -> Bool {
    if watcher?.path != session.source.nameOrPath { watcher = SceneFileWatcher(source: session.source) }
    var reloaded = false
    if watcher?.poll(now: now) == true {
      try session.reloadScene()
      reloaded = true
    }
    // The tuning panel docks in a column the window grows by (the scene keeps its size).
    loop.window.reserveRight(
      session.tuner.isVisible ? TuningPanelLayout.columnWidth : 0,
      height: TuningPanelLayout.minimumHeight(rowHeight: 17))
    session.advance(toWallTime: now)
    try session.recordFilmFrames()
    let moving = !session.loaded.runtime.isAtRest && !session.clock.isPaused
    if moving { lastMotion = now }
    let cameToRest = wasMoving && !moving
    wasMoving = moving
    // Trails fade for a second after motion stops: keep drawing until they are gone.
    let fading = session.showsTrails && now - lastMotion <= Self.trailSeconds
    return reloaded || moving || cameToRest || fading
  }

  func paintOver(_ painter: FramePainter) throws {}
}
