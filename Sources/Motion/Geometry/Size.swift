/// The width and height of an element, unscaled, in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The extent along x.
  public var width: Double
  /// The extent along y.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The value as text, for messages and test failures.
  public var description: String { "\(width)×\(height)" }
}
