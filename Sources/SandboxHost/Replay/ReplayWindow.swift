import CSDL2
import Foundation
import Motion

/// The windowed replay (`replay --window`, docs/player.md): the script played at real speed in a
/// window, with pause, frame steps, seeking and a timeline, run by the same frame loop as the
/// live sandbox (`FrameLoop`).
///
/// What it shows at script time t is the headless replay's state at t (a `ScriptPlayback`);
/// seeking back starts the playback again from the scene as loaded and plays it forward to the
/// new t, so the state shown never depends on how one got there. It holds the last frame at the
/// end and stays open until q, Esc or the window is closed (exit status 0); paused or at the
/// end, the loop waits for events instead of drawing.
final class ReplayWindow: FrameLoopDriver {
  private let options: ReplayOptions
  private let source: SceneSource
  private let lines: [ScriptLine]
  /// The script time where the headless replay ended (everything at rest, or the settle limit).
  private let endTime: Double
  private let window: LiveWindow
  private let loop: FrameLoop
  private let text: TextRenderer?
  private var playback: ScriptPlayback
  private var playing = true
  /// Real time and script time at the last (re)start of playing, for real-speed playing.
  private var anchorReal = 0.0
  private var anchorScript = 0.0
  /// Script seconds played per real second: ⅛ to 2, halved and doubled with `[` and `]`.
  private var rate = 1.0
  /// The slowest and fastest playback.
  static let rates = (slowest: 0.125, fastest: 2.0)
  private var draggingTimeline = false
  /// Whether the person has turned the overlay, or the key panel, over with `o` or `h`: what is
  /// shown is the script's own state at that moment (its `o` and `h` lines, from `--overlay`),
  /// turned over if so, however the moment was reached.
  private var overlayTurnedByPerson = false
  private var helpTurnedByPerson = false
  private var trailsTurnedByPerson = false
  private(set) var isRunning = true

  /// The timeline's height in window points.
  static let timelineHeight = 60.0

  /// The player's keys, as its key panel (`h`) lists them.
  static let helpLines: [String] = [
    "player keys:",
    "space      play / pause",
    ".          one frame on (paused)",
    ",          one frame back (paused)",
    "[ ]        half / double speed (⅛×–2×)",
    "← →        one second back / on",
    "Home, End  the start, the end",
    "d          dump the state shown",
    "o          debug overlay",
    "p          trails (last second)",
    "t          tuning panel: curves, speed",
    "h, ?       show / hide these keys",
    "Esc, q     quit",
    "",
    "mouse:",
    "timeline   click or drag: go to that t",
  ]

  /// The player's keys, as the tuning panel's foot lists them.
  static let tuningHints = TuningPanel.Hints(
    full: [
      "space play  ,/. frame  [/] speed  ←/→ 1 s",
      "Home/End  drag the ruler  p trails  t panel",
    ],
    compact: [
      "space play/pause",
      ",/. a frame  [/] speed",
      "←/→ a second  Home/End",
      "drag the ruler  p trails",
    ])

  /// Opens the player's window on the scene of `first` at script time 0.
  init(options: ReplayOptions, source: SceneSource, first: LoadedScene, lines: [ScriptLine], endTime: Double)
    throws
  {
    self.options = options
    self.source = source
    self.lines = lines
    self.endTime = endTime
    window = try LiveWindow(
      sceneName: first.name, size: first.scene.size, software: false, reservedBottom: Self.timelineHeight)
    // Vsync paces real-speed playing; without it, the display's refresh (or 60 Hz).
    loop = try FrameLoop(window: window, fps: nil)
    text = try? TextRenderer(renderer: window.renderer)
    loop.painter.helpLines = Self.helpLines
    loop.painter.tuningHints = Self.tuningHints
    playback = ScriptPlayback(
      loaded: first, source: source, lines: lines, fps: options.fps, endTime: endTime, options: options)
    playback.frameTaken = { [painter = loop.painter] in painter.sample($0) }
    playback.session.sceneChanged = { [window] loaded, _ in
      window.show(sceneName: loaded.name, size: loaded.scene.size)
    }
  }

  private func makePlayback(_ loaded: LoadedScene) -> ScriptPlayback {
    let made = ScriptPlayback(
      loaded: loaded, source: source, lines: lines, fps: options.fps, endTime: endTime, options: options)
    made.session.sceneChanged = { [window] loaded, _ in
      window.show(sceneName: loaded.name, size: loaded.scene.size)
    }
    made.frameTaken = { [painter = loop.painter] in painter.sample($0) }
    return made
  }

