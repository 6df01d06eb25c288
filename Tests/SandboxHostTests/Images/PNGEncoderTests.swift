import CSDL2
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
        let encoded = try roundTrip(
          width: width, height: height, channels: channels, name: "image", value: value)
        #expect(encoded.mismatches == 0, "\(channels) channels")
      }
    }

    /// Encodes a `width` × `height` image whose channel c at (x, y) is `value(x, y, c)`, writes
    /// it, decodes it with SDL_image, and counts the pixels that differ from what was encoded.
    private func roundTrip(
      width: Int, height: Int, channels: Int, name: String, value: (Int, Int, Int) -> UInt8
    ) throws -> (encoder: PNGEncoder, mismatches: Int) {
      var encoder = PNGEncoder()
      let rowBytes = width * channels
      let pixels = (0..<height).flatMap { y in
        (0..<width).flatMap { x in (0..<channels).map { c in value(x, y, c) } }
      }
      try encoder.encode(width: width, height: height, channels: channels) { y, rows, at in
        for i in 0..<rowBytes { rows[at + i] = pixels[y * rowBytes + i] }
      }
      let path = folder.file("\(name)-\(channels).png")
      try encoder.write(to: path)
      let image = try RGBAImage(contentsOfPNG: path)
      #expect(image.width == width && image.height == height)
      var mismatches = 0
      for y in 0..<height {
        for x in 0..<width {
          let alpha = channels == 4 ? value(x, y, 3) : 255
          let expected = Color(red: value(x, y, 0), green: value(x, y, 1), blue: value(x, y, 2), alpha: alpha)
          if image.pixel(x: x, y: y) != expected { mismatches += 1 }
        }
      }
      return (encoder, mismatches)
    }

    /// An image large enough to be compressed in bands still decodes to the exact pixels, and
    /// its data is one zlib stream whose checksum zlib itself accepts (SDL_image's decoder may
    /// not look at it): with two bands and with four.
    @Test func imagesCompressedInBandsAreOneValidStream() throws {
      defer { folder.remove() }
      for (width, height, channels, bands) in [(700, 300, 3, 2), (640, 480, 4, 4)] {
        #expect(PNGEncoder.bandCount(rawBytes: (width * channels + 1) * height) == bands)
        func value(_ x: Int, _ y: Int, _ c: Int) -> UInt8 {
          // Flat stretches, as scenes have, broken by noise, so runs and literals both occur.
          (x / 50 + y / 40) % 3 == 0
            ? UInt8(truncatingIfNeeded: x &* 31 &+ y &* 17 &+ c &* 7 &+ (x * y) >> 3) : 40
        }
        let encoded = try roundTrip(
          width: width, height: height, channels: channels, name: "banded", value: value)
        #expect(encoded.mismatches == 0, "\(bands) bands")
        // The IDAT chunk's data, inflated by zlib, which checks the Adler-32 at the end.
        let file = encoded.encoder.file
        var at = 8
        var data: [UInt8] = []
        while at + 8 <= file.count {
          let length = file[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
          if Array(file[at + 4..<at + 8]) == Array("IDAT".utf8) { data += file[at + 8..<at + 8 + length] }
          at += 12 + length
        }
        let rawCount = (width * channels + 1) * height
        var inflated = [UInt8](repeating: 0, count: rawCount + 1)
        var inflatedCount = UInt(inflated.count)
        let status = uncompress(&inflated, &inflatedCount, data, UInt(data.count))
        #expect(status == Z_OK && inflatedCount == UInt(rawCount), "\(bands) bands: zlib says \(status)")
      }
    }

    /// The factor-2 filter, which averages four output pixels at a time, agrees with the image
    /// box filter on every channel value at every row width, however many pixels are left over.
    @Test func theTwoByTwoFilterAgreesAtEveryWidth() throws {
      let source = try RGBAImage(width: 2 * 41, height: 4)
      var seed: UInt32 = 12345
      for y in 0..<4 {
        for x in 0..<(2 * 41) {
          func next() -> UInt8 {
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: seed >> 16)
          }
          source.setPixel(x: x, y: y, to: Color(red: next(), green: next(), blue: next(), alpha: next()))
        }
      }
      let expected = try source.downsampled(by: 2)
      for width in 1...41 {
        var row = [UInt8](repeating: 0, count: 3 * width)
        for y in 0..<2 {
          var span = row.mutableSpan
          source.surface.withBytes { bytes in
            BoxFilter.averageRow(
              y, of: bytes.span, pitch: source.surface.pitch, factor: 2, width: width, into: &span)
          }
          var mismatches = 0
          for x in 0..<width {
            let e = expected.pixel(x: x, y: y)
            if [row[3 * x], row[3 * x + 1], row[3 * x + 2]] != [e.red, e.green, e.blue] { mismatches += 1 }
          }
          #expect(mismatches == 0, "width \(width), row \(y)")
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
          var span = row.mutableSpan
          source.surface.withBytes { bytes in
            BoxFilter.averageRow(
              y, of: bytes.span, pitch: source.surface.pitch, factor: factor, width: expected.width,
              into: &span)
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
