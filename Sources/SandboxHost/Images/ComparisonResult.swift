/// The outcome of comparing two images with `ImageComparison.compare`.
public struct ComparisonResult: Equatable, Sendable {
  /// True when the sizes agree and at most the tolerated number of pixels differ.
  public var matches: Bool
  /// True when both images have the same width and height.
  public var sizesMatch: Bool
  /// How many pixels differ by more than the tolerance in some channel; with different sizes,
  /// the pixels of the larger extent that lie outside either image count too.
  public var differingPixels: Int
  /// The largest difference of one channel between corresponding pixels (0–255).
  public var largestChannelDifference: Int
  /// The path the diff image was written to, or nil when none was written.
  public var diffPath: String?
  /// The expected image's width and height in pixels (0 × 0 when unknown).
  public var expectedSize: PixelSize
  /// The actual image's width and height in pixels (0 × 0 when unknown).
  public var actualSize: PixelSize

  /// Creates a result.
  public init(
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
public struct PixelSize: Equatable, Sendable, CustomStringConvertible {
  /// Pixels across.
  public var width: Int
  /// Pixels down.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `W×H`, as messages print a size.
  public var description: String { "\(width)×\(height)" }
}
