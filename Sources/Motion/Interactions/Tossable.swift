/// The Tossable specification's `Tossable`: drag an element anywhere in its container and toss
/// it; on release it carries on with the finger's velocity and springs to a destination, or
/// glides to a stop.
///
/// Built exactly as the seed builds it: a drag recognizer on the container; the translation
/// added to the element's position; the drag's velocity at `.ended` (zero at `.cancelled`) as the
/// spring's initial velocity; the position is the spring's stream toggled with the translation stream, so a
/// touch catches the element in flight and the spring restarts from where it is on release.
/// The spring stays off until the first toss, so the element rests where the scene put it.
///
/// Given several destinations (snap points: fixed points, or other elements' positions followed
/// live), it chooses on each release, as "Designing Fluid Interfaces" (WWDC 2018) recommends:
/// it projects the release with `decelerationRate` (where a glide from the element's position
/// at the release velocity would come to rest, `projectedPoint`) and springs, carrying the
/// release velocity, to the destination nearest that point (`chosenDestination`). Distances
/// are measured in the container's space to each destination as the constraints allow it; of
/// destinations equally near, the first in the list wins. A cancelled drag hands on no
/// velocity, so it settles on the destination nearest where it lies.
///
/// Given no destination, it glides: on release the element slows to a stop with a `Decay` at
/// `decelerationRate`, as a scroll view's content does. When constraints bound the position
/// (`StreamMetadata.nearestAllowed`, as a rubber band gives) and the glide would end outside
/// them, it springs instead, carrying the release velocity, to the nearest point inside to
/// where the glide would end, so a rubber band lets it run past the edge and pulls it back.
/// Coordinates the constraints fix (an axis lock) keep no velocity in a glide.
///
/// Added with constraints (`MotionRuntime.add(_:to:constraints:)`), they act on the position
/// stream, the spring's flight included; when they bound the position at rest
/// (`StreamMetadata.nearestAllowed`), the spring flies to the nearest allowed point to the
/// destination, so a tossed element comes to rest inside the bounds.
///
/// Connected to a runtime other than the one whose `springSource` it was made with, the
/// runtime it is connected to runs its spring: the spring source given at creation drives
/// motion on its own runtime's clock only.
public final class Tossable: ConstrainableInteraction {
  /// The spring that carries the element to the destination after a toss. Its destination is
  /// the plan's own: the chosen destination, moved inside the constraints' bounds when there
  /// are any.
  public let spring: Spring<Point>
  /// The tossed element.
  public let element: Element
  /// The element holding the drag gesture, in whose space translation and destination are.
  public let container: Element
  /// The destinations, in the container's space; empty for a tossable that glides.
  public var destinations: [ReactiveProperty<Point>] { destinationList.all }
  /// `destinations.count`, without making the array (which, for a lone destination, is made
  /// on every call): what a host drawing every frame asks.
  package var destinationCount: Int { destinationList.count }
  /// `destinations`, with a lone one kept inline: most tossables have one, and an array of one
  /// is an object of its own.
  private let destinationList: DestinationList
  /// Where the element is tossed to, in the container's space: the chosen destination (the
  /// first before any toss); for a tossable that glides, where its last release comes to rest.
  public var destination: ReactiveProperty<Point> {
    glideState?.end ?? destinationList[chosenDestination ?? 0]
  }
  /// How a release is projected to choose a destination, and how a glide slows down; a
  /// change takes effect at the next release (a glide in flight slows down at the new rate
  /// at once).
  public var decelerationRate: ReactiveProperty<DecelerationRate> { decelerationRateValue.property() }
  /// `decelerationRate`, made when first asked for (see `DeferredProperty`): a tossable with
  /// destinations reads the rate once a release and nothing observes it. A gliding one makes it
  /// at once, since its glide follows it.
  private var decelerationRateValue: DeferredProperty<DecelerationRate>
  /// The glide of a tossable without destinations, else nil.
  public let glide: Decay<Point>?
  /// Where the last release was projected to come to rest, in the container's space (before
  /// constraints); nil before the first release.
  public private(set) var projectedPoint: Point?
  /// The index in `destinations` of the destination the last release chose; nil before the
  /// first release and for a tossable that glides.
  public private(set) var chosenDestination: Int? {
    get { chosenDestinationIndex.map(Int.init) }
    set { chosenDestinationIndex = newValue.map { Int32($0) } }
  }
  /// `chosenDestination` in 32 bits, which fit in the padding after `projectedPoint` (a tossable
  /// has far fewer destinations than that).
  private var chosenDestinationIndex: Int32?
  /// Whether the tossable is the watcher of its one destination (see `ReactiveProperty.watch(_:)`),
  /// which tells it of writes without an observer object: the deinit then stops watching.
  private var watchesDestination = false
  /// For a tossable that glides: whether the last release glides (true) or springs back inside
  /// the constraints' bounds (false); nil before the first release and otherwise.
  public var lastReleaseGlides: Bool? { projectedPoint == nil ? nil : glideState?.glides }
  /// The drag recognizer attached to the container.
  public let dragGesture: DragGestureRecognizer
  /// The element's position before constraints: the spring's (or glide's) while at rest or
  /// tossed, the finger's while dragged, on the runtime of `springSource` (connected to another
  /// runtime, the tossable makes the same stream on that runtime's spring source).
  public let positionStream: MotionObservable<Point>
  /// The drag's velocity in the container's space, once per release: zero when the drag was
  /// cancelled, so the spring it re-enables starts from rest. Made on each call, from the
  /// drag's stream: the tossable keeps the streams it is connected through, not this one.
  public var initialVelocityStream: MotionObservable<Point> {
    // A cancelled drag has velocity zero; passing it on stops an earlier toss's velocity from
    // restarting the spring.
    dragStream.onRecognitionState(anyOf: Self.releaseStates).velocity(in: container)
  }
  /// The drag recognizer's stream.
  private let dragStream: MotionObservable<DragGestureRecognizer>
  private let activity = ActivityTap()
  /// The drag's states that release the element: one array for every tossable, where a literal
  /// made one each.
  private static let releaseStates: [GestureRecognizerState] = [.ended, .cancelled]
  /// Maps the destination to where the spring pulls: the identity until constraints say more.
  private var nearestAllowed: (Point) -> Point = { $0 }
  /// The runtime the tossable is connected to: connected once per runtime, and again to a new
  /// one once that runtime has gone.
  private var connectedRuntime: OwnerLink<MotionRuntime>?
  /// The spring's ties to the destinations, which outlive the tossable when they are other
  /// elements' properties: cancelled when the tossable goes, or they would hold it for good.
  /// Most tossables have one destination: one tie, kept inline rather than in an array.
  private var destinationSubscriptions = InlineList<Subscription>.empty
  /// Where a drag that catches the element starts: its position before the constraints.
  private let dragStart: UnconstrainedPosition
  /// The finger's positions, for a position stream made again on another runtime.
  private let translationStream: MotionObservable<Point>
  /// The spring source given at creation.
  private let springSource: SpringSource<Point>
  /// Where the spring pulls, before any release: the first destination's.
  private let springDestination: ReactiveProperty<Point>
  /// Where the last glide comes to rest and whether it glides, for a tossable that glides (one
  /// without destinations); nil for one with destinations, which has no use for them.
  private let glideState: GlideDecision?

