/// Seed 004's `DirectlyManipulable`: `Draggable`, `Pinchable` and `Rotatable` on one target,
/// recognized together, so two fingers drag, scale and turn it at once.
///
/// With anchor point adjustment (the default) the points under the fingers stay under them.
public final class DirectlyManipulable: Gesturable {
  /// The drag recognizer; made by the plan when none is given.
  public let panGestureRecognizer: DragGestureRecognizer
  /// The pinch recognizer; made by the plan when none is given.
  public let pinchGestureRecognizer: PinchGestureRecognizer
  /// The rotation recognizer; made by the plan when none is given.
  public let rotationGestureRecognizer: RotationGestureRecognizer
  /// True by default; passed on to the three plans when added.
  public var wantsAnchorPointAdjustment = true
  private var plans: [any Gesturable] = []

  /// Creates the plan, with existing recognizers or new ones.
  public init(
    panGestureRecognizer: DragGestureRecognizer? = nil,
    pinchGestureRecognizer: PinchGestureRecognizer? = nil,
    rotationGestureRecognizer: RotationGestureRecognizer? = nil
  ) {
    self.panGestureRecognizer = panGestureRecognizer ?? DragGestureRecognizer()
    self.pinchGestureRecognizer = pinchGestureRecognizer ?? PinchGestureRecognizer()
    self.rotationGestureRecognizer = rotationGestureRecognizer ?? RotationGestureRecognizer()
  }

  public var typeName: String { "directlyManipulable" }
  public var state: MotionState {
    plans.contains { $0.state == .active } ? .active : .atRest
  }

  /// Adds the three plans to `target`, each sharing this plan's anchor point preference.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    let draggable = Draggable(panGestureRecognizer: panGestureRecognizer)
    let pinchable = Pinchable(pinchGestureRecognizer: pinchGestureRecognizer)
    let rotatable = Rotatable(rotationGestureRecognizer: rotationGestureRecognizer)
    plans = [draggable, pinchable, rotatable]
    for var plan in plans {
      plan.wantsAnchorPointAdjustment = wantsAnchorPointAdjustment
      plan.add(to: target, withRuntime: runtime)
    }
  }
}
