/// What the runtime steps for a point spring's runner, through code compiled for points.
///
/// A generic class's method reached through `any Stepper` runs its generic body, which looked up
/// type metadata on every step; this companion calls the runner typed for points. It is also
/// where the runtime sends a moving point spring's values, which it samples itself from a copy
/// of the flight (see `Stepper.pointFlight`), and tells the step at which the flight rests.
///
/// The runner owns it and takes it off the runtime before it goes, so the reference to the
/// runner never dangles. The runtime holds it unmanaged and calls it without retaining anything: a
/// retain, an atomic write, cost as much as the spring's arithmetic and kept the processor from
/// overlapping one spring's cache misses with the next one's. The runtime keeps its own retain
/// while the spring runs, and when the spring stops from inside its own observer, until that
/// call has returned, so no closure is freed while it runs.
final class PointSpringStepper: Stepper {
  /// Unmanaged rather than `unowned(unsafe)`, whose every use took a retain and a release.
  private let runner: Unmanaged<SpringRunner<Point>>
  var stepperSlot: Int?
  /// The runner's observer, kept here so that sending a value reads one object.
  private let observer: MotionObserver<Point>

  init(_ runner: SpringRunner<Point>) {
    self.runner = .passUnretained(runner)
    observer = runner.observer
  }

  func step(to time: Double) -> Bool { runner._withUnsafeGuaranteedRef { $0.step(to: time) } }

  var pointFlight: (flight: SpringTrajectory<Point>, stepper: PointSpringStepper)? {
    (runner._withUnsafeGuaranteedRef { $0.flight.pointee }, self)
  }

  /// The property the observer writes each value to, if that is all it does.
  var property: ReactiveProperty<Point>? { observer.property }

  /// Sends a moving flight's `value` to the observer.
  func send(_ value: Point) { observer.next(value) }

  /// The step at which the flight rests on `value` (see `SpringRunner.rest(on:)`).
  func rest(on value: Point) -> Bool { runner._withUnsafeGuaranteedRef { $0.rest(on: value) } }
}
