import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct PNGEncoding {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    /// Every byte value in every channel, with runs and jumps, survives the Sub filter and zlib.
    @Test func rgbAndRGBAImagesDecodeToTheExactPixelsEncoded() throws {
      defer { folder.remove() }
      let (width, height) = (37, 11)
      func value(_ x: Int, _ y: Int, _ c: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: x * 7 + y * 31 + c * 85 + x * y)
      }
      for channels in [3, 4] {
        var encoder = PNGEncoder()
        try encoder.encode(width: width, height: height, channels: channels) { y, row in
          for x in 0..<width {
            for c in 0..<channels { row[x * channels + c] = value(x, y, c) }
          }
        }
        let path = folder.file("image-\(channels).png")
        try encoder.write(to: path)
        let image = try RGBAImage(contentsOfPNG: path)
        #expect(image.width == width && image.height == height)
        for y in 0..<height {
          for x in 0..<width {
            let alpha = channels == 4 ? value(x, y, 3) : 255
            #expect(
              image.pixel(x: x, y: y)
                == Color(red: value(x, y, 0), green: value(x, y, 1), blue: value(x, y, 2), alpha: alpha))
          }
        }
      }
    }

    /// The capture filter agrees with the image box filter at every factor, alpha dropped.
    @Test func captureRowsAreTheBoxFilteredImage() throws {
      let source = try RGBAImage(width: 24, height: 12)
      for y in 0..<12 {
        for x in 0..<24 {
          source.setPixel(
            x: x, y: y,
            to: Color(
              red: UInt8(x * 10), green: UInt8(y * 20), blue: UInt8((x * y) % 256), alpha: UInt8(x * 5)))
        }
      }
      for factor in [1, 2, 3, 4] {
        let expected = try source.downsampled(by: factor)
        var row = [UInt8](repeating: 0, count: 3 * expected.width)
        for y in 0..<expected.height {
          source.surface.withBytes { bytes in
            BoxFilter.averageRow(
              y, of: bytes, pitch: source.surface.pitch, factor: factor, width: expected.width, into: &row)
          }
          for x in 0..<expected.width {
            let e = expected.pixel(x: x, y: y)
            #expect(
              [row[3 * x], row[3 * x + 1], row[3 * x + 2]] == [e.red, e.green, e.blue], "factor \(factor)")
          }
        }
      }
    }
  }
}
