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
  // Opaque after the downsample: channels are averaged independently, so the colours are the
  // same, and the loop runs over a sixteenth of the pixels of a 4× canvas.
  let factor = renderer.supersampling
  let result = factor > 1 ? try image.downsampled(by: factor) : image
  result.makeOpaque()
  try result.write(to: path)
}
