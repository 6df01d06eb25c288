import CSDL2
import Foundation
import Motion

/// An image held as 8-bit R, G, B, A bytes (an RGBA32 SDL surface), read and written by pixel.
final class RGBAImage {
  /// The owned RGBA32 surface.
  let surface: Surface

  var width: Int { surface.width }
  var height: Int { surface.height }

  /// A blank (transparent black) image.
  init(width: Int, height: Int) throws {
    surface = try Surface(width: width, height: height)
  }

  /// Takes `surface`, which must already be RGBA32.
  init(rgba surface: Surface) {
    self.surface = surface
  }

  /// Loads a PNG file, telling a missing file, a file that is not a PNG and an unreadable or
  /// damaged PNG apart.
  convenience init(contentsOfPNG path: String) throws(ImageError) {
    _ = try PNGHeader.sizeOfWholeFile(path)
    guard let loaded = IMG_Load(path) else {
      throw .unreadable(path: path, reason: String(cString: SDL_GetError()))
    }
    let original = Surface(owning: loaded)
    do {
      self.init(rgba: try original.convertedToRGBA32())
    } catch {
      throw .unreadable(path: path, reason: error.message)
    }
  }

  /// The colour of pixel (x, y); (0, 0) is the top-left pixel. Out of bounds reads are clear.
  func pixel(x: Int, y: Int) -> Color {
    guard x >= 0, y >= 0, x < width, y < height else { return Color(red: 0, green: 0, blue: 0, alpha: 0) }
    let p = y * surface.pitch + x * 4
    return surface.withBytes { bytes in
      Color(red: bytes[p], green: bytes[p + 1], blue: bytes[p + 2], alpha: bytes[p + 3])
    }
  }

  /// Sets pixel (x, y); out of bounds writes are ignored.
  func setPixel(x: Int, y: Int, to color: Color) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    let p = y * surface.pitch + x * 4
    surface.withBytes { bytes in
      bytes[p] = color.red
      bytes[p + 1] = color.green
      bytes[p + 2] = color.blue
      bytes[p + 3] = color.alpha
    }
  }

  /// The image shrunk `factor` times along each axis, each pixel the rounded mean of a
  /// `factor` × `factor` block (a box filter); the size must be a multiple of `factor`.
  func downsampled(by factor: Int) throws -> RGBAImage {
    try shrunk(toWidth: width / factor, height: height / factor)
  }

  /// The image scaled down to `newWidth` × `newHeight` (each at most the current size), each
  /// new pixel the rounded mean of the source pixels its area covers (rounded out to whole pixels).
  func shrunk(toWidth newWidth: Int, height newHeight: Int) throws -> RGBAImage {
    let result = try RGBAImage(width: newWidth, height: newHeight)
    let sourcePitch = surface.pitch
    let targetPitch = result.surface.pitch
    surface.withBytes { source in
      result.surface.withBytes { target in
        for y in 0..<newHeight {
          let y0 = y * height / newHeight
          let y1 = max((y + 1) * height / newHeight, y0 + 1)
          for x in 0..<newWidth {
            let x0 = x * width / newWidth
            let x1 = max((x + 1) * width / newWidth, x0 + 1)
            var sums: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
            for sy in y0..<y1 {
              var p = sy * sourcePitch + x0 * 4
              for _ in x0..<x1 {
                sums.0 += UInt64(source[p])
                sums.1 += UInt64(source[p + 1])
                sums.2 += UInt64(source[p + 2])
                sums.3 += UInt64(source[p + 3])
                p += 4
              }
            }
            let count = UInt64((y1 - y0) * (x1 - x0))
            let q = y * targetPitch + x * 4
            target[q] = UInt8((sums.0 + count / 2) / count)
            target[q + 1] = UInt8((sums.1 + count / 2) / count)
            target[q + 2] = UInt8((sums.2 + count / 2) / count)
            target[q + 3] = UInt8((sums.3 + count / 2) / count)
          }
        }
      }
    }
    return result
  }

  /// Sets every pixel's alpha to 255, as a frame on screen is.
  func makeOpaque() {
    let pitch = surface.pitch
    let (width, height) = (self.width, self.height)
    surface.withBytes { bytes in
      for y in 0..<height {
        for x in 0..<width { bytes[y * pitch + x * 4 + 3] = 255 }
      }
    }
  }

  /// Writes the image as a PNG (see `writePNG(_:to:)`).
  func write(to path: String) throws {
    try writePNG(surface, to: path)
  }
}

/// Writes `surface`, which must be RGBA32, as an RGBA PNG at `path`, atomically (see
/// `writeAtomically(_:to:)`).
func writePNG(_ surface: Surface, to path: String) throws {
  var encoder = PNGEncoder()
  let (width, height, pitch) = (surface.width, surface.height, surface.pitch)
  try surface.withBytes { bytes in
    let pixels = bytes.span
    try encoder.encode(width: width, height: height, channels: 4) { y, rows, at in
      PixelRows.copy(pixels, (y * pitch)..<(y * pitch + width * 4), into: &rows, at: at)
    }
  }
  try encoder.write(to: path)
}
