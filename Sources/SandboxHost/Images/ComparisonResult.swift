/// The outcome of comparing two images with `ImageComparison.compare`.
struct ComparisonResult: Equatable, Sendable {
  /// True when the sizes agree and at most the tolerated number of pixels differ.
  var matches: Bool
  /// True when both images have the same width and height.
  var sizesMatch: Bool
  /// How many pixels differ by more than the tolerance in some channel; with different sizes,
  /// the pixels of the larger extent that lie outside either image count too.
  var differingPixels: Int
  /// The largest difference of one channel between corresponding pixels (0–255).
  var largestChannelDifference: Int
  /// The path the diff image was written to, or nil when none was written.
  var diffPath: String?
  /// The smallest rectangle holding every differing pixel, or nil when none differs.
  var differingBounds: PixelBounds?
  /// The expected image's width and height in pixels (0 × 0 when unknown).
  var expectedSize = PixelSize(width: 0, height: 0)
  /// The actual image's width and height in pixels (0 × 0 when unknown).
  var actualSize = PixelSize(width: 0, height: 0)
  /// What the comparison allowed.
  var limit = PixelLimit()
}

/// An image's width and height in pixels, written `800×600`.
struct PixelSize: Equatable, Sendable, CustomStringConvertible {
  /// Pixels across.
  var width: Int
  /// Pixels down.
  var height: Int

  /// `W×H`, as messages print a size.
  var description: String { "\(width)×\(height)" }
}

/// A rectangle of pixels, its corners included: `x 380–420, y 290–310`.
struct PixelBounds: Equatable, Sendable, CustomStringConvertible {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  /// `bounds` grown to hold pixel (x, y), found in a scan of rows from the top (so y is never
  /// above the rectangle), or that pixel alone when there are no bounds yet.
  static func including(x: Int, y: Int, in bounds: PixelBounds?) -> PixelBounds {
    guard var box = bounds else { return PixelBounds(minX: x, minY: y, maxX: x, maxY: y) }
    box.minX = min(box.minX, x)
    box.maxX = max(box.maxX, x)
    box.maxY = y
    return box
  }

  /// Where the pixels lie, as a report line says it: `at x 400, y 300` for one pixel, else
  /// `within x 380–420, y 290–310`.
  var description: String {
    minX == maxX && minY == maxY
      ? "at x \(minX), y \(minY)" : "within x \(minX)–\(maxX), y \(minY)–\(maxY)"
  }
}
