import CSDL2

/// Owns one `SDL_Surface` and frees it when released: the only holder of a surface's pointer,
/// handing its pixels out as spans that cannot outlive the call that lends them.
final class Surface {
  /// The owned surface, for SDL calls that take a surface; valid for the lifetime of this object.
  // Safe: the surface is freed only by `deinit`, so every read of `pointer.pointee` below and
  // every SDL call given it sees a live surface; SDL never moves a surface.
  let pointer: UnsafeMutablePointer<SDL_Surface>

  /// Takes ownership of `pointer`, a surface SDL made and no one else frees.
  init(owning pointer: UnsafeMutablePointer<SDL_Surface>) {
    self.pointer = pointer
  }

  /// Creates a blank surface of 8-bit R, G, B, A bytes in that order in memory (RGBA32).
  convenience init(width: Int, height: Int) throws {
    guard width > 0, height > 0, width <= 16384, height <= 16384,
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
    else {
      throw SDLError.last("SDL_CreateRGBSurfaceWithFormat(\(width)×\(height))")
    }
    self.init(owning: surface)
  }

  deinit {
    SDL_FreeSurface(pointer)
  }

  var width: Int { Int(pointer.pointee.w) }
  var height: Int { Int(pointer.pointee.h) }
  /// The bytes from one row's start to the next's.
  var pitch: Int { Int(pointer.pointee.pitch) }

  /// A copy of this surface converted to RGBA32, so its bytes can be read as R, G, B, A.
  func convertedToRGBA32() throws(SDLError) -> Surface {
    guard let converted = SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
      throw SDLError.last("SDL_ConvertSurfaceFormat")
    }
    return Surface(owning: converted)
  }

  /// The pixel value of `color` in the surface's format.
  func mapRGBA(_ color: SDL_Color) -> UInt32 {
    SDL_MapRGBA(pointer.pointee.format, color.r, color.g, color.b, color.a)
  }

  /// Calls `body` with the surface's pixel bytes, `height` rows `pitch` bytes apart; the surface
  /// must be RGBA32 (or another 32-bit format), as every surface this type makes is.
  func withBytes<R>(_ body: (inout MutableSpan<UInt8>) throws -> R) rethrows -> R {
    try withPixels(of: UInt8.self, count: pitch * height, body)
  }

  /// Calls `body` with the surface's 32-bit pixels, `height` rows `pitch / 4` pixels apart.
  func withPixelValues<R>(_ body: (inout MutableSpan<UInt32>) throws -> R) rethrows -> R {
    try withPixels(of: UInt32.self, count: pitch / 4 * height, body)
  }

  /// Calls `body` with the surface's bytes when its pixels are three bytes, R, G and B in that
  /// order (RGB24, as SDL_image loads an opaque RGB PNG), `height` rows `pitch` bytes apart;
  /// nil, without calling it, for any other format.
  func withRGB24Bytes<R>(_ body: (Span<UInt8>) throws -> R) rethrows -> R? {
    let surface = pointer.pointee
    guard surface.format.pointee.format == SDL_PIXELFORMAT_RGB24.rawValue,
      surface.flags & UInt32(SDL_RLEACCEL) == 0, surface.pitch >= 3 * surface.w, let pixels = surface.pixels
    else { return nil }
    // Safe: a surface SDL made holds `pitch · height` bytes of pixels for as long as it lives
    // (`self` lives through the call), and a surface that is not RLE-encoded needs no lock;
    // bytes have no invalid bit patterns. The span is borrowed for the call only.
    let count = Int(surface.pitch) * Int(surface.h)
    let buffer = UnsafeBufferPointer(start: pixels.bindMemory(to: UInt8.self, capacity: count), count: count)
    return try body(buffer.span)
  }

  private func withPixels<Element: BitwiseCopyable, R>(
    of: Element.Type, count: Int, _ body: (inout MutableSpan<Element>) throws -> R
  ) rethrows -> R {
    let surface = pointer.pointee
    // Safe: a surface SDL made with these sizes holds `pitch · height` bytes of pixels for as long
    // as it lives (`self` lives through the call), and RGBA32 surfaces are never RLE-encoded, so
    // the pixels need no lock. Every 32-bit format keeps its rows whole multiples of four bytes
    // apart, so the bytes may be seen as `UInt32`s, and any bit pattern is a valid one.
    precondition(
      surface.format.pointee.BytesPerPixel == 4 && surface.pitch % 4 == 0
        && surface.flags & UInt32(SDL_RLEACCEL) == 0)
    guard let pixels = surface.pixels else { preconditionFailure("a surface without pixels") }
    let buffer = UnsafeMutableBufferPointer(
      start: pixels.bindMemory(to: Element.self, capacity: count), count: count)
    var span = buffer.mutableSpan
    return try body(&span)
  }
}

extension Renderer {
  /// Draws the triangles `indices[range]` of `vertices` (untextured) with one
  /// `SDL_RenderGeometry` call, straight from both arrays; throws `SDLError` when SDL fails.
  func renderGeometry(_ vertices: [SDL_Vertex], _ indices: [Int32], range: Range<Int>) throws {
    precondition(range.lowerBound >= 0 && range.upperBound <= indices.count && range.count % 3 == 0)
    // Safe: both buffers are borrowed for the call only, and SDL reads `vertices.count` vertices
    // and `range.count` indices from them (the range lies within `indices`, checked above);
    // SDL itself refuses indices outside the vertices.
    let status = vertices.withUnsafeBufferPointer { vertices in
      indices.withUnsafeBufferPointer { indices in
        SDL_RenderGeometry(
          pointer, nil, vertices.baseAddress, Int32(vertices.count),
          indices.baseAddress.map { $0 + range.lowerBound },
          Int32(range.count))
      }
    }
    if status != 0 { throw SDLError.last("SDL_RenderGeometry") }
  }

  /// Reads what the renderer has drawn into `surface`, an RGBA32 surface the size of the drawing
  /// area; throws `SDLError` when SDL fails.
  func readPixels(into surface: Surface) throws {
    let (width, height) = outputSize
    precondition(surface.width == width && surface.height == height)
    // Safe: SDL writes `height` rows of `width` RGBA32 pixels `pitch` bytes apart, which is what
    // the surface holds (its size is checked above); the span is borrowed for the call only.
    let status = surface.withBytes { bytes in
      bytes.withUnsafeMutableBytes { bytes in
        SDL_RenderReadPixels(
          pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, bytes.baseAddress, Int32(surface.pitch))
      }
    }
    if status != 0 { throw SDLError.last("SDL_RenderReadPixels") }
  }
}
