/// The values, states and velocity of the one stream an interaction connects to its target's
/// property, published on a stream of their own (`Pinchable.scaleStream`,
/// `Rotatable.rotationStream`) that any number of observers may subscribe to without
/// subscribing to the interaction's source again (which would run its gesture wiring twice).
///
/// Observers hear what passes after they subscribe, preceded by `active` when the interaction's
/// stream is active then, and `atRest` when the interaction is removed while active; the
/// velocity reads the connected stream's. Cancelling a subscription unregisters its observer.
final class PublishedValues<T> {
  private var observers = ObserverList<MotionObserver<T>>()
  private var velocity: (() -> T?)?
  private var state = MotionState.atRest

  /// The public stream.
  var stream: MotionObservable<T> {
    MotionObservable(metadata: StreamMetadata(velocity: { [weak self] in self?.velocity?() })) {
      [weak self] observer in
      guard let self else { return {} }
      if state == .active { observer.state(.active) }
      let id = observers.add(observer)
      return { [weak self] in self?.observers.remove(id) }
    }
  }

  /// `upstream` unchanged, with each value and state it passes also told to the observers of
  /// `stream`.
  func publishing(_ upstream: MotionObservable<T>) -> MotionObservable<T> {
    velocity = upstream.metadata.velocity
    return MotionObservable(metadata: upstream.metadata) { [weak self] observer in
      let subscription = upstream.subscribe(
        next: { value in
          observer.next(value)
          self?.observers.forEach { $0.next(value) }
        },
        state: { state in
          observer.state(state)
          guard let self, self.state != state else { return }
          self.state = state
          self.observers.forEach { $0.state(state) }
        })
      return { subscription.cancel() }
    }
  }

  /// The interaction was removed from its runtime: it moves nothing more, so observers that
  /// heard `active` hear `atRest`. (Not on the cancellation itself: a runtime being released
  /// cancels every connection, the observers' own among them, and must hear nothing more.)
  func end() {
    guard state == .active else { return }
    state = .atRest
    observers.forEach { $0.state(.atRest) }
  }
}
