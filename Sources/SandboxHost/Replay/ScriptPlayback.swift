import CSDL2
import Motion

/// A script played into a fresh session along the replay's schedule (frames at k / fps, each
/// line at its own t, a frame after the lines of its time), as far as the caller asks: the
/// windowed player's engine.
///
/// Input lines go through SDL's queue and the decoder exactly as in the headless replay, so the
/// state after `play(through:)` is the headless state at the time of the last step taken. The
/// state is only ever shown at step times, never advanced between them, which keeps it identical
/// to the headless one. Script `capture` and `dump` lines write nothing here (the headless pass
/// writes them). Events in SDL's queue that the playback did not push (the person's keys and
/// mouse) are kept in `otherEvents` for the player.
final class ScriptPlayback {
  /// The session the script plays into.
  let session: Session
  /// Events met while draining that the playback did not push, oldest first.
  var otherEvents: [SDL_Event] = []
  /// Set when SDL reported a quit (window closed, SIGINT, SIGTERM) while draining.
  private(set) var quitRequested = false
  private let lines: [ScriptLine]
  /// Where the headless replay ended, which may lie between frames (where it stopped settling).
  private let endTime: Double
  private var schedule: ReplaySchedule
  private var nextLine = 0
  private let pushed = PushedEvents()
  private var pusher: ScriptEventPusher
  private var decoder: SDLEventDecoder

  /// Starts a playback of `lines` at `fps` on a new session of `loaded`, at script time 0; the
  /// headless replay of the same script ended at `endTime`.
  init(
    loaded: LoadedScene, source: SceneSource, lines: [ScriptLine], fps: Double, endTime: Double,
    options: ReplayOptions
  ) {
    session = Session(
      loaded: loaded, source: source, outputDirectory: options.outputDirectory, showsOverlay: options.overlay)
    session.quitKeysEnabled = false
    session.outputs.report = { _ in }
    self.lines = lines
    self.endTime = endTime
    schedule = ReplaySchedule(fps: fps)
    pusher = ScriptEventPusher(pushed: pushed, sceneSize: loaded.scene.size)
    decoder = SDLEventDecoder(pushed: pushed, acceptsLiveInput: false, startTicks: SDL_GetTicks())
  }

  /// The script time of the state shown: the time of the last step taken.
  var time: Double { session.clock.wallTime }

  /// The time of the next frame not yet taken (a frame step plays through it). Frames fall at
  /// k / fps exactly; adding 1 / fps to `time` drifts off them and stalls.
  var nextFrameTime: Double { schedule.nextFrameTime }

  /// Takes every step of the schedule whose time is at most `t`, and, asked for the end, the
  /// step to the end between frames where the headless replay took one.
  func play(through t: Double) throws {
    while true {
      let frameTime = schedule.nextFrameTime
      if nextLine < lines.count, lines[nextLine].time <= frameTime {
        let line = lines[nextLine]
        guard line.time <= t else { return }
        nextLine += 1
        try act(line)
      } else {
        guard frameTime <= t else {
          // The headless replay stops settling at its limit, between frames, and its final state
          // is the one there: without this step the end could not be shown or dumped.
          if t >= endTime, time < endTime, frameTime > endTime { session.advance(toWallTime: endTime) }
          return
        }
        _ = schedule.takeFrame()
        try drain()
        session.advance(toWallTime: frameTime)
      }
    }
  }

  private func act(_ line: ScriptLine) throws {
    switch line.action {
    case .capture, .dump:
      session.advance(toWallTime: line.time)
    default:
      session.advance(toWallTime: line.time)
      pusher.sceneSize = session.loaded.scene.size
      try pusher.push(line.action, at: line.time)
      try drain()
    }
  }

  /// Takes every event in SDL's queue: the lines just pushed, and whatever else is there.
  ///
  /// Read with `SDL_PeepEvents`, not `SDL_PollEvent`: the player drains from inside its frame
  /// loop's own `SDL_PollEvent` loop, whose poll sentinel is still queued, ahead of the events
  /// pushed since. `SDL_PollEvent` stops at that sentinel, which left a pushed move in the queue
  /// until the next line's drain, handled at that line's time (a velocity sample lost). The
  /// pushed events need no pumping; the frame loop pumps the person's events (and a quit).
  private func drain() throws {
    var event = SDL_Event()
    while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
      if event.type == SDL_POLLSENTINEL.rawValue { continue }
      if let id = SDLEventDecoder.windowID(of: event), PushedEvents.isTag(id) {
        if case .input(let action, let wallTime) = decoder.decode(
          event, windowSize: session.loaded.scene.size)
        {
          try session.handle(action, wallTime: wallTime)
        }
      } else if event.type == SDL_QUIT.rawValue {
        quitRequested = true
      } else {
        otherEvents.append(event)
      }
    }
  }
}
