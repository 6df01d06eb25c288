extension MotionObservable where T: GestureRecognizer {
  /// The caching rule of the translation specifications (translationAddedTo, translationRelativeTo), shared
  /// by the gesture operators that add to a starting
  /// value: per subscription, `read()` is cached when the gesture begins, or when it changes
  /// with nothing cached, and the cache is dropped in every other state; `emit` runs for each
  /// value while a cache is held. `latest`, when given, records every value's recognizer, so
  /// that a velocity reader can ask it between events. The output carries `metadata`.
  func _cachingOnActivation<C, U>(
    _ read: @escaping () -> C?, recording latest: LatestRecognizer<T>? = nil,
    metadata: StreamMetadata<U> = .none, emit: @escaping (T, C, (U) -> Void) -> Void
  ) -> MotionObservable<U> {
    // Made here, where the types are known, so that every event runs code specialized for them.
    CachingStream(
      upstream: self, read: read, latest: latest, emit: emit, metadata: metadata,
      subscribing: { stream, observer in CachingSubscription(of: stream, feeding: observer) })
  }
}

/// The stream of a caching operator: what every subscription shares (how it reads the value to
/// cache, where it records the latest recognizer, and what it makes of a value and the cache),
/// held once, where each subscription held a copy.
private final class CachingStream<R: GestureRecognizer, C, U>: MotionObservable<U> {
  typealias Subscribing = (CachingStream, MotionObserver<U>) -> Subscription

  let upstream: MotionObservable<R>
  let read: () -> C?
  let latest: LatestRecognizer<R>?
  let emit: (R, C, (U) -> Void) -> Void
  /// Makes a subscription: a closure made where the types are known, capturing nothing.
  private let subscribing: Subscribing

  init(
    upstream: MotionObservable<R>, read: @escaping () -> C?, latest: LatestRecognizer<R>?,
    emit: @escaping (R, C, (U) -> Void) -> Void, metadata: StreamMetadata<U>,
    subscribing: @escaping Subscribing
  ) {
    self.upstream = upstream
    self.read = read
    self.latest = latest
    self.emit = emit
    self.subscribing = subscribing
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<U>) -> Subscription {
    subscribing(self, observer)
  }

  override func withMetadata(_ metadata: StreamMetadata<U>) -> MotionObservable<U> {
    CachingStream(
      upstream: upstream, read: read, latest: latest, emit: emit, metadata: metadata, subscribing: subscribing
    )
  }
}

/// One subscription of a caching operator, with its cache: one object, where a stage's
/// subscription and closures and the cache's box were four.
private final class CachingSubscription<R: GestureRecognizer, C, U>: StageSubscription<U> {
  private let stream: CachingStream<R, C, U>
  private var cached: C?

  init(of stream: CachingStream<R, C, U>, feeding observer: MotionObserver<U>) {
    self.stream = stream
    super.init(feeding: observer)
    connect(to: stream.upstream) { [self] value in receive(value) }
  }

  private func receive(_ value: R) {
    stream.latest?.recognizer = value
    let state = value.state
    if state == .began || (state == .changed && cached == nil) {
      cached = stream.read()
    } else if state != .began && state != .changed {
      cached = nil
    }
    if let cached, let next = downstream?.next { stream.emit(value, cached, next) }
  }
}
