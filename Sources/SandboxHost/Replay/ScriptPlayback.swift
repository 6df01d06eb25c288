import Motion

/// The one playback loop: a script played into a session along the replay's schedule (frames
/// at k / fps, each line at its own t, a frame after the lines of its time), as far as the
/// caller asks. The headless replay plays it through to the end; the replay window plays it
/// to the time it shows, and again from the start after seeking back.
///
/// Input lines go to the session's input adapter, as a decoded live event's do; a directive
/// line is carried out by the playback's `PlaybackOutputs` once the session has reached its time,
/// which is also told of every time the session is about to reach, to draw the frames due
/// before it. So the state at any step is the same whoever plays the script.
final class ScriptPlayback {
  /// How a playback ends after its last line.
  enum End: Equatable, Sendable {
    /// Frames go on until the scene is at rest or until the limit, which ends the playback
    /// between frames if it comes first; the end is at least `after` (the last line, or the end of
    /// a film or track). The headless replay finds its end so.
    case settling(after: Double, limit: Double)
    /// Frames go on to this time, found by the headless replay of the same script, and the
    /// playback ends exactly there (the replay window).
    case at(Double)
  }

  /// The session the script plays into.
  let session: Session
  private let lines: ScriptLineStream
  private var nextLine: ScriptLine?
  /// Whether the first line has been read.
  private var started = false
  private var schedule: ReplaySchedule
  private let end: End
  private let outputs: any PlaybackOutputs
  /// Where the playback ended, once it has (`End.settling`).
  private(set) var endTime: Double?

  /// A playback of `lines` at `fps` into `session`, at script time 0, ending as `end` says;
  /// `outputs` carries out its directives.
  init(
    session: Session, lines: ScriptLineStream, fps: Double, end: End, outputs: any PlaybackOutputs
  ) {
    self.session = session
    self.lines = lines
    self.end = end
    self.outputs = outputs
    schedule = ReplaySchedule(fps: fps)
  }

  /// A playback as the replay window shows it: `lines` at `fps` on a new session of `loaded`,
  /// ending at `endTime` where the headless replay of the same script ended. Its `set` lines
  /// change the state shown; its captures, dumps, films and tracks write nothing (the headless
  /// replay wrote them).
  convenience init(
    loaded: LoadedScene, source: SceneSource, lines: [ScriptLine], fps: Double, endTime: Double,
    options: ReplayOptions
  ) {
    let session = Session(
      loaded: loaded, source: source, outputDirectory: options.outputDirectory, showsOverlay: options.overlay)
    session.isLive = false
    session.outputs.report = { _ in }
    self.init(
      session: session, lines: ScriptLineStream(lines: lines, path: options.scriptPath), fps: fps,
      end: .at(endTime), outputs: ShownStateOutputs())
  }

  /// The script time of the state shown: the time of the last step taken.
  var time: Double { session.clock.wallTime }

  /// The time of the next frame not yet taken (a frame step plays through it). Frames fall at
  /// k / fps exactly; adding 1 / fps to `time` drifts off them and stalls.
  var nextFrameTime: Double { schedule.nextFrameTime }

  /// Takes every step of the schedule whose time is at most `t`, and, asked for the end, the
  /// step to the end between frames where the playback ends there.
  func play(through t: Double) throws {
    if !started {
      nextLine = try lines.next()
      started = true
    }
    while endTime == nil {
      let frameTime = schedule.nextFrameTime
      if let line = nextLine {
        if line.time <= frameTime {
          guard line.time <= t else { return }
          nextLine = try lines.next()
          try outputs.reach(line.time, including: false, in: session)
          try act(line)
        } else {
          guard frameTime <= t else { return }
          try takeFrame(at: schedule.takeFrame())
          passOverIdleFrames()
        }
        continue
      }
      switch end {
      case .at(let endTime):
        guard frameTime <= t else {
          // The headless replay stops settling at its limit, between frames, and its final state
          // is the one there: without this step the end could not be shown or dumped.
          if t >= endTime, time < endTime, frameTime > endTime { session.advance(toWallTime: endTime) }
          return
        }
        try takeFrame(at: schedule.takeFrame())
      case .settling(let after, let limit):
        if session.loaded.runtime.isAtRest {
          try finish(at: max(after, time))
        } else if frameTime >= limit {
          try finish(at: limit)
        } else {
          // A film or track that ends after the last line is played to its end at once.
          try takeFrame(at: max(after, time, schedule.takeFrame()))
        }
      }
    }
  }

  /// Moves the session to the frame at `time`, after what is due before it.
  private func takeFrame(at time: Double) throws {
    try outputs.reach(time, including: true, in: session)
    session.advance(toWallTime: time)
    frameTaken?(session)
    try outputs.tookFrame(at: time)
  }

  /// Told after each frame is stepped to, drawn or not: the player samples its trails and the
  /// panel's graphs there, so a seek shows what playing to that frame would have shown.
  var frameTaken: ((Session) -> Void)?

  /// With no spring in flight (or motion time paused) the frames up to the next line would
  /// change nothing: a held finger's velocity is read at the time of the next line anyway. The
  /// outputs say when frames must be walked one by one all the same.
  private func passOverIdleFrames() {
    guard let lineTime = nextLine?.time else { return }
    let isIdle = !session.loaded.runtime.isAnimating || session.clock.isPaused
    guard isIdle, outputs.passesOverIdleFrames(before: lineTime) else { return }
    schedule.skipFrames(before: lineTime) { session.advanceClockAtRest(toWallTime: $0) }
  }

  private func act(_ line: ScriptLine) throws {
    switch line.action {
    case .input:
      try session.play(line.action, wallTime: line.time)
    case .directive(let directive):
      session.advance(toWallTime: line.time)
      try outputs.perform(directive, at: line.time, in: session)
    }
  }

  /// Ends the playback at `time`, after what is due up to it.
  private func finish(at time: Double) throws {
    try outputs.reach(time, including: true, in: session)
    session.advance(toWallTime: time)
    endTime = time
  }
}
