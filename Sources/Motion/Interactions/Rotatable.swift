/// The Direct manipulation specification's `Rotatable`: the rotation gesture's turn is added to the target's
/// rotation.
///
/// Each change adds the difference from the previous turn, so other interactions compose; with
/// anchor point adjustment (the default) it turns about the fingers.
///
/// Added with constraints (`MotionRuntime.add(_:to:constraints:)`), the constraints act on the
/// angle, in radians, the fingers alone turn the target to, which the plan keeps through the
/// gesture apart from the constrained angle it writes (so other interactions' changes to the
/// rotation during a turn are not composed). When they bound the angle at rest
/// (`StreamMetadata.nearestAllowed`, as `snapped(toMultiplesOf:)` and
/// `rubberBanded(within:maxLength:)` give), a release projects the rotation with the angular
/// velocity at `decelerationRate` (where a glide of the angle would come to rest; see
/// `DecelerationRate.projection(of:velocity:)`) and a spring (`spring`, made when the plan is
/// added) turns the target to the allowed angle nearest that projection, carrying the angular
/// velocity (the gesture's, through the constraints), about the anchor point the gesture left
/// (the element's middle, with anchor point adjustment). So a flicked dial held to a range
/// carries on as far as it would glide and stops at the range's end.
///
/// `snapAngle` is the same mechanism spelt as an option: it adds
/// `snapped(toMultiplesOf: snapAngle)` before any constraints the plan is added with; a
/// projection exactly halfway between two multiples goes to the one farther from zero. The
/// snap angle is read when the plan is added (changing it after is a precondition failure, as is
/// an angle that is not a finite number above 0), the rate at each release.
///
/// An angle is projected with an angular rate of its own, `DecelerationRate.angular`, not the
/// rate of a glide of points: a quick twist of a wrist turns far faster, in radians, than a
/// flick moves a point, and should carry on a little, not whole turns.
public final class Rotatable: Gesturable<RotationGestureRecognizer>, ConstrainableInteraction {
  /// The rotation recognizer (the plan's `gestureRecognizer`).
  public var rotationGestureRecognizer: RotationGestureRecognizer { gestureRecognizer }
  /// The angle, in radians, whose multiples the rotation settles on; nil for none (the default).
  ///
  /// - Precondition: a finite number above 0; set before the plan is added.
  public var snapAngle: Double? {
    didSet {
      Self.check(snapAngle: snapAngle)
      requireNotWired("snapAngle")
    }
  }
  /// How a release is projected to choose the angle it settles on (default `.angular`); read at
  /// each release.
  public var decelerationRate: DecelerationRate = .angular
  /// The spring that turns the target to the angle chosen on release: made when the plan is
  /// added with constraints (or a snap angle) that bound the angle at rest (stiffness 342,
  /// damping 30, mass 1, threshold 0.001), else nil.
  public private(set) var spring: Spring<Double>?
  /// The angle the last release chose, nil before any (or without a rest constraint).
  public private(set) var chosenAngle: Double?
  /// The projection of the last release, nil before any (or without a rest constraint).
  public private(set) var projectedAngle: Double?
  fileprivate let published = PublishedValues<Double>()

  /// The angles, in radians, the plan writes to its target's rotation, once added: the
  /// fingers' angle through the constraints while the gesture is in progress, then the
  /// settling spring's. `active` when the gesture begins (or the spring starts), `atRest` when
  /// both have stopped (or the plan is removed from its runtime); a subscriber hears what comes
  /// after it subscribes (first `active`, if the plan is turning the target then). Its velocity
  /// is the angle's rate of change in radians per second, nil at rest. Subscribing moves
  /// nothing; any number of observers may subscribe, before or after the plan is added;
  /// cancelling unregisters.
  public var rotationStream: MotionObservable<Double> { published.stream }

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so rotating turns about the touches' centroid. A recognizer the plan attaches
  /// goes on `touchTarget` (the target by default).
  ///
  /// - Precondition: `snapAngle`, when given, is a finite number above 0.
  public init(
    rotationGestureRecognizer: RotationGestureRecognizer? = nil, snapAngle: Double? = nil,
    decelerationRate: DecelerationRate = .angular, touchTarget: Element? = nil
  ) {
    Self.check(snapAngle: snapAngle)
    self.snapAngle = snapAngle
    self.decelerationRate = decelerationRate
    super.init(
      gestureRecognizer: rotationGestureRecognizer ?? RotationGestureRecognizer(),
      wantsAnchorPointAdjustment: true, touchTarget: touchTarget)
  }

  /// Stops the program on a snap angle nothing could snap to.
  static func check(snapAngle: Double?) {
    guard let angle = snapAngle else { return }
    precondition(
      angle.isFinite && angle > 0, "snapAngle must be a finite number of radians above 0, got \(angle)")
  }

  override func didRemove() {
    super.didRemove()
    published.end()
  }

  /// Attaches the recognizer and connects the angle stream through `constraints` (after those
  /// of `snapAngle`).
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping Constraints<Double>
  ) {
    connect(to: target, runtime: runtime, constraints: constraints)
  }

  override func connect(to target: Element, runtime: MotionRuntime) {
    connect(to: target, runtime: runtime, constraints: nil)
  }

  func connect(to target: Element, runtime: MotionRuntime, constraints: Constraints<Double>?) {
    let recognizer = gestureRecognizer
    let own = snapAngle.map { angle in
      { (angles: MotionObservable<Double>) in angles.snapped(toMultiplesOf: angle) }
    }
    let allConstraints = chained(own, constraints)
    // Only constraints hold the angle back from the fingers; without them there is nothing to keep.
    let fingers = allConstraints == nil ? nil : FingerValue()
    let rotations = changes(
      on: target, rest: 0.0,
      read: { $0.rotation.isFinite ? $0.rotation : nil },
      apply: { [target = target.link] previous, current, first -> Double? in
        guard let target = target.owner else { return nil }
        guard let fingers else { return target.rotation + (current - previous) }
        if first { fingers.start(at: target.rotation) }
        fingers.value += current - previous
        return fingers.value
      }
    )
    // Read at the release too (`ended`), for the projection.
    .withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer)] in
        guard let recognizer = recognizer.recognizer, recognizer.state.isActive || recognizer.state == .ended
        else { return nil }
        return recognizer.velocity
      }))
    let rotation = propertyOf(target).rotation
    spring = connectConstrained(
      rotations, constraints: allConstraints, fingers: fingers, to: rotation, runtime: runtime,
      connected: { [activity, published] in activity.tap(published.publishing($0)) }
    ) { [weak self] nearestAllowed, velocity in
      let released = recognizer.state == .ended ? velocity ?? 0 : 0
      let angle = rotation.read()
      let projected = (self?.decelerationRate ?? .angular).projection(of: angle, velocity: released)
      let chosen = nearestAllowed(projected)
      self?.projectedAngle = projected
      self?.chosenAngle = chosen
      return (chosen.isFinite ? chosen : angle, released)
    }
  }
}
