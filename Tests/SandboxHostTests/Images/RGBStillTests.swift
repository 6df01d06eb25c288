import CSDL2
import Foundation
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// The stills read without SDL_image (`RGBStill`): the sandbox's own, and another encoder's
  /// with every row filter, give the answer SDL_image's decoding gives; any PNG it does not read
  /// is left to SDL_image.
  @Suite struct RGBStillTests {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    static let (width, height) = (64, 48)

    /// Varied RGB bytes: smooth in places, noisy in others, so an encoder that picks a filter a
    /// row picks several.
    static let frame: [UInt8] = (0..<(width * height * 3)).map { i in
      let (y, x) = (i / (width * 3), i % (width * 3))
      return y % 3 == 0
        ? UInt8(truncatingIfNeeded: x + y) : UInt8(truncatingIfNeeded: (i &* 2_654_435_761) >> 13)
    }

    /// The sandbox's PNG of `frame`, with `channels` 3 or 4 (opaque).
    static func ownPNG(_ frame: [UInt8], channels: Int = 3) throws -> [UInt8] {
      var encoder = PNGEncoder()
      try encoder.encode(width: width, height: height, channels: channels) { y, rows, at in
        for x in 0..<width {
          for c in 0..<channels { rows[at + channels * x + c] = c < 3 ? frame[3 * (y * width + x) + c] : 255 }
        }
      }
      return encoder.file
    }

    /// `png` with a chunk of `type` and `data` after its header.
    static func inserting(_ type: String, _ data: [UInt8], into png: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      let crc = UInt32(Zlib.crc32(body.span))
      let chunk = bigEndian(UInt32(data.count)) + body + bigEndian(crc)
      return Array(png[..<33]) + chunk + Array(png[33...])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
      (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    @Test func theSandboxsOwnStillIsReadHere() throws {
      let png = try Self.ownPNG(Self.frame)
      #expect(RGBStill.holds(Self.frame, width: Self.width, height: Self.height, png: png) == true)
      var changed = Self.frame
      changed[3 * (Self.width * 40 + 50) + 2] &+= 1
      #expect(RGBStill.holds(changed, width: Self.width, height: Self.height, png: png) == false)
      #expect(RGBStill.holds(Self.frame, width: Self.height, height: Self.width, png: png) == nil)
    }

    /// libpng's rows (through SDL_image's writer) use several of PNG's five filters; each is
    /// undone as libpng undoes it.
    @Test func anotherEncodersStillWithSeveralFiltersIsReadAsSDLImageReadsIt() throws {
      // Drawn as RGBA32 (the surfaces the sandbox fills), saved as RGB24: an RGB PNG.
      let drawn = try Surface(width: Self.width, height: Self.height)
      let pitch = drawn.pitch
      drawn.withBytes { bytes in
        for y in 0..<Self.height {
          for x in 0..<Self.width {
            for c in 0..<4 {
              bytes[y * pitch + 4 * x + c] = c < 3 ? Self.frame[3 * (y * Self.width + x) + c] : 255
            }
          }
        }
      }
      let image = Surface(
        owning: try #require(SDL_ConvertSurfaceFormat(drawn.pointer, SDL_PIXELFORMAT_RGB24.rawValue, 0)))
      let path = folder.file("libpng.png")
      #expect(IMG_SavePNG(image.pointer, path) == 0)
      let png = [UInt8](try #require(FileManager.default.contents(atPath: path)))
      #expect(RGBStill.holds(Self.frame, width: Self.width, height: Self.height, png: png) == true)
      var changed = Self.frame
      changed[7] &+= 1
      #expect(RGBStill.holds(changed, width: Self.width, height: Self.height, png: png) == false)
      // The rows' filters, read from the inflated image data: more than one kind was undone.
      let stride = Self.width * 3 + 1
      var raw = [UInt8](repeating: 0, count: stride * Self.height + 1)
      let idat = try #require(Self.chunk("IDAT", in: png))
      #expect(Inflater().decompress([idat], of: png, into: &raw, length: stride * Self.height))
      let filters = Set((0..<Self.height).map { raw[$0 * stride] })
      #expect(filters.count >= 3, "filters used: \(filters.sorted())")
    }

    @Test func aPNGItDoesNotReadIsLeftToSDLImage() throws {
      let png = try Self.ownPNG(Self.frame)
      let (w, h) = (Self.width, Self.height)
      #expect(
        RGBStill.holds(Self.frame, width: w, height: h, png: try Self.ownPNG(Self.frame, channels: 4)) == nil)
      #expect(
        RGBStill.holds(
          Self.frame, width: w, height: h, png: Self.inserting("tRNS", [0, 0, 0, 0, 0, 0], into: png)) == nil)
      #expect(
        RGBStill.holds(
          Self.frame, width: w, height: h, png: Self.inserting("gAMA", [0, 0, 177, 143], into: png)) == nil)
      #expect(
        RGBStill.holds(
          Self.frame, width: w, height: h, png: Self.inserting("tEXt", Array("a\0b".utf8), into: png)) == true
      )
      var damaged = png
      damaged[40] ^= 0x10
      #expect(RGBStill.holds(Self.frame, width: w, height: h, png: damaged) == nil)
      #expect(RGBStill.holds(Self.frame, width: w, height: h, png: png + [0]) == nil)
      #expect(RGBStill.holds(Self.frame, width: w, height: h, png: Array(png.dropLast(12))) == nil)
    }

    /// The data range of the first chunk of `type` in `png`.
    static func chunk(_ type: String, in png: [UInt8]) -> Range<Int>? {
      var offset = 8
      while offset + 12 <= png.count {
        let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        if String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self) == type {
          return (offset + 8)..<(offset + 8 + length)
        }
        offset += 12 + length
      }
      return nil
    }
  }
}
