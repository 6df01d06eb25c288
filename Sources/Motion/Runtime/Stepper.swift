/// Something a runtime's `SpringScheduler` advances: a running spring or decay.
///
/// `step(to:)` moves it to the given time and returns false once it is at rest, when the
/// scheduler stops stepping it.
protocol Stepper: AnyObject {
  /// Advances to `time` (never earlier than the last time) and says whether it still moves.
  func step(to time: Double) -> Bool
  /// Where the scheduler keeps it in its list of running steppers, nil while it is not running.
  /// Only the scheduler writes it: stopping a stepper clears its slot without searching.
  var stepperSlot: Int? { get set }
  /// A point spring's current flight and its stepper, which the scheduler samples in place and
  /// calls only to send values and to rest (see `RunningStepper`); nil for any other stepper,
  /// which the scheduler calls to step.
  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? { get }
}
