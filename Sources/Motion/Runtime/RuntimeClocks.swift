/// A runtime's two clocks, kept apart because slowing motion down must not change what a finger
/// measures:
/// - `motionTime`: springs start and step on it; a host slows it down or stops it (slow motion,
///   pause).
/// - `gestureTime`, the wall clock (script time in a replay): touch events are stamped on it and
///   gestures measure their velocities on it.
///
/// Between a host's advances they move together: an event later than `gestureTime` moves both
/// on by the same amount. Each only moves forward (see `MonotonicClock`).
struct RuntimeClocks {
  private var motion = MonotonicClock()
  private var gesture = MonotonicClock()

  /// Motion time, in seconds.
  var motionTime: Double { motion.now }
  /// Wall time, in seconds.
  var gestureTime: Double { gesture.now }

  /// Moves the gesture clock to an event's `time` and motion time on by as much; returns the
  /// time to stamp the event with.
  mutating func takeEvent(at time: Double) -> Double {
    let previous = gesture.now
    gesture.advance(to: time)
    // Clocks that read alike move to the event's time exactly, so no rounding creeps in.
    motion.advance(to: motion.now == previous ? gesture.now : motion.now + (gesture.now - previous))
    return gesture.now
  }

  /// The wall time that goes with motion time `time` when both move on by the same amount.
  func gestureTime(movingOnWithMotionTo time: Double) -> Double {
    guard gesture.now != motion.now else { return time }
    let elapsed = time.isFinite && time > motion.now ? time - motion.now : 0
    return gesture.now + elapsed
  }

  /// Moves the gesture clock to `time`; returns wall time.
  mutating func advanceGestureTime(to time: Double) -> Double { gesture.advance(to: time) }

  /// Moves motion time to `time`; returns motion time.
  mutating func advanceMotionTime(to time: Double) -> Double { motion.advance(to: time) }
}
