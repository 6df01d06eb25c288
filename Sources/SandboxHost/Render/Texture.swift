import CSDL2

/// Owns one `SDL_Texture` and destroys it when released.
///
/// Holds its `Renderer`, so the renderer (which frees every texture it made when destroyed)
/// outlives the texture.
final class Texture {
  /// The owned texture.
  let pointer: OpaquePointer
  /// The texture's size in pixels.
  let width: Int
  let height: Int
  private let renderer: Renderer

  /// Uploads `surface` as a texture for `renderer`, alpha-blended when drawn.
  init(surface: Surface, renderer: Renderer) throws {
    guard let texture = SDL_CreateTextureFromSurface(renderer.pointer, surface.pointer) else {
      throw SDLError.last("SDL_CreateTextureFromSurface")
    }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    self.pointer = texture
    self.width = surface.width
    self.height = surface.height
    self.renderer = renderer
  }

  deinit {
    SDL_DestroyTexture(pointer)
  }
}
