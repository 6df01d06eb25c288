/// The Direct manipulation specification's `Draggable`: the drag's translation deltas are added to the
/// target's position.
///
/// Deltas (not a cached start plus the total translation) so that anchor point adjustments and
/// other interactions acting on the same position compose without jumps. Movement is measured
/// in scene space and converted into the parent's space, so the target stays under the finger
/// inside rotated and scaled parents. Added with constraints, the constraints act on the
/// position the finger alone would give (what they held back is remembered through the
/// gesture, so a rubber band stretches with the finger's whole travel); if they bound the
/// position at rest, the element springs back to the nearest allowed position on release, on a
/// spring with the default parameters (stiffness 342, damping 30, mass 1, threshold 1). A
/// gesture that starts on an element the constraints hold stretched starts from the finger
/// position that stretches it so (`StreamMetadata.unconstrained`), so nothing jumps. With anchor
/// point adjustment the constraints act on where the element's middle is, not its anchor point.
public final class Draggable: Gesturable<DragGestureRecognizer>, ConstrainableInteraction {
  /// The drag recognizer (the plan's `gestureRecognizer`).
  public var panGestureRecognizer: DragGestureRecognizer { gestureRecognizer }

  /// The spring that brings the element back to the nearest allowed position on release, once
  /// the plan is added with constraints that bound the position at rest (a rubber band); nil
  /// before, or when nothing bounds it. Its parameters may be changed at any time, in flight
  /// too, as any spring's.
  public private(set) var springBack: Spring<Point>?

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is off
  /// by default, as dragging needs none. A recognizer the plan attaches goes on `touchTarget`
  /// (the target by default): touches land there, and the target moves with them.
  public init(panGestureRecognizer: DragGestureRecognizer? = nil, touchTarget: Element? = nil) {
    super.init(
      gestureRecognizer: panGestureRecognizer ?? DragGestureRecognizer(), wantsAnchorPointAdjustment: false,
      touchTarget: touchTarget)
  }

  /// Attaches the recognizer and connects the position stream through `constraints`.
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    connect(to: target, runtime: runtime, constraints: constraints)
  }

  override func connect(to target: Element, runtime: MotionRuntime) {
    connect(to: target, runtime: runtime, constraints: nil)
  }

  func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let recognizer = gestureRecognizer
    // Only constraints hold a drag back from the finger; without them there is nothing to keep.
    // With anchor point adjustment they act on the element's middle as the fingers' travel alone
    // carries it (see `MiddlePath`).
    let middle = constraints != nil && wantsAnchorPointAdjustment ? MiddlePath() : nil
    let held = constraints == nil || middle != nil ? nil : HeldBack()
    let raw = changes(
      on: target, rest: Point.zero,
      read: { [target = target.link] recognizer in target.owner?.scene.map { recognizer.translation(in: $0) }
      },
      apply: { [target = target.link] previous, current, first -> Point? in
        guard let target = target.owner else { return nil }
        if first {
          held?.start(at: target.position)
          middle?.start(at: target.position - Self.middleOffset(of: target))
        }
        let delta = current - previous
        let localDelta = target.parent?.convertVector(delta, from: nil) ?? delta
        guard localDelta.isFinite else { return nil }
        let position = target.position + (held?.offset ?? .zero) + localDelta
        held?.raw = position
        middle?.move(by: localDelta, to: position)
        return position
      }
    )
    .withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer), target = target.link] in
        guard let recognizer = recognizer.recognizer, let parent = target.owner?.parent else { return nil }
        return recognizer.velocity(in: parent)
      }))
    guard let constraints else {
      runtime.connect(activity.tap(raw), to: propertyOf(target).position)
      return
    }
    // With anchor point adjustment the position is the point under the fingers during a
    // gesture; the constraints act on where the element's middle is (where the anchor returns
    // at rest), so a touch off the middle moves nothing and an axis stays where the scene put it.
    let bounded = middle.map { Self.onMiddle(of: target, path: $0, constraints)(raw) } ?? constraints(raw)
    held?.unconstrained = bounded.metadata.unconstrained
    let constrained = bounded.nextOperator { position, next in
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
    springBack = back
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
    let hold = SpringBackHold(spring: back, position: position, nearestAllowed: nearestAllowed)
    recognizer.observe { [activity] recognizer in
      hold.recognizerChanged(recognizer, springIsMoving: activity.state == .active)
    }
  }

  /// How far `target`'s anchor point lies from its middle, in its parent's space (zero at rest,
  /// when the anchor is in the middle).
  private static func middleOffset(of target: Element) -> Point {
    let shift = ChangeAnchorPoint.shift(of: target, from: Point(x: 0.5, y: 0.5), to: target.anchorPoint)
    return shift.isFinite ? shift : .zero
  }

  /// `constraints` acting on `path`, the element's middle as the fingers' travel alone carries
  /// it, rather than on its anchor point; what they hold back of the path is held back of the
  /// position. A pinch or turn about an anchor off the middle moves the middle too; the
  /// constraints leave that to the fingers (a still pinch does not drift) and bring the middle
  /// back to the nearest allowed place on release, when the anchor is in the middle again.
  private static func onMiddle(
    of target: Element, path: MiddlePath, _ constraints: @escaping PositionConstraints
  ) -> PositionConstraints {
    let offset = { [target = target.link] () -> Point in target.owner.map(middleOffset(of:)) ?? .zero }
    let shifted = { (map: @escaping (Point) -> Point) in
      { (point: Point) in map(point - offset()) + offset() }
    }
    return { positions in
      let bound = constraints(positions.nextOperator { _, next in next(path.unconstrainedMiddle) })
      let metadata = bound.metadata
      path.unconstrained = metadata.unconstrained
      return bound.nextOperator { middle, next in
        if let position = path.position(holdingMiddleAt: middle) { next(position) }
      }
      .withMetadata(
        StreamMetadata(
          velocity: metadata.velocity, enabled: metadata.enabled,
          nearestAllowed: metadata.nearestAllowed.map(shifted),
          unconstrained: metadata.unconstrained.map(shifted)))
    }
  }
}
