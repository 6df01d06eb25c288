import CSDL2
import Motion

/// Owns one `SDL_Renderer` (for a window or an offscreen surface) and destroys it when released.
///
/// Everything that draws (`SceneRenderer`, `OverlayRenderer`, `TextRenderer`, `HUDRenderer`)
/// holds the `Renderer` it was made for, so the SDL renderer, and the window or surface it draws
/// into, outlive every texture made from it. Use it on one thread only, as all of SDL.
final class Renderer {
  /// The owned `SDL_Renderer`, for calls this type does not wrap. Valid while `self` lives.
  let pointer: OpaquePointer
  /// The window drawn into, or nil for an offscreen surface.
  let window: OpaquePointer?
  /// True when SDL's software renderer draws (forced, fallen back to, or offscreen). It rounds
  /// vertex positions to whole pixels, which `SceneRenderer` and the overlay allow for.
  let isSoftware: Bool
  /// SDL's name for the renderer drawing ("opengl", "opengles2", "software" …), as the HUD
  /// shows it: a software OpenGL driver draws slower than `--software`, and the person should
  /// see which is at work.
  let name: String
  /// Offscreen only: how many pixels the surface has per output pixel along each axis. Drawing
  /// is scaled up by it and captures are box-filtered down by it.
  let supersampling: Int
  /// Offscreen only: the surface drawn into, which `VertexBatch` fills directly where that gives
  /// SDL's own pixels faster (see `TriangleFill`).
  let surface: Surface?
  private let keepAlive: AnyObject?

