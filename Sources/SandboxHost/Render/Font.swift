import CSDL2
import Synchronization

/// Counts the users of SDL_ttf, which must be initialized before a font opens and may be shut
/// down after the last one closes; guarded because tests create fonts from several threads.
private let ttfUsers = Mutex(0)

/// Owns one open SDL_ttf font and closes it when released.
final class Font {
  /// The owned `TTF_Font`.
  let pointer: OpaquePointer

  /// Opens the font file at `path` at `pointSize` (in pixels, as SDL_ttf at 72 dpi).
  init(path: String, pointSize: Int) throws {
    try ttfUsers.withLock { users in
      if users == 0, TTF_Init() != 0 { throw SDLError.last("TTF_Init") }
      users += 1
    }
    guard let font = TTF_OpenFont(path, Int32(max(pointSize, 1))) else {
      let error = SDLError.last("TTF_OpenFont(\(path))")
      Self.releaseLibrary()
      throw error
    }
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    pointer = font
  }

  deinit {
    TTF_CloseFont(pointer)
    Self.releaseLibrary()
  }

  /// The distance between the baselines of two lines, in pixels.
  var lineSkip: Int { Int(TTF_FontLineSkip(pointer)) }

  private static func releaseLibrary() {
    ttfUsers.withLock { users in
      users -= 1
      if users == 0 { TTF_Quit() }
    }
  }
}
