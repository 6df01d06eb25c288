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
    let recognizer = rotationGestureRecognizer
    if recognizer.element == nil { target.addGestureRecognizer(recognizer) }
    if wantsAnchorPointAdjustment { AnchorPointAdjustment.attach(recognizer, to: target) }
    var last = 0.0
    let rotations: MotionObservable<Double> = gestureSource(recognizer)._nextOperator {
      [weak target] recognizer, next in
      guard let target else { return }
      switch recognizer.state {
      case .began, .changed:
        if recognizer.state == .began { last = 0 }
        let rotation = recognizer.rotation
        guard rotation.isFinite else { return }
        let delta = rotation - last
        last = rotation
        next(target.rotation + delta)
      default:
        last = 0
      }
    }
    runtime.connect(activity.tap(rotations), to: propertyOf(target).rotation)
  }
}
