/// Seed 004's `Pinchable`: the pinch's scale is multiplied into the target's scale.
///
/// Each change multiplies by the ratio to the previous scale, so other interactions on the
/// same element compose; with anchor point adjustment (the default) it scales about the fingers.
public final class Pinchable: Gesturable<PinchGestureRecognizer> {
  /// The pinch recognizer (the plan's `gestureRecognizer`).
  public var pinchGestureRecognizer: PinchGestureRecognizer { gestureRecognizer }

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so pinching scales about the touches' centroid.
  public init(pinchGestureRecognizer: PinchGestureRecognizer? = nil) {
    super.init(
      gestureRecognizer: pinchGestureRecognizer ?? PinchGestureRecognizer(), wantsAnchorPointAdjustment: true)
  }

  override func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let recognizer = gestureRecognizer
    let scales = changes(
      on: target, rest: 1.0,
      read: { $0.scale.isFinite && $0.scale > 0 ? $0.scale : nil },
      apply: { [target = target.link] previous, current, _ in
        target.owner.map { $0.scale * (current / previous) }
      }
    )
    // The target's scale is its scale when the pinch began times the pinch's scale.
    ._withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer), target = target.link] in
        guard let recognizer = recognizer.recognizer, let target = target.owner, recognizer.state.isActive
        else {
          return nil
        }
        return target.scale / recognizer.scale * recognizer.velocity
      }))
    runtime.connect(activity.tap(scales), to: propertyOf(target).scale)
  }
}
