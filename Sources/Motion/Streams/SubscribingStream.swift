/// A library stream that subscribes through a closure made where its types are known, so that
/// each subscription runs code specialized for them (a gesture stream's, on every event).
///
/// The closure captures one object at most, which then is its whole context: it allocates
/// nothing besides.
final class SubscribingStream<T>: MotionObservable<T> {
  private let subscribing: (MotionObserver<T>) -> Subscription

  init(metadata: StreamMetadata<T>, subscribing: @escaping (MotionObserver<T>) -> Subscription) {
    self.subscribing = subscribing
    super.init(metadata: metadata)
  }

  override func subscribe(observer: MotionObserver<T>) -> Subscription {
    subscribing(observer)
  }

  override func withMetadata(_ metadata: StreamMetadata<T>) -> MotionObservable<T> {
    SubscribingStream(metadata: metadata, subscribing: subscribing)
  }
}
