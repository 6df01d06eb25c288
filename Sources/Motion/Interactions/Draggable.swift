/// Seed 004's `Draggable`: the drag's translation deltas are added to the target's position.
///
/// Deltas (not a cached start plus the total translation) so that anchor point adjustments and
/// other interactions acting on the same position compose without jumps. Movement is measured
/// in scene space and converted into the parent's space, so the target stays under the finger
/// inside rotated and scaled parents.
public final class Draggable: Gesturable {
  /// The drag recognizer; made by the plan when none is given.
  public let panGestureRecognizer: DragGestureRecognizer
  /// False by default: dragging needs no anchor change.
  public var wantsAnchorPointAdjustment = false
  private let activity = ActivityTap()

  /// Creates the plan, with an existing recognizer or a new one.
  public init(panGestureRecognizer: DragGestureRecognizer? = nil) {
    self.panGestureRecognizer = panGestureRecognizer ?? DragGestureRecognizer()
  }

  public var typeName: String { "draggable" }
  public var state: MotionState { activity.state }

  /// Attaches the recognizer to `target` (unless it is attached elsewhere) and connects the
  /// position stream.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    let recognizer = panGestureRecognizer
    let positions = GestureChanges.stream(
      of: recognizer, on: target, adjustingAnchorPoint: wantsAnchorPointAdjustment, rest: Point.zero,
      read: { [weak target] recognizer in target?.scene.map { recognizer.translation(in: $0) } },
      apply: { [weak target] previous, current -> Point? in
        guard let target else { return nil }
        let delta = current - previous
        let localDelta = target.parent?.convertVector(delta, from: nil) ?? delta
        return localDelta.isFinite ? target.position + localDelta : nil
      })
    positions._velocity = { [weak recognizer, weak target] in
      guard let recognizer, let target, let parent = target.parent else { return nil }
      return recognizer.velocity(in: parent)
    }
    runtime.connect(activity.tap(positions), to: propertyOf(target).position)
  }
}