  /// The session of the playback: the state shown.
  var session: Session { playback.session }

  /// Plays until q, Esc or the window is closed.
  func run() throws {
    anchorReal = SDLSystem.seconds
    anchorScript = 0
    try loop.run(self)
  }

  func handle(_ event: SDL_Event) throws {
    try control(event)
  }

  func update(now: Double) throws -> Bool {
    window.showColumn(
      session.tuner.isVisible,
      height: TuningPanelLayout.minimumHeight(rowHeight: 17) + Self.timelineHeight)
    let wasPlaying = playing
    if playing {
      let target = min(anchorScript + (SDLSystem.seconds - anchorReal) * rate, endTime)
      try show(target)
      if target >= endTime { playing = false }
    }
    return wasPlaying
  }

  func paintOver(_ painter: FramePainter) throws {
    try drawTimeline(painter.renderer)
  }

  /// Shows the state at script time `t` (clamped to the script): plays forward, or starts again
  /// from the beginning when `t` lies before what is shown.
  private func show(_ t: Double) throws {
    let target = min(max(t, 0), endTime)
    if target < playback.time {
      let loaded = try source.load()
      let shownSession = playback.session
      let shown = shownSession.loaded
      playback = makePlayback(loaded)
      // The new playback starts as the script does; the script's own `o` and `h` lines turn
      // these over as they are played through.
      playback.session.showsOverlay = options.overlay != overlayTurnedByPerson
      playback.session.showsHelp = helpTurnedByPerson
      // Trails as the overlay; the tuning panel is the person's alone (a recording keeps no
      // press of `t`), so it stays as it was.
      playback.session.showsTrails = trailsTurnedByPerson
      if shownSession.tuner.isVisible { playback.session.tuner.toggle(in: loaded) }
      // The script may have switched scenes; moving the window on every seek would be a nuisance.
      if shown.name != loaded.name || shown.scene.size != loaded.scene.size {
        window.show(sceneName: loaded.name, size: loaded.scene.size)
      }
    }
    try playback.play(through: target)
  }

  /// Moves to script time `t` and keeps playing from there if it was playing.
  private func seek(to t: Double) throws {
    try show(t)
    anchorScript = min(max(t, 0), endTime)
    anchorReal = SDLSystem.seconds
  }

  /// What the person's keys and mouse do to the player; the script's own input never comes here.
  private func control(_ event: SDL_Event) throws {
    switch event.type {
    case SDL_QUIT.rawValue:
      isRunning = false
    case SDL_KEYDOWN.rawValue:
      let code = UInt32(bitPattern: event.key.keysym.sym)
      // Held arrows keep seeking; other keys act once per press.
      guard event.key.repeat == 0 || code == SDLK_LEFT.rawValue || code == SDLK_RIGHT.rawValue else { return }
      try key(code)
    case SDL_MOUSEBUTTONDOWN.rawValue:
      guard event.button.button == UInt8(SDL_BUTTON_LEFT), isOnTimeline(y: Double(event.button.y)) else {
        return
      }
      draggingTimeline = true
      try seek(to: timelineTime(atWindowX: Double(event.button.x)))
    case SDL_MOUSEMOTION.rawValue:
      guard draggingTimeline else { return }
      try seek(to: timelineTime(atWindowX: Double(event.motion.x)))
    case SDL_MOUSEBUTTONUP.rawValue:
      draggingTimeline = false
    default:
      break
    }
  }

