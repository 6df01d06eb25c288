/// Seed 004's `Draggable`: the drag's translation deltas are added to the target's position.
///
/// Deltas (not a cached start plus the total translation) so that anchor point adjustments and
/// other interactions acting on the same position compose without jumps. Movement is measured
/// in scene space and converted into the parent's space, so the target stays under the finger
/// inside rotated and scaled parents. Added with constraints, the constraints act on the
/// position the finger alone would give (what they held back is remembered through the
/// gesture, so a rubber band stretches with the finger's whole travel); if they bound the
/// position at rest, the element springs back to the nearest allowed position on release, on a
/// spring with the default parameters (stiffness 342, damping 30, mass 1, threshold 1).
public final class Draggable: Gesturable<DragGestureRecognizer>, ConstrainableInteraction {
  /// The drag recognizer (the plan's `gestureRecognizer`).
  public var panGestureRecognizer: DragGestureRecognizer { gestureRecognizer }

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is off
  /// by default, as dragging needs none.
  public init(panGestureRecognizer: DragGestureRecognizer? = nil) {
    super.init(
      gestureRecognizer: panGestureRecognizer ?? DragGestureRecognizer(), wantsAnchorPointAdjustment: false)
  }

  /// `draggable`.
  public override var typeName: String { "draggable" }

  /// Attaches the recognizer and connects the position stream through `constraints`.
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    connect(to: target, runtime: runtime, constraints: constraints)
  }

  override func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let recognizer = gestureRecognizer
    // Only constraints hold a drag back from the finger; without them there is nothing to keep.
    let held = constraints == nil ? nil : HeldBack()
    let raw = changes(
      on: target, rest: Point.zero,
      read: { [target = target.link] recognizer in target.owner?.scene.map { recognizer.translation(in: $0) }
      },
      apply: { [target = target.link] previous, current, first -> Point? in
        guard let target = target.owner else { return nil }
        if first { held?.offset = .zero }
        let delta = current - previous
        let localDelta = target.parent?.convertVector(delta, from: nil) ?? delta
        guard localDelta.isFinite else { return nil }
        let position = target.position + (held?.offset ?? .zero) + localDelta
        held?.raw = position
        return position
      }
    )
    ._withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer), target = target.link] in
        guard let recognizer = recognizer.recognizer, let target = target.owner, let parent = target.parent
        else {
          return nil
        }
        return recognizer.velocity(in: parent)
      }))
    guard let constraints else {
      runtime.connect(activity.tap(raw), to: propertyOf(target).position)
      return
    }
    let constrained = constraints(raw)._nextOperator { position, next in
      if let held { held.offset = held.raw - position }
      next(position)
    }
    guard let nearestAllowed = constrained.metadata.nearestAllowed else {
      runtime.connect(activity.tap(constrained), to: propertyOf(target).position)
      return
    }
    // Spring back inside on release: when the drag comes to rest (after any anchor point reset
    // has moved the position), the destination becomes the nearest allowed position, and the
    // toggle starts the spring from where the element is.
    let position = propertyOf(target).position
    let back = Spring(to: ReactiveProperty(target.position), initialValue: position)
    back.enabled.write(false)
    let dragged = MotionObservable(metadata: constrained.metadata) { observer in
      let subscription = constrained.subscribe(
        next: observer.next,
        state: { state in
          if state == .atRest { back.destination.write(nearestAllowed(position.read())) }
          observer.state(state)
        })
      return { subscription.cancel() }
    }
    let positions = runtime.springSource(back).toggled(with: dragged)
    runtime.connect(activity.tap(positions), to: propertyOf(target).position)
  }
}

/// What a drag's constraints have held back so far in a gesture: the finger's own position
/// minus the one written, carried from one change to the next.
private final class HeldBack {
  var raw = Point.zero
  var offset = Point.zero
}
