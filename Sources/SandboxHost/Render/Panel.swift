import CSDL2

/// The translucent dark backdrop behind the HUD's and the overlay's text.
enum Panel {
  /// Fills the pixel rectangle (x, y, width, height) with black at about two-thirds opacity, or
  /// at `alpha`.
  static func fill(
    x: Double, y: Double, width: Double, height: Double, alpha: UInt8 = 170, on renderer: Renderer,
    gray: UInt8 = 0
  ) throws {
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer.pointer, gray, gray, gray, alpha)
    var rect = SDL_FRect(x: Float(x), y: Float(y), w: Float(max(width, 0)), h: Float(max(height, 0)))
    if SDL_RenderFillRectF(renderer.pointer, &rect) != 0 { throw SDLError.last("SDL_RenderFillRectF") }
  }
}
