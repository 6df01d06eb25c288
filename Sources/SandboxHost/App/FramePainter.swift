import CSDL2
import Motion

/// Draws a session's frame into one renderer: the scene, the debug overlay when it is on (else
/// small marks of the pinned and emulated fingers), and (live) the HUD;
/// presents.
///
/// The overlay's list of touches is kept between frames, so painting allocates nothing per
/// frame once it has grown. Without a usable font the overlay's and HUD's text cannot be drawn;
/// then only the scene is, and the reason is in `textUnavailable`.
final class FramePainter {
  /// The renderer drawn into.
  let renderer: Renderer
  private let sceneRenderer: SceneRenderer
  private let overlay: OverlayRenderer?
  private let hud: HUDRenderer?
  private let tuningPanel: TuningPanel?
  private let errorBanner: SceneErrorBanner?
  private let trails = Trails()
  private var touches: [OverlayTouch] = []
  private let touchMarks = TouchMarkRenderer()
  private let text: TextRenderer?
  /// The HUD's text, at the window's own scale rather than the scene's: a scene fitted into a
  /// smaller or larger window keeps a legible HUD.
  private let hudText: TextRenderer?
  /// Why the overlay and HUD are not drawn, or nil when they are.
  let textUnavailable: String?
  /// Whether the scene is drawn again only where it changed (see `SceneRenderer.drawChanges`):
  /// for an offscreen canvas that nothing but this painter draws into.
  var retainsFrames = false

  /// What the key panel (`h`) lists; the live window's keys by default.
  var helpLines: [String] {
    get { hud?.panelLines ?? HUDRenderer.helpLines }
    set { hud?.panelLines = newValue }
  }

  /// Creates a painter for `renderer`.
  init(renderer: Renderer) throws {
    self.renderer = renderer
    sceneRenderer = SceneRenderer(renderer: renderer)
    do {
      let text = try TextRenderer(renderer: renderer)
      let hudText = try TextRenderer(renderer: renderer)
      self.text = text
      self.hudText = hudText
      overlay = OverlayRenderer(text: text)
      hud = HUDRenderer(text: hudText)
      // The panels over the scene keep the HUD's size on screen, whatever the scene's scale.
      tuningPanel = TuningPanel(text: hudText)
      errorBanner = SceneErrorBanner(text: hudText)
      textUnavailable = nil
    } catch {
      text = nil
      hudText = nil
      overlay = nil
      hud = nil
      tuningPanel = nil
      errorBanner = nil
      textUnavailable = "\(error)"
    }
    touches.reserveCapacity(32)
  }

  /// Draws the scene and, when the session shows it, the overlay, else small marks of the
  /// pinned and emulated fingers: what a capture holds. Returns which pixels changed since the
  /// frame painted before: with `retainsFrames`, a frame of the scene alone may tell a box of them.
  @discardableResult
  func paint(_ session: Session) throws -> SurfaceChange {
    try text?.followScale()
    var change = SurfaceChange.everything
    if retainsFrames {
      change = try sceneRenderer.drawChanges(session.loaded.scene)
    } else {
      try sceneRenderer.draw(session.loaded.scene)
    }
    touches.removeAll(keepingCapacity: true)
    session.adapter.forEachActiveTouch { touch in
      let kind: OverlayTouch.Kind
      switch touch.kind {
      case .finger, .mouse: kind = .real
      case .emulated: kind = .emulated
      case .pinned: kind = .pinned
      }
      touches.append(OverlayTouch(location: touch.location, kind: kind))
    }
    // Drawn over the scene, these leave the surface holding more than its frame.
    if session.showsOverlay, let overlay {
      sceneRenderer.forgetFrame()
      try overlay.draw(runtime: session.loaded.runtime, touches: touches)
      return .everything
    }
    if touches.contains(where: { $0.kind != .real }) {
      sceneRenderer.forgetFrame()
      change = .everything
    }
    try touchMarks.drawSmallMarks(of: touches, on: renderer)
    return change
  }

  /// Draws what lies over the scene in a window (not only the fitted scene): the trails when on,
  /// the tuning panel when shown and the scene file's error while it does not load (these follow
  /// frames, not script time, so no capture holds them); then the HUD: scene name, frame rate,
  /// the frame interval and the frame's work, paused and slow-motion state, a REC mark while
  /// recording, a message for a moment, and the keys when help is on.
  func paintHUD(
    _ session: Session, timer: FrameTimer, sceneName: String, cost: FrameTimer? = nil, toast: String? = nil
  ) throws {
    let loaded = session.loaded
    // Drawn over the scene, the HUD leaves the surface holding more than its frame.
    sceneRenderer.forgetFrame()
    sample(session)
    if session.showsTrails { try trails.draw(loaded, motionTime: session.clock.motionTime, on: renderer) }
    // The panel lies in its column beside the scene (the scene is fitted into the rest), in
    // scene space (the mouse reaches its sliders through the scene's fit), sized in window
    // points as its text is. The HUD, the scene file's error and the messages keep to what is
    // left of the column, so the panel hides none of them and they hide none of it.
    try hudText?.followScale(renderer.viewFit.pixelsPerWindowPoint)
    try tuningPanel?.drawGhost(session)
    try tuningPanel?.draw(session)
    renderer.drawBesideColumn()
    try hud?.drawStatus(
      sceneName: sceneName, timer: timer, paused: session.clock.isPaused,
      slowMotion: session.clock.isSlowMotion, showingHelp: session.showsHelp, cost: cost,
      recording: session.recorder != nil)
    renderer.clipToFittedScene()
    try errorBanner?.draw(session.sceneError, beside: nil)
    renderer.drawBesideColumn()
    session.helpScroll =
      try hud?.drawMessages(toast: toast, showingHelp: session.showsHelp, helpScroll: session.helpScroll) ?? 0
    renderer.drawOnWholeOutput()
  }

  /// Samples the session's frame for the trails and the tuning panel's graphs: at each frame
  /// drawn, and in the player at each frame a seek plays through.
  func sample(_ session: Session) {
    // Trails are sampled only while shown: they start when `p` turns them on.
    if session.showsTrails {
      trails.sample(session.loaded, motionTime: session.clock.motionTime)
    } else {
      trails.removeAll()
    }
    session.tuner.sample(
      session.loaded, wallTime: session.clock.wallTime, motionTime: session.clock.motionTime,
      paused: session.clock.isPaused)
  }

  /// The key hints at the tuning panel's foot: the live window's unless the player's.
  var tuningHints: TuningPanel.Hints {
    get { tuningPanel?.hints ?? TuningPanel.liveHints }
    set { tuningPanel?.hints = newValue }
  }

  /// Shows the frame (waits for the display's refresh when the renderer has vsync).
  func present() {
    SDL_RenderPresent(renderer.pointer)
  }
}
