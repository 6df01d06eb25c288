import Motion

/// Where the parts of the tuning panel lie, in scene points (the space mouse input comes in),
/// so that drawing and the mouse agree.
///
/// The panel is a column `width` wide in a corner of the scene: top right, else bottom right,
/// bottom left or top left (below the HUD), the first that covers least of the points to keep
/// in view (the tuned element's destination, which matters most, and the element). Rows are one text line high: a title, the four parameters (each with a
/// logarithmic slider), three lines of meaning; then the response curve, the speed graph and a
/// line of key hints.
struct TuningPanelLayout: Equatable, Sendable {
  /// The panel's width in points.
  static let width = 340.0
  /// The gap between the panel and the scene's edge, and the panel's inner padding.
  static let margin = 8.0
  /// The height of the response plot.
  static let plotHeight = 88.0
  /// The height of the speed plot.
  static let speedPlotHeight = 48.0
  /// Where a slider starts, from the panel's left edge.
  static let sliderInset = 178.0

  /// The panel's rectangle.
  let frame: Rect
  /// The height of one text row.
  let rowHeight: Double

  /// Lays the panel out in a scene of `sceneSize` for text rows `rowHeight` high, on the side
  /// that covers less of `keepVisible`, whose points are in order of importance.
  init(sceneSize: Size, rowHeight: Double, keepVisible: [Point] = []) {
    self.rowHeight = rowHeight
    let height = 2 * Self.margin + 12 * rowHeight + Self.plotHeight + Self.speedPlotHeight + 8
    let right = max(sceneSize.width - Self.width - Self.margin, Self.margin)
    let bottom = max(sceneSize.height - height - Self.margin, Self.margin)
    // Top right first; on the left the panel starts below the HUD's corner (up to four lines).
    let places = [
      Rect(x: right, y: Self.margin, width: Self.width, height: height),
      Rect(x: right, y: bottom, width: Self.width, height: height),
      Rect(
        x: Self.margin, y: max(bottom, Self.hudClearance(rowHeight)), width: Self.width, height: height),
      Rect(x: Self.margin, y: Self.hudClearance(rowHeight), width: Self.width, height: height),
    ]
    // The first point counts more than all after it, the second more than the rest, and so on.
    func cost(_ rect: Rect) -> Int {
      keepVisible.enumerated().reduce(0) { sum, item in
        sum + (rect.contains(item.element) ? 1 << (keepVisible.count - item.offset) : 0)
      }
    }
    frame = places.min { cost($0) < cost($1) } ?? places[0]
  }

  /// The height the HUD takes in the top-left corner, with a gap below it.
  static func hudClearance(_ rowHeight: Double) -> Double { 2 * margin + 4 * rowHeight + 12 + margin }

  /// The top of text row `index` (0: the title).
  func rowTop(_ index: Int) -> Double {
    frame.y + Self.margin + Double(index) * rowHeight
  }

  /// The slider track of `parameter`: its left end, its width and the y of its middle.
  func sliderTrack(_ parameter: TunedParameter) -> (x: Double, y: Double, width: Double) {
    let x = frame.x + Self.sliderInset
    return (x, rowTop(1 + parameter.rawValue) + rowHeight / 2, frame.x + frame.width - Self.margin - x)
  }

  /// The parameter whose slider row holds `point`, if any.
  func sliderRow(at point: Point) -> TunedParameter? {
    guard point.x >= frame.x + Self.sliderInset - 6, point.x <= frame.x + frame.width else { return nil }
    let row = Int(((point.y - rowTop(1)) / rowHeight).rounded(.down))
    guard point.y >= rowTop(1), row >= 0 else { return nil }
    return TunedParameter(rawValue: row)
  }

  /// The response plot's rectangle (below its caption row, row 8).
  var responsePlot: Rect {
    Rect(
      x: frame.x + Self.margin + 4, y: rowTop(9), width: frame.width - 2 * Self.margin - 8,
      height: Self.plotHeight)
  }

  /// The speed plot's rectangle (below its caption row).
  var speedPlot: Rect {
    let top = responsePlot.y + Self.plotHeight + 4 + rowHeight
    return Rect(
      x: frame.x + Self.margin + 4, y: top, width: frame.width - 2 * Self.margin - 8,
      height: Self.speedPlotHeight)
  }

  /// The top of the speed plot's caption row.
  var speedCaptionTop: Double { responsePlot.y + Self.plotHeight + 4 }

  /// The top of the key-hint row at the bottom.
  var hintTop: Double { speedPlot.y + Self.speedPlotHeight + 4 }

  /// Whether `point` lies on the panel.
  func contains(_ point: Point) -> Bool { frame.contains(point) }
}
