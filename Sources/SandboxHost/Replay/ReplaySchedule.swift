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
    self.fps = fps.isFinite && fps > 0 ? fps : 60
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

  /// Passes over the frames before `lineTime`, handing each frame's time to `visit`, for when
  /// nothing moves: those frames would draw and step nothing, so only the clock needs to see
  /// them (in the same steps, so its arithmetic rounds exactly as frame by frame).
  mutating func skipFrames(before lineTime: Double, _ visit: (Double) -> Void) {
    while nextFrameTime < lineTime {
      visit(nextFrameTime)
      frameIndex += 1
    }
  }

  /// Marks the next frame as visited (in the settle phase) and returns its time.
  mutating func takeFrame() -> Double {
    defer { frameIndex += 1 }
    return nextFrameTime
  }
}
