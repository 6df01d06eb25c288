/// Seed 004's `Pinchable`: the pinch's scale is multiplied into the target's scale.
///
/// Each change multiplies by the ratio to the previous scale, so other interactions on the
/// same element compose; with anchor point adjustment (the default) it scales about the fingers.
public final class Pinchable: Gesturable {
  /// The pinch recognizer; made by the plan when none is given.
  public let pinchGestureRecognizer: PinchGestureRecognizer
  /// True by default: pinching scales about the touches' centroid.
  public var wantsAnchorPointAdjustment = true
  private let activity = ActivityTap()

  /// Creates the plan, with an existing recognizer or a new one.
  public init(pinchGestureRecognizer: PinchGestureRecognizer? = nil) {
    self.pinchGestureRecognizer = pinchGestureRecognizer ?? PinchGestureRecognizer()
  }

  public var typeName: String { "pinchable" }
  public var state: MotionState { activity.state }

  /// Attaches the recognizer to `target` (unless it is attached elsewhere) and connects the
  /// scale stream.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    let scales = GestureChanges.stream(
      of: pinchGestureRecognizer, on: target, adjustingAnchorPoint: wantsAnchorPointAdjustment, rest: 1.0,
      read: { $0.scale.isFinite && $0.scale > 0 ? $0.scale : nil },
      apply: { [weak target] previous, current in target.map { $0.scale * (current / previous) } })
    runtime.connect(activity.tap(scales), to: propertyOf(target).scale)
  }
}
