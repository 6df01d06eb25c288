/// The one clock of a session: it turns wall-clock time into the motion's own time.
///
/// Wall time is seconds since the session started (real time live, script time in replays).
/// Motion time advances by wall Δ × `rate`, where the rate is 0 while paused, 0.1 in slow motion
/// and 1 otherwise, so pausing and slowing down never make motion time jump or run backwards.
/// Wall times that are earlier than the latest one, or not finite, leave the clock where it is.
///
/// Only springs run on motion time. Touches are stamped with wall time and gestures measured on
/// it, so slow motion and pause never change a finger's velocity: a toss made in slow motion
/// follows, in motion time, the path it follows at normal speed.
struct MotionClock: Sendable, Equatable {
  /// How much slower motion time runs in slow motion.
  static let slowMotionRate = 0.1

  /// The latest wall time handed in, in seconds since the start.
  private(set) var wallTime: Double = 0
  /// The motion's own time at `wallTime`, in seconds.
  private(set) var motionTime: Double = 0
  /// True while motion time stands still.
  private(set) var isPaused = false
  /// True while motion time runs at `slowMotionRate`.
  private(set) var isSlowMotion = false
  /// Where the current rate began, in wall and motion time. Motion time is worked out from
  /// there, not summed step by step, so it is the same whether the wall clock got to a time in
  /// one step or in a million (a replay passes over idle frames in one step).
  private var rateStart = RateStart(wall: 0, motion: 0)

  /// Creates a clock at wall time 0 and motion time 0, running at normal speed.
  init() {}

  /// Motion seconds per wall second right now.
  var rate: Double {
    if isPaused { return 0 }
    return isSlowMotion ? Self.slowMotionRate : 1
  }

  /// Moves the clock to wall time `time`, advancing motion time at the current rate.
  mutating func advance(toWallTime time: Double) {
    guard time.isFinite, time > wallTime else { return }
    wallTime = time
    motionTime = motionTime(atWallTime: time, from: rateStart)
  }

  /// The motion time the clock would show at wall time `time` without changing the rate; the
  /// current motion time for earlier or non-finite times.
  func motionTime(atWallTime time: Double) -> Double {
    guard time.isFinite, time > wallTime else { return motionTime }
    return motionTime(atWallTime: time, from: rateStart)
  }

  /// Motion time at wall time `time` running at the current rate from `start`; never below the
  /// current motion time (a rounding must not take it back).
  private func motionTime(atWallTime time: Double, from start: RateStart) -> Double {
    max(motionTime, start.motion + (time - start.wall) * rate)
  }

  /// Pauses or resumes at wall time `time`.
  mutating func togglePause(atWallTime time: Double) {
    advance(toWallTime: time)
    isPaused.toggle()
    rateStart = RateStart(wall: wallTime, motion: motionTime)
  }

  /// Switches slow motion on or off at wall time `time`.
  mutating func toggleSlowMotion(atWallTime time: Double) {
    advance(toWallTime: time)
    isSlowMotion.toggle()
    rateStart = RateStart(wall: wallTime, motion: motionTime)
  }

  /// While paused, moves motion time on by one frame of `frameDuration` wall seconds at the
  /// speed the clock would run at if it were not paused (so a step in slow motion is a tenth of a
  /// frame). Does nothing while running or for a duration that is not positive and finite.
  mutating func stepFrame(frameDuration: Double) {
    guard isPaused, frameDuration.isFinite, frameDuration > 0 else { return }
    motionTime += frameDuration * (isSlowMotion ? Self.slowMotionRate : 1)
    rateStart = RateStart(wall: wallTime, motion: motionTime)
  }
}

/// The wall and motion times at which a clock's rate last changed.
private struct RateStart: Sendable, Equatable {
  var wall: Double
  var motion: Double
}
