import Motion

/// A script played into a fresh session along the replay's schedule (frames at k / fps, each
/// line at its own t, a frame after the lines of its time), as far as the caller asks: the
/// windowed player's engine.
///
/// Each line is carried out as the headless replay carries it out (input straight to the input
/// adapter, `set` lines on the spring), so the state after `play(through:)` is the headless
/// state at the time of the last step taken. The state is only ever shown at step times, never
/// advanced between them, which keeps it identical to the headless one. Script `capture` and
/// `dump` lines write nothing here (the headless pass writes them).
final class ScriptPlayback {
  /// The session the script plays into.
  let session: Session
  private let lines: [ScriptLine]
  /// Where the headless replay ended, which may lie between frames (where it stopped settling).
  private let endTime: Double
  private var schedule: ReplaySchedule
  private var nextLine = 0

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
        session.advance(toWallTime: frameTime)
      }
    }
  }

  private func act(_ line: ScriptLine) throws {
    switch line.action {
    case .directive(.capture), .directive(.dump):
      session.advance(toWallTime: line.time)
    default:
      try session.play(line.action, wallTime: line.time)
    }
  }
}