  /// Creates a tossable for `element` springing to `destination`, with its drag gesture on
  /// `container` (the Tossable specification's initializer).
  public convenience init(
    destination: ReactiveProperty<Point>, toss element: Element, container: Element,
    springSource: SpringSource<Point>
  ) {
    self.init(destinations: [destination], toss: element, container: container, springSource: springSource)
  }

  /// Creates a tossable for `element` with its drag gesture on `container`: on release it
  /// springs to the one of `destinations` nearest the release's projection, or glides to a stop
  /// at `decelerationRate` when `destinations` is empty.
  public init(
    destinations: [ReactiveProperty<Point>], toss element: Element, container: Element,
    springSource: SpringSource<Point>, decelerationRate: DecelerationRate = .normal
  ) {
    destinationList = DestinationList(destinations)
    self.element = element
    self.container = container
    self.springSource = springSource
    self.decelerationRateValue = DeferredProperty(decelerationRate)

    let dragGesture = DragGestureRecognizer()
    // Recognized on touch-down, so a finger that merely lands on the flying element catches it.
    dragGesture.recognitionDistance = 0
    container.addGestureRecognizer(dragGesture)
    dragGesture.attachedByInteraction = true
    self.dragGesture = dragGesture

    let dragStream = gestureSource(dragGesture)
    let initialPosition = propertyOf(element).center
    let dragStart = UnconstrainedPosition(of: initialPosition)
    self.dragStart = dragStart
    self.dragStream = dragStream
    let translationStream = dragStream.translation(addedTo: dragStart, in: container)

    let springDestination = ReactiveProperty(destinations.first?.read() ?? initialPosition.read())
    self.springDestination = springDestination
    self.spring = Spring(to: springDestination, initialValue: initialPosition, threshold: 1)
    spring.enabled.write(false)
    if destinations.isEmpty {
      let glide = Decay(initialValue: initialPosition, decelerationRate: decelerationRate)
      glide.enabled.write(false)
      self.glide = glide
      glideState = GlideDecision(end: initialPosition.read())
    } else {
      glide = nil
      glideState = nil
    }
    self.translationStream = translationStream
    positionStream = Self.positions(
      of: spring, glide: glide, decision: glideState, following: translationStream, on: springSource)
    // Unowned, not weak: the deinit stops these first, and a weak reference would give the
    // tossable a side table (one more object each). A lone destination that no one watches yet
    // is followed as its watcher, which reads the value written from the property.
    if destinations.count == 1,
      destinations[0].watch({ [unowned self] in follow(destination: 0, to: destinationList[0].read()) })
    {
      watchesDestination = true
    } else {
      for (index, destination) in destinations.enumerated() {
        destinationSubscriptions.append(
          destination.observe { [unowned self] point in follow(destination: index, to: point) })
      }
    }
    if let glide {
      destinationSubscriptions.append(
        self.decelerationRate.observe { [weak glide] rate in glide?.decelerationRate.write(rate) })
    }
  }

