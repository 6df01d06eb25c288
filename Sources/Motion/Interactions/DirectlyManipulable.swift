/// The Direct manipulation specification's `DirectlyManipulable`: `Draggable`, `Pinchable` and `Rotatable` on
/// one target,
/// recognized together, so two fingers drag, scale and turn it at once.
///
/// With anchor point adjustment (the default) the points under the fingers stay under them.
///
/// Its options are given to `init` (or set before the plan is added): the ones read when it is
/// added (`scaleBounds`, `scaleRubberBand`, `snapAngle`, the constraints, the anchor point
/// preference) may not change after, a precondition failure with a message, and are checked as
/// `Pinchable`'s and `Rotatable`'s are; `decelerationRate` takes effect at the next release.
public final class DirectlyManipulable: AnchorPointAdjustable, ConstrainableInteraction {
  /// The drag recognizer; made by the plan when none is given.
  public let panGestureRecognizer: DragGestureRecognizer
  /// The pinch recognizer; made by the plan when none is given.
  public let pinchGestureRecognizer: PinchGestureRecognizer
  /// The rotation recognizer; made by the plan when none is given.
  public let rotationGestureRecognizer: RotationGestureRecognizer
  /// True by default; passed on to the three plans when added.
  public var wantsAnchorPointAdjustment = true { didSet { requireNotAdded("wantsAnchorPointAdjustment") } }
  /// The range the scale settles in (see `Pinchable.scaleBounds`); nil for none.
  public var scaleBounds: ClosedRange<Double>? {
    didSet {
      Pinchable.check(scaleBounds: scaleBounds)
      requireNotAdded("scaleBounds")
    }
  }
  /// How far past `scaleBounds` a pinch may stretch the scale (see `Pinchable.scaleRubberBand`).
  public var scaleRubberBand: Double = 0.25 {
    didSet {
      Pinchable.check(scaleRubberBand: scaleRubberBand)
      requireNotAdded("scaleRubberBand")
    }
  }
  /// The angle whose multiples the rotation snaps to on release (see `Rotatable.snapAngle`).
  public var snapAngle: Double? {
    didSet {
      Rotatable.check(snapAngle: snapAngle)
      requireNotAdded("snapAngle")
    }
  }
  /// How a release's angle is projected (see `Rotatable.decelerationRate`; default `.angular`);
  /// a change takes effect at the next release.
  public var decelerationRate: DecelerationRate = .angular {
    didSet { rotatable?.decelerationRate = decelerationRate }
  }
  /// Constraints on the scale, as `Pinchable` is added with (after `scaleBounds`'); nil for
  /// none. Read when the plan is added; the position's are the ones it is added with.
  public var scaleConstraints: Constraints<Double>? { didSet { requireNotAdded("scaleConstraints") } }
  /// Constraints on the angle, as `Rotatable` is added with (after `snapAngle`'s); nil for
  /// none. Read when the plan is added.
  public var rotationConstraints: Constraints<Double>? { didSet { requireNotAdded("rotationConstraints") } }
  /// Where touches land: the element the plan attaches the recognizers it made to; nil (the
  /// default) for the target.
  public let touchTarget: Element?
  private var plans: [any AnchorPointAdjustable] = []
  /// The pinch plan, once added (its `spring` settles the scale inside `scaleBounds`).
  public var pinchable: Pinchable? { plans.lazy.compactMap { $0 as? Pinchable }.first }
  /// The rotation plan, once added (its `spring` snaps the rotation to `snapAngle`).
  public var rotatable: Rotatable? { plans.lazy.compactMap { $0 as? Rotatable }.first }

