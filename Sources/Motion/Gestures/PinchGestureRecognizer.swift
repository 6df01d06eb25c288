/// Recognizes a pinch of two or more touches: the ratio of their span to the span at the start.
///
/// The span is the distance between two touches, or with more the mean distance to their
/// centroid. The pinch is recognized (`began`) once two or more touches are down and the span
/// has changed by `recognitionDistance` (3 scene points); the scale at `began` already includes
/// that change. When a touch lands or lifts the scale carries on from its value, measured
/// against the new span. Down to one finger, or with the touches closer than `minimumSpan`, it
/// holds its scale (and stays `changed` once recognized) until a span can be measured again;
/// like UIKit's, it ends only when its last touch lifts.
public final class PinchGestureRecognizer: GestureRecognizer {
  /// Current span over the span when the gesture began, always finite and positive; 1 before
  /// the gesture moves.
  public internal(set) var scale: Double = 1
  private var scaleAtBaseline: Double = 1
  private var spanAtBaseline: Double?

  /// Creates a pinch recognizer attached to nothing.
  public override init() {}

  /// How fast `scale` changes, per second: a least-squares fit over the last 100 ms, zero once
  /// the scale has held still for 40 ms; zero after a cancel.
  public var velocity: Double { estimatedVelocity.x }

  /// Puts the value back to that of a gesture that has not moved.
  public override func resetValues() {
    scale = 1
    scaleAtBaseline = 1
    spanAtBaseline = nil
  }

  /// Keeps the value and measures from the current touches from now on.
  public override func rebaseline() {
    scaleAtBaseline = scale
    spanAtBaseline = TouchGeometry.span(of: touches, centroid: sceneCentroid)
  }

  /// Recomputes the value from the touches.
  public override func updateValues() {
    guard let span = TouchGeometry.span(of: touches, centroid: sceneCentroid) else {
      spanAtBaseline = nil
      return
    }
    guard let base = spanAtBaseline else {
      rebaseline()
      return
    }
    let newScale = scaleAtBaseline * (span / base)
    if newScale.isNormal, newScale > 0 {
      scale = newScale
    } else {
      rebaseline()
    }
  }

  /// True once the touches have travelled `recognitionDistance` (see the type's documentation).
  public override var isPastRecognitionThreshold: Bool {
    guard let span = TouchGeometry.span(of: touches, centroid: sceneCentroid) else { return false }
    return abs(span - span / scale) >= recognitionDistance
  }

  /// The value whose velocity is reported.
  public override var sampledValue: Point { Point(x: scale, y: 0) }
}
