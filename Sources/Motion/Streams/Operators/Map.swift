extension MotionObservable {
  /// Emits `transform(value)` for each upstream value; the activity passes through.
  ///
  /// Velocity: the metadata does not pass (a transformed value's velocity is not the source's),
  /// so the output reports no velocity, switch or rest constraint; `map(_:velocity:)` carries
  /// the velocity through.
  public func map<U>(_ transform: @escaping (T) -> U) -> MotionObservable<U> {
    nextOperator { value, next in next(transform(value)) }
  }

  /// Emits `transform(value)` for each upstream value, and reports the upstream's velocity
  /// through `velocity`, the rate at which `transform` changes its output for a given rate of
  /// its input: `{ $0 }` for an offset, `{ $0 * 2 }` for a doubling. No switch or rest
  /// constraint passes.
  public func map<U>(_ transform: @escaping (T) -> U, velocity: @escaping (T) -> U) -> MotionObservable<U> {
    let upstream = metadata.velocity
    let mapped: (() -> U?)? = upstream.map { read in { read().map(velocity) } }
    return followed(by: { value, next in next(transform(value)) }, metadata: StreamMetadata(velocity: mapped))
  }
}
