import CSDL2
import Motion

extension VertexBatch {
  /// Appends a straight line between two pixel points, `width` pixels wide (at least 1), whose
  /// long sides fade out over one pixel when `antialiased`. Nothing is added for a line shorter
  /// than 0.01 px.
  mutating func addLine(
    from a: Point, to b: Point, width: Double, color: SDL_Color, antialiased: Bool
  ) {
    let d = b - a
    let length = d.length
    guard length > 0.01, length.isFinite, a.isFinite else { return }
    let normal = Point(x: -d.y / length, y: d.x / length)
    let half = max(width, 1) / 2
    guard antialiased else {
      let side = normal * half
      let first = addVertex(x: a.x - side.x, y: a.y - side.y, color: color)
      addVertex(x: a.x + side.x, y: a.y + side.y, color: color)
      addVertex(x: b.x + side.x, y: b.y + side.y, color: color)
      addVertex(x: b.x - side.x, y: b.y - side.y, color: color)
      addQuad(first, first + 1, first + 2, first + 3)
      return
    }
    var clear = color
    clear.a = 0
    let first = nextIndex
    addCrossSection(at: a, normal: normal, half: half, color: color, clear: clear)
    addCrossSection(at: b, normal: normal, half: half, color: color, clear: clear)
    for i: Int32 in 0..<3 {
      addQuad(first + i, first + i + 1, first + 5 + i, first + 4 + i)
    }
  }

  /// Four vertices across a line's end: transparent, opaque, opaque, transparent.
  private mutating func addCrossSection(
    at end: Point, normal: Point, half: Double, color: SDL_Color, clear: SDL_Color
  ) {
    let outer = half + 0.5
    let inner = half - 0.5
    addVertex(x: end.x - normal.x * outer, y: end.y - normal.y * outer, color: clear)
    addVertex(x: end.x - normal.x * inner, y: end.y - normal.y * inner, color: color)
    addVertex(x: end.x + normal.x * inner, y: end.y + normal.y * inner, color: color)
    addVertex(x: end.x + normal.x * outer, y: end.y + normal.y * outer, color: clear)
  }

  /// Appends a filled triangle with corners at three pixel points.
  mutating func addFilledTriangle(_ a: Point, _ b: Point, _ c: Point, color: SDL_Color) {
    let ia = addVertex(x: a.x, y: a.y, color: color)
    let ib = addVertex(x: b.x, y: b.y, color: color)
    let ic = addVertex(x: c.x, y: c.y, color: color)
    addTriangle(ia, ib, ic)
  }
}
