/// The one rule that time only moves forward: a time is taken only when it is finite and later
/// than the latest one taken; anything else reads as the latest time.
///
/// The runtime's clock and each recognizer's event clock follow it, so a late, repeated or
/// non-finite time never sends motion or a velocity estimate backwards.
struct MonotonicClock {
  /// The latest time taken.
  private(set) var now: Double

  /// Starts the clock at `start`.
  init(start: Double = 0) {
    now = start
  }

  /// Takes `time` if it moves the clock forward (or, with `restarting`, if it is finite at
  /// all: a new gesture may start at any time) and returns the clock's time.
  @discardableResult
  mutating func advance(to time: Double, restarting: Bool = false) -> Double {
    if time.isFinite, restarting || time > now { now = time }
    return now
  }
}
