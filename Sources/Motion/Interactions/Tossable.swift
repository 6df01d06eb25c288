/// Seed 003's `Tossable`: drag an element anywhere in its container and toss it; on release it
/// carries on with the finger's velocity and springs to the destination.
///
/// Built exactly as the seed builds it: a drag recognizer on the container; the translation
/// added to the element's position; the drag's velocity at `.ended` (zero at `.cancelled`) as the
/// spring's initial velocity; the position is the spring's stream toggled with the translation stream, so a
/// touch catches the element in flight and the spring restarts from where it is on release.
/// The spring stays off until the first toss, so the element rests where the scene put it.
///
/// Added with constraints (`MotionRuntime.add(_:to:constraints:)`), they act on the position
/// stream, the spring's flight included; when they bound the position at rest
/// (`StreamMetadata.nearestAllowed`), the spring flies to the nearest allowed point to the
/// destination, so a tossed element comes to rest inside the bounds.
public final class Tossable: ConstrainableInteraction {
  /// The spring that carries the element to the destination after a toss. Its destination is
  /// the plan's own: `destination`, moved inside the constraints' bounds when there are any.
  public let spring: Spring<Point>
  /// The tossed element.
  public let element: Element
  /// The element holding the drag gesture, in whose space translation and destination are.
  public let container: Element
  /// Where the element is tossed to, in the container's space.
  public let destination: ReactiveProperty<Point>
  /// The drag recognizer attached to the container.
  public let dragGesture: DragGestureRecognizer
  /// The element's position before constraints: the spring's while at rest or tossed, the
  /// finger's while dragged (on the runtime of `springSource`; connected again to a later
  /// runtime, the tossable makes the same stream on that runtime's spring source).
  public let positionStream: MotionObservable<Point>
  /// The drag's velocity in the container's space, once per release: zero when the drag was
  /// cancelled, so the spring it re-enables starts from rest.
  public let initialVelocityStream: MotionObservable<Point>
  private let activity = ActivityTap()
  /// Maps the destination to where the spring pulls: the identity until constraints say more.
  private var nearestAllowed: (Point) -> Point = { $0 }
  /// The runtime the tossable is connected to: connected once per runtime, and again to a new
  /// one once that runtime has gone.
  private var connectedRuntime: OwnerLink<MotionRuntime>?
  /// The spring's tie to `destination`, which outlives the tossable when it is another element's
  /// property: cancelled when the tossable goes, or the destination would hold it for good.
  private var destinationSubscription: Subscription?
  /// Where a drag that catches the element starts: its position before the constraints.
  private let dragStart: UnconstrainedPosition
  /// The finger's positions, for a position stream made again on a later runtime.
  private let translationStream: MotionObservable<Point>

  /// Creates a tossable for `element`, with its drag gesture on `container`.
  public init(
    destination: ReactiveProperty<Point>, toss element: Element, container: Element,
    springSource: SpringSource<Point>
  ) {
    self.destination = destination
    self.element = element
    self.container = container

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
    let translationStream = dragStream.translation(addedTo: dragStart, in: container)
    // A cancelled drag has velocity zero; passing it on stops an earlier toss's velocity from
    // restarting the spring.
    self.initialVelocityStream = dragStream.onRecognitionState(anyOf: [.ended, .cancelled]).velocity(
      in: container)

    let springDestination = ReactiveProperty(destination.read())
    self.spring = Spring(to: springDestination, initialValue: initialPosition, threshold: 1)
    spring.enabled.write(false)
    let springStream = springSource(spring)
    self.translationStream = translationStream
    self.positionStream = springStream.toggled(with: translationStream)
    destinationSubscription = destination.observe { [weak self] point in
      guard let self else { return }
      springDestination.write(self.nearestAllowed(point))
    }
  }

  deinit {
    destinationSubscription?.cancel()
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

  private func connect(with runtime: MotionRuntime, constraints: PositionConstraints?) {
    guard connectedRuntime?.owner == nil else { return }
    // On a later runtime the spring source given at creation (an earlier runtime's) drives
    // nothing: the spring runs on this runtime's.
    let isLaterRuntime = connectedRuntime != nil
    connectedRuntime = runtime.link
    // Attached at creation; detached when an earlier runtime went.
    if dragGesture.element == nil {
      container.addGestureRecognizer(dragGesture)
      dragGesture.attachedByInteraction = true
    }
    runtime.record(self, on: element)
    let unconstrainedPositions =
      isLaterRuntime ? runtime.springSource(spring).toggled(with: translationStream) : positionStream
    let positions = constraints.map { $0(unconstrainedPositions) } ?? unconstrainedPositions
    // Set whether or not there are constraints: connected again to a new runtime, the tossable
    // may have other constraints, or none.
    nearestAllowed = positions.metadata.nearestAllowed ?? { $0 }
    spring.destination.write(nearestAllowed(destination.read()))
    // The element's position is what the constraints made of the spring's or the finger's; a
    // catch or a release carries on from the point they made it of, or the element would jump
    // (a rubber band applied twice).
    let unconstrained = positions.metadata.unconstrained
    dragStart.unconstrained = unconstrained ?? { $0 }
    spring.startsFrom = unconstrained
    // The release velocity must reach the spring before the toggle restarts it, so this
    // connection is made first and so observes the recognizer first.
    runtime.connect(initialVelocityStream, to: spring.initialVelocity)
    runtime.connect(activity.tap(positions), to: propertyOf(element).center)
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
