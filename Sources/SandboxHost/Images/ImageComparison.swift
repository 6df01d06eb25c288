import Foundation
import Motion

/// Compares two PNG images pixel by pixel, for golden captures and `motion-sandbox compare`.
enum ImageComparison {
  /// The colour of differing pixels in the diff image.
  static let differenceColor = Color(red: 255, green: 0, blue: 255)
  /// The brightness of the expected image's grey copy under the marks, out of 1.
  static let dimming = 0.3

  /// Compares the PNG files `expected` and `actual`.
  ///
  /// A pixel differs when any of its four channels differs by more than `tolerance` (0–255);
  /// the images match when their sizes agree and at most the pixels `allowance` allows differ.
  /// When they do not match and `diffPath` is given, writes there a PNG the size of the larger
  /// extent: the expected image in grey at 30 % brightness, with every differing pixel (and
  /// every pixel outside either image) in magenta.
  ///
  /// Throws `ImageError` when a file is missing, not a PNG or unreadable, or when `tolerance` or
  /// `allowance` is out of range; `SDLError` when the diff cannot be written.
  static func compare(
    expected: String, actual: String, tolerance: Int = 0, allowance: PixelAllowance = .pixels(0),
    diffPath: String? = nil
  ) throws -> ComparisonResult {
    guard (0...255).contains(tolerance) else {
      throw ImageError.invalidArgument(name: "tolerance", reason: "\(tolerance) is not in 0…255")
    }
    if let fault = allowance.fault {
      throw ImageError.invalidArgument(name: "allowance", reason: fault)
    }
    let a = try RGBAImage(contentsOfPNG: expected)
    let b = try RGBAImage(contentsOfPNG: actual)
    let width = max(a.width, b.width)
    let height = max(a.height, b.height)
    let sizesMatch = a.width == b.width && a.height == b.height
    var mask = [Bool](repeating: true, count: width * height)
    var differing = width * height
    var largest = 0
    var bounds: PixelBounds? =
      sizesMatch ? nil : PixelBounds(minX: 0, minY: 0, maxX: width - 1, maxY: height - 1)
    let commonWidth = min(a.width, b.width)
    a.surface.withBytes { pa in
      b.surface.withBytes { pb in
        for y in 0..<min(a.height, b.height) {
          let rowA = y * a.surface.pitch
          let rowB = y * b.surface.pitch
          for x in 0..<commonWidth {
            var d = 0
            for c in 0..<4 {
              d = max(d, abs(Int(pa[rowA + 4 * x + c]) - Int(pb[rowB + 4 * x + c])))
            }
            largest = max(largest, d)
            if d <= tolerance {
              mask[y * width + x] = false
              differing -= 1
            } else if sizesMatch {
              bounds = PixelBounds.including(x: x, y: y, in: bounds)
            }
          }
        }
      }
    }
    let matches = sizesMatch && differing <= allowance.allowed(of: a.width * a.height)
    var written: String? = nil
    if !matches, let diffPath {
      try diffImage(expected: a, mask: mask, width: width, height: height).write(to: diffPath)
      written = diffPath
    }
    return ComparisonResult(
      matches: matches, sizesMatch: sizesMatch, differingPixels: differing,
      largestChannelDifference: largest, diffPath: written, differingBounds: bounds,
      expectedSize: PixelSize(width: a.width, height: a.height),
      actualSize: PixelSize(width: b.width, height: b.height),
      limit: PixelLimit(tolerance: tolerance, allowance: allowance, total: a.width * a.height))
  }

  /// Whether `a` and `b` hold the same bytes in `range` (within both), compared at once.
  static func bytesEqual(_ a: [UInt8], _ b: [UInt8], in range: Range<Int>) -> Bool {
    PixelRows.equal(a.span, b.span, in: range)
  }

  /// How two images of the same size, packed rows of `channels` bytes a pixel, differ (in
  /// `rows` only, when given: the others are known to be equal): how many pixels differ by more
  /// than `tolerance` in some channel, the smallest rectangle holding them (nil when none
  /// does), and the largest difference of one channel.
  static func differences(
    _ a: [UInt8], _ b: [UInt8], width: Int, height: Int, channels: Int, tolerance: Int,
    rows: Range<Int>? = nil
  ) -> (count: Int, bounds: PixelBounds?, largest: Int) {
    precondition(a.count == width * height * channels && b.count == a.count)
    var count = 0
    var largest = 0
    var bounds: PixelBounds?
    let rowBytes = width * channels
    for y in (rows ?? 0..<height).clamped(to: 0..<height) {
      let start = y * rowBytes
      // Most rows of two frames of one motion are equal: comparing a row's bytes at once is far
      // cheaper than pixel by pixel.
      if bytesEqual(a, b, in: start..<(start + rowBytes)) { continue }
      for x in 0..<width {
        var d = 0
        for c in 0..<channels {
          let i = start + x * channels + c
          d = max(d, abs(Int(a[i]) - Int(b[i])))
        }
        largest = max(largest, d)
        guard d > tolerance else { continue }
        count += 1
        bounds = PixelBounds.including(x: x, y: y, in: bounds)
      }
    }
    return (count, bounds, largest)
  }

  /// The expected image dimmed to grey, with the pixels marked in `mask` in magenta.
  private static func diffImage(expected: RGBAImage, mask: [Bool], width: Int, height: Int) throws
    -> RGBAImage
  {
    let diff = try RGBAImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        if mask[y * width + x] {
          diff.setPixel(x: x, y: y, to: differenceColor)
          continue
        }
        let p = expected.pixel(x: x, y: y)
        let luma = (299 * Double(p.red) + 587 * Double(p.green) + 114 * Double(p.blue)) / 1000
        let grey = UInt8((luma * dimming).rounded())
        diff.setPixel(x: x, y: y, to: Color(red: grey, green: grey, blue: grey))
      }
    }
    return diff
  }
}
