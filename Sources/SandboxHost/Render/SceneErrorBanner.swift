import Motion

/// Shows why the scene file did not load again (a reload or `r`), with file and line, across
/// the top of the window until the file loads; the last good scene keeps running below it.
final class SceneErrorBanner {
  /// At most this many fault lines are shown; the rest are counted.
  static let maxLines = 4

  private let text: TextRenderer
  private var message: String?
  private var lines: [String] = []

  init(text: TextRenderer) {
    self.text = text
  }

  /// Draws the banner for `message` (nothing when nil).
  func draw(_ message: String?) throws {
    guard let message else { return }
    if message != self.message {
      self.message = message
      let faults = message.split(separator: "\n").map(String.init)
      lines = ["the scene file does not load; the last good scene keeps running:"]
      lines += faults.prefix(Self.maxLines)
      if faults.count > Self.maxLines { lines.append("… and \(faults.count - Self.maxLines) more") }
    }
    let pixels = text.renderer.pixelScale
    let padding = 6 * pixels
    let lineHeight = Double(text.lineHeight)
    let output = text.renderer.drawingAreaSize
    let top = Double(output.height) - 8 * pixels - Double(lines.count) * lineHeight - 2 * padding
    try Panel.fill(
      x: 0, y: top, width: Double(output.width), height: Double(lines.count) * lineHeight + 2 * padding,
      on: text.renderer)
    for (i, line) in lines.enumerated() {
      try text.draw(
        line, x: padding, y: top + padding + Double(i) * lineHeight,
        color: i == 0 ? Color(red: 255, green: 138, blue: 128) : .white)
    }
  }
}
