import CSDL2
import Motion

/// The live window, titled with the scene's name, and its renderer.
///
/// The window opens as large as the scene (one point per scene point) and takes the scene's size
/// again when the scene changes. It can be resized: the scene is then scaled to fit, letterboxed
/// (`ViewFit`). It asks for a high-DPI drawable, and the renderers draw at its pixel size.
final class LiveWindow {
  /// The SDL window, valid while `self` lives.
  let pointer: OpaquePointer
  /// Window points along the bottom kept free of the scene.
  let reservedBottom: Double
  /// The window's renderer: accelerated with vsync, or SDL's software renderer.
  private(set) var renderer: Renderer!

  /// Opens a window for a scene of `size` named `sceneName`; `software` forces SDL's software
  /// renderer.
  /// `reservedBottom` window points along the bottom are kept free of the scene (a timeline).
  init(sceneName: String, size: Size, software: Bool, reservedBottom: Double = 0) throws {
    self.reservedBottom = reservedBottom
    let width = Int32(max(1, min(16384, size.width.rounded(.up))))
    let height = Int32(max(1, min(16384, (size.height + reservedBottom).rounded(.up))))
    let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
    // An accelerated renderer on a window made without the OpenGL flag makes SDL destroy the
    // native window and open another. Whoever found the first one (a window manager, xdotool)
    // would then hold a dead window, so the window asks for OpenGL up front, stays hidden and
    // untitled until its renderer exists, and only then shows itself under its name.
    let flags = SDL_WINDOW_HIDDEN.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_RESIZABLE.rawValue
    let openGL = software ? 0 : SDL_WINDOW_OPENGL.rawValue
    guard
      let window = SDL_CreateWindow("", centered, centered, width, height, flags | openGL)
        ?? SDL_CreateWindow("", centered, centered, width, height, flags)
    else {
      throw SDLError("SDL_CreateWindow: " + String(cString: SDL_GetError()))
    }
    pointer = window
    do {
      renderer = try Renderer(window: window, software: software, vsync: true)
      renderer.fittedSceneSize = size
      renderer.reservedBottom = reservedBottom
    } catch {
      SDL_DestroyWindow(window)
      throw error
    }
    SDL_SetWindowTitle(window, Self.title(for: sceneName))
    SDL_ShowWindow(window)
  }

  deinit {
    renderer = nil
    SDL_DestroyWindow(pointer)
  }

  /// The window title for a scene.
  static func title(for sceneName: String) -> String {
    "motion-sandbox — \(sceneName.elided(to: 80))"
  }

  /// The window's size in points.
  var size: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(pointer, &w, &h)
    return Size(width: Double(w), height: Double(h))
  }

  /// Makes the window fit a new scene: its size and title.
  func show(sceneName: String, size: Size) {
    SDL_SetWindowTitle(pointer, Self.title(for: sceneName))
    let width = Int32(max(1, min(16384, size.width.rounded(.up))))
    let height = Int32(max(1, min(16384, (size.height + reservedBottom).rounded(.up))))
    SDL_SetWindowSize(pointer, width, height)
    renderer.fittedSceneSize = size
    let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
    SDL_SetWindowPosition(pointer, centered, centered)
  }

  /// How the scene maps into the window as it is sized now.
  var viewFit: ViewFit { renderer.viewFit }

  /// The display's refresh rate in Hz, or nil when SDL does not know it (dummy drivers say 0).
  var refreshRate: Double? {
    var mode = SDL_DisplayMode()
    guard SDL_GetWindowDisplayMode(pointer, &mode) == 0, mode.refresh_rate > 0 else { return nil }
    return Double(mode.refresh_rate)
  }
}
