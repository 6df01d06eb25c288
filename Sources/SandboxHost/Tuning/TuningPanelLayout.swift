import Motion

/// Where the parts of the tuning panel lie, in scene points (the space mouse input comes in),
/// so that drawing and the mouse agree. Its sizes are given in window points and laid out at
/// `unit` scene points each, so the panel keeps its size on screen however the scene is scaled
/// to fit the window.
///
/// The panel fills a column along the window's right edge, `columnWidth` window points wide
/// (less in a narrow window, where the panel folds to its compact form: shorter lines, the key
/// hints on four lines), beside the scene (the scene is fitted into the rest of the window, see
/// `ViewFit`), so it never covers the motion it tunes. Rows are one text line high: a title;
/// each parameter's name and value on one row and its slider across the panel's whole width on
/// the next; the lines of meaning; then the response curve, the speed graph and the key hints.
/// In a window too short for all of that the two plots give up height (down to
/// `shortestPlotHeights`); in one shorter still, the key hints stay at the bottom and the rows
/// above them scroll (`scroll`), so every row can be brought into view.
struct TuningPanelLayout: Equatable, Sendable {
  /// The width of the column the panel docks in, in window points, where the window is wide
  /// enough (`columnWidth(forWindowWidth:)`).
  static let columnWidth = 420.0
  /// The narrowest the column gets, in window points: its compact lines fit in it.
  static let compactColumnWidth = 300.0
  /// The narrowest window, in window points, whose column is `columnWidth` wide.
  static let widestCompactWindow = 640.0
  /// The panel's inner padding.
  static let margin = 8.0
  /// The height of the response plot.
  static let plotHeight = 88.0
  /// The height of the speed plot.
  static let speedPlotHeight = 56.0
  /// The least the response and speed plots are shrunk to in a short window.
  static let shortestPlotHeights = (response: 28.0, speed: 16.0)
  /// The row of the first line of meaning.
  static let meaningRow = 1 + 2 * TunedParameter.allCases.count
  /// The lines of meaning the full panel has: damping ratio, period, settling, a platform's
  /// units (the compact one writes the units on two).
  static let meaningRows = 4

  /// The column's width in a window `width` points wide: the full column in a wide window, else
  /// what leaves the scene a strip, down to the compact column's width (or the window's).
  static func columnWidth(forWindowWidth width: Double) -> Double {
    guard width.isFinite, width < widestCompactWindow else { return columnWidth }
    return min(width, max(compactColumnWidth, min(columnWidth, width - 100)))
  }

  /// The least height, in window points, the panel needs for text rows `rowHeight` points high:
  /// every row and the plots at their shortest.
  static func minimumHeight(rowHeight: Double) -> Double {
    2 * margin + Double(meaningRow + meaningRows + 1 + 3) * rowHeight + shortestPlotHeights.response
      + shortestPlotHeights.speed + 12
  }

  /// The panel's rectangle: the whole column.
  let frame: Rect
  /// The height of one text row.
  let rowHeight: Double
  /// Scene points per window point.
  let unit: Double
  /// Whether the panel is in its compact form (a column narrower than `columnWidth`).
  let isCompact: Bool
  /// The response plot's height in window points: `plotHeight`, or less in a short window.
  let responsePlotHeight: Double
  /// The speed plot's height in window points: `speedPlotHeight`, or less in a short window.
  let speedGraphHeight: Double
  /// How far the rows above the key hints are scrolled up, in scene points (0 when they fit).
  let scroll: Double
  /// The most they can be scrolled.
  let maximumScroll: Double

  /// The margin in scene points.
  var margin: Double { Self.margin * unit }
  /// The lines of meaning shown.
  var meaningRows: Int { isCompact ? Self.meaningRows + 1 : Self.meaningRows }
  /// The key-hint lines at the bottom.
  var hintRows: Int { isCompact ? 4 : 2 }
  /// Text rows above the plots: the title, two a parameter, the meaning, the caption.
  var rowsAbovePlots: Int { Self.meaningRow + meaningRows + 1 }

