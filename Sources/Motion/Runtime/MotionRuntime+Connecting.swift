/// What a program connects by hand, outside an interaction: streams to properties, a spring
/// toggled by a gesture, an observer of rest. Each returns the subscription that undoes it.
extension MotionRuntime {
  /// Writes every value of `stream` to `property` and counts the stream's activity towards
  /// `isAtRest`. While the stream is active, its velocity (from its metadata) is the property's
  /// velocity.
  ///
  /// The connection lasts until the returned subscription is cancelled, the interaction whose
  /// wiring made it is removed, or the runtime is released; cancelling it disconnects the
  /// stream (a spring it runs stops where it is) and takes its activity out of `isAtRest`.
  @_specialize(where T == Point)
  @discardableResult
  public func connect<T>(_ stream: MotionObservable<T>, to property: ReactiveProperty<T>) -> Subscription {
    // Specialized for points, which springs and drags write every frame, so that each write
    // reaches the property without generic dispatch.
    ConnectionHandle(runtime: link, connection: listConnection(of: stream, to: property))
  }

  /// `connect(_:to:)` without the subscription it returns, for an interaction's own wiring: the
  /// interaction's removal, or the runtime's release, undoes the connection, and a handle no
  /// one keeps is an object made and freed for nothing.
  @discardableResult
  func listConnection<T>(of stream: MotionObservable<T>, to property: ReactiveProperty<T>)
    -> RuntimeConnection
  {
    // The property is held strongly: the connection keeps nothing alive that the runtime's
    // scene or the caller does not already keep.
    let index = connections.takeIndex()
    let connection = Connection(
      property: property, velocity: stream.metadata.velocity, runtime: self, index: index)
    // Listed before subscribing: a stream may report its state from inside `subscribe`.
    connections.insert(connection)
    scheduler.listConnection(at: index, madeBy: recordBeingWired)
    recordBeingWired?.connections.append(index)
    connection.subscription = stream.subscribe(
      observer: MotionObserver(
        writingTo: property,
        // A point spring this runtime's scheduler steps does not call it when it rests: the
        // scheduler counts that itself (see `MotionObserver.connection`). The connection holding
        // its subscription and the subscription this closure is a cycle the runtime's deinit
        // breaks by cancelling them.
        state: { [connection] state in connection.stateDidChange(to: state) },
        connection: connection))
    connections.link(connection)
    return connection
  }

  /// Disconnects `connection` when it is still this runtime's, counting its activity out first.
  func disconnect(_ connection: RuntimeConnection) {
    let index = connection.index
    guard connections.connection(at: index) === connection else { return }
    _ = scheduler.countActivity(of: index, nowActive: false)
    disconnect(index)
    notifyIfAtRest()
  }

  /// Counts a connected stream's change of activity towards `isAtRest`.
  func connection(_ index: Int, didBecomeActive nowActive: Bool) {
    guard scheduler.countActivity(of: index, nowActive: nowActive) else { return }
    // While stepping, `advance` tells once, after the last stepper, instead of per spring.
    if !scheduler.isStepping { notifyIfAtRest() }
  }

  /// Turns `spring` off while `recognizer` is in progress and on again when it ends, so a
  /// gesture and a spring can drive the same property by turns (Material Motion's `toggle`).
  /// Turned on again, the spring starts from its `initialValue` with its `initialVelocity`:
  /// write the release velocity there first (for example from the recognizer's `.ended`
  /// state, observed before this call) to carry it. For streams, `toggled(with:)` does the
  /// same hand-over on the stream's switch.
  ///
  /// Lasts until the returned subscription is cancelled, the interaction whose wiring made it is
  /// removed, or the runtime is released.
  @discardableResult
  public func toggle<T: SpringValue>(_ spring: Spring<T>, inReactionTo recognizer: GestureRecognizer)
    -> Subscription
  {
    var wasActive = recognizer.state.isActive
    let subscription = recognizer.observe { [weak spring] recognizer in
      let isActive = recognizer.state.isActive
      guard isActive != wasActive else { return }
      wasActive = isActive
      spring?.enabled.write(!isActive)
    }
    if let recordBeingWired {
      recordBeingWired.keep(subscription)
    } else {
      subscriptions.append(subscription)
    }
    return subscription
  }

  /// The stream of `spring`'s values on this runtime's clock, for a spring of any value type
  /// (`springSource(spring)` for a `Spring<Point>`, a `Spring<Double>` for a scale or an angle,
  /// or a type of your own); the same as `SpringSource<T>(runtime: self)(spring)`.
  public func springSource<T: SpringValue>(_ spring: Spring<T>) -> MotionObservable<T> {
    SpringSource<T>(runtime: self)(spring)
  }

  /// The velocity of `element`'s position in its parent's space, in points per second: that of
  /// the active stream driving it (a spring or a gesture), else zero.
  public func velocity(of element: Element) -> Point {
    // An element whose position property was never made has nothing connected to it.
    element.madePositionProperty.flatMap { velocity(of: $0) } ?? .zero
  }

  /// The velocity of `property` per second: that of the first active stream connected to it
  /// that reports a finite one (a spring's, a decay's, a gesture's), else nil. For a scale, in
  /// scale units per second (a pinch's, or the spring that settles it); for a rotation, in
  /// radians per second.
  public func velocity<T: SpringValue>(of property: ReactiveProperty<T>) -> T? {
    var candidate = connections.firstConnection(to: ObjectIdentifier(property))
    while let connection = candidate {
      candidate = connection.nextOnProperty
      guard scheduler.isConnectionActive(connection.index), let typed = connection as? Connection<T>,
        let v = typed.velocity?(),
        v.isFinite
      else { continue }
      return v
    }
    return nil
  }

  /// Calls `observer` each time the runtime comes to rest after having moved: every gesture
  /// ended, every connected stream at rest, every spring still (UIKit's
  /// `UIViewPropertyAnimator` completion, for all of the runtime's motion at once).
  ///
  /// The observer is registered while the returned subscription lives: cancel it, or let it go,
  /// and the runtime lets go of the observer (in O(1) amortized), as Combine's `AnyCancellable`
  /// does. Keep the subscription for as long as you want to be told.
  public func whenAtRest(_ observer: @escaping () -> Void) -> Subscription {
    let id = atRestObservers.add(observer)
    return CancelledOnRelease { [weak self] in self?.atRestObservers.remove(id) }
  }
}

/// The subscription `MotionRuntime.connect` returns for a connection a program made by hand.
private final class ConnectionHandle: Subscription {
  private var runtime: OwnerLink<MotionRuntime>?
  private var connection: RuntimeConnection?

  init(runtime: OwnerLink<MotionRuntime>, connection: RuntimeConnection) {
    self.runtime = runtime
    self.connection = connection
    super.init()
  }

  override var isActive: Bool { connection != nil }

  override func cancel() {
    guard let connection else { return }
    self.connection = nil
    runtime?.owner?.disconnect(connection)
    runtime = nil
  }
}

/// A subscription that cancels itself when released (see `MotionRuntime.whenAtRest(_:)`).
private final class CancelledOnRelease: Subscription {
  private var disconnect: (() -> Void)?

  init(_ disconnect: @escaping () -> Void) {
    self.disconnect = disconnect
    super.init()
  }

  deinit { cancel() }

  override var isActive: Bool { disconnect != nil }

  override func cancel() {
    let d = disconnect
    disconnect = nil
    d?()
  }
}