  /// Creates a renderer for `window`: accelerated unless `software` is true or no accelerated
  /// renderer can be made, in which case SDL's software renderer is used.
  ///
  /// `vsync` synchronizes presents with the display's refresh. `windowOwner`, when given, is kept
  /// alive as long as the renderer, so the window cannot be destroyed under it.
  init(window: OpaquePointer, software: Bool, vsync: Bool = true, windowOwner: AnyObject? = nil)
    throws
  {
    let vsyncFlag = vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0
    var made: OpaquePointer? = nil
    var usedSoftware = software
    if !software {
      made = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | vsyncFlag)
      usedSoftware = made == nil
    }
    if made == nil {
      made = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue | vsyncFlag)
    }
    guard let made else { throw SDLError.last("SDL_CreateRenderer") }
    self.pointer = made
    self.window = window
    self.name = Self.name(of: made)
    self.isSoftware = usedSoftware || name == "software"
    self.supersampling = 1
    self.surface = nil
    self.keepAlive = windowOwner
  }

  /// Creates SDL's software renderer drawing into `surface`, which it keeps alive; the surface
  /// has `supersampling` pixels per output pixel along each axis.
  init(surface: Surface, supersampling: Int) throws {
    guard let made = SDL_CreateSoftwareRenderer(surface.pointer) else {
      throw SDLError.last("SDL_CreateSoftwareRenderer")
    }
    self.pointer = made
    self.window = nil
    self.name = "software"
    self.isSoftware = true
    self.supersampling = supersampling
    self.surface = surface
    self.keepAlive = surface
  }

  private static func name(of renderer: OpaquePointer) -> String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "" }
    return String(cString: name)
  }

  deinit {
    SDL_DestroyRenderer(pointer)
  }

  /// The size of the drawing area in pixels (the drawable, larger than the window on high DPI).
  var outputSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    if SDL_GetRendererOutputSize(pointer, &w, &h) != 0 { return (0, 0) }
    return (Int(w), Int(h))
  }

  /// The size in pixels of the area drawing lands in now: the fitted scene's rectangle while
  /// `clipToFittedScene` holds, else the whole output. Text anchored to the bottom of the scene
  /// (the overlay's summary, the reload banner) uses it, so a timeline or a letterbox bar never
  /// hides it.
  var drawingAreaSize: (width: Int, height: Int) {
    var rect = SDL_Rect()
    SDL_RenderGetViewport(pointer, &rect)
    guard rect.w > 0, rect.h > 0 else { return outputSize }
    return (Int(rect.w), Int(rect.h))
  }

  /// Windows only: the size of the scene fitted into the drawable (letterboxed); nil draws scene
  /// points at the display's density without fitting.
  var fittedSceneSize: Size?
  /// Windows only: window points along the bottom kept free of the scene (the player's timeline).
  var reservedBottom = 0.0
  /// Windows only: window points along the right edge kept free of the scene (the tuning
  /// panel's column).
  var reservedRight = 0.0

  /// How scene points map to this renderer's pixels and window points back to scene points:
  /// the supersampling factor offscreen; for a window, the scene fitted into the drawable.
  var viewFit: ViewFit {
    guard let window else {
      let factor = Double(supersampling)
      return ViewFit(scale: factor, offset: Point(x: 0, y: 0), pixelsPerWindowPoint: factor)
    }
    var windowWidth: Int32 = 0
    var windowHeight: Int32 = 0
    SDL_GetWindowSize(window, &windowWidth, &windowHeight)
    let output = outputSize
    let windowSize = Size(width: Double(windowWidth), height: Double(windowHeight))
    let density = windowWidth > 0 ? Double(output.width) / Double(windowWidth) : 1
    let pixelsPerPoint = density.isFinite ? density : 1
    let reserved = min(reservedBottom * pixelsPerPoint, Double(output.height))
    let column = min(reservedRight * pixelsPerPoint, Double(output.width))
    let drawable = Size(width: Double(output.width) - column, height: Double(output.height) - reserved)
    // The window's part beside the column, so the density (drawable pixels a point) is the
    // window's own.
    let besideColumn = Size(width: windowSize.width - column / pixelsPerPoint, height: windowSize.height)
    var fit = ViewFit(
      sceneSize: fittedSceneSize ?? besideColumn, drawable: drawable,
      window: column > 0 ? besideColumn : windowSize)
    // Beside the tuning panel's column the scene keeps to the top, so the column, laid out from
    // the scene's origin down, starts at the window's top rather than below a letterbox bar.
    if column > 0 { fit.offset.y = 0 }
    return fit
  }

  /// Pixels per scene point: the fitted scale for a window (2 on a typical high-DPI display at
  /// the scene's own size, else 1, less or more when the window is resized), and the
  /// supersampling factor offscreen. Never zero, infinite or NaN.
  var pixelScale: Double {
    let scale = viewFit.scale
    return scale.isFinite && scale > 0 ? scale : 1
  }

  /// Restricts drawing to the fitted scene's rectangle (SDL's viewport), so scene drawing lands
  /// letterboxed; windows only.
  func clipToFittedScene() {
    guard window != nil, let fittedSceneSize else { return }
    let fit = viewFit
    var rect = SDL_Rect(
      x: Int32(fit.offset.x), y: Int32(fit.offset.y),
      w: Int32((fittedSceneSize.width * fit.scale).rounded()),
      h: Int32((fittedSceneSize.height * fit.scale).rounded()))
    SDL_RenderSetViewport(pointer, &rect)
  }

  /// The column kept free along the right edge (`reservedRight`), in scene points (where the
  /// mouse arrives), from the top to the reserved bottom; nil when there is none.
  var reservedColumn: Rect? {
    guard reservedRight > 0 else { return nil }
    guard window != nil else {
      // Offscreen (tests) the output is the scene at `supersampling`: the column is its right
      // edge, so what a window draws beside the scene can be drawn and measured here too.
      let output = outputSize
      let factor = Double(max(supersampling, 1))
      let width = Double(output.width) / factor
      return Rect(
        x: width - reservedRight, y: 0, width: reservedRight, height: Double(output.height) / factor)
    }
    let fit = viewFit
    let output = outputSize
    let density = fit.pixelsPerWindowPoint
    let left = Double(output.width) / density - reservedRight
    let bottom = Double(output.height) / density - reservedBottom
    let topLeft = fit.scenePoint(fromWindowPoint: Point(x: left, y: 0))
    let bottomRight = fit.scenePoint(fromWindowPoint: Point(x: left + reservedRight, y: bottom))
    return Rect(
      x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y)
  }

  /// Lets drawing reach the whole drawable right and below the fitted scene's origin, in scene
  /// space as `clipToFittedScene` draws it (for the tuning panel's column, beside the scene).
  func drawFromSceneOrigin() {
    guard window != nil else { return }
    let fit = viewFit
    let output = outputSize
    var rect = SDL_Rect(
      x: Int32(fit.offset.x), y: Int32(fit.offset.y), w: Int32(output.width) - Int32(fit.offset.x),
      h: Int32(output.height) - Int32(fit.offset.y))
    SDL_RenderSetViewport(pointer, &rect)
  }

  /// Restricts drawing to what lies left of the reserved column (the HUD and messages, which
  /// the panel must not hide).
  func drawBesideColumn() {
    guard window != nil, reservedRight > 0 else { return drawOnWholeOutput() }
    let output = outputSize
    let column = Int32((reservedRight * viewFit.pixelsPerWindowPoint).rounded())
    var rect = SDL_Rect(x: 0, y: 0, w: max(1, Int32(output.width) - column), h: Int32(output.height))
    SDL_RenderSetViewport(pointer, &rect)
  }

  /// Lets drawing reach the whole drawable again (for the HUD and the bars).
  func drawOnWholeOutput() {
    SDL_RenderSetViewport(pointer, nil)
  }
}
