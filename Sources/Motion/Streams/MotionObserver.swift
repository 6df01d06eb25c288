/// The receiving end of a `MotionObservable`: a value channel and a state channel.
///
/// Sources call `next` for each value and `state` when they become active or come to rest.
public struct MotionObserver<T> {
  /// Receives each value.
  public let next: (T) -> Void
  /// Receives each change of activity.
  public let state: (MotionState) -> Void
  /// The runtime connection whose activity `state` reports, when reporting it is all `state`
  /// does: a runtime stepping this observer's spring counts the spring's coming to rest itself,
  /// without the call (see `MotionRuntime.connect`).
  let connection: RuntimeConnection?
  /// The property `next` writes each value to, when writing it is all `next` does: the runtime
  /// writes a moving point spring's values there itself, without the call through `next`.
  let property: ReactiveProperty<T>?

  /// Creates an observer from its two channels; the state channel defaults to ignoring.
  public init(next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void = { _ in }) {
    self.init(next: next, state: state, property: nil)
  }

  /// An observer whose every value is written to `property` and whose state channel reports the
  /// activity of `connection`.
  init(
    writingTo property: ReactiveProperty<T>, state: @escaping (MotionState) -> Void,
    connection: RuntimeConnection
  ) {
    self.init(
      next: { value in property.write(value) }, state: state, property: property,
      connection: connection)
  }

  /// An observer whose `next` passes each value on to where `property` is written, unchanged,
  /// for as long as the subscription it is handed to lasts: a running point spring then writes
  /// `property` itself instead of calling `next`.
  init(
    next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void, property: ReactiveProperty<T>?,
    connection: RuntimeConnection? = nil
  ) {
    self.next = next
    self.state = state
    self.property = property
    self.connection = connection
  }

  /// This observer with `state` as its state channel: the values go where they went, so an
  /// operator that passes values through unchanged keeps the direct write to a property.
  func replacingState(_ state: @escaping (MotionState) -> Void) -> MotionObserver {
    MotionObserver(next: next, state: state, property: property)
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "observers are confined with the runtime that drives them")
extension MotionObserver: Sendable {}