  /// Creates the plan, with existing recognizers or new ones.
  ///
  /// The recognizers it makes recognize at distance 0. Ones you give keep their own distance:
  /// the element then lags the fingers until each gesture has begun, and a drag that never
  /// reaches its distance never applies its travel; give them `recognitionDistance = 0` to keep
  /// every point under its finger throughout.
  ///
  /// The options are those of the properties of the same names.
  ///
  /// - Precondition: `scaleBounds` lies above 0 with finite bounds, `scaleRubberBand` is finite
  ///   and at least 0, `snapAngle` is a finite number above 0.
  public init(
    panGestureRecognizer: DragGestureRecognizer? = nil,
    pinchGestureRecognizer: PinchGestureRecognizer? = nil,
    rotationGestureRecognizer: RotationGestureRecognizer? = nil,
    scaleBounds: ClosedRange<Double>? = nil, scaleRubberBand: Double = 0.25, snapAngle: Double? = nil,
    decelerationRate: DecelerationRate = .angular, scaleConstraints: Constraints<Double>? = nil,
    rotationConstraints: Constraints<Double>? = nil, touchTarget: Element? = nil
  ) {
    self.panGestureRecognizer = panGestureRecognizer ?? Self.immediate(DragGestureRecognizer())
    self.pinchGestureRecognizer = pinchGestureRecognizer ?? Self.immediate(PinchGestureRecognizer())
    self.rotationGestureRecognizer =
      rotationGestureRecognizer ?? Self.immediate(RotationGestureRecognizer())
    Pinchable.check(scaleBounds: scaleBounds)
    Rotatable.check(snapAngle: snapAngle)
    Pinchable.check(scaleRubberBand: scaleRubberBand)
    self.scaleBounds = scaleBounds
    self.scaleRubberBand = scaleRubberBand
    self.snapAngle = snapAngle
    self.decelerationRate = decelerationRate
    self.scaleConstraints = scaleConstraints
    self.rotationConstraints = rotationConstraints
    self.touchTarget = touchTarget
  }

  /// Stops the program when an option read at `add` is changed after it (it would be ignored).
  private func requireNotAdded(_ option: String) {
    precondition(
      plans.isEmpty,
      "DirectlyManipulable.\(option) is read when the plan is added: pass it to init or set it before "
        + "runtime.add (or remove the plan, change it and add it again)")
  }

  /// The recognizers this plan makes recognize at once (distance 0): with any slop the sticker
  /// would lag the fingers by up to the recognition distance until each gesture began, and the
  /// promise is that the points under the fingers stay under them from the first movement.
  private static func immediate<R: GestureRecognizer>(_ recognizer: R) -> R {
    recognizer.recognitionDistance = 0
    return recognizer
  }

  /// The drag's spring back inside its constraints (see `Draggable.springBack`), once added
  /// with constraints that bound the position at rest; nil otherwise.
  public var springBack: Spring<Point>? {
    plans.lazy.compactMap { ($0 as? Draggable)?.springBack }.first
  }

  /// `active` while any of the three gestures is in progress or its motion moves.
  public var state: MotionState {
    plans.contains { $0.state == .active } ? .active : .atRest
  }

  /// Adds the three plans to `target`, each sharing this plan's anchor point preference.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    connect(to: target, runtime: runtime, constraints: nil)
  }

  /// Adds the three plans to `target`, with `constraints` on the drag's position stream.
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints
  ) {
    connect(to: target, runtime: runtime, constraints: constraints)
  }

  private func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let draggable = Draggable(panGestureRecognizer: panGestureRecognizer, touchTarget: touchTarget)
    let pinchable = Pinchable(
      pinchGestureRecognizer: pinchGestureRecognizer, scaleBounds: scaleBounds, touchTarget: touchTarget)
    pinchable.scaleRubberBand = scaleRubberBand
    let rotatable = Rotatable(
      rotationGestureRecognizer: rotationGestureRecognizer, snapAngle: snapAngle,
      decelerationRate: decelerationRate, touchTarget: touchTarget)
    plans = [draggable, pinchable, rotatable]
    draggable.wantsAnchorPointAdjustment = wantsAnchorPointAdjustment
    pinchable.wantsAnchorPointAdjustment = wantsAnchorPointAdjustment
    rotatable.wantsAnchorPointAdjustment = wantsAnchorPointAdjustment
    draggable.connect(to: target, runtime: runtime, constraints: constraints)
    pinchable.connect(to: target, runtime: runtime, constraints: scaleConstraints)
    rotatable.connect(to: target, runtime: runtime, constraints: rotationConstraints)
  }
}

extension DirectlyManipulable: RuntimeBound {
  func runtimeDidRemove(_ runtime: MotionRuntime) {
    for case let plan as RuntimeBound in plans { plan.runtimeDidRemove(runtime) }
    // Removed, its options may change before it is added again (which makes new plans).
    plans = []
  }
}
