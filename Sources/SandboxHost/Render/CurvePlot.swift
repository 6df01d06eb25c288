import CSDL2
import Motion

/// A graph's frame of reference on screen: a pixel rectangle showing x from `xRange` and y
/// from `yRange` (y up), and the lines and marks of a plot added to a vertex batch.
struct CurvePlot {
  /// The plot's rectangle in pixels.
  var rect: Rect
  /// The x values at the left and right edges.
  var xRange: ClosedRange<Double>
  /// The y values at the bottom and top edges.
  var yRange: ClosedRange<Double>

  /// The pixel point of the value (x, y); values outside land outside the rectangle.
  func point(_ x: Double, _ y: Double) -> Point {
    let fx = (x - xRange.lowerBound) / (xRange.upperBound - xRange.lowerBound)
    let fy = (y - yRange.lowerBound) / (yRange.upperBound - yRange.lowerBound)
    return Point(x: rect.x + fx * rect.width, y: rect.y + (1 - fy) * rect.height)
  }

  /// A horizontal guide across the plot at value y.
  func addGuide(atY y: Double, to batch: inout VertexBatch, width: Double, color: SDL_Color) {
    batch.addLine(
      from: point(xRange.lowerBound, y), to: point(xRange.upperBound, y), width: width, color: color,
      antialiased: false)
  }

  /// A vertical mark across the plot at value x.
  func addMark(atX x: Double, to batch: inout VertexBatch, width: Double, color: SDL_Color) {
    batch.addLine(
      from: point(x, yRange.lowerBound), to: point(x, yRange.upperBound), width: width, color: color,
      antialiased: false)
  }

  /// A polyline through the points `sample(0)`, `sample(1)`, … `sample(count − 1)`, each an
  /// (x, y) value; y is clamped to a little beyond the plot so that a wild curve stays near it.
  func addCurve(
    count: Int, to batch: inout VertexBatch, width: Double, color: SDL_Color, antialiased: Bool,
    sample: (Int) -> (x: Double, y: Double)
  ) {
    let span = yRange.upperBound - yRange.lowerBound
    let low = yRange.lowerBound - 0.1 * span
    let high = yRange.upperBound + 0.1 * span
    var previous: Point?
    for i in 0..<count {
      let value = sample(i)
      let p = point(value.x, min(max(value.y, low), high))
      if let previous {
        batch.addLine(from: previous, to: p, width: width, color: color, antialiased: antialiased)
      }
      previous = p
    }
  }

  /// For each `range(i)`, a bar `width` values wide centred on x from `low` to `high` (y clamped
  /// as a curve's is), where the curve between its two samples `ends` swings more than
  /// `minimumHeight` pixels past them: the band a curve fills where it swings faster than its
  /// samples. A curve that only rises or falls between its samples adds none.
  func addBands(
    count: Int, to batch: inout VertexBatch, color: SDL_Color, minimumHeight: Double,
    range: (Int) -> (x: Double, width: Double, low: Double, high: Double, ends: (Double, Double))
  ) {
    let span = yRange.upperBound - yRange.lowerBound
    let clamp = { (y: Double) in min(max(y, yRange.lowerBound - 0.1 * span), yRange.upperBound + 0.1 * span) }
    let pixelsPerX = rect.width / (xRange.upperBound - xRange.lowerBound)
    let pixelsPerY = rect.height / span
    for i in 0..<count {
      let bar = range(i)
      guard bar.low.isFinite, bar.high.isFinite else { continue }
      let past = max(bar.high - max(bar.ends.0, bar.ends.1), min(bar.ends.0, bar.ends.1) - bar.low)
      guard past * pixelsPerY > minimumHeight else { continue }
      let top = point(bar.x, clamp(bar.high))
      let bottom = point(bar.x, clamp(bar.low))
      batch.addLine(from: top, to: bottom, width: bar.width * pixelsPerX, color: color, antialiased: false)
    }
  }
}
