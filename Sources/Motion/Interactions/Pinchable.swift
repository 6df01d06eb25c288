/// The Direct manipulation specification's `Pinchable`: the pinch's scale is multiplied into the target's
/// scale.
///
/// Each change multiplies by the ratio to the previous scale, so other interactions on the
/// same element compose; with anchor point adjustment (the default) it scales about the fingers.
///
/// With `scaleBounds` (as Material Motion's `Scalable` takes constraints) the scale the fingers
/// ask for is rubber-banded past the bounds, with the band of
/// `rubberBanded(outsideOf:maxLength:)` and `scaleRubberBand` as its length in scale units (the
/// scale never passes more than that beyond a bound; 0 holds it at the bound), and on release
/// a spring (`spring`, made when the plan is added) carries the scale back to the nearest
/// bound with the pinch's release velocity, about the anchor point the gesture left (the
/// element's middle, with anchor point adjustment). Released inside the bounds, the scale stays
/// where it is. Bounds are read when the plan is added.
public final class Pinchable: Gesturable<PinchGestureRecognizer> {
  /// The pinch recognizer (the plan's `gestureRecognizer`).
  public var pinchGestureRecognizer: PinchGestureRecognizer { gestureRecognizer }
  /// The range the scale settles in, or nil for none (the default).
  public var scaleBounds: ClosedRange<Double>?
  /// How far past `scaleBounds` the fingers may stretch the scale, in scale units (default 0.25).
  public var scaleRubberBand: Double = 0.25
  /// The spring that settles the scale inside `scaleBounds` on release: made when the plan is
  /// added with bounds (stiffness 342, damping 30, mass 1, threshold 0.001), else nil.
  public private(set) var spring: Spring<Double>?

  /// Creates the plan, with an existing recognizer or a new one; anchor point adjustment is on
  /// by default, so pinching scales about the touches' centroid.
  public init(pinchGestureRecognizer: PinchGestureRecognizer? = nil, scaleBounds: ClosedRange<Double>? = nil)
  {
    self.scaleBounds = scaleBounds
    super.init(
      gestureRecognizer: pinchGestureRecognizer ?? PinchGestureRecognizer(), wantsAnchorPointAdjustment: true)
  }

  override func connect(to target: Element, runtime: MotionRuntime, constraints: PositionConstraints?) {
    let recognizer = gestureRecognizer
    let band = scaleBounds.flatMap { bounds in
      bounds.lowerBound.isFinite && bounds.upperBound.isFinite
        ? ScaleBand(bounds: bounds, length: scaleRubberBand) : nil
    }
    let scales = changes(
      on: target, rest: 1.0,
      read: { $0.scale.isFinite && $0.scale > 0 ? $0.scale : nil },
      apply: { [target = target.link] previous, current, first -> Double? in
        guard let target = target.owner else { return nil }
        guard let band else { return target.scale * (current / previous) }
        // The fingers' own scale is kept apart from the banded one, or each change would
        // multiply the band's resistance into the next.
        if first { band.raw = band.unbanded(target.scale) }
        band.raw *= current / previous
        return band.banded(band.raw)
      }
    )
    // The target's scale is its scale when the pinch began times the pinch's scale.
    ._withMetadata(
      StreamMetadata(velocity: { [recognizer = RecognizerReference(recognizer), target = target.link] in
        guard let recognizer = recognizer.recognizer, let target = target.owner, recognizer.state.isActive
        else {
          return nil
        }
        return Self.scaleVelocity(of: recognizer, on: target, band: band)
      }))
    guard let band else {
      runtime.connect(activity.tap(scales), to: propertyOf(target).scale)
      return
    }
    let scale = propertyOf(target).scale
    let spring = Spring(to: ReactiveProperty(scale.read()), initialValue: scale)
    self.spring = spring
    let settled = settling(scales, with: spring, runtime: runtime) { [target = target.link] in
      guard let target = target.owner else { return (scale.read(), 0) }
      let destination = band.bounds.clamped(target.scale)
      let released = recognizer.state == .ended && destination != target.scale
      return (destination, released ? Self.scaleVelocity(of: recognizer, on: target, band: band) : 0)
    }
    runtime.connect(activity.tap(settled), to: scale)
  }

  /// The target's rate of scaling, per second, from the pinch's: its scale over the pinch's,
  /// times the pinch's velocity, times the band's slope where the fingers are.
  private static func scaleVelocity(
    of recognizer: PinchGestureRecognizer, on target: Element, band: ScaleBand?
  ) -> Double {
    guard let band else { return target.scale / recognizer.scale * recognizer.velocity }
    return band.raw / recognizer.scale * recognizer.velocity * band.slope(at: band.raw)
  }
}

/// The rubber band of a pinch's scale bounds, and the fingers' own scale it bands.
private final class ScaleBand {
  let bounds: ClosedRange<Double>
  let length: Double
  var raw = 1.0

  init(bounds: ClosedRange<Double>, length: Double) {
    self.bounds = bounds
    self.length = length.isFinite && length > 0 ? length : 0
  }

  func banded(_ scale: Double) -> Double {
    RubberBand.band(scale, min: bounds.lowerBound, max: bounds.upperBound, length: length)
  }

  func unbanded(_ scale: Double) -> Double {
    RubberBand.unband(scale, min: bounds.lowerBound, max: bounds.upperBound, length: length)
  }

  func slope(at scale: Double) -> Double {
    RubberBand.slope(scale, min: bounds.lowerBound, max: bounds.upperBound, length: length)
  }
}

extension ClosedRange<Double> {
  /// `value` moved into the range.
  func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
