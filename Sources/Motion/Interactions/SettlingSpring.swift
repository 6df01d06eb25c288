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
