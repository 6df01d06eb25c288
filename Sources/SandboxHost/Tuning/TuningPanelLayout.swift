import Motion

/// Where the parts of the tuning panel lie, in scene points (the space mouse input comes in),
/// so that drawing and the mouse agree. Its sizes are given in window points and laid out at
/// `unit` scene points each, so the panel keeps its size on screen however the scene is scaled
/// to fit the window.
///
/// The panel fills a column along the window's right edge, `columnWidth` window points wide,
/// beside the scene (the scene is fitted into the rest of the window, see `ViewFit`), so it
/// never covers the motion it tunes. Rows are one text line high: a title; each parameter's
/// name and value on one row and its slider across the panel's whole width on the next (a
/// slider that wide sets a value to about 1.5 % a point); three lines of meaning; then the
/// response curve, the speed graph and two lines of key hints. In a window too short for all
/// of that the two plots give up height (down to `shortestPlotHeights`), so the key hints
/// stay on screen.
struct TuningPanelLayout: Equatable, Sendable {
  /// The width of the column the panel docks in, in window points.
  static let columnWidth = 420.0
  /// The panel's inner padding.
  static let margin = 8.0
  /// The height of the response plot.
  static let plotHeight = 88.0
  /// The height of the speed plot.
  static let speedPlotHeight = 56.0
  /// The least the response and speed plots are shrunk to in a short window.
  static let shortestPlotHeights = (response: 28.0, speed: 16.0)
  /// Text rows above the plots: the title, two a parameter, the meaning, the caption.
  static let rowsAbovePlots = 1 + 2 * TunedParameter.allCases.count + meaningRows + 1
  /// The lines of meaning: damping ratio, period, settling, a platform's units.
  static let meaningRows = 4
  /// The row of the first line of meaning.
  static let meaningRow = 1 + 2 * TunedParameter.allCases.count

  /// The least height, in window points, the panel needs for text rows `rowHeight` points high:
  /// every row and the plots at their shortest.
  static func minimumHeight(rowHeight: Double) -> Double {
    2 * margin + Double(rowsAbovePlots + 3) * rowHeight + shortestPlotHeights.response
      + shortestPlotHeights.speed + 12
  }

  /// The panel's rectangle: the whole column.
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

  /// Lays the panel out in `column` (scene points) for text rows `rowHeight` high (scene
  /// points), `unit` scene points to a window point.
  init(column: Rect, rowHeight: Double, unit: Double = 1) {
    self.rowHeight = rowHeight
    let unit = unit.isFinite && unit > 0 ? unit : 1
    self.unit = unit
    let margin = Self.margin * unit
    // What the window leaves for the two plots, in window points, shared in their proportion.
    let textHeight = 2 * margin + Double(Self.rowsAbovePlots + 3) * rowHeight
    let room = (column.height - textHeight) / unit - 12
    let fullPlots = Self.plotHeight + Self.speedPlotHeight
    let share = room.isFinite ? min(1, max(0, room / fullPlots)) : 1
    responsePlotHeight = max(Self.plotHeight * share, Self.shortestPlotHeights.response)
    speedGraphHeight = max(Self.speedPlotHeight * share, Self.shortestPlotHeights.speed)
    frame = column
  }

  /// The layout in the column right of a scene of `sceneSize` shown at `unit` scene points a
  /// window point, as tall as the scene: where a window that grew by the column puts it.
  init(sceneSize: Size, rowHeight: Double, unit: Double = 1) {
    self.init(
      column: Rect(x: sceneSize.width, y: 0, width: Self.columnWidth * unit, height: sceneSize.height),
      rowHeight: rowHeight, unit: unit)
  }

  /// The top of text row `index` (0: the title).
  func rowTop(_ index: Int) -> Double {
    frame.y + margin + Double(index) * rowHeight
  }

  /// The row holding `parameter`'s name and value; its slider is on the row after.
  static func row(of parameter: TunedParameter) -> Int { 1 + 2 * parameter.rawValue }

  /// The slider track of `parameter`: its left end, its width and the y of its middle.
  func sliderTrack(_ parameter: TunedParameter) -> (x: Double, y: Double, width: Double) {
    let x = frame.x + margin + 10 * unit
    return (x, rowTop(Self.row(of: parameter) + 1) + rowHeight / 2, frame.width - 2 * margin - 20 * unit)
  }

  /// The parameter whose rows (name and slider) hold `point`, if any.
  func sliderRow(at point: Point) -> TunedParameter? {
    guard point.x >= frame.x, point.x <= frame.x + frame.width, point.y >= rowTop(1) else { return nil }
    let row = Int(((point.y - rowTop(1)) / rowHeight).rounded(.down))
    return TunedParameter(rawValue: row / 2)
  }

  /// The response plot's rectangle (below its caption row).
  var responsePlot: Rect {
    Rect(
      x: frame.x + margin + 4 * unit, y: rowTop(Self.rowsAbovePlots),
      width: frame.width - 2 * margin - 8 * unit, height: responsePlotHeight * unit)
  }

  /// The speed plot's rectangle (below its caption row).
  var speedPlot: Rect {
    let top = speedCaptionTop + rowHeight
    return Rect(
      x: frame.x + margin + 4 * unit, y: top, width: frame.width - 2 * margin - 8 * unit,
      height: speedGraphHeight * unit)
  }

  /// The top of the speed plot's caption row.
  var speedCaptionTop: Double { responsePlot.y + responsePlot.height + 4 * unit }

  /// The top of the first key-hint row at the bottom.
  var hintTop: Double { speedPlot.y + speedPlot.height + 4 * unit }

  /// Whether `point` lies on the panel.
  func contains(_ point: Point) -> Bool { frame.contains(point) }
}
