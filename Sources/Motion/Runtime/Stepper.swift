/// Something the runtime's clock advances: a running spring.
///
/// `step(to:)` moves it to the given time and returns false once it is at rest, when the
/// runtime stops stepping it.
protocol Stepper: AnyObject {
  /// Advances to `time` (never earlier than the last time) and says whether it still moves.
  func step(to time: Double) -> Bool
  /// Where the runtime keeps it in its list of running steppers, nil while it is not running.
  /// Only the runtime writes it: stopping a stepper clears its slot without searching.
  var stepperSlot: Int? { get set }
  /// A point spring's current flight and its stepper, which the runtime samples in place and
  /// calls only to send values and to rest (see `RunningStepper`); nil for any other stepper,
  /// which the runtime calls to step.
  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? { get }
}
