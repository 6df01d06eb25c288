/// The order in which a replay visits frames and script lines (CONTRACT §5 "Replay").
///
/// Frames fall at t = k / fps. Each line acts at its own t, in file order; a frame whose time
/// equals a line's comes after the line, so it shows the line's effect. Once every line has
/// acted, `next()` returns nil and the settle phase continues with `nextFrameTime`.
struct ReplaySchedule {
  /// One step of the replay.
  enum Step: Equatable, Sendable {
    /// Draw the frame at this wall time (script time).
    case frame(time: Double)
    /// Let the line at this index of the script act, at its own time.
    case line(index: Int)
  }

  /// Frames per second of script time; finite and positive.
  let fps: Double
  private let times: [Double]
  private var nextLine = 0
  private var frameIndex = 0

  /// Creates a schedule for lines with these (non-decreasing) times at `fps` frames per second.
  init(lineTimes: [Double], fps: Double) {
    self.times = lineTimes
    self.fps = fps.isFinite && fps > 0 ? fps : 60
  }

  /// The time of the next frame not yet visited.
  var nextFrameTime: Double { Double(frameIndex) / fps }

  /// The next step, or nil once every line has acted.
  mutating func next() -> Step? {
    guard nextLine < times.count else { return nil }
    if nextFrameTime < times[nextLine] {
      defer { frameIndex += 1 }
      return .frame(time: nextFrameTime)
    }
    defer { nextLine += 1 }
    return .line(index: nextLine)
  }

  /// Passes over the frames before the next line's time, handing each frame's time to `visit`,
  /// for when nothing moves: those frames would draw and step nothing, so only the clock needs
  /// to see them (in the same steps, so its arithmetic rounds exactly as frame by frame).
  mutating func skipFramesBeforeNextLine(_ visit: (Double) -> Void) {
    guard nextLine < times.count else { return }
    let target = times[nextLine]
    while nextFrameTime < target {
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
