/// Fills triangles of one colour into 32-bit pixels, covering exactly the pixels SDL 2's
/// software rasterizer covers, a row at a time.
///
/// SDL's rasterizer (`SDL_SW_FillTriangle`) tests every pixel of a triangle's bounding box
/// against three edge functions; a capture's background and large elements are mostly pixels
/// inside, so that test was most of a capture's time. This fill keeps SDL's rule to the pixel
/// (vertices on whole pixels, a pixel covered when its centre is inside, ties broken by the
/// top-left rule, all in integers) but works out each row's covered span from the edge functions
/// and writes it in one go: the same pixels, whatever the machine, for a fraction of the work.
///
/// A fill may be clipped to a box of the surface: it then writes exactly the pixels within the box
/// that the unclipped fill writes, since each pixel's test depends on the triangle alone. A frame
/// redrawn within the box where it changed so comes out as the whole frame drawn again.
struct TriangleFill {
  /// The pixels that may be filled: those of the surface, or of a box within it.
  let clip: PixelBox
  /// Pixels from one row's start to the next's.
  let rowLength: Int

  /// A fill of the pixels of a surface of `height` rows of `width` pixels, a row every
  /// `rowLength` pixels.
  init(width: Int, height: Int, rowLength: Int) {
    self.init(clip: PixelBox(width: width, height: height), rowLength: rowLength)
  }

  /// A fill of the pixels within `clip` (which lies within the surface), a row every
  /// `rowLength` pixels.
  init(clip: PixelBox, rowLength: Int) {
    precondition(clip.left >= 0 && clip.top >= 0 && clip.right <= rowLength)
    self.clip = clip
    self.rowLength = rowLength
  }

  /// Fills the triangle with corners `a`, `b`, `c` (whole pixels) of `pixels` with `color`.
  func fill(
    _ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ c: (x: Int, y: Int), color: UInt32,
    in pixels: inout MutableSpan<UInt32>
  ) {
    forEachSpan(a, b, c) { row, _, first, last in
      PixelRows.fill(&pixels, (row + first)..<(row + last + 1), with: color)
    }
  }

  /// Fills the pixels of the triangle with corners `a`, `b`, `c` (whole pixels) that `mask` has
  /// not marked written with `color`, and marks them (a frame drawn front to back).
  func fill(
    _ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ c: (x: Int, y: Int), color: UInt32,
    in pixels: inout MutableSpan<UInt32>, mask: inout CoverageMask
  ) {
    forEachSpan(a, b, c) { row, y, first, last in
      mask.fill(row: y, from: first, through: last, rowStart: row, color: color, in: &pixels)
    }
  }

  /// Calls `body` for each row of the triangle with corners `a`, `b`, `c` (whole pixels) that
  /// covers pixels, with the index of the row's first pixel, the row, and the first and last
  /// columns covered (inclusive).
  @inline(__always)
  private func forEachSpan(
    _ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ c: (x: Int, y: Int),
    _ body: (_ rowStart: Int, _ y: Int, _ first: Int, _ last: Int) -> Void
  ) {
    // SDL works in fixed point with one fractional bit: corners at 2x, pixel centres at 2x + 1.
    let p0 = (x: a.x << 1, y: a.y << 1)
    let p1 = (x: b.x << 1, y: b.y << 1)
    let p2 = (x: c.x << 1, y: c.y << 1)
    let area = Self.cross(p0, p1, p2.x, p2.y)
    guard area != 0 else { return }
    let minX = min(a.x, b.x, c.x)
    let minY = min(a.y, b.y, c.y)
    // SDL's box spans [min, max) on each axis, cut to the pixels there are (and to the clip).
    let left = max(minX, clip.left)
    let top = max(minY, clip.top)
    let right = min(max(a.x, b.x, c.x), clip.right)
    let bottom = min(max(a.y, b.y, c.y), clip.bottom)
    guard left < right, top < bottom else { return }

    let clockwise = area > 0
    let sign = clockwise ? 1 : -1
    // Each edge function's change per pixel along x (`step`) and along y (`rise`), and its value
    // at the centre of the box's first pixel (`start`).
    let centre = (x: (left << 1) + 1, y: (top << 1) + 1)
    func edge(_ from: (x: Int, y: Int), _ to: (x: Int, y: Int)) -> Edge {
      Edge(
        start: sign * Self.cross(from, to, centre.x, centre.y),
        step: sign * ((from.y - to.y) << 1),
        rise: sign * ((to.x - from.x) << 1),
        bias: Self.isTopLeft(from, to, clockwise: clockwise) ? 0 : -1)
    }
    let e0 = edge(p1, p2)
    let e1 = edge(p2, p0)
    let e2 = edge(p0, p1)
    let spanWidth = right - left
    var row = top * rowLength
    var bounds = (SpanBound(e0), SpanBound(e1), SpanBound(e2))
    for y in top..<bottom {
      var first = 0
      var last = spanWidth - 1
      bounds.0.limit(&first, &last)
      bounds.1.limit(&first, &last)
      bounds.2.limit(&first, &last)
      if first <= last { body(row, y, left + first, left + last) }
      bounds.0.advance()
      bounds.1.advance()
      bounds.2.advance()
      row += rowLength
    }
  }

