/// A cold stream of values of type `T` with an activity channel, as in Material Motion.
///
/// Each `subscribe` runs the stream's connect closure anew, so every subscriber gets its own
/// connection to the source. Delivery is synchronous, on the caller's thread.
public final class MotionObservable<T> {
  /// Connects an observer to the source and returns what disconnects it.
  public typealias Connect = (MotionObserver<T>) -> () -> Void

  private let connectObserver: Connect

  /// The on/off switch of the source when it has one (a spring's `enabled`); `toggled(with:)`
  /// uses it to stop a spring while a gesture drives the value and restart it afterwards.
  public var _enabled: ReactiveProperty<Bool>?

  /// Reads the source's current rate of change when it has one (a spring's velocity, a drag's
  /// velocity), or nil; the runtime uses it to report an element's velocity.
  public var _velocity: (() -> T?)?

  /// Creates a stream from the closure that connects each observer to the source.
  public init(_ connect: @escaping Connect) {
    self.connectObserver = connect
  }

  /// Connects an observer; values and states arrive until the subscription is cancelled.
  @discardableResult
  public func subscribe(observer: MotionObserver<T>) -> Subscription {
    Subscription(connectObserver(observer))
  }

  /// Connects closures for values and, optionally, activity changes.
  @discardableResult
  public func subscribe(
    next: @escaping (T) -> Void, state: @escaping (MotionState) -> Void = { _ in }
  ) -> Subscription {
    subscribe(observer: MotionObserver(next: next, state: state))
  }

  /// The seeds' foundation operator: `operation` receives each upstream value and a `next` it
  /// may call any number of times; the activity channel passes through unchanged.
  public func _nextOperator<U>(_ operation: @escaping (T, (U) -> Void) -> Void) -> MotionObservable<U> {
    MotionObservable<U> { observer in
      let subscription = self.subscribe(
        next: { value in operation(value, observer.next) },
        state: observer.state)
      return { subscription.cancel() }
    }
  }
}
