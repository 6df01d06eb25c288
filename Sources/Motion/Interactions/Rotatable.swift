/// The Direct manipulation specification's `Rotatable`: the rotation gesture's turn is added to the target's
/// rotation.
///
/// Each change adds the difference from the previous turn, so other interactions compose; with
/// anchor point adjustment (the default) it turns about the fingers.
///
/// With a `snapAngle` (radians, above 0), a release projects the rotation with the gesture's
/// angular velocity at `decelerationRate` (where a glide of the angle would come to rest; see
/// `DecelerationRate.projection(of:velocity:)`) and a spring (`spring`, made when the plan is
/// added) turns the target to the multiple of `snapAngle` nearest that projection, carrying the
/// angular velocity, about the anchor point the gesture left (the element's middle, with anchor
/// point adjustment). A projection exactly halfway between two multiples goes to the one
/// farther from zero. The snap angle is read when the plan is added, the rate at each release.
public final class Rotatable: Gesturable<RotationGestureRecognizer> {
  /// The rotation recognizer (the plan's `gestureRecognizer`).
  public var rotationGestureRecognizer: RotationGestureRecognizer { gestureRecognizer }
  /// The angle, in radians, whose multiples the rotation settles on; nil for none (the default).
  public var snapAngle: Double?
  /// How a release is projected to choose the angle it snaps to (default `.normal`); read at
  /// each release.
  public var decelerationRate: DecelerationRate = .normal
  /// The spring that turns the target to its snap angle on release: made when the plan is
  /// added with a snap angle (stiffness 342, damping 30, mass 1, threshold 0.001), else nil.
  public private(set) var spring: Spring<Double>?
  /// The angle the last release chose, nil before any (or without a snap angle).
  public private(set) var chosenAngle: Double?
  /// The projection of the last release, nil before any (or without a snap angle).
  public private(set) var projectedAngle: Double?

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so rotating turns about the touches' centroid.
  public init(rotationGestureRecognizer: RotationGestureRecognizer? = nil, snapAngle: Double? = nil) {
    self.snapAngle = snapAngle
    super.init(
      gestureRecognizer: rotationGestureRecognizer ?? RotationGestureRecognizer(),
      wantsAnchorPointAdjustment: true)
  }

  override func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let recognizer = gestureRecognizer
    let rotations = changes(
      on: target, rest: 0.0,
      read: { $0.rotation.isFinite ? $0.rotation : nil },
      apply: { [target = target.link] previous, current, _ in
        target.owner.map { $0.rotation + (current - previous) }
      }
    )
    ._withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer)] in
        guard let recognizer = recognizer.recognizer, recognizer.state.isActive else { return nil }
        return recognizer.velocity
      }))
    guard let snapAngle, snapAngle > 0, snapAngle.isFinite else {
      runtime.connect(activity.tap(rotations), to: propertyOf(target).rotation)
      return
    }
    let rotation = propertyOf(target).rotation
    let spring = Spring(to: ReactiveProperty(rotation.read()), initialValue: rotation)
    self.spring = spring
    let settled = settling(rotations, with: spring, runtime: runtime) { [weak self] in
      let velocity = recognizer.state == .ended ? recognizer.velocity : 0
      let angle = rotation.read()
      let projected = (self?.decelerationRate ?? .normal).projection(of: angle, velocity: velocity)
      let chosen = (projected / snapAngle).rounded(.toNearestOrAwayFromZero) * snapAngle
      self?.projectedAngle = projected
      self?.chosenAngle = chosen
      return (chosen.isFinite ? chosen : angle, velocity)
    }
    runtime.connect(activity.tap(settled), to: rotation)
  }
}
