import CSDL2
import Foundation

/// What a window's frame loop runs: the live sandbox (`LiveSandbox`) or the replay player
/// (`ReplayWindow`).
protocol FrameLoopDriver: AnyObject {
  /// The session whose frame is drawn.
  var session: Session { get }
  /// False once the driver is done (a quit key, the window closed); the loop then returns.
  var isRunning: Bool { get }
  /// Handles one event taken from SDL's queue.
  func handle(_ event: SDL_Event) throws
  /// Moves the world on to `now` (seconds since the loop started) and says whether the frame
  /// changes by itself (something moves, plays or fades), so that it must be drawn again.
  func update(now: Double) throws -> Bool
  /// Draws what the driver shows over the scene and the HUD (the player's timeline).
  func paintOver(_ painter: FramePainter) throws
}

/// The one frame loop of a window: drain every pending event → update → paint → present → pace;
/// and wait for events instead when nothing changes.
///
/// The live sandbox and the replay player both run in it; they differ only in what events mean
/// to them, how their clocks move and what they draw over the scene. When a frame would show
/// nothing new (no event came, nothing moves, no message appears or goes), the loop blocks in
/// `SDL_WaitEventTimeout` instead of presenting the same frame again; the timeout keeps
/// `update` (the scene file watcher) running a few times a second. A scene replaced by a reload
/// or a switch is let go of in the time between frames, and while idle in short slices between
/// looks at the queue (see `SceneRetirement`). Nothing is allocated per frame once the buffers
/// have grown.
final class FrameLoop {
  /// The window drawn into.
  let window: LiveWindow
  /// What draws the session's frame into the window.
  let painter: FramePainter
  /// The frame rate held by waiting after each present, when the present itself has not
  /// waited that long (no vsync, or a driver that ignores it, as Mesa's under Xvfb does).
  let pacingRate: Double
  /// When the loop was made, in seconds on SDL's counter: time 0 of `update(now:)`.
  let start: Double
  private var toasts = Toasts()

  /// How long an idle window waits for an event before looking at the world again.
  static let idleWaitMilliseconds: Int32 = 100
  /// How long a replaced scene is let go of between two looks at the event queue, when nothing
  /// else is drawn: short enough that input is felt at once.
  static let idleRetirementSlice = 0.008
  /// How long a replaced scene is let go of after a frame at least, and how long before the next
  /// frame is due it stops.
  static let shortestRetirementSlice = 0.001
  static let retirementMargin = 0.002

  /// A loop drawing into `window`. `fps` holds a frame rate; without it the display's refresh
  /// (60 Hz where SDL does not know it) paces the frames, by vsync where it works, else by
  /// waiting.
  init(window: LiveWindow, fps: Double?) throws {
    self.window = window
    painter = try FramePainter(renderer: window.renderer)
    pacingRate = fps ?? window.refreshRate ?? 60
    start = SDLSystem.seconds
  }

  /// Shows `message` over the frame for a moment (the HUD's message line).
  func show(_ message: String) {
    toasts.show(message, at: SDLSystem.seconds - start)
  }

  /// Runs frames until `driver` stops running.
  func run(_ driver: some FrameLoopDriver) throws {
    var interval = FrameTimer()
    var cost = FrameTimer()
    var event = SDL_Event()
    var lastPresent = start
    var changed = true
    var idle = false
    // The first frame has no present before it to measure from (the window's making is no
    // frame interval): counted, it alone set the HUD's rate, far above any pacing.
    var presented = false
    var stretch = MotionStretch()
    while driver.isRunning {
      let retirement = driver.session.retirement
      if idle, retirement.isPending {
        // Not waiting: a replaced scene is let go of meanwhile, a slice between looks at the queue.
        retirement.letGo(until: SDLSystem.seconds + Self.idleRetirementSlice) { SDLSystem.seconds }
      } else if idle, SDL_WaitEventTimeout(&event, Self.idleWaitMilliseconds) != 0 {
        try driver.handle(event)
        changed = true
      }
      let workStart = SDLSystem.seconds
      while driver.isRunning, SDL_PollEvent(&event) != 0 {
        try driver.handle(event)
        changed = true
      }
      guard driver.isRunning else { break }
      let now = SDLSystem.seconds
      let elapsed = now - start
      let moving = try driver.update(now: elapsed)
      guard driver.isRunning else { break }
      if stretch.ends(moving: moving, scene: ObjectIdentifier(driver.session.loaded)) {
        interval.removeAll()
        cost.removeAll()
        changed = true
        presented = false
        // Come to rest: what the frames of motion allocated and freed (the renderer's binned
        // triangles, above all, tens of megabytes a frame for ten thousand moving elements
        // under Mesa) goes back to the system, rather than stay in the allocator's heap until a
        // stretch as large comes again, if ever.
        if !moving { sandbox_give_back_freed_memory() }
      }
      // A question waiting for its answer stays in place of the messages.
      let toast = driver.session.promptText ?? toasts.message(at: elapsed)
      // One more frame after a message disappears, so it does not linger.
      let toastChanged = toast != nil || toasts.message(at: elapsed - 1 / 30) != nil
      guard changed || moving || toastChanged else {
        idle = true
        continue
      }
      let session = driver.session
      try painter.paint(session)
      // The HUD's rates are those of motion: a frame drawn for an event or a message alone
      // (a scene switch's name shows for seconds over a scene at rest) is none, or the HUD
      // showed its redraws as a frame rate long after it went.
      if idle || !presented || !moving {
        lastPresent = now  // an idle stretch is not a frame interval
      } else {
        interval.record(frameDuration: now - lastPresent)
        lastPresent = now
      }
      try painter.paintHUD(session, timer: interval, sceneName: session.loaded.name, cost: cost, toast: toast)
      try driver.paintOver(painter)
      if moving { cost.record(frameDuration: SDLSystem.seconds - workStart) }
      painter.present()
      changed = false
      idle = false
      presented = true
      let due = lastPresent + 1 / pacingRate
      if retirement.isPending {
        // The frame's spare time goes to letting a replaced scene go; a present that waited for
        // the display's refresh leaves none, and then a short slice still moves it on.
        let slice = max(due - Self.retirementMargin, SDLSystem.seconds + Self.shortestRetirementSlice)
        retirement.letGo(until: slice) { SDLSystem.seconds }
      }
      let wait = due - SDLSystem.seconds
      if wait > 0.001 { SDL_Delay(UInt32(wait * 1000)) }
    }
  }
}
