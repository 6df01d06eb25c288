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
/// average each block of pixels down to one: smooth edges, still fully deterministic. A canvas
/// for a large scene draws at a lower factor, so that the supersampled surface stays within
/// `pixelBudget` pixels: every scene a scene file may describe can be drawn.
final class OffscreenCanvas {
  /// The software renderer drawing into the canvas.
  let renderer: Renderer
  /// The canvas size in pixels.
  let width: Int
  /// The canvas height in pixels.
  let height: Int
  /// The surface drawn into, read directly by captures.
  private let surface: Surface
  /// Kept between captures, so a capture allocates no new image buffers.
  private var encoder = PNGEncoder()
  /// The frame `readFrame` read last (RGB rows `3 · width` apart), or none yet.
  private var lastFrame: [UInt8] = []

  /// The most pixels the supersampled surface may have: 8192 × 8192 (256 MB), so that the
  /// largest scene a scene file may describe is drawn at 1× and a scene of up to 4096 × 4096
  /// points at 2×.
  static let pixelBudget = 8192 * 8192

  /// The factor a scene's canvas is drawn at when nothing else is asked: 2 × 2 samples a pixel
  /// give edges five levels of coverage for a quarter of the pixels 4 × 4 would fill (see
  /// docs/performance.md).
  static let preferredSupersampling = 2

  /// Creates a canvas of `width` × `height` pixels, drawn at `supersampling` (1…8) times that
  /// size; the larger surface must fit within `pixelBudget` pixels and 16384 pixels a side.
  init(width: Int, height: Int, supersampling: Int = preferredSupersampling) throws {
    guard (1...8).contains(supersampling), width > 0, height > 0,
      width <= 16384 / supersampling, height <= 16384 / supersampling,
      width * supersampling * height * supersampling <= Self.pixelBudget
    else {
      throw SDLError("cannot make a \(width)×\(height) canvas at \(supersampling)× supersampling")
    }
    let surface = try Surface(width: width * supersampling, height: height * supersampling)
    self.surface = surface
    self.renderer = try Renderer(surface: surface, supersampling: supersampling)
    self.width = width
    self.height = height
  }

  /// Creates a canvas the size of `scene` (its size rounded up to whole pixels, at least one),
  /// drawn at `supersampling` times that size, or when nil at the largest factor up to
  /// `preferredSupersampling` that keeps within `pixelBudget`.
  convenience init(sizeOf scene: Scene, supersampling: Int? = nil) throws {
    let size = scene.size
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
      size.width <= 16384, size.height <= 16384
    else {
      throw SDLError("cannot make a canvas for a scene of size \(size)")
    }
    let width = max(1, Int(size.width.rounded(.up)))
    let height = max(1, Int(size.height.rounded(.up)))
    try self.init(
      width: width, height: height,
      supersampling: supersampling ?? Self.supersampling(width: width, height: height))
  }

  /// The largest factor up to `preferredSupersampling` at which a `width` × `height` canvas
  /// keeps within `pixelBudget` (1 when even 1× does not).
  static func supersampling(width: Int, height: Int) -> Int {
    var factor = preferredSupersampling
    while factor > 1, width * factor * height * factor > pixelBudget { factor -= 1 }
    return factor
  }

  /// Writes the canvas, at `width` × `height`, as a PNG at `path`, as
  /// `captureFrame(renderer:to:)` does, but straight from the canvas's own pixels. `changed` is
  /// as for `readFrame(into:changed:alongside:)`: the capture is encoded from the frame kept from
  /// the last read, averaged down again where the surface changed.
  func capture(to path: String, changed: SurfaceChange = .everything) throws {
    // The software renderer queues drawing commands; run them before reading the pixels.
    if SDL_RenderFlush(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderFlush") }
    updateFrame(changed: changed, alongside: {})
    let (frame, rowBytes) = (lastFrame, width * 3)
    try encoder.encode(width: width, height: height, channels: 3) { y, rows, at in
      PixelRows.copy(frame.span, (y * rowBytes)..<((y + 1) * rowBytes), into: &rows, at: at)
    }
    try encoder.write(to: path)
  }

  /// Reads the canvas, at `width` × `height`, into `frame` as opaque RGB bytes, rows
  /// `3 · width` apart: the pixels `capture(to:)` would write, without making a PNG of them.
  /// `changed` says which pixels of the surface may have changed since the last frame read
  /// (whoever draws into the canvas keeps that account, see `SceneCapturer`): only their blocks
  /// are averaged down again, into the frame kept from the last read. `alongside` runs on another
  /// thread while the bands are read (a golden film's frame is decoded so); it must not touch
  /// `frame`, and is done when this returns.
  func readFrame(
    into frame: inout [UInt8], changed: SurfaceChange = .everything, alongside: () -> Void = {}
  ) throws {
    if SDL_RenderFlush(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderFlush") }
    // The caller's copy let go, so that the kept frame is (usually) updated in place.
    frame = []
    updateFrame(changed: changed, alongside: alongside)
    frame = lastFrame
  }

  /// Averages the surface down into `lastFrame` where `changed` says it changed (all of it when
  /// there is no frame yet), with `alongside` run meanwhile.
  private func updateFrame(changed: SurfaceChange, alongside: () -> Void) {
    let (pitch, factor, width, height) = (surface.pitch, renderer.supersampling, width, height)
    let whole = PixelBox(width: width, height: height)
    var box: PixelBox
    switch changed {
    case .none: box = .empty
    case .within(let changed): box = changed.shrunk(by: factor).intersection(whole)
    case .everything: box = whole
    }
    if lastFrame.count != width * height * 3 {
      lastFrame = [UInt8](repeating: 0, count: width * height * 3)
      box = whole
    }
    guard !box.isEmpty else { return alongside() }
    // In bands on as many threads as a capture's encoding uses (see `PNGEncoder.bandCount`), so
    // a film's frame costs no more wall time to read than a capture's; `alongside` is one more
    // task, the first handed out, so it starts at once on one core while the bands share the rest.
    let rowCount = box.bottom - box.top
    let bands = min(PNGEncoder.bandCount(rawBytes: (box.right - box.left) * rowCount * 3), rowCount)
    let rowBytes = width * 3
    let (top, columns) = (box.top, box.left..<box.right)
    @Sendable func firstRow(_ band: Int) -> Int { top + band * rowCount / bands }
    surface.withBytes { bytes in
      let source = bytes.span
      PixelRows.forEachBand(
        bands, of: &lastFrame, range: { firstRow($0) * rowBytes..<firstRow($0 + 1) * rowBytes },
        alongside: alongside
      ) { band, rows in
        let first = firstRow(band)
        for y in first..<firstRow(band + 1) {
          BoxFilter.averageRow(
            y, of: source, pitch: pitch, factor: factor, columns: columns, into: &rows,
            at: (y - first) * rowBytes)
        }
      }
    }
  }

  /// Renders `scene` headlessly, at its own size, into a PNG at `path`.
  static func renderPNG(of scene: Scene, to path: String) throws {
    let canvas = try OffscreenCanvas(sizeOf: scene)
    try SceneRenderer(renderer: canvas.renderer).draw(scene)
    try canvas.capture(to: path)
  }
}
