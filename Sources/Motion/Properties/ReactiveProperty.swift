/// A readable and writable value that tells its observers of every write.
///
/// A class, so one element property is one object: `propertyOf(e).center` is the same instance
/// on every call. Each `write` notifies every observer once, even when the value is unchanged.
public final class ReactiveProperty<T>: ScopedProperty {
  private var value: T
  private var observers: [(id: Int, next: (T) -> Void)] = []
  private var nextObserverID = 0

  /// Creates a property holding `initialValue`.
  public init(_ initialValue: T) {
    self.value = initialValue
  }

  /// The current value.
  public func read() -> T { value }

  /// Stores `newValue` and notifies every observer.
  public func write(_ newValue: T) {
    value = newValue
    for observer in observers { observer.next(newValue) }
  }

  /// Calls `next` after every write until the returned subscription is cancelled.
  @discardableResult
  public func observe(_ next: @escaping (T) -> Void) -> Subscription {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, next))
    return Subscription { [weak self] in self?.observers.removeAll { $0.id == id } }
  }

  /// A stream of the property's value: the current value on subscription, then every write.
  public var stream: MotionObservable<T> {
    MotionObservable { [weak self] observer in
      guard let self else { return {} }
      observer.next(self.value)
      let subscription = self.observe(observer.next)
      return { subscription.cancel() }
    }
  }
}
