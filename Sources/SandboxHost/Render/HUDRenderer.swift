import CSDL2
import Motion

/// Draws the heads-up display in the top-left corner: the scene's name, frames per second and
/// frame time (medians over the last second), and whether time is paused or slowed; and, on
/// request, a panel listing the keys.
///
/// The numbers are refreshed twice a second so they can be read, and their text is rebuilt only
/// when it changes, so a steady HUD allocates nothing per frame.
package final class HUDRenderer {
  /// The keys of docs/live.md and the mouse controls, one per line, as the help panel shows them.
  package static let helpLines: [String] = [
    "keys:",
    "Esc, q     quit (asks first if tuning is not written)",
    "space      pause / resume",
    ".          step one frame (paused)",
    "s          slow motion ×0.1",
    "o          debug overlay",
    "r          reset: elements back, tuning kept",
    "Shift-R    reload the file's springs too (^Z undoes)",
    "c          capture a PNG",
    "d          dump the state",
    "f          film and track (f again ends)",
    "1–9        switch built-in scene:",
    "  1 showcase  2 stickers  3 toss",
    "  4 constraints  5 pip  6 sheet",
    "  7 gallery  8 glide  9 taps",
    "h, ?       show / hide these keys",
    "t          tuning panel (springs)",
    "Tab        tune the next spring",
    "↑ ↓        choose a parameter",
    "← →        parameter ÷1.1 / ×1.1",
    "  Shift, Ctrl  ×1.01, ×2 a step",
    "[ ]        deceleration rate: shorter / farther",
    "Enter      type a value (Esc cancels)",
    "Ctrl-Z     undo a spring change",
    "Ctrl-Shift-Z, Ctrl-Y  redo",
    "u          the spring in a platform's units",
    "b          pin the spring as before (dim curve, ghost)",
    "w          write the tuned scene (+ springs.txt)",
    "p          trails (last second)",
    "save file  the scene reloads (--scene PATH)",
    "",
    "mouse:",
    "drag               one finger",
    "Ctrl-drag          pinch and rotate",
    "Ctrl-Shift-drag    two fingers together",
    "wheel              pinch at the pointer",
    "Shift-wheel        rotate at the pointer",
    "right click        pin / unpin a finger",
    "",
    "overlay (o) marks:",
    "white disc         a finger",
    "cyan ring          an emulated finger",
    "orange ring, +     a pinned finger",
    "magenta +, ring    a gesture's centroid",
    "yellow dot         anchor point (interactive)",
    "green arrow        velocity (path of 0.1 s)",
    "ringed ×           toss destination",
    "                   (green: flying)",
    "list, bottom left  active gestures:",
    "  element kind state · touches held",
    "  or, when idle, how many are idle",
  ]

  /// The text renderer written with (and through it, the renderer).
  let text: TextRenderer
  private(set) var timingLine = ""
  private var shownFramesPerSecond = -1
  private var shownTenthsOfMilliseconds = -1
  private var shownCostMicroseconds = -1
  private var lastRefresh = -Double.infinity
  /// The scene's name, the timing line and the key hint as they fit the drawing area.
  private var fittedName = FittedText()
  private var fittedTiming = FittedText()
  private var fittedHint = FittedText()
  /// The message shown, the width it was wrapped to and its lines.
  private var toastText = ""
  private var toastWidth = 0.0
  private var toastLines: [String] = []
  private var toastWidest = 0
  /// The status box as last drawn, in the whole output's pixels.
  private(set) var statusFrame = Rect(x: 0, y: 0, width: 0, height: 0)
  private var framesSinceRefresh = 0
  /// Whether the timing line was made while paused.
  private var shownPaused = false
  /// What the key panel lists: the live window's keys (`helpLines`) unless a window of other keys
  /// (the player's) says otherwise. Two columns, split at the first empty line.
  var panelLines = HUDRenderer.helpLines

  /// The HUD's last line: the key for the key list, and the renderer that draws the window.
  private let keysAndRenderer: String

  /// Creates a HUD writing with `text`.
  init(text: TextRenderer) {
    self.text = text
    keysAndRenderer = Self.keysAndRenderer(text.renderer.name)
  }

  /// "h: keys · renderer NAME" (or without a renderer when SDL names none).
  static func keysAndRenderer(_ name: String) -> String {
    name.isEmpty ? "h: keys" : "h: keys · renderer \(name)"
  }

  /// Draws the HUD (and the key panel when `showingHelp`) over what is already drawn.
  /// `cost` holds how long each frame's work took (input, update and drawing, without waiting for
  /// the display), shown apart from the interval between frames; `recording` shows a REC mark
  /// after the scene's name; `toast` is a message shown for a moment, centred below the HUD's
  /// box (clear of the tuning panel's top-right corner and of the error banner at the bottom).
  func draw(
    sceneName: String, timer: FrameTimer, paused: Bool, slowMotion: Bool, showingHelp: Bool,
    cost: FrameTimer? = nil, recording: Bool = false, toast: String? = nil
  ) throws {
    try drawStatus(
      sceneName: sceneName, timer: timer, paused: paused, slowMotion: slowMotion, showingHelp: showingHelp,
      cost: cost, recording: recording)
    try drawMessages(toast: toast, showingHelp: showingHelp)
  }

  /// Draws the status box in the top-left corner (what `draw` draws but the message and keys),
  /// so that a panel may lie over it and under them.
  func drawStatus(
    sceneName: String, timer: FrameTimer, paused: Bool, slowMotion: Bool, showingHelp: Bool,
    cost: FrameTimer? = nil, recording: Bool = false
  ) throws {
    refreshTimingLine(timer, cost: cost, paused: paused)
    let pixels = text.renderer.viewFit.pixelsPerWindowPoint
    let margin = 8 * pixels
    let padding = 6 * pixels
    let status: String =
      switch (paused, slowMotion) {
      case (true, true): "paused · slow ×0.1"
      case (true, false): "paused"
      case (false, true): "slow ×0.1"
      case (false, false): ""
      }
    let recordingMark = recording ? "  ● REC" : ""
    // Each line is cut to what the drawing area (beside a tuning panel's column) leaves, the
    // name beside the REC mark; worked out again only when a line or the area changes.
    let markWidth = recording ? try text.size(of: recordingMark).width : 0
    let areaWidth = Double(text.renderer.drawingAreaSize.width) - 2 * margin - 2 * padding
    let room = areaWidth - Double(markWidth)
    let sceneName = fittedName.shown(sceneName, width: room, by: text)
    let timingLine = fittedTiming.shown(self.timingLine, width: areaWidth, by: text)
    let hint = showingHelp ? "" : fittedHint.shown(keysAndRenderer, width: areaWidth, by: text)
    // Measured apart, not joined: a string built every frame would allocate on the frame path.
    let nameWidth = try text.size(of: sceneName).width + markWidth
    var width = max(nameWidth, try text.size(of: timingLine).width)
    var lines = 2
    if !status.isEmpty {
      width = max(width, try text.size(of: status).width)
      lines += 1
    }
    if !hint.isEmpty {
      width = max(width, try text.size(of: hint).width)
      lines += 1
    }
    let lineHeight = Double(text.lineHeight)
    statusFrame = Rect(
      x: margin, y: margin, width: Double(width) + 2 * padding,
      height: Double(lines) * lineHeight + 2 * padding)
    try Panel.fill(
      x: statusFrame.x, y: statusFrame.y, width: statusFrame.width, height: statusFrame.height,
      on: text.renderer)
    var y = margin + padding
    let x = margin + padding
    let drawnName = try text.draw(sceneName, x: x, y: y, color: .white)
    if recording {
      try text.draw(
        recordingMark, x: x + Double(drawnName.width), y: y, color: Palette.recordingText)
    }
    y += lineHeight
    try text.draw(timingLine, x: x, y: y, color: Palette.timingText)
    y += lineHeight
    if !status.isEmpty {
      try text.draw(status, x: x, y: y, color: Palette.accent)
      y += lineHeight
    }
    if !hint.isEmpty {
      try text.draw(hint, x: x, y: y, color: Palette.hintText)
    }
  }

  /// Draws the message (below the status box) and, when `showingHelp`, the key panel.
  ///
  /// Returns the key panel's scroll, in lines, held to what the panel needs (0 when it is whole).
  @discardableResult
  func drawMessages(toast: String?, showingHelp: Bool, helpScroll: Int = 0) throws -> Int {
    let pixels = text.renderer.viewFit.pixelsPerWindowPoint
    if let toast {
      try drawToast(toast, top: statusFrame.y + statusFrame.height + 8 * pixels, pixels: pixels)
    }
    // The key list lies over everything, the tuning panel's column too, rather than being cut
    // at its edge.
    guard showingHelp else { return 0 }
    text.renderer.drawOnWholeOutput()
    return try drawHelp(pixels: pixels, scroll: helpScroll)
  }

  /// The least scale the key panel is drawn at: below it the text is too small to read, and the
  /// panel becomes one column that scrolls.
  static let leastHelpScale = 0.8

  /// The narrowest drawing area, in window points, a message is wrapped into beside the tuning
  /// panel's column; beside a narrower strip (a small window) it lies over the whole window.
  static let leastMessageWidth = 160.0

  /// A message centred in the drawing area (beside the tuning panel's column) with its top at
  /// `top`, wrapped at spaces to the area's width so that a long path is read whole. Where the
  /// column leaves too narrow a strip, over the whole window, as the key list is: the quit
  /// question, wrapped a word a line into a strip 100 points wide, was cut off.
  private func drawToast(_ message: String, top: Double, pixels: Double) throws {
    let overWholeWindow = Double(text.renderer.drawingAreaSize.width) < Self.leastMessageWidth * pixels
    if overWholeWindow { text.renderer.drawOnWholeOutput() }
    let area = text.renderer.drawingAreaSize
    let padding = 8 * pixels
    let room = max(Double(area.width) - 2 * padding - 16 * pixels, 40 * pixels)
    if message != toastText || room != toastWidth {
      toastText = message
      toastWidth = room
      toastLines = try text.wrapped(message.elided(to: 600), toWidth: room)
      toastWidest = 0
      for line in toastLines { toastWidest = max(toastWidest, try text.size(of: line).width) }
    }
    let width = min(Double(toastWidest) + 2 * padding, Double(area.width))
    let lineHeight = Double(text.lineHeight)
    let height = Double(toastLines.count) * lineHeight + 2 * padding
    let x = max((Double(area.width) - width) / 2, 0)
    // Over the panel, nearly opaque, as the key list is, so the panel's text does not show through.
    try Panel.fill(
      x: x, y: top, width: width, height: height, alpha: overWholeWindow ? 235 : 170, on: text.renderer)
    let isError = message.hasPrefix("error")
    for (index, line) in toastLines.enumerated() {
      try text.draw(
        line, x: x + padding, y: top + padding + Double(index) * lineHeight,
        color: isError ? Palette.errorText : .white)
    }
  }

  /// Rebuilds the "fps · ms" line every half second of frame time or every 15 frames, and only
  /// when the rounded numbers changed.
  private func refreshTimingLine(_ timer: FrameTimer, cost: FrameTimer?, paused: Bool) {
    // Frame time passes only while something moves, so a short gesture after a rest may never
    // add up half a second: a few frames also do, or the line would show the first frame's.
    framesSinceRefresh += 1
    // A timer that was emptied (motion stopped, another scene) is read at once.
    let restarted = timer.elapsed < lastRefresh || timer.elapsed == 0
    guard
      timingLine.isEmpty || restarted || paused != shownPaused || timer.elapsed - lastRefresh >= 0.5
        || framesSinceRefresh >= 15
    else { return }
    lastRefresh = timer.elapsed
    framesSinceRefresh = 0
    let fps = Int(min(timer.framesPerSecond, 99_999).rounded())
    let tenths = Int(min(timer.medianFrameMilliseconds * 10, 9_999_999).rounded())
    // In microseconds: the work of a small scene is well under a millisecond (an accelerated
    // renderer draws in the present, after the work, so only what the sandbox does is counted).
    let costMicroseconds =
      cost.flatMap {
        $0.elapsed > 0 ? Int(min($0.medianFrameMilliseconds * 1000, 99_999_999).rounded()) : nil
      }
      ?? -1
    guard
      fps != shownFramesPerSecond || tenths != shownTenthsOfMilliseconds
        || costMicroseconds != shownCostMicroseconds || timingLine.isEmpty || paused != shownPaused
    else { return }
    shownPaused = paused
    shownFramesPerSecond = fps
    shownTenthsOfMilliseconds = tenths
    shownCostMicroseconds = costMicroseconds
    // No two frames in a row yet: the window draws only when something changes, so a scene
    // at rest from the start has no rate to show.
    guard timer.elapsed > 0 else {
      // Paused, motion may be stopped mid-flight: not "nothing moves".
      timingLine = paused ? "time stopped: . steps a frame" : "idle: nothing moves"
      return
    }
    timingLine = "\(fps) fps · every \(tenths / 10).\(tenths % 10) ms"
    if costMicroseconds >= 1000 {
      let tenths = (costMicroseconds + 50) / 100
      timingLine += " · work \(tenths / 10).\(tenths % 10) ms"
    } else if costMicroseconds >= 0 {
      timingLine += " · work \(costMicroseconds) µs"
    }
  }

  /// The key panel, centred in the drawing area, in two columns: the keys, then the mouse and
  /// the overlay's marks (the lines after the first empty one). In a window too small for it,
  /// it is drawn smaller, whole, with a margin all round; in one where that would be too small
  /// to read, as one column at a readable size whose lines scroll (`scroll`, Up and Down).
  /// Returns the scroll held to what the column needs.
  private func drawHelp(pixels: Double, scroll: Int) throws -> Int {
    let (columns, widths) = try helpColumns()
    let padding = 10 * pixels
    let gap = 3 * padding
    let fullWidth = Double(widths[0] + widths[1]) + gap + 2 * padding
    let fullHeight = Double(max(columns[0].count, columns[1].count) * text.lineHeight) + 2 * padding
    let output = text.renderer.outputSize
    let margin = 8 * pixels
    let fits = min(
      1, (Double(output.width) - 2 * margin) / fullWidth, (Double(output.height) - 2 * margin) / fullHeight)
    guard fits >= Self.leastHelpScale || !fits.isFinite else {
      return try drawScrollingHelp(columns, width: max(widths[0], widths[1]), pixels: pixels, scroll: scroll)
    }
    let scale = fits.isFinite && fits > 0.1 ? fits : 1
    let panelWidth = fullWidth * scale
    let panelHeight = fullHeight * scale
    let x = max((Double(output.width) - panelWidth) / 2, 0)
    let y = max((Double(output.height) - panelHeight) / 2, 0)
    // Opaque: it lies over the HUD, the messages and the tuning panel, whose text showed
    // through the nearly opaque panel it was, legible behind the keys.
    try Panel.fill(x: x, y: y, width: panelWidth, height: panelHeight, alpha: 255, on: text.renderer)
    let lineHeight = Double(text.lineHeight) * scale
    var left = x + padding * scale
    for (c, column) in columns.enumerated() {
      for (i, line) in column.enumerated() {
        let color = line.hasSuffix(":") ? Palette.accent : .white
        try text.draw(
          line, x: left, y: y + padding * scale + Double(i) * lineHeight, color: color, scale: scale)
      }
      left += (Double(widths[c]) + gap) * scale
    }
    return 0
  }

  /// The key panel as one column, the keys then the mouse and the marks, at a readable size
  /// across the window, its lines from `scroll` on, with a last line saying how to scroll.
  private func drawScrollingHelp(
    _ columns: [ArraySlice<String>], width: Int, pixels: Double, scroll: Int
  ) throws -> Int {
    let output = text.renderer.outputSize
    let margin = 8 * pixels
    let padding = 10 * pixels
    let scale = min(1, max(0.1, (Double(output.width) - 2 * margin - 2 * padding) / Double(max(width, 1))))
    let lineHeight = Double(text.lineHeight) * scale
    let lines = Array(columns[0]) + [""] + Array(columns[1])
    let height = Double(output.height) - 2 * margin
    let shown = max(1, Int(((height - 2 * padding) / lineHeight).rounded(.down)) - 1)
    let first = min(max(scroll, 0), max(0, lines.count - shown))
    try Panel.fill(
      x: margin, y: margin, width: Double(output.width) - 2 * margin, height: height, alpha: 255,
      on: text.renderer)
    for (i, line) in lines[first..<min(lines.count, first + shown)].enumerated() {
      let color = line.hasSuffix(":") ? Palette.accent : .white
      try text.draw(
        line, x: margin + padding, y: margin + padding + Double(i) * lineHeight, color: color, scale: scale)
    }
    let last = min(lines.count, first + shown)
    try text.draw(
      "↑↓ scroll: lines \(first + 1)–\(last) of \(lines.count)", x: margin + padding,
      y: margin + padding + Double(shown) * lineHeight, color: Palette.hintText,
      scale: scale)
    return first
  }

  /// The key panel's two columns and the width of each in pixels.
  private func helpColumns() throws -> (columns: [ArraySlice<String>], widths: [Int]) {
    let split = panelLines.firstIndex(of: "") ?? panelLines.count
    let columns = [panelLines[..<split], panelLines[min(split + 1, panelLines.count)...]]
    var widths: [Int] = []
    for column in columns {
      var width = 0
      for line in column { width = max(width, try text.size(of: line).width) }
      widths.append(width)
    }
    return (columns, widths)
  }
}
