import CSDL2
import Motion

/// The vertices and triangle indices of one `SDL_RenderGeometry` call, kept across frames.
///
/// `removeAll()` keeps the storage, so once a frame's shapes have been seen no further memory
/// is allocated. Coordinates are pixels, kept as `Double` until drawn. Triangles reaching beyond
/// a guard band around the drawing area are clipped to it, because SDL's software rasterizer
/// computes in 32-bit integers and draws nothing, or garbage, for triangles spanning more than
/// about 23 000 pixels; clipping keeps even a hugely zoomed element exact on screen. Non-finite
/// coordinates become 0, so SDL never sees NaN.
struct VertexBatch {
  /// A vertex before it is handed to SDL.
  struct Vertex {
    var x: Double
    var y: Double
    var color: SDL_Color
  }

  /// A stretch of `indices` drawn with one blend mode.
  private struct Run {
    var start: Int
    var blended: Bool
  }

  private(set) var vertices: [Vertex] = []
  private(set) var indices: [Int32] = []
  /// Consecutive triangles that are all opaque are drawn without blending: SDL's software
  /// renderer blends a triangle through a temporary surface, which doubles its cost.
  private var runs: [Run] = []
  private var sdlVertices: [SDL_Vertex] = []
  private var clipIn: [Vertex] = []
  private var clipOut: [Vertex] = []
  private var band = (minX: -4096.0, minY: -4096.0, maxX: 8192.0, maxY: 8192.0)

  /// Whether opaque runs on an offscreen surface are filled without SDL (the default; tests turn
  /// it off to compare with SDL's own drawing).
  var fillsDirectly = true

  /// The pixels written so far in a frame drawn front to back (see `beginFrontToBack`).
  private var coverage = CoverageMask()
  /// Whether the frame is drawn front to back: each draw fills only pixels no earlier draw of the
  /// frame wrote.
  private(set) var drawsFrontToBack = false

  /// The largest span, in pixels, a triangle may have for SDL's software rasterizer.
  static let largestSpan = 20_000.0

  /// Creates an empty batch with room for the given numbers of vertices and indices.
  init(vertexCapacity: Int, indexCapacity: Int) {
    vertices.reserveCapacity(vertexCapacity)
    sdlVertices.reserveCapacity(vertexCapacity)
    indices.reserveCapacity(indexCapacity)
    runs.reserveCapacity(16)
    clipIn.reserveCapacity(16)
    clipOut.reserveCapacity(16)
  }

  /// The index the next vertex will get.
  var nextIndex: Int32 { Int32(truncatingIfNeeded: vertices.count) }

  var isEmpty: Bool { indices.isEmpty }

  /// The vertices a batch of many shapes gathers before its owner draws it and starts again,
  /// between two shapes: enough for thousands of shapes a call, and a bound on the batch's memory
  /// however many shapes a frame has.
  static let verticesPerDraw = 16_384

  /// The vertices gathered so far.
  var vertexCount: Int { vertices.count }

  /// Empties the batch, keeping its storage, and sets the guard band for a drawing area of
  /// `width` × `height` pixels: the area with as wide a margin as the rasterizer allows.
  mutating func removeAll(outputWidth width: Int, height: Int) {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
    runs.removeAll(keepingCapacity: true)
    let marginX = max((Self.largestSpan - Double(width)) / 2, 64)
    let marginY = max((Self.largestSpan - Double(height)) / 2, 64)
    band = (-marginX, -marginY, Double(width) + marginX, Double(height) + marginY)
  }

  /// Appends a vertex at pixel (x, y) and returns its index.
  @discardableResult
  mutating func addVertex(x: Double, y: Double, color: SDL_Color) -> Int32 {
    let index = nextIndex
    vertices.append(Vertex(x: Self.safe(x), y: Self.safe(y), color: color))
    return index
  }

