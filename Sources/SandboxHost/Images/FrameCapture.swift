import CSDL2

/// Writes what `renderer` has drawn so far as an opaque PNG at `path`, atomically (a temporary
/// file in the same folder renamed into place).
///
/// Call it after drawing and before `SDL_RenderPresent`, whose back buffer is undefined after a
/// present. The PNG is the size of the drawing area in pixels (for an `OffscreenCanvas`, its
/// size: the supersampled drawing is averaged down). Throws `SDLError` on failure.
public func captureFrame(renderer: Renderer, to path: String) throws {
  let (width, height) = renderer.outputSize
  let image = try RGBAImage(width: width, height: height)
  let surface = image.surface
  let status = surface.withBytes { bytes in
    SDL_RenderReadPixels(
      renderer.pointer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, bytes, Int32(surface.pitch))
  }
  if status != 0 { throw SDLError.last("SDL_RenderReadPixels") }
  surface.withBytes { bytes in
    for y in 0..<height {
      let row = bytes + y * surface.pitch
      for x in 0..<width { row[x * 4 + 3] = 255 }
    }
  }
  let factor = renderer.supersampling
  if factor > 1 {
    try image.downsampled(by: factor).write(to: path)
  } else {
    try image.write(to: path)
  }
}
