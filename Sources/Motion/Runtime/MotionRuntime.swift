/// The seeds' aggregator: owns the scene's interactions, connections, touch routing and clock.
///
/// Input goes in through `handle(_:)`, time through `advance(to:)`. Time only moves forward: an
/// event or advance whose time is earlier than the current time, or not finite, leaves the clock
/// where it is (the event is still handled, at the current time).
public final class MotionRuntime {
  /// The root of the element tree this runtime drives.
  public let scene: Scene
  /// The clock: the latest time handed in by `handle(_:)` or `advance(to:)`.
  public private(set) var currentTime: Double = 0
  /// The interactions added so far, in order.
  public private(set) var interactions: [(interaction: any Interaction, element: Element)] = []
  /// Springs of points on this runtime's clock, as seed 003's `springSource`.
  public private(set) lazy var springSource = SpringSource<Point>(runtime: self)

  private var steppers: [any Stepper] = []
  /// The index `advance(to:)` is stepping, or -1 outside it.
  private var steppingIndex = -1
  private var subscriptions: [Subscription] = []
  private var activeConnections = 0
  private var velocityReaders: [(property: ObjectIdentifier, active: () -> Bool, read: () -> Point?)] =
    []
  private var atRestObservers: [() -> Void] = []
  private var wasAtRest = true
  let router = TouchRouter()

  /// Creates a runtime for `scene`, starting its clock at 0.
  public init(scene: Scene) {
    self.scene = scene
  }

  deinit {
    for subscription in subscriptions { subscription.cancel() }
  }

  /// Adds `interaction` to `element` (the seeds' `transaction.add(plan:to:)`).
  public func add(_ interaction: any Interaction, to element: Element) {
    record(interaction, on: element)
    interaction.add(to: element, withRuntime: self)
  }

  /// Lists `interaction` among the runtime's interactions once, for dumps and the overlay;
  /// interactions connected without `add(_:to:)`, as seed 003's `connect(with:)`, call it.
  public func record(_ interaction: any Interaction, on element: Element) {
    guard !interactions.contains(where: { $0.interaction === interaction }) else { return }
    interactions.append((interaction, element))
  }

  /// Writes every value of `stream` to `property` until the runtime is released, and counts the
  /// stream's activity towards `isAtRest`.
  public func connect<T>(_ stream: MotionObservable<T>, to property: ReactiveProperty<T>) {
    let activity = ActivityBox()
    let subscription = stream.subscribe(
      next: { [weak property] value in property?.write(value) },
      state: { [weak self] state in
        let nowActive = state == .active
        guard nowActive != activity.isActive else { return }
        activity.isActive = nowActive
        guard let self else { return }
        self.activeConnections += nowActive ? 1 : -1
        self.notifyIfAtRest()
      })
    subscriptions.append(subscription)
    if let read = stream._velocity, T.self == Point.self {
      velocityReaders.append(
        (ObjectIdentifier(property), { activity.isActive }, { read() as? Point }))
    }
  }

  /// The velocity of `element`'s position in its parent's space, in points per second: that of
  /// the active stream driving it (a spring or a gesture), else zero.
  public func velocity(of element: Element) -> Point {
    let id = ObjectIdentifier(element.positionProperty)
    for reader in velocityReaders where reader.property == id && reader.active() {
      if let v = reader.read(), v.isFinite { return v }
    }
    return .zero
  }

  /// Routes a touch to the recognizers of the deepest element under it that has some (CONTRACT
  /// §5 "Routing"), after moving the clock to the event's time.
  public func handle(_ event: TouchEvent) {
    moveClock(to: event.time)
    var stamped = event
    stamped.time = currentTime
    router.route(stamped, in: scene)
    notifyIfAtRest()
  }

  /// Moves the clock to `time` and steps every running spring to it.
  public func advance(to time: Double) {
    moveClock(to: time)
    steppingIndex = 0
    while steppingIndex < steppers.count {
      let stepper = steppers[steppingIndex]
      if stepper.step(to: currentTime) {
        steppingIndex += 1
      } else {
        removeStepper(stepper)
      }
    }
    steppingIndex = -1
    notifyIfAtRest()
  }

  /// Starts stepping `stepper` on this runtime's clock until it reports rest.
  public func addStepper(_ stepper: any Stepper) {
    guard !steppers.contains(where: { $0 === stepper }) else { return }
    steppers.append(stepper)
  }

  /// Stops stepping `stepper`.
  public func removeStepper(_ stepper: any Stepper) {
    guard let index = steppers.firstIndex(where: { $0 === stepper }) else { return }
    steppers.remove(at: index)
    // A stepper stopped by another one earlier in this frame's walk shifts the walk back.
    if steppingIndex >= 0, index < steppingIndex { steppingIndex -= 1 }
  }

  /// True when no gesture is in progress, no connected stream is active and no spring runs.
  public var isAtRest: Bool {
    activeConnections == 0 && steppers.isEmpty && !isBeingManipulated
  }

  /// True while any recognizer in the scene is in `began` or `changed`.
  public var isBeingManipulated: Bool {
    Self.hasActiveRecognizer(in: scene)
  }

  private static func hasActiveRecognizer(in element: Element) -> Bool {
    for recognizer in element.gestureRecognizers where recognizer.state.isActive { return true }
    for child in element.children where hasActiveRecognizer(in: child) { return true }
    return false
  }

  /// Calls `observer` each time the runtime comes to rest after having moved.
  public func whenAtRest(_ observer: @escaping () -> Void) {
    atRestObservers.append(observer)
  }

  private func moveClock(to time: Double) {
    guard time.isFinite, time > currentTime else { return }
    currentTime = time
  }

  private func notifyIfAtRest() {
    let rest = isAtRest
    defer { wasAtRest = rest }
    guard rest, !wasAtRest else { return }
    for observer in atRestObservers { observer() }
  }
}

private final class ActivityBox {
  var isActive = false
}
