/// A readable and writable value that tells its observers of every write.
///
/// A class, so one element property is one object: `propertyOf(e).center` is the same instance
/// on every call. Each `write` notifies every observer once, even when the value is unchanged.
/// An observer that writes the property while being told of a write starts a newer write: the
/// observers not yet told of the older one are told of the newer one only, so every observer's
/// last value is the property's.
/// The property holds its observers' closures until their subscriptions are cancelled (and a
/// running spring's, see `watch(_:)`), and nothing else: a stream of it does not keep it alive.
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

  /// The current value. A frame writes thousands of properties, most of them unobserved: such a
  /// write touches this and `isObserved` alone.
  private var value: T
  /// The observers, in the order they subscribed (with the cancelled ones not yet dropped).
  private var observers = InlineList<Observer>.empty
  /// Whether anyone observes the property (an observer or its watcher).
  private(set) var isObserved = false
  /// How many of the observers were cancelled and wait to be dropped: they go together once they
  /// are half of them, so cancelling each of n observers (a scene of n tossables torn down, all
  /// tossed to one element) costs O(n) in all.
  private var cancelledObservers: Int32 = 0
  /// Where the watcher is told among the observers: before the observer at this place in the
  /// order they subscribed (after them all when it is their number), −1 when there is none.
  private var watcherPlace: Int32 = -1
  /// Counts writes that have observers, so a write can tell that a newer one overtook it.
  private(set) var writeCount: UInt32 = 0
  /// Told of every write at its place among the observers, without an observer object: how a
  /// spring hears of its properties' writes (see `watch(_:)`).
  private var watcher: (() -> Void)?
  /// What subscriptions and streams hold instead of a weak reference (see `OwnerLink`); made on
  /// the first of them.
  private var ownerLink: OwnerLink<ReactiveProperty>?

  /// How many observers the property holds (its watcher aside).
  var observerCount: Int { observers.count - Int(cancelledObservers) }

  /// What every value written must satisfy, trapping with a message when it does not: an
  /// element's geometry, which a value that is not a number would leave where nothing can draw,
  /// hit or move it. Nil for the properties that take any value.
  private let check: ((T) -> Void)?

  /// Creates a property holding `initialValue`.
  public init(_ initialValue: T) {
    value = initialValue
    check = nil
  }

  /// Creates a property holding `initialValue` whose every later value is given to `check`
  /// first, which traps on a value the property's owner cannot hold. The check of a point
  /// property must keep every finite point: a frame's springs write finite points unchecked.
  init(_ initialValue: T, checkedBy check: @escaping (T) -> Void) {
    value = initialValue
    self.check = check
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
    check?(newValue)
    // Most properties a frame writes have no observer; iterating would still retain the (shared,
    // empty) array, and that retain took a slow path.
    discard(replace(&value, with: newValue))
    guard isObserved else { return }
    writeCount &+= 1
    let thisWrite = writeCount
    // The observers and the watcher's place as they were when the write began; an observer
    // cancelled meanwhile has no `next`. After each, a newer write, made by that observer, has
    // told everyone of the newer value.
    let watcherPlace = watcherPlace
    var place: Int32 = 0
    switch observers {
    case .empty: break
    case .one(let observer):
      if watcherPlace == 0, !tellWatcher(of: thisWrite) { return }
      observer.next?(newValue)
      if writeCount != thisWrite { return }
      place = 1
    case .many(let all):
      for observer in all {
        if place == watcherPlace, !tellWatcher(of: thisWrite) { return }
        observer.next?(newValue)
        if writeCount != thisWrite { return }
        place += 1
      }
    }
    if watcherPlace >= place { _ = tellWatcher(of: thisWrite) }
  }

  /// Tells the watcher of the write numbered `thisWrite`, if there still is one; says whether no
  /// newer write overtook it.
  private func tellWatcher(of thisWrite: UInt32) -> Bool {
    watcher?()
    return writeCount == thisWrite
  }

  /// Stores `newValue` if the property has no observers, which is then all a write does, and
  /// says whether it did: the runtime writes its springs' values this way in one pass, and calls
  /// `write` only for a property someone observes.
  func writeIfUnobserved(_ newValue: T) -> Bool {
    guard !isObserved else { return false }
    check?(newValue)
    discard(replace(&value, with: newValue))
    return true
  }

  /// Calls `next` after every write until the returned subscription is cancelled.
  @discardableResult
  public func observe(_ next: @escaping (T) -> Void) -> Subscription {
    let observer = Observer(next, of: self)
    observers.append(observer)
    isObserved = true
    return observer
  }

  /// Makes `tell` the property's watcher, told of each write where an observer subscribing now
  /// would be, as an observer is (after the observers that subscribed before, a write that an
  /// earlier one overtook untold) but without an observer object or a subscription; says whether
  /// it did, which it does not when the property has a watcher already. `tell` reads the value
  /// from the property, and may compare `writeCount` before and after telling others, as `write`
  /// does. Kept until `unwatch()`.
  func watch(_ tell: @escaping () -> Void) -> Bool {
    guard watcher == nil else { return false }
    watcher = tell
    watcherPlace = Int32(observers.count)
    isObserved = true
    return true
  }

  /// Removes the watcher.
  func unwatch() {
    watcher = nil
    watcherPlace = -1
    isObserved = !observers.isEmpty
  }

  /// Counts one more cancelled observer, and drops them all once they are half of them, the
  /// watcher keeping its place among those that stay.
  private func dropCancelledObservers() {
    cancelledObservers += 1
    guard Int(cancelledObservers) * 2 > observers.count else { return }
    if watcherPlace > 0 {
      watcherPlace -= Int32(observers.prefix(Int(watcherPlace)).count { $0.next == nil })
    }
    observers.removeAll { $0.next == nil }
    isObserved = !observers.isEmpty || watcher != nil
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

extension ReactiveProperty where T == Point {
  /// `writeIfUnobserved(_:)` as a frame calls it for its point springs: the check is reached
  /// only for a point that is not finite. Every check a point property has (an element's
  /// position and anchor point, see `ElementGeometryValue`) keeps every finite point, and
  /// reaching the check, a closure with a context of its own, cost each of a frame's thousands of
  /// writes a fetch from memory.
  func writeIfUnobserved(_ newValue: Point) -> Bool {
    guard !isObserved else { return false }
    if !newValue.isFinite { check?(newValue) }
    discard(replace(&value, with: newValue))
    return true
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(*, unavailable, message: "properties are confined with the runtime that drives them")
extension ReactiveProperty: Sendable {}
