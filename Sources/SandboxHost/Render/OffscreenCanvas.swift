import CSDL2
import Motion

/// A headless drawing target: SDL's software renderer drawing into an RGBA surface in memory.
///
/// Needs no window, no display and no video driver, and gives the same pixels on every machine
/// for the same SDL version, so replays and tests render with it. Use `renderer` with
/// `SceneRenderer`, `OverlayRenderer` and the others exactly as with a window's renderer.
///
/// SDL's software renderer places vertices on whole pixels only, which makes curves lumpy, so
/// the canvas draws at `supersampling` times its size (its renderer's `pixelScale`) and captures
/// average each block of pixels down to one: smooth edges, still fully deterministic.
public final class OffscreenCanvas {
  /// The supersampling captures use: 2×2 samples a pixel give edges five levels of coverage
  /// for a quarter of the pixels 4×4 would fill (see docs/performance.md).
  public static let captureSupersampling = 2
  /// The software renderer drawing into the canvas.
  public let renderer: Renderer
  /// The canvas size in pixels.
  public let width: Int
  public let height: Int
  /// The surface drawn into, read directly by captures.
  private let surface: Surface
  /// Kept between captures, so a capture allocates no new image buffers.
  private var encoder = PNGEncoder()

  /// Creates a canvas of `width` × `height` pixels, drawn at `supersampling` (1…8) times that
  /// size; the larger surface must fit in 16384 × 16384 pixels.
  public init(width: Int, height: Int, supersampling: Int = captureSupersampling) throws {
    guard (1...8).contains(supersampling), width > 0, height > 0,
      width <= 16384 / supersampling, height <= 16384 / supersampling
    else {
      throw SDLError("cannot make a \(width)×\(height) canvas at \(supersampling)× supersampling")
    }
    let surface = try Surface(width: width * supersampling, height: height * supersampling)
    self.surface = surface
    self.renderer = try Renderer(surface: surface, supersampling: supersampling)
    self.width = width
    self.height = height
  }

  /// Creates a canvas the size of `scene` (its size rounded up to whole pixels).
  public convenience init(sizeOf scene: Scene, supersampling: Int = captureSupersampling) throws {
    let size = scene.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1,
      size.width <= 16384, size.height <= 16384
    else {
      throw SDLError("cannot make a canvas for a scene of size \(size)")
    }
    try self.init(
      width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)),
      supersampling: supersampling)
  }

  /// Writes the canvas, at `width` × `height`, as a PNG at `path`, as
  /// `captureFrame(renderer:to:)` does, but straight from the canvas's own pixels.
  public func capture(to path: String) throws {
    // The software renderer queues drawing commands; run them before reading the pixels.
    if SDL_RenderFlush(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderFlush") }
    let (pitch, factor, width, height) = (surface.pitch, renderer.supersampling, width, height)
    try surface.withBytes { bytes in
      try encodeCapture(of: bytes, pitch: pitch, factor: factor, width: width, height: height, into: &encoder)
    }
    try encoder.write(to: path)
  }

  /// Renders `scene` headlessly, at its own size, into a PNG at `path`.
  public static func renderPNG(of scene: Scene, to path: String) throws {
    let canvas = try OffscreenCanvas(sizeOf: scene)
    try SceneRenderer(renderer: canvas.renderer).draw(scene)
    try canvas.capture(to: path)
  }
}
