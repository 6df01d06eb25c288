import CSDL2

/// SDL initialized for the life of this object, with the hints the sandbox relies on.
///
/// Touches must not also arrive as synthesized mouse events (a finger would count twice), and
/// mouse input must not arrive as synthesized touches. SDL's own handlers turn SIGINT and
/// SIGTERM into `SDL_QUIT`, which every loop handles, so `timeout` and Ctrl-C stop the program.
final class SDLSystem {
  /// Whether the video subsystem is up (a window can be made).
  let hasVideo: Bool

  /// Initializes SDL's event subsystem, and its video subsystem when `video` is true.
  init(video: Bool) throws {
    SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
    SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    // A click that focuses the window is a click too.
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
    let flags = UInt32(SDL_INIT_EVENTS) | (video ? UInt32(SDL_INIT_VIDEO) : 0)
    guard SDL_Init(flags) == 0 else {
      let reason = String(cString: SDL_GetError())
      SDL_Quit()
      throw SDLError("SDL_Init: " + reason)
    }
    hasVideo = video
  }

  deinit {
    SDL_Quit()
  }

  /// SDL's tick count in milliseconds (the clock of event timestamps).
  static var ticks: UInt32 { SDL_GetTicks() }

  /// Seconds on SDL's high-resolution counter since some fixed moment.
  static var seconds: Double {
    let frequency = SDL_GetPerformanceFrequency()
    guard frequency > 0 else { return Double(SDL_GetTicks64()) / 1000 }
    return Double(SDL_GetPerformanceCounter()) / Double(frequency)
  }
}
