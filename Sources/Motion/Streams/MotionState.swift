/// Whether a stream's source is doing something: a gesture in progress or a spring in flight.
public enum MotionState: Sendable, Equatable {
  /// The source is moving or being manipulated.
  case active
  /// The source is still.
  case atRest
}
