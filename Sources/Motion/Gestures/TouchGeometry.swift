import Foundation

/// Scene-space measures of a set of touches that stay finite for any finite input, or say they
/// cannot be measured (nil) instead of returning an infinity or NaN.
enum TouchGeometry {
  /// The mean location; exact sums when they fit in a Double, else the sum of the shares.
  static func mean(of touches: [(id: Int, location: Point)]) -> Point {
    guard !touches.isEmpty else { return .zero }
    let count = Double(touches.count)
    var sum = Point.zero
    for touch in touches { sum += touch.location }
    if sum.isFinite { return sum / count }
    // Huge coordinates overflow the sum; each share is at most a coordinate, and so is their sum.
    var mean = Point.zero
    for touch in touches { mean += touch.location / count }
    return mean
  }

  /// The distance between two points, or nil when it overflows.
  static func distance(_ a: Point, _ b: Point) -> Double? {
    let d = hypot(b.x - a.x, b.y - a.y)
    return d.isFinite ? d : nil
  }

  /// The spread of the touches that pinching changes: the distance between two touches, the
  /// mean distance to the centroid for more; nil with fewer than two, below
  /// `GestureRecognizer.minimumSpan` (a ratio of such spans is noise) or on overflow.
  static func span(of touches: [(id: Int, location: Point)], centroid: Point) -> Double? {
    guard touches.count >= 2 else { return nil }
    var span: Double
    if touches.count == 2 {
      guard let d = distance(touches[0].location, touches[1].location) else { return nil }
      span = d
    } else {
      span = 0
      for touch in touches {
        guard let d = distance(centroid, touch.location) else { return nil }
        span += d / Double(touches.count)
      }
    }
    return span >= GestureRecognizer.minimumSpan && span.isFinite ? span : nil
  }

  /// The angle (clockwise on screen) of the line from the first touch to the second, or nil
  /// when they are fewer than two, closer than `GestureRecognizer.minimumSpan`, or overflow.
  static func angle(of touches: [(id: Int, location: Point)]) -> Double? {
    guard touches.count >= 2 else { return nil }
    let a = touches[0].location
    let b = touches[1].location
    guard let d = distance(a, b), d >= GestureRecognizer.minimumSpan else { return nil }
    return atan2(b.y - a.y, b.x - a.x)
  }

  /// The distance between the first two touches, or nil when there are fewer or it overflows.
  static func firstPairDistance(of touches: [(id: Int, location: Point)]) -> Double? {
    guard touches.count >= 2 else { return nil }
    return distance(touches[0].location, touches[1].location)
  }
}
