/// A readable and writable value that tells its observers of every write.
///
/// A class, so one element property is one object: `propertyOf(e).center` is the same instance
/// on every call. Each `write` notifies every observer once, even when the value is unchanged.
/// An observer that writes the property while being told of a write starts a newer write: the
/// observers not yet told of the older one are told of the newer one only, so every observer's
/// last value is the property's.
/// The property holds its observers' closures until their subscriptions are cancelled, and
/// nothing else: a stream of it does not keep it alive.
public final class ReactiveProperty<T>: ScopedProperty {
  /// One observer, which is also the subscription that cancels it; `next` becomes nil when it
  /// cancels, so a write already under way skips it.
  private final class Observer: Subscription {
    var next: ((T) -> Void)?
    /// The property observed, until it goes: its deinit clears this, so a subscription cancelled
    /// after the property went does nothing, and the reference is never read dangling (a checked
    /// `unowned` one, as `OwnerLink`'s).
    unowned var property: ReactiveProperty<T>?

    init(_ next: @escaping (T) -> Void, of property: ReactiveProperty<T>) {
      self.next = next
      self.property = property
      super.init()
    }

    override var isActive: Bool { next != nil }

    override func cancel() {
      guard next != nil else { return }
      next = nil
      property?.dropCancelledObservers()
    }
  }

  /// The current value, and whether anyone observes the property (whether `observers` holds
  /// any). A frame writes ten thousand properties, most of them unobserved; these two are all
  /// such a write touches.
  private var value: T
  private var isObserved = false
  /// The observers, in the order they subscribed (with the cancelled ones not yet dropped).
  private var observers: [Observer] = []
  /// How many of `observers` were cancelled and wait to be dropped: they go together once they
  /// are half the list, so cancelling each of n observers (a scene of n tossables torn down, all
  /// tossed to one element) costs O(n) in all.
  private var cancelledObservers = 0
  /// What subscriptions and streams hold instead of a weak reference (see `OwnerLink`); made on
  /// the first of them.
  private var ownerLink: OwnerLink<ReactiveProperty>?

  /// How many observers the property holds.
  var observerCount: Int { observers.count - cancelledObservers }

  /// Creates a property holding `initialValue`.
  public init(_ initialValue: T) {
    value = initialValue
  }

  deinit {
    ownerLink?.owner = nil
    for observer in observers { observer.property = nil }
  }

  private var link: OwnerLink<ReactiveProperty> {
    if let ownerLink { return ownerLink }
    let made = OwnerLink(self)
    ownerLink = made
    return made
  }

  /// The current value.
  public func read() -> T { value }

  // Specialized for the types springs and gestures drive: called from another module (a host,
  // a user's program releasing ten thousand springs), the generic body looked up the metadata of
  // the observer list on every write, which cost more than the rest of a spring's start.
  /// Stores `newValue` and notifies every observer.
  @_specialize(where T == Point)
  @_specialize(where T == Double)
  public func write(_ newValue: T) {
    // Most properties a frame writes have no observer; iterating would still retain the (shared,
    // empty) array, and that retain took a slow path.
    discard(replace(&value, with: newValue))
    guard isObserved else { return }
    writes &+= 1
    let thisWrite = writes
    // The observers as they were when the write began; one cancelled meanwhile has no `next`.
    for observer in observers {
      observer.next?(newValue)
      // A newer write, made by that observer, has told everyone of the newer value.
      if writes != thisWrite { return }
    }
  }

  /// Stores `newValue` if the property has no observers, which is then all a write does, and
  /// says whether it did: the runtime writes its springs' values this way in one pass, and calls
  /// `write` only for a property someone observes.
  func writeIfUnobserved(_ newValue: T) -> Bool {
    guard !isObserved else { return false }
    discard(replace(&value, with: newValue))
    return true
  }

  /// Counts writes that have observers, so a write can tell that a newer one overtook it.
  private var writes = 0

  /// Calls `next` after every write until the returned subscription is cancelled.
  @discardableResult
  public func observe(_ next: @escaping (T) -> Void) -> Subscription {
    let observer = Observer(next, of: self)
    observers.append(observer)
    isObserved = true
    return observer
  }

  /// Counts one more cancelled observer, and drops them all once they are half the list.
  private func dropCancelledObservers() {
    cancelledObservers += 1
    guard cancelledObservers * 2 > observers.count else { return }
    observers.removeAll { $0.next == nil }
    isObserved = !observers.isEmpty
    cancelledObservers = 0
  }

  /// A stream of the property's value: the current value on subscription, then every write.
  public var stream: MotionObservable<T> {
    MotionObservable { [link] observer in
      guard let self = link.owner else { return {} }
      observer.next(self.value)
      let subscription = self.observe(observer.next)
      return { subscription.cancel() }
    }
  }
}
