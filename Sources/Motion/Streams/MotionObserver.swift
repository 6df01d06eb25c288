/// The receiving end of a `MotionObservable`: a value channel and a state channel.
///
/// Sources call `next` for each value and `state` when they become active or come to rest.
public struct MotionObserver<T> {
  /// Receives each value.
  public let next: (T) -> Void
  /// Receives each change of activity.
  public let state: (MotionState) -> Void

  /// Creates an observer from its two channels; the state channel defaults to ignoring.
  public init(next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void = { _ in }) {
    self.next = next
    self.state = state
  }
}
