import Foundation

/// Recognizes a two-finger rotation: the unwrapped turn of the line through the first two
/// touches since the gesture began, clockwise positive.
///
/// "First two" are the two held touches that went down earliest. The rotation is recognized
/// (`began`) once those two touches have each travelled `recognitionDistance` (3 scene points)
/// along their arc about their midpoint; the turn made until then is included at `began`. Each
/// event adds the turn since the previous one, taken between −π and π, so the rotation keeps
/// counting past ±π (two full turns read 4π) as long as no single event turns the line by half
/// a turn or more. When the first two touches change (a lift, or a landing that makes a second
/// touch) the rotation carries on from its value. Down to one finger, or with the two touches
/// closer than `minimumSpan`, it holds its value (and stays `changed` once recognized); like
/// UIKit's, it ends only when its last touch lifts.
public final class RotationGestureRecognizer: GestureRecognizer {
  /// The turn since the gesture began, in radians, unwrapped (two full turns read 4π).
  public internal(set) var rotation: Double = 0
  private var lastAngle: Double?

  /// Creates a rotation recognizer attached to nothing.
  public override init() {}

  /// How fast `rotation` changes, in radians per second: a least-squares fit over the last
  /// 100 ms, zero once the rotation has held still for 40 ms; zero after a cancel.
  public var velocity: Double { estimatedVelocity.x }

  /// Puts the value back to that of a gesture that has not moved.
  public override func resetValues() {
    rotation = 0
    lastAngle = nil
  }

  /// Keeps the value and measures from the current touches from now on.
  public override func rebaseline() {
    lastAngle = TouchGeometry.angle(of: touches)
  }

  /// Recomputes the value from the touches.
  public override func updateValues() {
    guard let angle = TouchGeometry.angle(of: touches) else {
      lastAngle = nil
      return
    }
    if let lastAngle {
      rotation += remainder(angle - lastAngle, 2 * Double.pi)
    }
    lastAngle = angle
  }

  /// True once the touches have travelled `recognitionDistance` (see the type's documentation).
  public override var isPastRecognitionThreshold: Bool {
    guard lastAngle != nil, let distance = TouchGeometry.firstPairDistance(of: touches) else {
      return false
    }
    return abs(rotation) * distance / 2 >= recognitionDistance
  }

  /// The value whose velocity is reported.
  public override var sampledValue: Point { Point(x: rotation, y: 0) }
}
