/// How a `SetPositionOnTap` gets its tap recognizer (material-motion-swift's
/// `SetPositionOnTapConfiguration`).
public enum SetPositionOnTapConfiguration {
  /// A new single-tap recognizer on the runtime's scene: a tap anywhere not claimed by an element
  /// with recognizers of its own.
  case registerNewRecognizerToScene
  /// A new single-tap recognizer on the element: taps on it (and on its children that have no
  /// recognizers).
  case registerNewRecognizer(to: Element)
  /// The recognizer given, wherever it is attached (a double tap, say); attached to the scene
  /// when it is attached nowhere.
  case withExistingRecognizer(TapGestureRecognizer)
}

/// Moves its target to where it is tapped (material-motion-swift's `SetPositionOnTap`).
///
/// Each time its tap recognizer is recognized (`ended`), the tap's location is written to the
/// target's position, converted into the target's parent's space, so the target's anchor point
/// lands under the finger. Added with constraints, the location goes through them first (a
/// marker held to a track). `positions` is the stream of tap locations in `coordinateSpace`, for
/// driving something else, such as a spring's destination (`runtime.connect(tap.positions, to:
/// spring.destination)`). A tap is instantaneous: the plan is never active, unless it moves the
/// target with a spring (`movesWithSpring`): then each tap sets the spring's destination and
/// starts a flight there from where the target is, at the speed it has, and the plan is active
/// while the spring moves.
public final class SetPositionOnTap: ConstrainableInteraction {
  /// How the plan gets its recognizer.
  public let configuration: SetPositionOnTapConfiguration
  /// The space `positions` are in; nil (the default) for scene space.
  public let coordinateSpace: Element?
  /// The recognizer: the one given, or one the plan made, which it attaches when added.
  public let tapGestureRecognizer: TapGestureRecognizer
  /// True when the target springs to each tap rather than jumping there.
  public let movesWithSpring: Bool
  /// The spring that carries the target to each tap, made when a plan created with
  /// `movesWithSpring` is added (342 stiffness, 30 damping, mass 1, as any spring starts; set
  /// its parameters after adding the plan); nil otherwise.
  public private(set) var spring: Spring<Point>?

  /// Creates the plan; the recognizer is made (or taken) as `configuration` says. With
  /// `movesWithSpring` the target springs to each tap (see `spring`).
  public init(
    _ configuration: SetPositionOnTapConfiguration = .registerNewRecognizerToScene,
    coordinateSpace: Element? = nil, movesWithSpring: Bool = false
  ) {
    self.configuration = configuration
    self.coordinateSpace = coordinateSpace
    self.movesWithSpring = movesWithSpring
    if case .withExistingRecognizer(let recognizer) = configuration {
      tapGestureRecognizer = recognizer
    } else {
      tapGestureRecognizer = TapGestureRecognizer()
    }
  }

  /// The location of each recognized tap, in `coordinateSpace` (scene space when nil).
  public var positions: MotionObservable<Point> {
    let space = coordinateSpace.map(\.link)
    return gestureSource(tapGestureRecognizer).onRecognitionState(.ended).nextOperator { recognizer, next in
      if let space {
        guard let element = space.owner else { return }
        next(recognizer.location(in: element))
      } else {
        next(recognizer.sceneCentroid)
      }
    }
  }

  /// Attaches the recognizer and moves `target` to each tap.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    // Without constraints, the taps go through the one that changes nothing.
    add(to: target, withRuntime: runtime) { $0 }
  }

  /// Attaches the recognizer and moves `target` to each tap, through `constraints`.
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    let recognizer = tapGestureRecognizer
    if recognizer.element == nil {
      switch configuration {
      case .registerNewRecognizer(to: let element): element.addGestureRecognizer(recognizer)
      case .registerNewRecognizerToScene, .withExistingRecognizer:
        runtime.scene.addGestureRecognizer(recognizer)
      }
      recognizer.attachedByInteraction = true
    }
    let parent = target.link
    let locations = gestureSource(recognizer).onRecognitionState(.ended).nextOperator {
      (recognizer: TapGestureRecognizer, next: (Point) -> Void) in
      guard let target = parent.owner else { return }
      next(target.parent.map { recognizer.location(in: $0) } ?? recognizer.sceneCentroid)
    }
    let taps = constraints(locations)
    guard movesWithSpring else {
      runtime.connect(taps, to: propertyOf(target).position)
      return
    }
    let position = propertyOf(target).position
    let spring = Spring(to: ReactiveProperty(target.position), initialValue: position)
    spring.enabled.write(false)
    self.spring = spring
    runtime.connect(runtime.springSource(spring), to: position)
    // Each tap starts a flight from where the target is, with the velocity it has (a tap during
    // a flight carries it on towards the new place, continuously).
    let flights = taps.nextOperator { [weak runtime] (location: Point, next: (Point) -> Void) in
      guard let target = parent.owner else { return }
      spring.initialVelocity.write(runtime?.velocity(of: target) ?? .zero)
      spring.enabled.write(false)
      next(location)
      spring.enabled.write(true)
    }
    runtime.connect(flights, to: spring.destination)
  }
}

extension SetPositionOnTap: RecognizerOwning {
  var ownRecognizers: [GestureRecognizer] { [tapGestureRecognizer] }
}
