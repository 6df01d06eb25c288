import Motion

/// Where the parts of the tuning panel lie, in scene points (the space mouse input comes in),
/// so that drawing and the mouse agree. Its sizes are given in window points and laid out at
/// `unit` scene points each, so the panel keeps its size on screen however the scene is scaled
/// to fit the window (a small scene scaled up, a window made smaller).
///
/// The panel is a column `width` wide in a corner of the scene: top right, else bottom right,
/// bottom left or top left (below the HUD), the first that covers least of the points to keep
/// in view (the tuned element's destination, which matters most, and the element). Rows are one text line high: a title, the four parameters (each with a
/// logarithmic slider), three lines of meaning; then the response curve, the speed graph and a
/// line of key hints. In a window too short for all of that the two plots give up height (down
/// to `shortestPlotHeights`), so the key hints stay on screen.
struct TuningPanelLayout: Equatable, Sendable {
  /// The panel's width in window points.
  static let width = 340.0
  /// The gap between the panel and the scene's edge, and the panel's inner padding.
  static let margin = 8.0
  /// The height of the response plot.
  static let plotHeight = 88.0
  /// The height of the speed plot.
  static let speedPlotHeight = 48.0
  /// The least the response and speed plots are shrunk to in a short window.
  static let shortestPlotHeights = (response: 28.0, speed: 16.0)
  /// Where a slider starts, from the panel's left edge.
  static let sliderInset = 178.0

  /// The panel's rectangle.
  let frame: Rect
  /// The height of one text row.
  let rowHeight: Double
  /// Scene points per window point.
  let unit: Double
  /// The response plot's height in window points: `plotHeight`, or less in a short window.
  let responsePlotHeight: Double
  /// The speed plot's height in window points: `speedPlotHeight`, or less in a short window.
  let speedGraphHeight: Double

  /// The margin in scene points.
  var margin: Double { Self.margin * unit }

  /// Lays the panel out in a scene of `sceneSize` for text rows `rowHeight` high (scene points),
  /// `unit` scene points to a window point, on the side that covers less of `keepVisible`, whose
  /// points are in order of importance.
  init(sceneSize: Size, rowHeight: Double, unit: Double = 1, keepVisible: [Point] = []) {
    self.rowHeight = rowHeight
    let unit = unit.isFinite && unit > 0 ? unit : 1
    self.unit = unit
    let margin = Self.margin * unit
    let width = Self.width * unit
    // What the window leaves for the two plots, in window points, shared in their proportion.
    let textHeight = 2 * margin + 12 * rowHeight
    let room = (sceneSize.height - 2 * margin - textHeight) / unit - 8
    let fullPlots = Self.plotHeight + Self.speedPlotHeight
    let share = room.isFinite ? min(1, max(0, room / fullPlots)) : 1
    responsePlotHeight = max(Self.plotHeight * share, Self.shortestPlotHeights.response)
    speedGraphHeight = max(Self.speedPlotHeight * share, Self.shortestPlotHeights.speed)
    let height = textHeight + (responsePlotHeight + speedGraphHeight + 8) * unit
    let right = max(sceneSize.width - width - margin, margin)
    let bottom = max(sceneSize.height - height - margin, margin)
    let clearance = Self.hudClearance(rowHeight, unit: unit)
    // Top right first; on the left the panel starts below the HUD's corner (up to four lines).
    let places = [
      Rect(x: right, y: margin, width: width, height: height),
      Rect(x: right, y: bottom, width: width, height: height),
      Rect(x: margin, y: max(bottom, clearance), width: width, height: height),
      Rect(x: margin, y: clearance, width: width, height: height),
    ]
    // A place that runs off the bottom (the left ones, below the HUD, in a short window) hides
    // the panel's own rows, which matters more than any point; among such places, the one that
    // hides least. Then the first point counts more than all after it, the second more than the
    // rest, and so on.
    func cost(_ rect: Rect) -> (hidden: Double, covered: Int) {
      let covered = keepVisible.enumerated().reduce(0) { sum, item in
        sum + (rect.contains(item.element) ? 1 << (keepVisible.count - item.offset) : 0)
      }
      return (max(0, rect.y + rect.height - sceneSize.height), covered)
    }
    frame = places.min { cost($0) < cost($1) } ?? places[0]
  }

  /// The height the HUD takes in the top-left corner, with a gap below it.
  static func hudClearance(_ rowHeight: Double, unit: Double = 1) -> Double {
    4 * rowHeight + (3 * margin + 12) * unit
  }

  /// The top of text row `index` (0: the title).
  func rowTop(_ index: Int) -> Double {
    frame.y + margin + Double(index) * rowHeight
  }

  /// The slider track of `parameter`: its left end, its width and the y of its middle.
  func sliderTrack(_ parameter: TunedParameter) -> (x: Double, y: Double, width: Double) {
    let x = frame.x + Self.sliderInset * unit
    return (x, rowTop(1 + parameter.rawValue) + rowHeight / 2, frame.x + frame.width - margin - x)
  }

  /// The parameter whose slider row holds `point`, if any.
  func sliderRow(at point: Point) -> TunedParameter? {
    guard point.x >= frame.x + (Self.sliderInset - 6) * unit, point.x <= frame.x + frame.width else {
      return nil
    }
    let row = Int(((point.y - rowTop(1)) / rowHeight).rounded(.down))
    guard point.y >= rowTop(1), row >= 0 else { return nil }
    return TunedParameter(rawValue: row)
  }

  /// The response plot's rectangle (below its caption row, row 8).
  var responsePlot: Rect {
    Rect(
      x: frame.x + margin + 4 * unit, y: rowTop(9), width: frame.width - 2 * margin - 8 * unit,
      height: responsePlotHeight * unit)
  }

  /// The speed plot's rectangle (below its caption row).
  var speedPlot: Rect {
    let top = speedCaptionTop + rowHeight
    return Rect(
      x: frame.x + margin + 4 * unit, y: top, width: frame.width - 2 * margin - 8 * unit,
      height: speedGraphHeight * unit)
  }

  /// The top of the speed plot's caption row.
  var speedCaptionTop: Double { responsePlot.y + (responsePlotHeight + 4) * unit }

  /// The top of the key-hint row at the bottom.
  var hintTop: Double { speedPlot.y + (speedGraphHeight + 4) * unit }

  /// Whether `point` lies on the panel.
  func contains(_ point: Point) -> Bool { frame.contains(point) }
}
