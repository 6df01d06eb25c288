import CSDL2

/// Owns one `SDL_Surface` and frees it when released.
final class Surface {
  /// The owned surface; valid for the lifetime of this object.
  let pointer: UnsafeMutablePointer<SDL_Surface>

  /// Takes ownership of `pointer`.
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
  var pitch: Int { Int(pointer.pointee.pitch) }

  /// A copy of this surface converted to RGBA32, so its bytes can be read as R, G, B, A.
  func convertedToRGBA32() throws(SDLError) -> Surface {
    guard let converted = SDL_ConvertSurfaceFormat(pointer, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
      throw SDLError.last("SDL_ConvertSurfaceFormat")
    }
    return Surface(owning: converted)
  }

  /// Calls `body` with the surface's pixel bytes; the surface must be RGBA32 and not RLE-encoded.
  func withBytes<R>(_ body: (UnsafeMutablePointer<UInt8>) throws -> R) rethrows -> R {
    let raw = pointer.pointee.pixels!
    return try body(raw.assumingMemoryBound(to: UInt8.self))
  }
}
