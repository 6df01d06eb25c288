/// A gesture's stream of a number (a scale, an angle) handed over to a spring when the gesture
/// ends, the way `Tossable` hands a drag over to its spring: `release` says, at that moment,
/// where the spring goes and with what velocity (in the number's units per second), and the
/// spring carries on from the value the gesture left. The gesture's stream is `toggled(with:)`
/// over the spring's, so a touch catches the value in flight.
///
/// The spring is off until the first release, so the value stays where the scene put it.
func settling(
  _ gestureValues: MotionObservable<Double>, with spring: Spring<Double>, runtime: MotionRuntime,
  release: @escaping () -> (destination: Double, velocity: Double)
) -> MotionObservable<Double> {
  spring.enabled.write(false)
  let released = MotionObservable(metadata: gestureValues.metadata) { observer in
    let subscription = gestureValues.subscribe(
      observer: observer.replacingState { state in
        if state == .atRest {
          // Written before the toggle turns the spring on (it hears of this state next).
          let settle = release()
          spring.initialVelocity.write(settle.velocity.isFinite ? settle.velocity : 0)
          spring.destination.write(settle.destination)
        }
        observer.state(state)
      })
    return { subscription.cancel() }
  }
  return SpringSource<Double>(runtime: runtime)(spring).toggled(with: released)
}

/// Connects a gesture plan's stream of a number (a scale, an angle) to `property` through
/// `constraints`, and returns the spring that settles it, or nil when nothing bounds it at rest.
///
/// With constraints, `fingers` (the number the gesture alone gives) learns their way back, so a
/// gesture that grabs a stretched value carries on from it. When the constrained stream has a
/// rest constraint, the stream is handed over on release to a new spring on `property`, to the
/// destination and with the velocity `release` chooses from that constraint and the constrained
/// stream's velocity reader. `connected` wraps the stream the runtime connects (the plan's
/// activity and published values).
func connectConstrained(
  _ values: MotionObservable<Double>, constraints: Constraints<Double>?, fingers: FingerValue?,
  to property: ReactiveProperty<Double>, runtime: MotionRuntime,
  connected: (MotionObservable<Double>) -> MotionObservable<Double>,
  release:
    @escaping (_ nearestAllowed: @escaping (Double) -> Double, _ velocity: Double?) -> (
      destination: Double, velocity: Double
    )
) -> Spring<Double>? {
  guard let constraints else {
    runtime.connect(connected(values), to: property)
    return nil
  }
  let constrained = constraints(values)
  fingers?.unconstrained = constrained.metadata.unconstrained
  guard let nearestAllowed = constrained.metadata.nearestAllowed else {
    runtime.connect(connected(constrained), to: property)
    return nil
  }
  let spring = Spring(to: ReactiveProperty(property.read()), initialValue: property)
  let velocity = constrained.metadata.velocity
  let settled = settling(constrained, with: spring, runtime: runtime) {
    release(nearestAllowed, velocity?())
  }
  runtime.connect(connected(settled), to: property)
  return spring
}