  /// Appends one triangle of three vertex indices, clipped to the guard band where it leaves it.
  mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
    let (va, vb, vc) = (vertices[Int(a)], vertices[Int(b)], vertices[Int(c)])
    markRun(blended: va.color.a & vb.color.a & vc.color.a != 255)
    if Self.isInBand(va, band) && Self.isInBand(vb, band) && Self.isInBand(vc, band) {
      indices.append(a)
      indices.append(b)
      indices.append(c)
    } else {
      addClipped(a, b, c)
    }
  }

  /// Appends the quad a-b-c-d (corners in order around it) as two triangles.
  mutating func addQuad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
    addTriangle(a, b, c)
    addTriangle(a, c, d)
  }

  /// Triangulates the band between two closed rings of `count` vertices each, starting at
  /// indices `inner` and `outer`, vertex i of one facing vertex i of the other.
  mutating func addBand(inner: Int32, outer: Int32, count: Int32) {
    for i in 0..<count {
      let j = (i + 1) % count
      addQuad(inner + i, outer + i, outer + j, inner + j)
    }
  }

  /// Triangulates a convex closed ring of `count` vertices as a fan from its first vertex:
  /// `count` − 2 triangles, so a plain rectangle takes two.
  mutating func addPolygon(ring: Int32, count: Int32) {
    guard count > 2 else { return }
    for i in 1..<count - 1 {
      addTriangle(ring, ring + i, ring + i + 1)
    }
  }

  /// Starts a new run when the next triangle's blending differs from the current run's.
  private mutating func markRun(blended: Bool) {
    if let last = runs.last, last.blended == blended { return }
    runs.append(Run(start: indices.count, blended: blended))
  }

  /// Draws every triangle: with SDL's software renderer one `SDL_RenderGeometry` call per run
  /// of opaque or translucent triangles, only translucent ones alpha-blended; with an
  /// accelerated one, all in one blended call.
  ///
  /// SDL's software renderer truncates vertex positions to whole pixels (SDL 2.26), which shifts
  /// shapes up and left by up to a pixel; rounding them first instead keeps the usual rule that a
  /// pixel is covered when its centre is, for axis-aligned edges.
  mutating func draw(on renderer: Renderer) throws {
    try draw(on: renderer, within: nil)
  }

  /// Draws every triangle as `draw(on:)` does, but only its pixels within `clip` when one is
  /// given (an offscreen surface's, whose opaque runs are filled directly): both SDL and the
  /// direct fill decide each pixel by the triangle alone, so those pixels come out as drawing
  /// the whole gives.
  mutating func draw(on renderer: Renderer, within clip: PixelBox?) throws {
    guard !indices.isEmpty else { return }
    prepareVertices(rounded: renderer.isSoftware)
    if !renderer.isSoftware {
      // Blending leaves an opaque triangle's pixels as they are, and an accelerated renderer
      // blends at no cost worth a call: the batch is one call, not two an element (its body and
      // its smoothed rim). Under Mesa's software OpenGL ten thousand elements' 20,000 calls a
      // frame took nearly three times the drawing thread's time, and far more memory, than ~11.
      SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
      try renderer.renderGeometry(sdlVertices, indices, range: indices.indices)
      return
    }
    let direct = directSurface(of: renderer)
    precondition(clip == nil || direct != nil, "only a surface filled directly is drawn within a box")
    for run in runs.indices {
      let range = runRange(run)
      if let direct, !runs[run].blended,
        try fillDirectly(indices[range], on: direct, renderer: renderer, within: clip)
      {
        continue
      }
      // Drawn after the shapes in front of it, SDL would draw over them.
      precondition(!drawsFrontToBack, "a frame drawn front to back holds only triangles filled directly")
      SDL_SetRenderDrawBlendMode(
        renderer.pointer, runs[run].blended ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
      if let clip {
        var rect = SDL_Rect(
          x: Int32(clip.left), y: Int32(clip.top), w: Int32(clip.right - clip.left),
          h: Int32(clip.bottom - clip.top))
        SDL_RenderSetClipRect(renderer.pointer, &rect)
      }
      try renderer.renderGeometry(sdlVertices, indices, range: range)
      if clip != nil { SDL_RenderSetClipRect(renderer.pointer, nil) }
    }
    SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
  }

  /// The shapes `draw(on:)` draws into `surface` (the software renderer's), in drawing order, as
  /// SDL pairs the triangles of each run (see `FilledShape`), put in `shapes` in place of what it
  /// held.
  mutating func shapes(on surface: Surface, into shapes: inout [FilledShape]) {
    shapes.removeAll(keepingCapacity: true)
    prepareVertices(rounded: true)
    for run in runs.indices {
      Self.forEachShape(indices[runRange(run)], sdlVertices, surface: surface) { shapes.append($0) }
    }
  }

  /// The stretch of `indices` that run `run` draws.
  private func runRange(_ run: Int) -> Range<Int> {
    runs[run].start..<(run + 1 < runs.count ? runs[run + 1].start : indices.count)
  }

  /// Makes `sdlVertices` from `vertices`, each position rounded to whole pixels when `rounded`.
  private mutating func prepareVertices(rounded round: Bool) {
    sdlVertices.removeAll(keepingCapacity: true)
    for v in vertices {
      let x = Float(round ? v.x.rounded() : v.x)
      let y = Float(round ? v.y.rounded() : v.y)
      sdlVertices.append(
        SDL_Vertex(position: SDL_FPoint(x: x, y: y), color: v.color, tex_coord: SDL_FPoint(x: 0, y: 0)))
    }
  }

  /// The offscreen surface that opaque runs are filled into without SDL, or nil when they are
  /// drawn by SDL (a window, a clip, or `fillsDirectly` off).
  func directSurface(of renderer: Renderer) -> Surface? {
    guard fillsDirectly, SDL_RenderIsClipEnabled(renderer.pointer) == SDL_FALSE else { return nil }
    return renderer.surface
  }

  /// Starts a frame drawn front to back into `surface` (the renderer's `directSurface`): shapes
  /// are added from the last in drawing order to the first, every triangle opaque and of one
  /// colour, and each draw fills only the pixels no earlier draw of the frame wrote, which gives
  /// the pixels drawing back to front gives (see `CoverageMask`).
  mutating func beginFrontToBack(on surface: Surface) {
    coverage.reset(width: surface.width, height: surface.height)
    drawsFrontToBack = true
  }

  /// Ends a frame drawn front to back; later draws fill back to front again.
  mutating func endFrontToBack() {
    drawsFrontToBack = false
  }

  /// In a frame drawn front to back, whether every pixel of the surface is written: nothing
  /// added after shows.
  var coversEverything: Bool { drawsFrontToBack && coverage.isFull }

  /// In a frame drawn front to back, whether every pixel in columns `left..<right` of rows
  /// `top..<bottom` is written already: a shape drawn within them would not show.
  func covers(left: Int, top: Int, right: Int, bottom: Int) -> Bool {
    drawsFrontToBack && coverage.isCovered(left: left, top: top, right: right, bottom: bottom)
  }

  /// Fills the opaque, single-coloured triangles of `run` straight into an offscreen surface,
  /// exactly as SDL's software renderer would draw them, after running whatever SDL has queued so
  /// that the order of drawing holds. Returns false, drawing nothing, when a triangle of the run
  /// shades between colours, which is left to SDL.
  ///
  /// SDL 2's `SDL_RenderGeometry` on a software renderer first looks at the triangles in pairs:
  /// two in a row that share exactly two corners and make an axis-aligned rectangle of one colour
  /// are filled as that rectangle, the others as triangles (`SDL_SW_RenderGeometryRaw`). The same
  /// pairing runs here, so that even tiny shapes whose rounded corners coincide come out as SDL
  /// draws them; `TriangleFill` then covers what SDL's triangle rasterizer covers.
  private mutating func fillDirectly(
    _ run: ArraySlice<Int32>, on surface: Surface, renderer: Renderer, within clip: PixelBox?
  ) throws -> Bool {
    guard Self.isSingleColoured(run, sdlVertices) else { return false }
    if SDL_RenderFlush(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderFlush") }
    let (width, height, rowLength) = (surface.width, surface.height, surface.pitch / 4)
    let frontToBack = drawsFrontToBack
    surface.withPixelValues { pixels in
      let whole = PixelBox(width: width, height: height)
      let fill = TriangleFill(clip: clip?.intersection(whole) ?? whole, rowLength: rowLength)
      Self.forEachShape(run, sdlVertices, surface: surface) { shape in
        if frontToBack {
          shape.fill(with: fill, in: &pixels, mask: &coverage)
        } else {
          shape.fill(with: fill, in: &pixels)
        }
      }
    }
    return true
  }

  /// Whether every triangle of `run` has one colour at its three corners.
  private static func isSingleColoured(_ run: ArraySlice<Int32>, _ vertices: [SDL_Vertex]) -> Bool {
    var index = run.startIndex
    while index < run.endIndex {
      let (a, b, c) = (
        vertices[Int(run[index])], vertices[Int(run[index + 1])], vertices[Int(run[index + 2])]
      )
      guard sameColor(a.color, b.color), sameColor(a.color, c.color) else { return false }
      index += 3
    }
    return true
  }

  /// Calls `body` with the shapes SDL's software renderer draws the triangles of `run` as, in
  /// order: two in a row that make an axis-aligned rectangle of one colour by SDL 2's test (see
  /// `rectangle`) as that rectangle, of at least one pixel a side (none when it is flat), the
  /// others as triangles; colours as `surface`'s pixel values.
  private static func forEachShape(
    _ run: ArraySlice<Int32>, _ vertices: [SDL_Vertex], surface: Surface, _ body: (FilledShape) -> Void
  ) {
    func corner(_ k: Int32) -> (x: Int, y: Int) {
      // SDL's software renderer takes the integer part of each (already rounded) position.
      (Int(vertices[Int(k)].position.x), Int(vertices[Int(k)].position.y))
    }
    func value(_ k: Int32) -> UInt32 {
      surface.mapRGBA(vertices[Int(k)].color)
    }
    func triangle(_ t: (Int32, Int32, Int32)) -> FilledShape {
      let (a, b, c) = (corner(t.0), corner(t.1), corner(t.2))
      let colors = (value(t.0), value(t.1), value(t.2))
      guard colors.0 == colors.1, colors.0 == colors.2 else {
        return .shadedTriangle(
          ax: a.x, ay: a.y, bx: b.x, by: b.y, cx: c.x, cy: c.y, a: colors.0, b: colors.1, c: colors.2)
      }
      return .triangle(ax: a.x, ay: a.y, bx: b.x, by: b.y, cx: c.x, cy: c.y, color: colors.0)
    }
    var previous: (Int32, Int32, Int32)?
    var index = run.startIndex
    while index < run.endIndex {
      let current = (run[index], run[index + 1], run[index + 2])
      index += 3
      guard let before = previous else {
        previous = current
        continue
      }
      if let rectangle = Self.rectangle(before, current, vertices) {
        // SDL fills it as a rectangle of at least one pixel a side, unless it is flat.
        let (topLeft, bottomRight) = (corner(rectangle.topLeft), corner(rectangle.bottomRight))
        let (w, h) = (bottomRight.x - topLeft.x, bottomRight.y - topLeft.y)
        if w != 0, h != 0 {
          let box = PixelBox(
            left: topLeft.x, top: topLeft.y, right: topLeft.x + max(w, 1), bottom: topLeft.y + max(h, 1))
          body(.rectangle(box, color: value(current.0)))
        }
        previous = nil
      } else {
        body(triangle(before))
        previous = current
      }
    }
    if let previous { body(triangle(previous)) }
  }

  /// The corners of the axis-aligned, single-coloured rectangle the triangles `p` then `q` make
  /// by SDL 2's test (they share exactly two corners), or nil.
  private static func rectangle(
    _ p: (Int32, Int32, Int32), _ q: (Int32, Int32, Int32), _ vertices: [SDL_Vertex]
  ) -> (topLeft: Int32, bottomRight: Int32)? {
    func isShared(_ k: Int32) -> Int { k == q.0 || k == q.1 || k == q.2 ? 1 : 0 }
    guard isShared(p.0) + isShared(p.1) + isShared(p.2) == 2 else { return nil }
    func xy(_ k: Int32) -> (x: Float, y: Float) { (vertices[Int(k)].position.x, vertices[Int(k)].position.y) }
    let (v0, v1, v2) = (xy(q.0), xy(q.1), xy(q.2))
    let a: Int32 =
      v0.x <= v1.x && v0.y <= v1.y
      ? (v0.x <= v2.x && v0.y <= v2.y ? q.0 : q.2) : (v1.x <= v2.x && v1.y <= v2.y ? q.1 : q.2)
    let b: Int32 =
      v0.x >= v1.x && v0.y >= v1.y
      ? (v0.x >= v2.x && v0.y >= v2.y ? q.0 : q.2) : (v1.x >= v2.x && v1.y >= v2.y ? q.1 : q.2)
    let c = q.0 != a && q.0 != b ? q.0 : (q.1 != a && q.1 != b ? q.1 : q.2)
    let c2 = p.0 != a && p.0 != b ? p.0 : (p.1 != a && p.1 != b ? p.1 : p.2)
    let (topLeft, bottomRight) = (xy(a), xy(b))
    func isRightAngle(_ corner: (x: Float, y: Float)) -> Bool {
      (topLeft.x == corner.x && bottomRight.y == corner.y)
        || (topLeft.y == corner.y && bottomRight.x == corner.x)
    }
    guard isRightAngle(xy(c)), isRightAngle(xy(c2)) else { return nil }
    let color = vertices[Int(a)].color
    guard sameColor(color, vertices[Int(b)].color), sameColor(color, vertices[Int(c)].color),
      sameColor(color, vertices[Int(c2)].color)
    else { return nil }
    return (a, b)
  }

  private static func sameColor(_ a: SDL_Color, _ b: SDL_Color) -> Bool {
    a.r == b.r && a.g == b.g && a.b == b.b && a.a == b.a
  }

  private static func isInBand(
    _ v: Vertex, _ band: (minX: Double, minY: Double, maxX: Double, maxY: Double)
  ) -> Bool {
    v.x >= band.minX && v.x <= band.maxX && v.y >= band.minY && v.y <= band.maxY
  }

  /// Clips triangle a-b-c against the four sides of the guard band (Sutherland–Hodgman),
  /// interpolating colours along the cut edges, and appends what is left as a fan.
  private mutating func addClipped(_ a: Int32, _ b: Int32, _ c: Int32) {
    clipIn.removeAll(keepingCapacity: true)
    clipIn.append(vertices[Int(a)])
    clipIn.append(vertices[Int(b)])
    clipIn.append(vertices[Int(c)])
    for side in 0..<4 {
      clipOut.removeAll(keepingCapacity: true)
      for i in clipIn.indices {
        let p = clipIn[i]
        let q = clipIn[(i + 1) % clipIn.count]
        let dp = distanceInside(p, side: side)
        let dq = distanceInside(q, side: side)
        if dp >= 0 { clipOut.append(p) }
        if (dp >= 0) != (dq >= 0) {
          clipOut.append(Self.interpolate(p, q, t: dp / (dp - dq)))
        }
      }
      swap(&clipIn, &clipOut)
      if clipIn.count < 3 { return }
    }
    let first = nextIndex
    vertices.append(contentsOf: clipIn)
    for i in 1..<Int32(clipIn.count - 1) {
      indices.append(first)
      indices.append(first + i)
      indices.append(first + i + 1)
    }
  }

  /// How far inside `side` (0 left, 1 right, 2 top, 3 bottom) of the band `v` lies.
  private func distanceInside(_ v: Vertex, side: Int) -> Double {
    switch side {
    case 0: v.x - band.minX
    case 1: band.maxX - v.x
    case 2: v.y - band.minY
    default: band.maxY - v.y
    }
  }

  private static func interpolate(_ p: Vertex, _ q: Vertex, t: Double) -> Vertex {
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    return Vertex(
      x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t,
      color: SDL_Color(
        r: mix(p.color.r, q.color.r), g: mix(p.color.g, q.color.g), b: mix(p.color.b, q.color.b),
        a: mix(p.color.a, q.color.a)))
  }

  /// Far beyond any drawing area, yet small enough that clipping arithmetic stays exact.
  private static let coordinateLimit = 1e12

  private static func safe(_ value: Double) -> Double {
    guard value.isFinite else { return 0 }
    return min(max(value, -coordinateLimit), coordinateLimit)
  }
}

extension SDL_Color {
  /// The SDL form of a Motion colour.
  init(_ color: Motion.Color) {
    self.init(r: color.red, g: color.green, b: color.blue, a: color.alpha)
  }
}
