/// Remembers the activity of a stream that passes through it, so an interaction can report
/// its state without subscribing to its source twice.
final class ActivityTap {
  fileprivate(set) var state: MotionState = .atRest

  /// Forgets the activity recorded: the streams tapped were cancelled (their plan removed) and
  /// will say nothing more.
  func reset() { state = .atRest }

  /// The same values, states and metadata as `upstream`, with each state recorded here.
  func tap<T>(_ upstream: MotionObservable<T>) -> MotionObservable<T> {
    TappedStream(upstream, recordingIn: self, metadata: upstream.metadata)
  }
}

/// A tapped stream: its upstream and the tap its states are recorded in.
private final class TappedStream<T>: MotionObservable<T> {
  private let upstream: MotionObservable<T>
  /// Held strongly: the tap holds nothing, so the streams keeping it make no cycle, and a weak
  /// reference would give it a side table (one more object an interaction).
  private let tap: ActivityTap

  init(_ upstream: MotionObservable<T>, recordingIn tap: ActivityTap, metadata: StreamMetadata<T>) {
    self.upstream = upstream
    self.tap = tap
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    TapSubscription(to: upstream, recordingIn: tap, feeding: observer)
  }
}

/// One subscription of a tapped stream: the values go where they went (a spring may write the
/// property at the end itself), each state is recorded in the tap on its way.
private final class TapSubscription<T>: StageSubscription<T> {
  private let tap: ActivityTap

  init(to stream: MotionObservable<T>, recordingIn tap: ActivityTap, feeding observer: MotionObserver<T>) {
    self.tap = tap
    super.init(feeding: observer)
    connect(to: stream, as: observer.replacingState { [self] state in record(state) })
  }

  private func record(_ state: MotionState) {
    tap.state = state
    downstream?.state(state)
  }
}
