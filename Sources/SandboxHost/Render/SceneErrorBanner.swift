import Motion

/// Shows why the scene file did not load again (a reload or `r`), with file and line, across
/// the bottom of the window until the file loads; the last good scene keeps running above it.
/// Each fault wraps at spaces to the banner's width, which leaves out the side of the window a
/// tuning panel in its lower half takes.
final class SceneErrorBanner {
  /// At most this many fault lines are shown; the rest are counted.
  static let maxLines = 4
  /// The narrowest the banner is beside a tuning panel, in window points.
  static let narrowest = 240.0

  private let text: TextRenderer
  private var message: String?
  private var wrapWidth = 0.0
  private var lines: [String] = []

  init(text: TextRenderer) {
    self.text = text
  }

  /// Draws the banner for `message` (nothing when nil), beside `panel` (in the drawing area's
  /// pixels) when one is shown.
  func draw(_ message: String?, beside panel: Rect? = nil) throws {
    guard let message else { return }
    // In window points, as its text is.
    let pixels = text.renderer.viewFit.pixelsPerWindowPoint
    let padding = 6 * pixels
    let lineHeight = Double(text.lineHeight)
    let output = text.renderer.drawingAreaSize
    let outputWidth = Double(output.width)
    var left = 0.0
    var right = outputWidth
    if let panel, panel.maxY > Double(output.height) / 2 {
      if panel.minX > outputWidth / 2 {
        right = max(panel.minX - 4 * pixels, outputWidth / 3)
      } else {
        left = min(panel.maxX + 4 * pixels, 2 * outputWidth / 3)
      }
      // Beside the panel of a small window there is room for a word a line: the banner then
      // takes the whole width, over the panel, as the fault matters more.
      if right - left < Self.narrowest * pixels {
        left = 0
        right = outputWidth
      }
    }
    let width = right - left - 2 * padding
    if message != self.message || width != wrapWidth {
      self.message = message
      wrapWidth = width
      let faults = message.split(separator: "\n").map(String.init)
      lines = try text.wrapped(
        "the scene file does not load; the last good scene keeps running:", toWidth: width)
      for fault in faults.prefix(Self.maxLines) { lines += try text.wrapped(fault, toWidth: width) }
      if faults.count > Self.maxLines { lines.append("… and \(faults.count - Self.maxLines) more") }
    }
    // As many lines as the drawing area holds (the last shown as "…" when some are left out),
    // so the first, which says what happened, never goes above the window's top.
    let room = Int(((Double(output.height) - 8 * pixels - 2 * padding) / lineHeight).rounded(.down))
    let shown = max(1, min(lines.count, room))
    let top = Double(output.height) - 8 * pixels - Double(shown) * lineHeight - 2 * padding
    // Opaque: it may lie over the tuning panel, whose text would show through.
    try Panel.fill(
      x: left, y: top, width: right - left, height: Double(shown) * lineHeight + 2 * padding, alpha: 255,
      on: text.renderer)
    for (i, line) in lines.prefix(shown).enumerated() {
      let cut = shown < lines.count && i == shown - 1 && i > 0
      try text.draw(
        cut ? "…" : line, x: left + padding, y: top + padding + Double(i) * lineHeight,
        color: i == 0 ? Palette.errorText : .white)
    }
  }
}
