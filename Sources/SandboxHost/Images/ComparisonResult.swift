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
  /// The expected image's width and height in pixels (0 × 0 when unknown).
  var expectedSize: PixelSize
  /// The actual image's width and height in pixels (0 × 0 when unknown).
  var actualSize: PixelSize

  /// Creates a result.
  init(
    matches: Bool, sizesMatch: Bool, differingPixels: Int, largestChannelDifference: Int,
    diffPath: String?, expectedSize: PixelSize = PixelSize(width: 0, height: 0),
    actualSize: PixelSize = PixelSize(width: 0, height: 0)
  ) {
    self.matches = matches
    self.sizesMatch = sizesMatch
    self.differingPixels = differingPixels
    self.largestChannelDifference = largestChannelDifference
    self.diffPath = diffPath
    self.expectedSize = expectedSize
    self.actualSize = actualSize
  }
}

/// An image's width and height in pixels, written `800×600`.
struct PixelSize: Equatable, Sendable, CustomStringConvertible {
  /// Pixels across.
  var width: Int
  /// Pixels down.
  var height: Int

  /// Creates a size.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `W×H`, as messages print a size.
  var description: String { "\(width)×\(height)" }
}
