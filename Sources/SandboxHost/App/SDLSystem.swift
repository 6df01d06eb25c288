import CSDL2
import CX11
import Foundation

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
    // With only X named, only X is tried: where it cannot be reached, SDL would go on to
    // Wayland, which prints its own complaint about XDG_RUNTIME_DIR, and then to a driver that
    // shows nothing. A driver the person names themselves is theirs.
    let environment = ProcessInfo.processInfo.environment
    if video, environment["SDL_VIDEODRIVER"] == nil, !(environment["DISPLAY"] ?? "").isEmpty,
      !Self.waylandIsReachable(environment)
    {
      SDL_SetHint(SDL_HINT_VIDEODRIVER, "x11")
    }
    if video {
      Self.drawSoftwareOpenGLOnThisThread()
      // Before SDL opens its display, so that closing the window never ends the program with an
      // X error after a clean quit (see the handler's comment).
      sandbox_tolerate_wakeups_to_gone_windows()
    }
    let flags = UInt32(SDL_INIT_EVENTS) | (video ? UInt32(SDL_INIT_VIDEO) : 0)
    guard SDL_Init(flags) == 0 else {
      let reason = String(cString: SDL_GetError())
      SDL_Quit()
      throw SDLError("SDL_Init: " + reason)
    }
    // Where X or Wayland cannot be reached SDL falls back to a video driver that shows nothing:
    // a window there is one nobody sees or can close (and its GL renderer crashed).
    if video, let driver = SDL_GetCurrentVideoDriver().map({ String(cString: $0) }),
      Self.invisibleDrivers.contains(driver)
    {
      SDL_Quit()
      throw SDLError("SDL_Init: no window system answered (SDL chose its \"\(driver)\" video driver)")
    }
    hasVideo = video
  }

  deinit {
    SDL_Quit()
  }

  /// Asks Mesa's software OpenGL (llvmpipe, where no GPU draws) to rasterize on the thread that
  /// draws, unless `LP_NUM_THREADS` is set already; read once, when the first OpenGL context is
  /// made, and by no other driver.
  ///
  /// llvmpipe bins a frame's triangles into "scenes" that its rasterizer threads draw while the
  /// next is binned; a frame too large for one scene (ten thousand elements) fills several. When
  /// the threads fall behind (a loaded machine), it makes another scene, up to 64, and each keeps
  /// all it binned until it is next used, which the later ones seldom are: the live window of a
  /// 10k-element scene grew in steps under load, 296 MB to 619 MB in a 20-minute soak. Drawn
  /// on this thread, one scene is drawn as soon as it is full and then used again.
  static func drawSoftwareOpenGLOnThisThread() {
    setenv("LP_NUM_THREADS", "0", 0)
  }

  /// Whether `WAYLAND_DISPLAY` names a socket that exists: an absolute path, or a name in
  /// `XDG_RUNTIME_DIR`. Without one, trying Wayland only prints libwayland's complaint.
  static func waylandIsReachable(_ environment: [String: String]) -> Bool {
    guard let name = environment["WAYLAND_DISPLAY"], !name.isEmpty else { return false }
    if name.hasPrefix("/") { return FileManager.default.fileExists(atPath: name) }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return false }
    return FileManager.default.fileExists(atPath: runtime + "/" + name)
  }

  /// SDL's video drivers that open no window a person can see.
  static let invisibleDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

  /// SDL's tick count in milliseconds (the clock of event timestamps).
  static var ticks: UInt32 { SDL_GetTicks() }

  /// Seconds on SDL's high-resolution counter since some fixed moment.
  static var seconds: Double {
    let frequency = SDL_GetPerformanceFrequency()
    guard frequency > 0 else { return Double(SDL_GetTicks64()) / 1000 }
    return Double(SDL_GetPerformanceCounter()) / Double(frequency)
  }
}