  /// Lays the panel out in `column` (scene points) for text rows `rowHeight` high (scene
  /// points), `unit` scene points to a window point, its rows scrolled up by `scroll` when they
  /// do not fit (held to what they need).
  init(column: Rect, rowHeight: Double, unit: Double = 1, scroll: Double = 0) {
    self.rowHeight = rowHeight
    let unit = unit.isFinite && unit > 0 ? unit : 1
    self.unit = unit
    isCompact = column.width / unit < Self.columnWidth - 0.5
    let margin = Self.margin * unit
    let hints = isCompact ? 4 : 2
    let meaning = isCompact ? Self.meaningRows + 1 : Self.meaningRows
    // What the window leaves for the two plots, in window points, shared in their proportion.
    let textRows = Double(Self.meaningRow + meaning + 1 + 1 + hints)
    let textHeight = 2 * margin + textRows * rowHeight
    let room = (column.height - textHeight) / unit - 12
    let fullPlots = Self.plotHeight + Self.speedPlotHeight
    let share = room.isFinite ? min(1, max(0, room / fullPlots)) : 1
    responsePlotHeight = max(Self.plotHeight * share, Self.shortestPlotHeights.response)
    speedGraphHeight = max(Self.speedPlotHeight * share, Self.shortestPlotHeights.speed)
    let needed =
      textHeight + (responsePlotHeight + speedGraphHeight + 12) * unit
    let overflow = needed - column.height
    maximumScroll = overflow.isFinite ? max(0, overflow) : 0
    self.scroll = min(max(scroll.isFinite ? scroll : 0, 0), maximumScroll)
    frame = column
  }

  /// The layout in the column right of a scene of `sceneSize` shown at `unit` scene points a
  /// window point, as tall as the scene: where a window that grew by the column puts it.
  init(sceneSize: Size, rowHeight: Double, unit: Double = 1) {
    self.init(
      column: Rect(x: sceneSize.width, y: 0, width: Self.columnWidth * unit, height: sceneSize.height),
      rowHeight: rowHeight, unit: unit)
  }

  /// The same layout scrolled to `scroll`.
  func scrolled(to scroll: Double) -> TuningPanelLayout {
    TuningPanelLayout(column: frame, rowHeight: rowHeight, unit: unit, scroll: scroll)
  }

  /// The scroll that shows `parameter`'s two rows (its name and its slider), the title when
  /// they are near the top, changing the present one as little as it can.
  func scroll(showing parameter: TunedParameter) -> Double {
    guard maximumScroll > 0 else { return 0 }
    let top = frame.y + margin + Double(Self.row(of: parameter) - 1) * rowHeight
    let bottom = top + 3 * rowHeight
    let visibleTop = frame.y + margin + scroll
    let visibleBottom = visibleTop + (scrollingBottom - frame.y - margin)
    if top < visibleTop { return max(0, top - frame.y - margin) }
    if bottom > visibleBottom { return min(maximumScroll, scroll + bottom - visibleBottom) }
    return scroll
  }

  /// The top of text row `index` (0: the title), scrolled.
  func rowTop(_ index: Int) -> Double {
    frame.y + margin + Double(index) * rowHeight - scroll
  }

  /// The row holding `parameter`'s name and value; its slider is on the row after.
  static func row(of parameter: TunedParameter) -> Int { 1 + 2 * parameter.rawValue }

  /// The slider track of `parameter`: its left end, its width and the y of its middle.
  func sliderTrack(_ parameter: TunedParameter) -> (x: Double, y: Double, width: Double) {
    let x = frame.x + margin + 10 * unit
    return (x, rowTop(Self.row(of: parameter) + 1) + rowHeight / 2, frame.width - 2 * margin - 20 * unit)
  }

  /// The parameter whose rows (name and slider) hold `point`, if any (none under the key hints).
  func sliderRow(at point: Point) -> TunedParameter? {
    guard point.x >= frame.x, point.x <= frame.x + frame.width, point.y >= rowTop(1),
      point.y < scrollingBottom
    else { return nil }
    let row = Int(((point.y - rowTop(1)) / rowHeight).rounded(.down))
    return TunedParameter(rawValue: row / 2)
  }

  /// The response plot's rectangle (below its caption row).
  var responsePlot: Rect {
    Rect(
      x: frame.x + margin + 4 * unit, y: rowTop(rowsAbovePlots),
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

  /// The top of the first key-hint row: below the speed plot, or at the bottom of the panel
  /// while the rows above scroll.
  var hintTop: Double {
    maximumScroll > 0
      ? frame.y + frame.height - margin - Double(hintRows) * rowHeight
      : speedPlot.y + speedPlot.height + 4 * unit
  }

  /// Where the rows that scroll end: just above the key hints (the panel's bottom when nothing
  /// scrolls).
  var scrollingBottom: Double {
    maximumScroll > 0 ? hintTop - 2 * unit : frame.y + frame.height
  }

  /// Whether `point` lies on the panel.
  func contains(_ point: Point) -> Bool { frame.contains(point) }
}
