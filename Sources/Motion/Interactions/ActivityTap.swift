/// Remembers the activity of a stream that passes through it, so an interaction can report
/// its state without subscribing to its source twice.
final class ActivityTap {
  private(set) var state: MotionState = .atRest

  /// The same values, states and metadata as `upstream`, with each state recorded here.
  func tap<T>(_ upstream: MotionObservable<T>) -> MotionObservable<T> {
    // Held strongly: the tap holds nothing, so the streams keeping it make no cycle, and a weak
    // reference would give it a side table (one more object an interaction).
    MotionObservable<T>(metadata: upstream.metadata) { [self] observer in
      let subscription = upstream.subscribe(
        observer: observer.replacingState { state in
          self.state = state
          observer.state(state)
        })
      return { subscription.cancel() }
    }
  }
}
