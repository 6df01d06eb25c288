/// An axis-aligned rectangle in some element's space, in points: the bounds of a constraint.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The extent along x; a negative width counts from the right edge `x`.
  public var width: Double
  /// The extent along y; a negative height counts from the bottom edge `y`.
  public var height: Double

  /// Creates a rectangle from its top-left corner and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The smallest x inside.
  public var minX: Double { min(x, x + width) }
  /// The largest x inside.
  public var maxX: Double { max(x, x + width) }
  /// The smallest y inside.
  public var minY: Double { min(y, y + height) }
  /// The largest y inside.
  public var maxY: Double { max(y, y + height) }

  /// True when `point` lies inside or on an edge.
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// The point inside (edges included) nearest to `point`: each coordinate clamped.
  public func clamped(_ point: Point) -> Point {
    Point(x: Swift.min(Swift.max(point.x, minX), maxX), y: Swift.min(Swift.max(point.y, minY), maxY))
  }

  /// The value as text, for messages and test failures.
  public var description: String { "(\(x), \(y), \(width), \(height))" }
}
