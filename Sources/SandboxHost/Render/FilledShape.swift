/// One shape of a frame drawn into an offscreen surface by SDL's software renderer, or by
/// `TriangleFill` in its place: a triangle, or an axis-aligned rectangle, as SDL pairs the
/// triangles of one `SDL_RenderGeometry` call (see `VertexBatch`). Colours are the surface's
/// pixel values of the vertices' colours (alpha included, so a translucent shape, which SDL
/// blends, differs from an opaque one).
///
/// A shape writes only pixels within its `box`, and what it writes into each depends on the
/// shape and on what the pixel held alone, so two frames' lists of shapes tell where their pixels
/// may differ (see `RetainedFrame`).
enum FilledShape: Equatable {
  /// The triangle with corners (`ax`, `ay`), (`bx`, `by`), (`cx`, `cy`), whole pixels, of one colour.
  case triangle(ax: Int, ay: Int, bx: Int, by: Int, cx: Int, cy: Int, color: UInt32)
  /// A triangle shaded between the colours of its corners `a`, `b` and `c`, which SDL draws.
  case shadedTriangle(ax: Int, ay: Int, bx: Int, by: Int, cx: Int, cy: Int, a: UInt32, b: UInt32, c: UInt32)
  /// The pixels of `box`, of one colour.
  case rectangle(PixelBox, color: UInt32)

  /// The pixels the shape may write: a triangle's within the box its corners span, [min, max)
  /// on each axis, as SDL's rasterizer bounds it.
  var box: PixelBox {
    switch self {
    case .triangle(let ax, let ay, let bx, let by, let cx, let cy, _),
      .shadedTriangle(let ax, let ay, let bx, let by, let cx, let cy, _, _, _):
      PixelBox(left: min(ax, bx, cx), top: min(ay, by, cy), right: max(ax, bx, cx), bottom: max(ay, by, cy))
    case .rectangle(let box, _):
      box
    }
  }

  /// Writes the pixels of a shape of one colour within `fill`'s clip into `pixels`.
  func fill(with fill: TriangleFill, in pixels: inout MutableSpan<UInt32>) {
    switch self {
    case .triangle(let ax, let ay, let bx, let by, let cx, let cy, let color):
      fill.fill((ax, ay), (bx, by), (cx, cy), color: color, in: &pixels)
    case .rectangle(let box, let color):
      fill.fillRectangle(
        left: box.left, top: box.top, right: box.right, bottom: box.bottom, color: color, in: &pixels)
    case .shadedTriangle:
      preconditionFailure("a shaded triangle is drawn by SDL")
    }
  }

  /// Writes the pixels of a shape of one colour within `fill`'s clip that `mask` has not marked
  /// written into `pixels`, and marks them (a frame drawn front to back).
  func fill(with fill: TriangleFill, in pixels: inout MutableSpan<UInt32>, mask: inout CoverageMask) {
    switch self {
    case .triangle(let ax, let ay, let bx, let by, let cx, let cy, let color):
      fill.fill((ax, ay), (bx, by), (cx, cy), color: color, in: &pixels, mask: &mask)
    case .rectangle(let box, let color):
      fill.fillRectangle(
        left: box.left, top: box.top, right: box.right, bottom: box.bottom, color: color, in: &pixels,
        mask: &mask)
    case .shadedTriangle:
      preconditionFailure("a shaded triangle is drawn by SDL")
    }
  }
}