  /// Fills the pixels from (`left`, `top`) up to but not including (`right`, `bottom`), cut to
  /// the pixels there are (and to the clip), of `pixels`: what SDL's rectangle fill covers;
  /// nothing when the rectangle is empty.
  func fillRectangle(
    left: Int, top: Int, right: Int, bottom: Int, color: UInt32, in pixels: inout MutableSpan<UInt32>
  ) {
    let (x0, y0) = (max(left, clip.left), max(top, clip.top))
    let (x1, y1) = (min(right, clip.right), min(bottom, clip.bottom))
    guard x0 < x1, y0 < y1 else { return }
    var row = y0 * rowLength + x0
    for _ in y0..<y1 {
      PixelRows.fill(&pixels, row..<(row + x1 - x0), with: color)
      row += rowLength
    }
  }

  /// Fills the pixels of the rectangle `fillRectangle` fills that `mask` has not marked written
  /// with `color`, and marks them (a frame drawn front to back).
  func fillRectangle(
    left: Int, top: Int, right: Int, bottom: Int, color: UInt32, in pixels: inout MutableSpan<UInt32>,
    mask: inout CoverageMask
  ) {
    let (x0, y0) = (max(left, clip.left), max(top, clip.top))
    let (x1, y1) = (min(right, clip.right), min(bottom, clip.bottom))
    guard x0 < x1, y0 < y1 else { return }
    for y in y0..<y1 {
      mask.fill(row: y, from: x0, through: x1 - 1, rowStart: y * rowLength, color: color, in: &pixels)
    }
  }

  private struct Edge {
    var start: Int
    var step: Int
    var rise: Int
    var bias: Int
  }

  /// One edge's bound on a row's span: the i where value + i · step ≥ 0 (value being the edge
  /// function, biased, at the row's first pixel), stepped from row to row by carrying a
  /// remainder, so that a row costs additions rather than a division an edge. A rising edge
  /// (step > 0) bounds the span's first pixel, ⌈−value / step⌉; a falling one its last,
  /// ⌊value / −step⌋; an edge along x (step 0) keeps the whole row or none of it.
  private struct SpanBound {
    private enum Side { case first, last, whole }
    private let side: Side
    /// The bound on this row (for an edge along x, the edge function's value).
    private var bound: Int
    /// For a rising edge, bound · divisor + value; for a falling one, value − bound · divisor:
    /// from 0 up to `divisor`, exclusive.
    private var remainder = 0
    private var divisor = 1
    private var boundStep: Int
    private var remainderStep = 0

    init(_ edge: Edge) {
      let value = edge.start + edge.bias
      if edge.step > 0 {
        side = .first
        divisor = edge.step
        bound = TriangleFill.ceilingDivision(-value, divisor)
        remainder = bound * divisor + value
        // A row adds `rise` to the value: the bound falls by rise / divisor, rounded down, and
        // by one more when the remainder carries.
        let quotient = TriangleFill.floorDivision(edge.rise, divisor)
        boundStep = -quotient
        remainderStep = edge.rise - quotient * divisor
      } else if edge.step < 0 {
        side = .last
        divisor = -edge.step
        bound = TriangleFill.floorDivision(value, divisor)
        remainder = value - bound * divisor
        let quotient = TriangleFill.floorDivision(edge.rise, divisor)
        boundStep = quotient
        remainderStep = edge.rise - quotient * divisor
      } else {
        side = .whole
        bound = value
        boundStep = edge.rise
      }
    }

    /// Narrows [first, last] to this row's bound.
    func limit(_ first: inout Int, _ last: inout Int) {
      switch side {
      case .first: first = max(first, bound)
      case .last: last = min(last, bound)
      case .whole: if bound < 0 { last = first - 1 }
      }
    }

    /// Moves on to the next row.
    mutating func advance() {
      bound += boundStep
      remainder += remainderStep
      if remainder >= divisor {
        remainder -= divisor
        bound += side == .first ? -1 : 1
      }
    }
  }

  /// ⌈n / d⌉ for d > 0.
  private static func ceilingDivision(_ n: Int, _ d: Int) -> Int {
    n >= 0 ? (n + d - 1) / d : -((-n) / d)
  }

  /// ⌊n / d⌋ for d > 0.
  private static func floorDivision(_ n: Int, _ d: Int) -> Int {
    n >= 0 ? n / d : -((-n + d - 1) / d)
  }

  /// The cross product (b − a) × (c − a), as SDL computes it.
  private static func cross(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int), _ cx: Int, _ cy: Int) -> Int {
    (b.x - a.x) * (cy - a.y) - (b.y - a.y) * (cx - a.x)
  }

  /// SDL's top-left rule: which edges own the pixel centres that lie exactly on them.
  private static func isTopLeft(_ a: (x: Int, y: Int), _ b: (x: Int, y: Int), clockwise: Bool) -> Bool {
    if clockwise {
      return (a.y == b.y && a.x < b.x) || b.y < a.y
    }
    return (a.y == b.y && b.x < a.x) || a.y < b.y
  }
}
