import CSDL2
import Foundation
import Motion

/// Turns rounded rectangles and circles into triangles, with an optional one-pixel alpha rim
/// that anti-aliases their edges (worth it only where vertices keep sub-pixel positions, which
/// SDL's software renderer does not).
///
/// Each corner arc gets enough segments that the chord strays less than 0.2 px from the true
/// arc at the size it is drawn (at most `maxSegments`). The arc directions come from tables
/// computed once, so tessellating allocates nothing and calls no trigonometry per frame.
struct RoundedRectTessellator {
  /// The most segments a quarter arc is split into.
  static let maxSegments = 64
  /// How far a chord may stray from its arc, in pixels.
  private static let tolerance = 0.2

  /// cos and sin of k·(π/2)/n for k = 0…n, for each n = 0…maxSegments, one table after another.
  private let table: [(cos: Double, sin: Double)]
  private let tableStart: [Int]

  init() {
    var table: [(cos: Double, sin: Double)] = []
    var starts: [Int] = []
    for n in 0...Self.maxSegments {
      starts.append(table.count)
      if n == 0 {
        table.append((1, 0))
        continue
      }
      for k in 0...n {
        let angle = Double(k) * (Double.pi / 2) / Double(n)
        table.append((cos(angle), sin(angle)))
      }
    }
    self.table = table
    self.tableStart = starts
  }

  /// The number of segments for a quarter arc of `radius` pixels; 0 for no arc at all.
  static func segments(forPixelRadius radius: Double) -> Int {
    guard radius > 0, radius.isFinite else { return radius > 0 ? maxSegments : 0 }
    let cosine = min(max(1 - tolerance / radius, -1), 1)
    let step = 2 * acos(cosine)
    guard step > 0 else { return maxSegments }
    return min(maxSegments, max(1, Int(((Double.pi / 2) / step).rounded(.up))))
  }

  /// Appends the outline of a `width` × `height` box whose four corner arcs have their centres
  /// `inset` in from the box's sides and radius `radius`, as 4·(segments+1) vertices clockwise
  /// from the left end of the top-left arc. Points are in a local space mapped to pixels by
  /// `transform`. Returns the first vertex's index.
  @discardableResult
  func addOutline(
    to batch: inout VertexBatch, width: Double, height: Double, inset: Double, radius: Double,
    segments: Int, transform: Transform, color: SDL_Color
  ) -> Int32 {
    let first = batch.nextIndex
    let start = tableStart[segments]
    for corner in 0..<4 {
      let cx = corner == 0 || corner == 3 ? inset : width - inset
      let cy = corner < 2 ? inset : height - inset
      for k in 0...segments {
        let (c, s) = table[start + k]
        let (ux, uy): (Double, Double)
        switch corner {
        case 0: (ux, uy) = (-c, -s)
        case 1: (ux, uy) = (s, -c)
        case 2: (ux, uy) = (c, s)
        default: (ux, uy) = (-s, c)
        }
        let p = transform.apply(to: Point(x: cx + radius * ux, y: cy + radius * uy))
        batch.addVertex(x: p.x, y: p.y, color: color)
      }
    }
    return first
  }

  /// Appends a filled rectangle of `size` with corners rounded by `cornerRadius` (clamped to half
  /// the smaller side), mapped to pixels by `transform`, which must be a similarity (rotation,
  /// uniform scale, translation). With `antialiased`, a rim one pixel wide straddling the edge
  /// fades the colour out.
  func addRoundedRect(
    to batch: inout VertexBatch, size: Size, cornerRadius: Double, transform: Transform,
    color: SDL_Color, antialiased: Bool
  ) {
    let w = size.width
    let h = size.height
    let pixelsPerUnit = abs(transform.determinant).squareRoot()
    guard w > 0, h > 0, w.isFinite, h.isFinite, pixelsPerUnit > 0, pixelsPerUnit.isFinite else {
      return
    }
    let half = min(w, h) / 2
    let r = cornerRadius.isFinite ? min(max(cornerRadius, 0), half) : 0
    if !antialiased {
      let n = Self.segments(forPixelRadius: r * pixelsPerUnit)
      let ring = addOutline(
        to: &batch, width: w, height: h, inset: r, radius: r, segments: n, transform: transform,
        color: color)
      batch.addPolygon(ring: ring, count: Int32(4 * (n + 1)))
      return
    }
    let rim = 0.5 / pixelsPerUnit
    let innerRim = min(rim, half)
    let n = Self.segments(forPixelRadius: (r + rim) * pixelsPerUnit)
    let inner = addOutline(
      to: &batch, width: w, height: h, inset: max(r, innerRim), radius: max(r - innerRim, 0),
      segments: n, transform: transform, color: color)
    var clear = color
    clear.a = 0
    let outer = addOutline(
      to: &batch, width: w, height: h, inset: r, radius: r + rim, segments: n,
      transform: transform, color: clear)
    let count = Int32(4 * (n + 1))
    batch.addPolygon(ring: inner, count: count)
    batch.addBand(inner: inner, outer: outer, count: count)
  }

  /// Appends a filled circle of `radius` pixels centred on a pixel point.
  func addDisc(
    to batch: inout VertexBatch, center: Point, radius: Double, color: SDL_Color, antialiased: Bool
  ) {
    let box = Transform(a: 1, b: 0, c: 0, d: 1, tx: center.x - radius, ty: center.y - radius)
    addRoundedRect(
      to: &batch, size: Size(width: 2 * radius, height: 2 * radius), cornerRadius: radius,
      transform: box, color: color, antialiased: antialiased)
  }

  /// Appends a circle outline of `radius` and `lineWidth` pixels (at least 1).
  func addRing(
    to batch: inout VertexBatch, center: Point, radius: Double, lineWidth: Double, color: SDL_Color,
    antialiased: Bool
  ) {
    guard radius > 0, radius.isFinite, center.isFinite else { return }
    let halfWidth = max(lineWidth, 1) / 2
    let box = Transform(a: 1, b: 0, c: 0, d: 1, tx: center.x - radius, ty: center.y - radius)
    guard antialiased else {
      let n = Self.segments(forPixelRadius: radius + halfWidth)
      let inner = addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius,
        radius: max(radius - halfWidth, 0), segments: n, transform: box, color: color)
      let outer = addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius, radius: radius + halfWidth,
        segments: n, transform: box, color: color)
      batch.addBand(inner: inner, outer: outer, count: Int32(4 * (n + 1)))
      return
    }
    let n = Self.segments(forPixelRadius: radius + halfWidth + 0.5)
    var clear = color
    clear.a = 0
    let radii = (
      max(radius - halfWidth - 0.5, 0), max(radius - halfWidth + 0.5, 0), radius + halfWidth - 0.5,
      radius + halfWidth + 0.5
    )
    let rings = (
      addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius, radius: radii.0,
        segments: n, transform: box, color: clear),
      addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius, radius: radii.1,
        segments: n, transform: box, color: color),
      addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius, radius: radii.2,
        segments: n, transform: box, color: color),
      addOutline(
        to: &batch, width: 2 * radius, height: 2 * radius, inset: radius, radius: radii.3,
        segments: n, transform: box, color: clear)
    )
    let count = Int32(4 * (n + 1))
    batch.addBand(inner: rings.0, outer: rings.1, count: count)
    batch.addBand(inner: rings.1, outer: rings.2, count: count)
    batch.addBand(inner: rings.2, outer: rings.3, count: count)
  }
}
