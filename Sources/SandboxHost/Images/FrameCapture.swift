import CSDL2

/// Writes what `renderer` has drawn so far as an opaque PNG at `path`, atomically (a temporary
/// file in the same folder renamed into place).
///
/// Call it after drawing and before `SDL_RenderPresent`, whose back buffer is undefined after a
/// present. The PNG is the size of the drawing area in pixels (for an `OffscreenCanvas`, its
/// size: the supersampled drawing is averaged down). Throws `SDLError` on failure.
func captureFrame(renderer: Renderer, to path: String) throws {
  let (width, height) = renderer.outputSize
  let image = try RGBAImage(width: width, height: height)
  let surface = image.surface
  try renderer.readPixels(into: surface)
  let factor = renderer.supersampling
  var encoder = PNGEncoder()
  try surface.withBytes { bytes in
    try encodeCapture(
      of: bytes.span, pitch: surface.pitch, factor: factor, width: width / factor, height: height / factor,
      into: &encoder)
  }
  try encoder.write(to: path)
}

/// Encodes the RGBA32 pixels of `pixels` (rows `pitch` bytes apart), averaged down `factor`
/// times along each axis, as an opaque RGB PNG of `width` × `height` pixels in `encoder`.
///
/// Opaque after the downsample: channels are averaged independently, so the colours are those
/// of an opaque frame on screen whatever the alpha left in the drawing.
func encodeCapture(
  of pixels: Span<UInt8>, pitch: Int, factor: Int, width: Int, height: Int,
  into encoder: inout PNGEncoder
) throws {
  try encoder.encode(width: width, height: height, channels: 3) { y, rows, at in
    BoxFilter.averageRow(y, of: pixels, pitch: pitch, factor: factor, width: width, into: &rows, at: at)
  }
}
