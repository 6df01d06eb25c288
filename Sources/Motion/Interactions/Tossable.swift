/// The Tossable specification's `Tossable`: drag an element anywhere in its container and toss
/// it; on release it carries on with the finger's velocity and springs to a destination, or
/// glides to a stop (see <doc:TossingAnElement>).
///
/// Where touches land and the space a toss measures in are apart: the drag recognizer is
/// attached to `touchTarget`, the container unless another is given (the specification's
/// initializer keeps its meaning), and the translation, destinations and velocities are in the
/// container's space. Cards dealt in one container each take themselves as the touch target,
/// so a drag moves the card under the finger alone, and the finger's travel, measured in the
/// container's space, is the card's travel however the card is turned or scaled.
///
/// A drag recognizer on the touch target adds its translation to the element's position, toggled
/// with a spring that starts from the drag's velocity at `.ended` (zero at `.cancelled`), so a
/// touch catches the element in flight; the spring stays off until the first toss. Given several
/// destinations it springs to the one nearest the release's projection at `decelerationRate`,
/// as the constraints allow each (the first of those equally near). Given none, it glides with
/// `glide`, or springs to the nearest point inside when constraints bound the position and the
/// glide would end outside them; coordinates the constraints fix keep no velocity. Constraints
/// act on the position stream, the spring's flight included. Connected to a runtime other than
/// the one whose spring source it was made with, that runtime runs its spring.
public final class Tossable: ConstrainableInteraction {
  /// The spring that carries the element to `destination` after a toss.
  public let spring: Spring<Point>
  /// The tossed element.
  public let element: Element
  /// The element in whose space translation, destinations and velocities are: the tossed
  /// element's parent, or an element that moves with it, so travel there is the element's.
  public let container: Element
  /// Where touches land: the element the drag recognizer is attached to (the container unless
  /// the tossable was made with another).
  public let touchTarget: Element
  /// The destinations, in the container's space; empty for a tossable that glides.
  public var destinations: [ReactiveProperty<Point>] { destinationList.all }
  /// `destinations.count`, without making the array.
  package var destinationCount: Int { destinationList.count }
  let destinationList: TossDestinations
  /// Where the element is tossed to, in the container's space: the chosen destination (the
  /// first before any toss); for a tossable that glides, where its last release comes to rest.
  public var destination: ReactiveProperty<Point> { glider?.end ?? destinationList[chosenDestination ?? 0] }
  /// How a release is projected and a glide slows down; a change takes effect at the next
  /// release (a glide in flight slows down at the new rate at once).
  public var decelerationRate: ReactiveProperty<DecelerationRate> { decelerationRateValue.property() }
  var decelerationRateValue: DeferredProperty<DecelerationRate>
  /// The glide of a tossable without destinations, else nil.
  public var glide: Decay<Point>? { glider?.decay }
  let glider: TossGlide?
  /// Where the last release was projected to come to rest, in the container's space (before
  /// constraints); nil before the first release.
  public internal(set) var projectedPoint: Point?
  /// The index in `destinations` of the destination the last release chose; nil before the
  /// first release and for a tossable that glides.
  public internal(set) var chosenDestination: Int?
  /// For a tossable that glides: whether the last release glides (true) or springs back inside
  /// the constraints' bounds (false); nil before the first release and otherwise.
  public var lastReleaseGlides: Bool? { projectedPoint == nil ? nil : glider?.glides }
  /// The drag recognizer attached to `touchTarget`.
  public let dragGesture: DragGestureRecognizer
  /// The element's position before constraints: the spring's (or glide's) while at rest or
  /// tossed, the finger's while dragged, on the runtime of the spring source given at creation.
  public let positionStream: MotionObservable<Point>
  /// The drag's velocity in the container's space, once per release (zero when cancelled).
  public var initialVelocityStream: MotionObservable<Point> {
    dragStream.onRecognitionState(anyOf: Self.releaseStates).velocity(in: container)
  }
  private let dragStream: MotionObservable<DragGestureRecognizer>
  private static let releaseStates: [GestureRecognizerState] = [.ended, .cancelled]
  let activity = ActivityTap()
  /// Maps a destination to where the spring pulls: the identity until constraints say more.
  var nearestAllowed: (Point) -> Point = { $0 }
  /// The runtime it is connected to: connected once per runtime, and again once that one went.
  var connectedRuntime: OwnerLink<MotionRuntime>?
  /// Whether it watches its one destination (see `ReactiveProperty.watch(_:)`), else its ties to
  /// the destinations (see TossableFollowing.swift); both stop when the tossable goes.
  var watchesDestination = false
  var destinationSubscriptions = InlineList<Subscription>.empty
  let dragStart: UnconstrainedPosition
  let translationStream: MotionObservable<Point>
  let springSource: SpringSource<Point>
  /// Where the spring pulls: the chosen destination, as the constraints allow it.
  let springDestination: ReactiveProperty<Point>

  /// Creates a tossable for `element` springing to `destination`, with its drag gesture on
  /// `touchTarget` (the container by default: the Tossable specification's initializer) and its
  /// travel measured in `container`'s space.
  public convenience init(
    destination: ReactiveProperty<Point>, toss element: Element, container: Element,
    touchTarget: Element? = nil, springSource: SpringSource<Point>
  ) {
    self.init(
      destinations: [destination], toss: element, container: container, touchTarget: touchTarget,
      springSource: springSource)
  }

  /// Creates a tossable for `element` with its drag gesture on `touchTarget` (the container by
  /// default) and its travel measured in `container`'s space: on release it springs to the one
  /// of `destinations` nearest the release's projection, or glides to a stop at
  /// `decelerationRate` when `destinations` is empty.
  public init(
    destinations: [ReactiveProperty<Point>], toss element: Element, container: Element,
    touchTarget: Element? = nil, springSource: SpringSource<Point>,
    decelerationRate: DecelerationRate = .normal
  ) {
    destinationList = TossDestinations(destinations)
    self.element = element
    self.container = container
    self.touchTarget = touchTarget ?? container
    self.springSource = springSource
    decelerationRateValue = DeferredProperty(decelerationRate)
    dragGesture = DragGestureRecognizer()
    // Recognized on touch-down, so a finger that merely lands on the flying element catches it.
    dragGesture.recognitionDistance = 0
    self.touchTarget.addGestureRecognizer(dragGesture)
    dragGesture.attachedByInteraction = true
    dragStream = gestureSource(dragGesture)
    let position = propertyOf(element).center
    dragStart = UnconstrainedPosition(of: position)
    translationStream = dragStream.translation(addedTo: dragStart, in: container)
    springDestination = ReactiveProperty(destinations.first?.read() ?? position.read())
    spring = Spring(to: springDestination, initialValue: position, threshold: 1)
    spring.enabled.write(false)
    glider = destinations.isEmpty ? TossGlide(of: position, rate: decelerationRate) : nil
    positionStream = Self.positions(of: spring, glider, following: translationStream, on: springSource)
    follow(destinations)
  }

  deinit {
    if watchesDestination { destinationList[0].unwatch() }
    for subscription in destinationSubscriptions { subscription.cancel() }
  }

  /// `active` while the element is dragged or flies.
  public var state: MotionState { activity.state }
  /// Connects the streams to `runtime` (the seed's `connect(with:)`).
  public func connect(with runtime: MotionRuntime) { connect(with: runtime, constraints: nil) }
  /// Connects the tossable; the target is the tossed element given at creation.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    connect(with: runtime, constraints: nil)
  }

  /// Connects the tossable with `constraints` applied to its position stream (see `add(to:withRuntime:)`).
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    connect(with: runtime, constraints: constraints)
  }
}
