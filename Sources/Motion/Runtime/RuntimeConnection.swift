/// One stream connected to one property by `MotionRuntime.connect`: its subscription, its place
/// in the runtime's lists, and (in the typed subclass) its velocity reader. A class, so that
/// reading the list every frame copies one reference rather than a tuple of closures (which debug
/// builds box).
class RuntimeConnection {
  let property: ObjectIdentifier
  /// Where the connection is in its runtime's `ConnectionTable`, and its activity in the
  /// runtime's `SpringScheduler`.
  let index: Int
  var subscription: Subscription?
  /// The next connection to the same property, in connection order.
  var nextOnProperty: RuntimeConnection?
  /// The one before it, and for the first the last (so that the runtime keeps one reference a
  /// property and still appends in O(1)), so that a removed interaction's connection leaves the
  /// list in O(1); the runtime's list of connections keeps it alive.
  unowned var previousOnProperty: RuntimeConnection?
  /// The runtime that keeps this connection, so there when the connection is called; held
  /// unretained (see `Unretained`), since a spring's last frame calls it. The runtime may go
  /// during the call (an at-rest observer letting go of it), so it touches nothing of itself once
  /// it tells its at-rest observers.
  private let runtime: Unretained<MotionRuntime>

  init(property: ObjectIdentifier, runtime: MotionRuntime, index: Int) {
    self.property = property
    self.runtime = Unretained(runtime)
    self.index = index
  }

  /// Whether the runtime that made this connection steps its springs with `scheduler`.
  final func belongs(to scheduler: SpringScheduler) -> Bool {
    runtime.with { $0.scheduler === scheduler }
  }

  /// Counts the stream's change of activity on the runtime.
  final func stateDidChange(to state: MotionState) {
    runtime.with { $0.connection(index, didBecomeActive: state == .active) }
  }
}

/// A connection of values of type `T`, with the stream's velocity reader.
final class Connection<T>: RuntimeConnection {
  let velocity: (() -> T?)?

  init(property: ReactiveProperty<T>, velocity: (() -> T?)?, runtime: MotionRuntime, index: Int) {
    self.velocity = velocity
    super.init(property: ObjectIdentifier(property), runtime: runtime, index: index)
  }
}
