/// Seed 004's `Rotatable`: the rotation gesture's turn is added to the target's rotation.
///
/// Each change adds the difference from the previous turn, so other interactions compose; with
/// anchor point adjustment (the default) it turns about the fingers.
public final class Rotatable: Gesturable<RotationGestureRecognizer> {
  /// The rotation recognizer (the plan's `gestureRecognizer`).
  public var rotationGestureRecognizer: RotationGestureRecognizer { gestureRecognizer }

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so rotating turns about the touches' centroid.
  public init(rotationGestureRecognizer: RotationGestureRecognizer? = nil) {
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
    runtime.connect(activity.tap(rotations), to: propertyOf(target).rotation)
  }
}