  private func key(_ code: UInt32) throws {
    switch code {
    case SDLK_ESCAPE.rawValue, SDLK_q.rawValue:
      isRunning = false
    case SDLK_SPACE.rawValue:
      if !playing, playback.time >= endTime { try seek(to: 0) }
      playing.toggle()
      anchorScript = playback.time
      anchorReal = SDLSystem.seconds
    case SDLK_PERIOD.rawValue, SDLK_KP_PERIOD.rawValue:
      guard !playing else { return }
      try seek(to: playback.nextFrameTime)
    case SDLK_COMMA.rawValue:
      guard !playing else { return }
      try seek(to: Self.frameTime(before: playback.time, fps: options.fps))
    case SDLK_LEFTBRACKET.rawValue, SDLK_RIGHTBRACKET.rawValue:
      let faster = code == SDLK_RIGHTBRACKET.rawValue
      let next = min(max(rate * (faster ? 2 : 0.5), Self.rates.slowest), Self.rates.fastest)
      // From here on at the new rate: the time shown does not jump.
      anchorScript = playback.time
      anchorReal = SDLSystem.seconds
      rate = next
    case SDLK_p.rawValue:
      trailsTurnedByPerson.toggle()
      playback.session.showsTrails.toggle()
    case SDLK_t.rawValue:
      playback.session.tuner.toggle(in: playback.session.loaded)
    case SDLK_LEFT.rawValue:
      try seek(to: playback.time - 1)
    case SDLK_RIGHT.rawValue:
      try seek(to: playback.time + 1)
    case SDLK_HOME.rawValue:
      try seek(to: 0)
    case SDLK_END.rawValue:
      try seek(to: endTime)
    case SDLK_d.rawValue:
      try dumpShownState()
    case SDLK_o.rawValue:
      overlayTurnedByPerson.toggle()
      playback.session.showsOverlay.toggle()
    case SDLK_h.rawValue, SDLK_SLASH.rawValue:
      helpTurnedByPerson.toggle()
      playback.session.showsHelp.toggle()
    default:
      break
    }
  }

  /// The frame time (k / fps) just before script time `t`, or 0: where `,` steps back to.
  static func frameTime(before t: Double, fps: Double) -> Double {
    guard fps > 0, t > 0 else { return 0 }
    let k = (t * fps * (1 - 1e-12)).rounded(.up) - 1
    return max(k, 0) / fps
  }

  /// The playback rate as the timeline writes it: ⅛×, ¼×, ½×, 1×, 2×.
  static func rateLabel(_ rate: Double) -> String {
    switch rate {
    case 0.125: "⅛×"
    case 0.25: "¼×"
    case 0.5: "½×"
    case 1: "1×"
    case 2: "2×"
    default: String(format: "%g×", rate)
    }
  }

  /// The step between the time ruler's ticks for a script `length` seconds long over `points`
  /// window points: the smallest of 0.1, 0.2, 0.5, 1, 2, 5, 10 … seconds whose ticks lie at
  /// least 40 points apart.
  static func rulerStep(length: Double, points: Double) -> Double {
    guard length > 0, points > 0 else { return 1 }
    let least = 40 * length / points
    var step = 0.1
    while step < least {
      let digits = pow(10, floor(log10(step)))
      let lead = (step / digits).rounded()
      step = lead == 1 ? 2 * digits : lead == 2 ? 5 * digits : 10 * digits
    }
    return step
  }

  /// `d`: the state shown, as a dump named after its script time, in the output folder; never
  /// over the script or the scene being played.
  private func dumpShownState() throws {
    let t = playback.time
    let name = "player-t" + String(format: "%.3f", t) + ".json"
    let path = playback.session.outputs.path(name)
    let output = InputProtection.Output(path: path, origin: "the dump", remedy: "not written")
    if let problem = InputProtection.problems(writing: [output], over: HeadlessReplay.inputs(of: options))
      .first
    {
      loop.show("error: " + problem.message)
      FileHandle.standardError.write(Data((problem.description + "\n").utf8))
      return
    }
    try playback.session.play(.directive(.dump(name: name)), wallTime: t)
    FileHandle.standardOutput.write(Data((path + "\n").utf8))
    loop.show(path)
  }

  private var windowSize: Size { window.size }

  private func isOnTimeline(y: Double) -> Bool {
    y >= windowSize.height - Self.timelineHeight
  }

  /// The script time under a window x on the timeline's track.
  private func timelineTime(atWindowX x: Double) -> Double {
    let track = trackSpan(width: windowSize.width)
    guard track.length > 0 else { return 0 }
    return min(max((x - track.start) / track.length, 0), 1) * endTime
  }

  /// Where the track lies along the window, in window points.
  private func trackSpan(width: Double) -> (start: Double, length: Double) {
    let margin = 16.0
    return (margin, max(width - 2 * margin, 0))
  }

