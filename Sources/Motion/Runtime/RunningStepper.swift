/// A running stepper as a frame sees it. A point spring's flight is copied here, into the
/// scheduler's list, so that a frame samples the moving ones in one pass over the list instead
/// of reaching through each runner's objects.
///
/// It holds a point spring's runner and property without retaining them (see `Unretained`): a
/// runner takes itself off the scheduler before it goes (see `SpringRunner.disconnect()` and
/// `SpringScheduler.keepUntilFrameEnds(_:)`), and its observer keeps the property alive while it
/// runs. Any other stepper, rare, is held.
struct RunningStepper {
  /// A stepper other than a point spring's, called to step; nil for a point spring and a gap.
  var stepper: (any Stepper)?
  /// A point spring's runner, called without retaining it to send values and to rest; nil for
  /// any other stepper and a gap.
  var pointRunner: Unretained<SpringRunner<Point>>?
  /// The property a point spring's observer writes each value to, when that is all it does
  /// (see `MotionObserver.property`): the frame writes it directly. Its runner's observer keeps
  /// it alive while the spring runs.
  var property: Unretained<ReactiveProperty<Point>>?
  /// A copy of a point spring's flight, renewed by `SpringScheduler.flightDidChange(of:at:)`
  /// whenever the runner flies anew, so both sample the same trajectory.
  var flight: SpringTrajectory<Point>
  /// The scheduler's connection whose activity a point spring's observer reports, if that is
  /// all its state channel does: the frame where the spring rests counts it itself.
  var connection: Int32?

  init(_ stepper: any Stepper, on scheduler: SpringScheduler) {
    if let point = stepper.pointFlight {
      pointRunner = point.stepper.runner
      if let connection = point.stepper.runner.with({ $0.observer.connection }),
        connection.belongs(to: scheduler)
      {
        self.connection = Int32(exactly: connection.index)
      }
      property = point.stepper.property.map(Unretained.init)
      flight = point.flight
    } else {
      self.stepper = stepper
      flight = .resting
    }
  }
}

extension RunningStepper {
  /// What a step calls: the entry without its flight.
  var links:
    (
      stepper: (any Stepper)?, pointRunner: Unretained<SpringRunner<Point>>?,
      property: Unretained<ReactiveProperty<Point>>?, connection: Int32?
    )
  {
    (stepper, pointRunner, property, connection)
  }

  /// Leaves a point spring's entry a gap, in one access to the list.
  mutating func clearPointSpring() {
    pointRunner = nil
    property = nil
  }
}
