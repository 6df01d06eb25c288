/// What a `ScriptPlayback` does besides playing the script into its session: the headless
/// replay writes the script's files and draws the frames of films and contact sheets; the
/// replay window only shows the state.
protocol PlaybackOutputs: AnyObject {
  /// Called before the playback moves `session` to `time` (a frame's, a line's or the end's):
  /// draws what is due before `time`, and at `time` too when `including`, each at its own time.
  func reach(_ time: Double, including: Bool, in session: Session) throws
  /// Called once `session` has reached the frame at `time`.
  func tookFrame(at time: Double) throws
  /// Carries out a directive line at `time`, which `session` has reached.
  func perform(_ directive: Directive, at time: Double, in session: Session) throws
  /// Whether, with nothing moving, the frames before the next line at `lineTime` may be passed
  /// over at once instead of walked one by one.
  func passesOverIdleFrames(before lineTime: Double) -> Bool
}

/// The replay window's side of its playback: `set` lines change the state shown; captures,
/// dumps, films and tracks write nothing (the headless replay of the same script wrote them),
/// and every frame is walked, so the window can show any of them.
class ShownStateOutputs: PlaybackOutputs {
  func reach(_ time: Double, including: Bool, in session: Session) throws {}

  func tookFrame(at time: Double) throws {}

  func perform(_ directive: Directive, at time: Double, in session: Session) throws {
    switch directive {
    case .setSpring, .setDecelerationRate:
      try session.play(.directive(directive), wallTime: time)
    case .capture, .dump, .record:
      break
    }
  }

  func passesOverIdleFrames(before lineTime: Double) -> Bool { false }
}