  /// The timeline along the bottom: the track, capture (blue) and dump (amber) marks, the part
  /// played, the playhead, and t against the script's length.
  private func drawTimeline(_ renderer: Renderer) throws {
    renderer.drawOnWholeOutput()
    let output = renderer.outputSize
    let density = window.viewFit.pixelsPerWindowPoint
    let height = Self.timelineHeight * density
    let top = Double(output.height) - height
    try Panel.fill(x: 0, y: top, width: Double(output.width), height: height, on: renderer)
    let track = trackSpan(width: windowSize.width)
    let trackStart = track.start * density
    let trackLength = track.length * density
    let trackY = top + height - 26 * density
    func x(at t: Double) -> Double {
      trackStart + (endTime > 0 ? min(max(t / endTime, 0), 1) : 0) * trackLength
    }
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
    fill(
      x: trackStart, y: trackY - 2 * density, width: trackLength, height: 4 * density, color: (90, 90, 100))
    fill(
      x: trackStart, y: trackY - 2 * density, width: x(at: playback.time) - trackStart, height: 4 * density,
      color: (129, 212, 250))
    // The time ruler: a tick at each step, a taller one with its time at each labelled step.
    let step = Self.rulerStep(length: endTime, points: track.length)
    var tick = 0.0
    while tick <= endTime + 1e-9 {
      fill(
        x: x(at: tick), y: trackY + 5 * density, width: density, height: 4 * density, color: (150, 150, 160))
      tick += step
    }
    // Capture marks (blue) stand above the track, dump marks (amber) hang below it: wide
    // enough to see and to aim a click at. A film or track (violet) marks its start so and
    // lies along the track over the span it records.
    for line in lines {
      switch line.action {
      case .directive(.record(let film)):
        let start = x(at: line.time)
        fill(
          x: start - 2 * density, y: trackY - 12 * density, width: 4 * density, height: 10 * density,
          color: (186, 104, 200))
        fill(
          x: start, y: trackY - 6 * density, width: x(at: film.until) - start, height: 3 * density,
          color: (186, 104, 200))
      case .directive(.capture):
        fill(
          x: x(at: line.time) - 2 * density, y: trackY - 12 * density, width: 4 * density,
          height: 10 * density, color: (100, 181, 246))
      case .directive(.dump):
        fill(
          x: x(at: line.time) - 2 * density, y: trackY + 2 * density, width: 4 * density,
          height: 10 * density, color: (255, 202, 40))
      default:
        break
      }
    }
    let head = x(at: playback.time)
    fill(
      x: head - 2 * density, y: trackY - 8 * density, width: 4 * density, height: 16 * density,
      color: (255, 255, 255))
    if let text {
      // At the window's own scale, not the scene's: a scene fitted into a small or large window
      // keeps a legible timeline.
      try text.followScale(density)
      let state = playing ? "playing" : (playback.time >= endTime ? "end" : "paused")
      let times =
        "t = " + String(format: "%.3f", playback.time) + " s / " + String(format: "%.3f", endTime) + " s"
      let withState = times + " · \(state) · \(Self.rateLabel(rate))"
      let full = withState + " · space ,/. [/] ←/→ drag · p t o · q quit"
      // In a narrow window the key hints give way first, then the state (h lists the keys).
      let room = Double(output.width) - 2 * trackStart
      let label =
        Double(try text.size(of: full).width) <= room
        ? full : Double(try text.size(of: withState).width) <= room ? withState : times
      try text.draw(label, x: trackStart, y: top + 2 * density, color: .white)
      try drawRulerLabels(text, step: step, x: x, y: trackY + 9 * density, density: density)
    }
  }

  /// The ruler's times under its ticks, every other tick when they would crowd.
  private func drawRulerLabels(
    _ text: TextRenderer, step: Double, x: (Double) -> Double, y: Double, density: Double
  ) throws {
    let labelEvery = step < 1 && endTime / step > 12 ? 2.0 : 1.0
    var k = 0.0
    while k * step <= endTime + 1e-9 {
      let t = k * step
      try text.draw(String(format: "%g", t), x: x(t) + 2 * density, y: y - 3 * density, color: Self.rulerText)
      k += labelEvery
    }
  }

  private static let rulerText = Color(red: 150, green: 150, blue: 160)

  private func fill(x: Double, y: Double, width: Double, height: Double, color: (UInt8, UInt8, UInt8)) {
    SDL_SetRenderDrawColor(loop.painter.renderer.pointer, color.0, color.1, color.2, 255)
    var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(max(width, 0)), h: Float(max(height, 0)))
    SDL_RenderFillRectF(loop.painter.renderer.pointer, &rect)
  }
}
