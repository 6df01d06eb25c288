import CSDL2
import Motion

/// The live window, titled with the scene's name, and its renderer.
///
/// The window opens as large as the scene (one point per scene point), or scaled down to fit the
/// display's usable area when the scene is larger, and takes that size again when the scene
/// changes. It can be resized: the scene is then scaled to fit, letterboxed (`ViewFit`). It asks for a high-DPI drawable, and the renderers draw at its pixel size.
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
    let (width, height) = Self.windowSize(for: size, reservedBottom: reservedBottom)
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
    // A hint to the window manager, which enforces it on a person's resizing.
    SDL_SetWindowMinimumSize(
      window, Int32(Self.minimumSize.width), Int32((Self.minimumSize.height + reservedBottom).rounded(.up)))
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

  /// Makes the window fit a new scene: its size and title. A scene of the size shown (the same
  /// file reloaded, or reset) keeps the window as the person sized and placed it, unless
  /// `refitting` (another scene switched to, which gets its own size whatever the window's).
  func show(sceneName: String, size: Size, refitting: Bool = false) {
    SDL_SetWindowTitle(pointer, Self.title(for: sceneName))
    guard refitting || renderer.fittedSceneSize != size else { return }
    let (width, height) = Self.windowSize(
      for: size, reservedBottom: reservedBottom, reservedRight: renderer.reservedRight)
    SDL_SetWindowSize(pointer, width, height)
    renderer.fittedSceneSize = size
    let centered = Int32(bitPattern: 0x2FFF_0000)  // SDL_WINDOWPOS_CENTERED
    SDL_SetWindowPosition(pointer, centered, centered)
  }

  /// Shows or hides the column along the right edge kept free of the scene (the tuning
  /// panel's). Showing it widens the window by `TuningPanelLayout.columnWidth`, as far as the
  /// display allows (a window shorter than `height` grows to it); hiding it gives the column's
  /// width back. While it is shown its width follows the window's
  /// (`TuningPanelLayout.columnWidth(forWindowWidth:)`): a window made narrow keeps a strip of
  /// scene beside a compact panel.
  func showColumn(_ shown: Bool, height: Double = 0) {
    guard shown else {
      let reserved = renderer.reservedRight
      guard reserved > 0 else { return }
      renderer.reservedRight = 0
      // The window as it was before the column, when no one resized it meanwhile: a display too
      // narrow for the whole column gave less than the column, and taking the column's whole
      // width away left the window narrower than it began (and a window grown taller for the
      // panel's rows stayed taller).
      if let column = columnResize, column.with == size {
        resize(toWidth: column.before.width, height: column.before.height)
      } else {
        resize(toWidth: max(size.width - reserved, Self.minimumSize.width), height: size.height)
      }
      columnResize = nil
      return
    }
    if renderer.reservedRight == 0 {
      let before = size
      renderer.reservedRight = TuningPanelLayout.columnWidth
      resize(toWidth: before.width + TuningPanelLayout.columnWidth, height: max(before.height, height))
      columnResize = (before, size)
    }
    let width = TuningPanelLayout.columnWidth(forWindowWidth: size.width)
    if width != renderer.reservedRight { renderer.reservedRight = width }
  }

  /// The window's size before the column was shown, and just after it (see `showColumn`).
  private var columnResize: (before: Size, with: Size)?

  /// Sets the window's size, held inside the display's usable area and moved left or up when
  /// it would reach past it, so the column is seen whole.
  private func resize(toWidth width: Double, height: Double) {
    var usable = SDL_Rect()
    let known = SDL_GetDisplayUsableBounds(0, &usable) == 0 && usable.w > 0
    let widest = known ? Double(usable.w) : 16384
    let tallest = known ? Double(usable.h) : 16384
    let next = Int32(min(max(width, Self.minimumSize.width), widest).rounded())
    let nextHeight = Int32(min(height, tallest).rounded(.up))
    SDL_SetWindowSize(pointer, next, nextHeight)
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(pointer, &x, &y)
    if known, x + next > usable.x + usable.w || y + nextHeight > usable.y + usable.h {
      SDL_SetWindowPosition(
        pointer, min(x, max(usable.x, usable.x + usable.w - next)),
        min(y, max(usable.y, usable.y + usable.h - nextHeight)))
    }
  }

  /// The smallest window, in points, that the HUD and the player's timeline read in: a smaller
  /// scene is shown scaled up in it.
  static let minimumSize = Size(width: 400, height: 300)

  /// The window's size in points for a scene of `size`: one point per scene point, scaled down
  /// to fit the first display's usable area when it is larger (a window beyond the screen
  /// would hide the scene's edges and the player's timeline) and no smaller than
  /// `minimumSize`, with `reservedBottom` below and `reservedRight` beside it.
  static func windowSize(
    for size: Size, reservedBottom: Double, reservedRight: Double = 0
  ) -> (width: Int32, height: Int32) {
    var usable = SDL_Rect()
    var scale = 1.0
    if SDL_GetDisplayUsableBounds(0, &usable) == 0, Double(usable.w) > reservedRight + 1,
      usable.h > Int32(reservedBottom)
    {
      scale = min(
        1, (Double(usable.w) - reservedRight) / size.width, (Double(usable.h) - reservedBottom) / size.height)
    }
    let width = max(size.width * scale + reservedRight, minimumSize.width)
    let height = max(size.height * scale, minimumSize.height) + reservedBottom
    return (Int32(min(16384, width.rounded(.up))), Int32(min(16384, height.rounded(.up))))
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
