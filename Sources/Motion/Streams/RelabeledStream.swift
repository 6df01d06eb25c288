/// Another stream's values and activity with other metadata: what `withMetadata(_:)` makes of
/// a library stream that cannot make itself again with other metadata.
final class RelabeledStream<T>: MotionObservable<T> {
  private let upstream: MotionObservable<T>

  init(of upstream: MotionObservable<T>, metadata: StreamMetadata<T>) {
    self.upstream = upstream
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    upstream.subscribe(observer: observer)
  }

  override func withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    RelabeledStream(of: upstream, metadata: metadata)
  }

  // The values are the upstream's, so a stateless operator joins the upstream's chain.
  override func followed<U>(
    by operation: @escaping (T, (U) -> Void) -> Void, metadata: StreamMetadata<U>
  ) -> MotionObservable<U> {
    upstream.followed(by: operation, metadata: metadata)
  }
}