  deinit {
    if watchesDestination { destinationList[0].unwatch() }
    for subscription in destinationSubscriptions { subscription.cancel() }
  }

  /// The destination at `index` moved to `point`: the spring follows it when it is the chosen one.
  private func follow(destination index: Int, to point: Point) {
    guard (chosenDestination ?? 0) == index else { return }
    springDestination.write(nearestAllowed(point))
  }

  /// `active` while the element is dragged or flies.
  public var state: MotionState { activity.state }

  /// Connects the streams to `runtime` (the seed's `connect(with:)`).
  public func connect(with runtime: MotionRuntime) {
    connect(with: runtime, constraints: nil)
  }

  /// Connects the tossable; the target is the tossed element given at creation.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    connect(with: runtime, constraints: nil)
  }

  /// Connects the tossable with `constraints` applied to its position stream; the target is
  /// the tossed element given at creation.
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    connect(with: runtime, constraints: constraints)
  }

  /// The position stream on `source`'s clock: the spring's (or the glide's, or the spring's
  /// back inside the bounds) toggled with the finger's.
  private static func positions(
    of spring: Spring<Point>, glide: Decay<Point>?, decision: GlideDecision?,
    following translationStream: MotionObservable<Point>, on source: SpringSource<Point>
  ) -> MotionObservable<Point> {
    guard let glide, let decision else { return source(spring).toggled(with: translationStream) }
    let settling = MotionObservable.either(source(glide), or: source(spring)) { decision.glides }
    return settling.toggled(with: translationStream)
  }

  private func connect(with runtime: MotionRuntime, constraints: PositionConstraints?) {
    guard connectedRuntime?.owner == nil else { return }
    connectedRuntime = runtime.link
    // Attached at creation; detached when an earlier runtime went.
    if dragGesture.element == nil {
      container.addGestureRecognizer(dragGesture)
      dragGesture.attachedByInteraction = true
    }
    runtime.wire(self, on: element) {
      wire(on: runtime, constraints: constraints)
    }
  }

  private func wire(on runtime: MotionRuntime, constraints: PositionConstraints?) {
    // The spring source given at creation runs springs on its own runtime's clock only: on
    // any other runtime (one it is added to first, or a later one) the spring runs on that
    // runtime's, or it would never move there.
    let unconstrainedPositions =
      springSource.runs(on: runtime)
      ? positionStream
      : Self.positions(
        of: spring, glide: glide, decision: glideState, following: translationStream,
        on: runtime.springSource)
    let positions = constraints.map { $0(unconstrainedPositions) } ?? unconstrainedPositions
    // Set whether or not there are constraints: connected again to a new runtime, the tossable
    // may have other constraints, or none.
    // Not `?? { $0 }`: the operator is generic, so the identity went through a reabstraction
    // thunk, an object on every tossable; so did the inverse below.
    if let constrained = positions.metadata.nearestAllowed {
      nearestAllowed = constrained
    } else {
      nearestAllowed = { $0 }
    }
    spring.destination.write(nearestAllowed(destination.read()))
    // The element's position is what the constraints made of the spring's or the finger's; a
    // catch or a release carries on from the point they made it of, or the element would jump
    // (a rubber band applied twice).
    let unconstrained = positions.metadata.unconstrained
    if let unconstrained {
      dragStart.unconstrained = unconstrained
    } else {
      dragStart.unconstrained = { $0 }
    }
    spring.startsFrom = unconstrained
    glide?.startsFrom = unconstrained
    // The release velocity must reach the spring before the toggle restarts it, so this
    // connection is made first and so observes the recognizer first; the destination is
    // chosen on the way. The operation holds the tossable (it is its whole context, so it
    // allocates nothing): the runtime holds both until it removes the tossable, which cancels the
    // connection.
    let releases = initialVelocityStream._nextOperator { [self] velocity, next in
      next(release(at: velocity))
    }
    runtime.connect(releases, to: spring.initialVelocity)
    runtime.connect(activity.tap(positions), to: propertyOf(element).center)
  }

  /// Projects a release at `velocity` and chooses where it settles; returns the velocity the
  /// spring starts with.
  private func release(at velocity: Point) -> Point {
    let start = spring.startingValue
    let rate = decelerationRateValue.read()
    guard let glide, let glideState else {
      let projected = rate.projection(of: start, velocity: velocity)
      projectedPoint = projected
      var best: (index: Int, distance: Double)?
      for index in 0..<destinationList.count {
        let distance = (nearestAllowed(destinationList[index].read()) - projected).magnitudeSquared
        // Strictly nearer only: of destinations equally near, the first keeps the choice.
        if best == nil || distance < best!.distance { best = (index, distance) }
      }
      chosenDestination = best?.index
      springDestination.write(nearestAllowed(destination.read()))
      return velocity
    }
    let free = freeCoordinates(at: start)
    let gliding = Point(x: free.x ? velocity.x : 0, y: free.y ? velocity.y : 0)
    let projected = rate.projection(of: start, velocity: gliding)
    projectedPoint = projected
    let end = nearestAllowed(projected)
    let glides = (end - projected).magnitude <= 1e-9 * max(1, projected.magnitude)
    glideState.glides = glides
    glideState.end.write(glides ? projected : end)
    glide.initialVelocity.write(gliding)
    springDestination.write(end)
    return gliding
  }

  /// Which coordinates the constraints leave free at `point`: one they map every value of to
  /// the same (an axis lock) is fixed.
  private func freeCoordinates(at point: Point) -> (x: Bool, y: Bool) {
    let far = 1e9
    let right = nearestAllowed(Point(x: point.x + far, y: point.y))
    let left = nearestAllowed(Point(x: point.x - far, y: point.y))
    let down = nearestAllowed(Point(x: point.x, y: point.y + far))
    let up = nearestAllowed(Point(x: point.x, y: point.y - far))
    return (right.x != left.x, down.y != up.y)
  }
}

