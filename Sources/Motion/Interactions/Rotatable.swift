/// Seed 004's `Rotatable`: the rotation gesture's turn is added to the target's rotation.
///
/// Each change adds the difference from the previous turn, so other interactions compose; with
/// anchor point adjustment (the default) it turns about the fingers.
public final class Rotatable: Gesturable {
  /// The rotation recognizer; made by the plan when none is given.
  public let rotationGestureRecognizer: RotationGestureRecognizer
  /// True by default: rotating turns about the touches' centroid.
  public var wantsAnchorPointAdjustment = true
  private let activity = ActivityTap()

  /// Creates the plan, with an existing recognizer or a new one.
  public init(rotationGestureRecognizer: RotationGestureRecognizer? = nil) {
    self.rotationGestureRecognizer = rotationGestureRecognizer ?? RotationGestureRecognizer()
  }

  public var typeName: String { "rotatable" }
  public var state: MotionState { activity.state }

  /// Attaches the recognizer to `target` (unless it is attached elsewhere) and connects the
  /// rotation stream.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    let rotations = GestureChanges.stream(
      of: rotationGestureRecognizer, on: target, adjustingAnchorPoint: wantsAnchorPointAdjustment,
      rest: 0.0,
      read: { $0.rotation.isFinite ? $0.rotation : nil },
      apply: { [weak target] previous, current in target.map { $0.rotation + (current - previous) } })
    runtime.connect(activity.tap(rotations), to: propertyOf(target).rotation)
  }
}
