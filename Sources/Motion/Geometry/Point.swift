import Foundation

/// A point or a vector in some element's space, in points.
///
/// Points and vectors share one type, as in Core Graphics; arithmetic treats them as vectors.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downwards.
  public var y: Double

  /// Creates a point from its two coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// The Euclidean length of the point taken as a vector.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// True when both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  /// The distance between two points.
  public func distance(to other: Point) -> Double { (other - self).length }

  /// The angle of the vector from the positive x axis, in radians; clockwise on screen is positive.
  public var angle: Double { atan2(y, x) }

  /// The vector turned by `angle` radians (clockwise on screen for a positive angle).
  public func rotated(by angle: Double) -> Point {
    let c = cos(angle)
    let s = sin(angle)
    return Point(x: c * x - s * y, y: s * x + c * y)
  }

  /// The value as text, for messages and test failures.
  public var description: String { "(\(x), \(y))" }

  /// Componentwise sum.
  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  /// Componentwise difference.
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  /// The vector scaled by a number.
  public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
  /// The vector scaled by a number.
  public static func * (k: Double, a: Point) -> Point { Point(x: a.x * k, y: a.y * k) }
  /// The vector divided by a number.
  public static func / (a: Point, k: Double) -> Point { Point(x: a.x / k, y: a.y / k) }
  /// The opposite vector.
  public static prefix func - (a: Point) -> Point { Point(x: -a.x, y: -a.y) }
  /// Adds a vector in place.
  public static func += (a: inout Point, b: Point) { a = a + b }
  /// Subtracts a vector in place.
  public static func -= (a: inout Point, b: Point) { a = a - b }
}