/// An element's position read back through its constraints' inverse (`StreamMetadata.unconstrained`):
/// the point a tossable's drag starts from.
private final class UnconstrainedPosition: ScopedReadable {
  let position: ReactiveProperty<Point>
  var unconstrained: (Point) -> Point = { $0 }

  init(of position: ReactiveProperty<Point>) {
    self.position = position
  }

  func read() -> Point { unconstrained(position.read()) }
}

/// A tossable's destinations, with a lone one inline. A type of its own, not `InlineList`: a
/// generic enum's layout is settled only when the program runs, and then takes a tag byte more,
/// which cost every tossable eight bytes.
private enum DestinationList {
  case none
  case one(ReactiveProperty<Point>)
  case many([ReactiveProperty<Point>])

  init(_ destinations: [ReactiveProperty<Point>]) {
    switch destinations.count {
    case 0: self = .none
    case 1: self = .one(destinations[0])
    default: self = .many(destinations)
    }
  }

  var count: Int {
    switch self {
    case .none: 0
    case .one: 1
    case .many(let all): all.count
    }
  }

  var all: [ReactiveProperty<Point>] {
    switch self {
    case .none: []
    case .one(let only): [only]
    case .many(let all): all
    }
  }

  /// The destination at `index`, which must be below `count`.
  subscript(index: Int) -> ReactiveProperty<Point> {
    switch self {
    case .none: preconditionFailure("a tossable that glides has no destinations")
    case .one(let only): only
    case .many(let all): all[index]
    }
  }
}

/// Whether a gliding tossable's last release glides or springs back inside its bounds, and where
/// it comes to rest.
private final class GlideDecision {
  var glides = true
  let end: ReactiveProperty<Point>

  init(end: Point) {
    self.end = ReactiveProperty(end)
  }
}

extension Tossable: RuntimeBound {
  func runtimeDidRemove(_ runtime: MotionRuntime) {
    // Added again, to this runtime or another, it connects anew.
    if connectedRuntime?.owner === runtime { connectedRuntime = nil }
  }
}
