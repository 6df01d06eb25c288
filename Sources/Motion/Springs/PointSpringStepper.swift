/// What the scheduler holds for a point spring's runner: the runner as a `Stepper`, typed for
/// points.
///
/// A generic class's method reached through `any Stepper` runs its generic body; this companion
/// calls the runner typed for points. A frame samples a point spring's flight itself (see
/// `Stepper.pointFlight`) and then reaches the runner directly, to send it a value or tell it
/// the step at which the flight rests, so the runner is the only object of the spring a frame
/// touches; the slot is kept in the runner for that reason.
///
/// The runner owns it and takes it off the scheduler before it goes, so the reference to the
/// runner never dangles. The scheduler holds the runner unretained (see `Unretained`), and keeps
/// a spring that stops from inside its own observer until that call has returned, so no closure
/// is freed while it runs.
final class PointSpringStepper: Stepper {
  /// Unretained: the runner owns this companion.
  let runner: Unretained<SpringRunner<Point>>

  init(_ runner: SpringRunner<Point>) {
    self.runner = Unretained(runner)
  }

  func step(to time: Double) -> Bool { runner.with { $0.step(to: time) } }

  /// Kept in the runner, which the scheduler reaches anyway when the spring rests.
  var stepperSlot: Int? {
    get { runner.with { $0.stepperSlot } }
    set { runner.with { $0.stepperSlot = newValue } }
  }

  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? {
    (runner.with { $0.flight }, self)
  }

  /// The property the observer writes each value to, if that is all it does.
  var property: ReactiveProperty<Point>? { runner.with { $0.observer.property } }
}
