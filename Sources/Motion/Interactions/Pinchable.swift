/// The Direct manipulation specification's `Pinchable`: the pinch's scale is multiplied into the target's
/// scale.
///
/// Each change multiplies by the ratio to the previous scale, so other interactions on the
/// same element compose; with anchor point adjustment (the default) it scales about the fingers.
///
/// Added with constraints (`MotionRuntime.add(_:to:constraints:)`, as Material Motion's
/// `Scalable` took them), the constraints act on the scale the fingers alone ask for, which the
/// plan keeps through the gesture apart from the constrained scale it writes (so other
/// interactions' changes to the scale during a pinch are not composed). When they bound the
/// scale at rest (`StreamMetadata.nearestAllowed`, as `rubberBanded(within:maxLength:)` gives),
/// a release springs the scale (on `spring`, made when the plan is added) to the nearest
/// allowed scale, carrying the scale's release velocity (the pinch's, through the
/// constraints), about the anchor point the gesture left (the element's middle, with anchor
/// point adjustment). Released where the constraints allow, the scale stays where it is.
///
/// `scaleBounds` is the same mechanism spelt as an option: it adds
/// `rubberBanded(within: scaleBounds, maxLength: scaleRubberBand)` before any constraints the
/// plan is added with. Options are read when the plan is added: changing one after is a
/// precondition failure (it would be ignored), as is a bound that is not a finite number above 0
/// (a scale of 0 or less leaves the element too small to touch again) or a negative band.
public final class Pinchable: Gesturable<PinchGestureRecognizer>, ConstrainableInteraction {
  /// The pinch recognizer (the plan's `gestureRecognizer`).
  public var pinchGestureRecognizer: PinchGestureRecognizer { gestureRecognizer }
  /// The range the scale settles in, or nil for none (the default): constraints of
  /// `rubberBanded(within:maxLength:)` with `scaleRubberBand` as the band's length.
  ///
  /// - Precondition: both bounds are finite and above 0; set before the plan is added.
  public var scaleBounds: ClosedRange<Double>? {
    didSet {
      Self.check(scaleBounds: scaleBounds)
      requireNotWired("scaleBounds")
    }
  }
  /// How far past `scaleBounds` the fingers may stretch the scale, in scale units (default 0.25;
  /// 0 holds it at the bound).
  ///
  /// - Precondition: finite and at least 0; set before the plan is added.
  public var scaleRubberBand: Double = 0.25 {
    didSet {
      Self.check(scaleRubberBand: scaleRubberBand)
      requireNotWired("scaleRubberBand")
    }
  }
  /// The spring that settles the scale where its constraints allow on release: made when the
  /// plan is added with constraints (or `scaleBounds`) that bound the scale at rest (stiffness
  /// 342, damping 30, mass 1, threshold 0.001), else nil. Its parameters may be changed at any
  /// time.
  public private(set) var spring: Spring<Double>?
  fileprivate let published = PublishedValues<Double>()

  /// The scales the plan writes to its target's scale, once added: the fingers' scale through
  /// the constraints while the pinch is in progress, then the settling spring's. `active` when
  /// the pinch begins (or the spring starts), `atRest` when both have stopped (or the plan is
  /// removed from its runtime); a subscriber hears what comes after it subscribes (first
  /// `active`, if the plan is moving the scale then). Its velocity is the scale's rate of change
  /// per second (the pinch's, through the constraints, or the spring's), nil at rest.
  /// Subscribing moves nothing; any number of observers may subscribe, before or after the plan
  /// is added; cancelling unregisters.
  public var scaleStream: MotionObservable<Double> { published.stream }

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so pinching scales about the touches' centroid. A recognizer the plan attaches
  /// goes on `touchTarget` (the target by default).
  ///
  /// - Precondition: `scaleBounds`, when given, lies above 0 with finite bounds.
  public init(
    pinchGestureRecognizer: PinchGestureRecognizer? = nil, scaleBounds: ClosedRange<Double>? = nil,
    touchTarget: Element? = nil
  ) {
    Self.check(scaleBounds: scaleBounds)
    self.scaleBounds = scaleBounds
    super.init(
      gestureRecognizer: pinchGestureRecognizer ?? PinchGestureRecognizer(), wantsAnchorPointAdjustment: true,
      touchTarget: touchTarget)
  }

  /// Stops the program on a band that is not a finite length of at least 0.
  static func check(scaleRubberBand band: Double) {
    precondition(
      band.isFinite && band >= 0, "scaleRubberBand must be a finite number of at least 0, got \(band)")
  }

  /// Stops the program on bounds a scale cannot settle in.
  static func check(scaleBounds: ClosedRange<Double>?) {
    guard let bounds = scaleBounds else { return }
    precondition(
      bounds.lowerBound.isFinite && bounds.upperBound.isFinite && bounds.lowerBound > 0,
      "scaleBounds must be finite and above 0 (a scale of 0 or less cannot be touched again), got \(bounds)")
  }

  /// Attaches the recognizer and connects the scale stream through `constraints` (after those
  /// of `scaleBounds`).
  public func add(
    to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping Constraints<Double>
  ) {
    connect(to: target, runtime: runtime, constraints: constraints)
  }

  override func didRemove() {
    super.didRemove()
    published.end()
  }

  override func connect(to target: Element, runtime: MotionRuntime) {
    connect(to: target, runtime: runtime, constraints: nil)
  }

  func connect(to target: Element, runtime: MotionRuntime, constraints: Constraints<Double>?) {
    let recognizer = gestureRecognizer
    let bounds = scaleBounds
    let band = scaleRubberBand
    let own = bounds.map { bounds in
      { (scales: MotionObservable<Double>) in
        scales.rubberBanded(within: bounds, maxLength: band)
      }
    }
    let allConstraints = chained(own, constraints)
    // Only constraints hold the scale back from the fingers; without them there is nothing to keep.
    let fingers = allConstraints == nil ? nil : FingerValue()
    let scales = changes(
      on: target, rest: 1.0,
      read: { $0.scale.isFinite && $0.scale > 0 ? $0.scale : nil },
      apply: { [target = target.link] previous, current, first -> Double? in
        guard let target = target.owner else { return nil }
        guard let fingers else { return target.scale * (current / previous) }
        if first { fingers.start(at: target.scale) }
        fingers.value *= current / previous
        return fingers.value
      }
    )
    // The scale is the scale when the pinch began times the pinch's scale, so its rate is the
    // scale over the pinch's, times the pinch's rate. Read at the release too (`ended`).
    .withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer), target = target.link] in
        guard let recognizer = recognizer.recognizer, let target = target.owner,
          recognizer.state.isActive || recognizer.state == .ended
        else {
          return nil
        }
        return (fingers?.value ?? target.scale) / recognizer.scale * recognizer.velocity
      }))
    let scale = propertyOf(target).scale
    spring = connectConstrained(
      scales, constraints: allConstraints, fingers: fingers, to: scale, runtime: runtime,
      connected: { [activity, published] in activity.tap(published.publishing($0)) }
    ) { nearestAllowed, velocity in
      let current = scale.read()
      let destination = nearestAllowed(current)
      guard destination.isFinite else { return (current, 0) }
      let released = recognizer.state == .ended && destination != current
      return (destination, released ? velocity ?? 0 : 0)
    }
  }
}

extension ClosedRange<Double> {
  /// `value` moved into the range.
  func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
