/// The order in which a replay visits frames and script lines (CONTRACT §5 "Replay").
///
/// Frames fall at t = k / fps. Each line acts at its own t, in file order; a frame whose time
/// equals a line's comes after the line, so it shows the line's effect. The schedule is told
/// the time of the next line still to act (the replay reads the script as it goes, so it never
/// holds all the times); once there is none, `next(lineAt:)` returns nil and the settle phase
/// continues with `nextFrameTime`.
struct ReplaySchedule {
  /// One step of the replay.
  enum Step: Equatable, Sendable {
    /// Draw the frame at this wall time (script time).
    case frame(time: Double)
    /// Let the next line act, at its own time.
    case line
  }

  /// Frames per second of script time; finite and positive.
  let fps: Double
  private var frameIndex = 0

  /// Creates a schedule at `fps` frames per second.
  init(fps: Double) {
    self.fps = fps.isFinite && fps > 0 ? fps : CommandLineDefaults.fps
  }

  /// The time of the next frame not yet visited.
  var nextFrameTime: Double { Double(frameIndex) / fps }

  /// The next step when the next line to act is at `lineTime` (times never decrease): a frame
  /// before it, else the line; nil when no line is left (`lineTime` nil).
  mutating func next(lineAt lineTime: Double?) -> Step? {
    guard let lineTime else { return nil }
    if nextFrameTime < lineTime {
      defer { frameIndex += 1 }
      return .frame(time: nextFrameTime)
    }
    return .line
  }

  /// Passes over the frames before `lineTime` at once, handing the last one's time to `visit`
  /// (nothing when there is none), for when nothing moves: those frames would draw and step
  /// nothing, so only the clock needs to reach the last of them (see `MotionClock`).
  mutating func skipFrames(before lineTime: Double, _ visit: (Double) -> Void) {
    guard nextFrameTime < lineTime else { return }
    // The first frame at or after the line, from k = ⌈t · fps⌉ corrected for rounding.
    var first = max(frameIndex + 1, Int((lineTime * fps).rounded(.up)))
    while Double(first - 1) / fps >= lineTime, first - 1 > frameIndex { first -= 1 }
    while Double(first) / fps < lineTime { first += 1 }
    frameIndex = first - 1
    visit(nextFrameTime)
    frameIndex = first
  }

  /// Marks the next frame as visited (in the settle phase) and returns its time.
  mutating func takeFrame() -> Double {
    defer { frameIndex += 1 }
    return nextFrameTime
  }
}
