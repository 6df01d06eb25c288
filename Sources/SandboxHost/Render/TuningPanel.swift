import CSDL2
import Foundation
import Motion

/// Draws the tuning panel (`t`, docs/tuning.md) in its column beside the scene: the tuned
/// interaction, its parameters (the physical four, then SwiftUI's duration and bounce), each
/// with a slider across the panel, what they mean (damping ratio and the overshoot the curve
/// shows, undamped period, settling time), the spring's response from rest beside the previous
/// parameters' on one time axis, with the element's place on it during a flight, and the
/// element's speed around its last release, with the release speed as a number.
///
/// The texts are rebuilt only when what they say changes and the vertex buffer is kept between
/// frames, so a steady panel allocates nothing per frame.
final class TuningPanel {
  /// How many points the response curve is drawn through.
  static let curveSamples = 120

  private let text: TextRenderer
  private var batch = VertexBatch(vertexCapacity: 8192, indexCapacity: 24576)
  private let tessellator = RoundedRectTessellator()
  private var shown:
    (
      selection: Int?, parameter: TunedParameter, values: SpringSetting, rate: Double?,
      platform: SpringForm
    )?
  private var response = SpringResponse(SpringSetting.default)
  /// The current parameters' response, and the previous ones' (dimmed), over one span.
  private var curve = ResponseCurve(count: TuningPanel.curveSamples)
  private var previousCurve = ResponseCurve(count: TuningPanel.curveSamples)
  /// The parameters before the last change of the selected spring, for the dimmed curve.
  private var previousValues: SpringSetting?
  private var title = ""
  /// The title as it fits the panel's width (an element's name may be any length).
  private var fittedTitle = FittedText()
  private var rows: [String] = Array(repeating: "", count: TunedParameter.allCases.count)
  /// The lines of meaning: the full panel's four, and the compact one's five.
  private var meaning: [String] = Array(repeating: "", count: TuningPanelLayout.meaningRows)
  private var compactMeaning: [String] = Array(repeating: "", count: TuningPanelLayout.meaningRows + 1)
  private var compactResponseCaption = ""
  private var compactSpeedCaption = ""
  /// Whether the texts were made for the compact panel.
  private var shownCompact = false
  /// The reference the dimmed curve was drawn for.
  private var shownReference: SpringSetting?
  private var responseCaption = ""
  private var speedScale = 0.0
  private var speedCaption = ""
  private var shownRelease: (time: Double, speed: Double)?
  /// The key hints at the panel's foot: two lines of the full panel, four of the compact one.
  struct Hints: Sendable {
    /// The full panel's lines.
    var full: [String]
    /// The compact panel's lines.
    var compact: [String]
  }

  /// The live window's panel keys.
  static let liveHints = Hints(
    full: [
      "↑↓ pick  ←→ ×1.1 (⇧ ×1.01, ^ ×2)  ⏎ type  b pin",
      "^Z undo  ^⇧Z redo  Tab next  u units  w write",
    ],
    compact: [
      "↑↓ pick  ←→ ×1.1  Enter type",
      "⇧ ×1.01  Ctrl ×2  Tab next",
      "^Z undo  ^⇧Z redo  u units",
      "w write  b pin  wheel scrolls",
    ])

  /// The keys the panel's window takes: the live window's unless the player says otherwise.
  var hints = TuningPanel.liveHints

  init(text: TextRenderer) {
    self.text = text
  }

  /// Draws, while the panel is shown, the ghost of the tuned element's last finished flight: its
  /// path as a dim line in the scene, to compare the next toss with. Scene space, clipped to
  /// the fitted scene.
  func drawGhost(_ session: Session) throws {
    let history = session.tuner.history
    guard session.tuner.isVisible, history.ghostCount > 1 || history.hasPinnedGhost else { return }
    let pixels = text.renderer.pixelScale
    let output = text.renderer.outputSize
    let width = 2 * text.renderer.viewFit.pixelsPerWindowPoint
    ghostBatch.removeAll(outputWidth: output.width, height: output.height)
    var previous: Point?
    func add(_ point: Point, _ color: SDL_Color) {
      let p = Point(x: point.x * pixels, y: point.y * pixels)
      if let previous {
        ghostBatch.addLine(from: previous, to: p, width: width, color: color, antialiased: true)
      }
      previous = p
    }
    // The last three flights, the oldest faintest, then over them the pinned reference's.
    for age in (0..<SelectionHistory.ghostLimit).reversed() {
      previous = nil
      let color = Palette.flightGhost.withAlpha(UInt8(90 - 25 * age))
      history.forEachGhostPoint(age: age) { add($0, color) }
    }
    previous = nil
    history.forEachPinnedGhostPoint { add($0, Palette.pinnedGhost) }
    try ghostBatch.draw(on: text.renderer)
  }

  private var ghostBatch = VertexBatch(
    vertexCapacity: 40 * SelectionHistory.pathCapacity, indexCapacity: 90 * SelectionHistory.pathCapacity)

  /// Draws the panel when the session's tuner shows it, in the renderer's reserved column.
  func draw(_ session: Session) throws {
    let tuner = session.tuner
    guard tuner.isVisible, let column = text.renderer.reservedColumn else { return }
    let pixels = text.renderer.pixelScale
    let loaded = session.loaded
    // The text is at the window's scale (see `FramePainter`); the panel's sizes follow it.
    let unit = text.renderer.viewFit.pixelsPerWindowPoint / pixels
    tuner.setMetrics(column: column, rowHeight: Double(text.lineHeight) / pixels, unit: unit)
    let layout = tuner.layout
    let spring = tuner.selection.flatMap { TunableSprings.spring(at: $0, in: loaded) }
    let reference = tuner.pinned?.spring ?? tuner.selection.flatMap { session.fileSprings[$0] }
    refreshTexts(tuner, spring: spring, loaded: loaded, reference: reference, compact: layout.isCompact)

    text.renderer.drawFromSceneOrigin()
    let frame = layout.frame
    // Opaque, and a shade off the window's black, so the column reads as the panel's.
    try Panel.fill(
      x: frame.x * pixels, y: frame.y * pixels, width: frame.width * pixels, height: frame.height * pixels,
      alpha: 255, on: text.renderer, gray: 24)
    let left = (frame.x + layout.margin) * pixels
    // Pixels per window point, for the widths of lines and the sizes of knobs.
    let ui = pixels * layout.unit
    let titleWidth = (frame.width - 2 * layout.margin) * pixels
    // The rows above the key hints scroll in a window too short for them: they are clipped to
    // their part of the column, and the hints stay at its foot.
    if layout.maximumScroll > 0 {
      var clip = SDL_Rect(
        x: Int32((frame.x * pixels).rounded(.down)), y: Int32((frame.y * pixels).rounded(.down)),
        w: Int32((frame.width * pixels).rounded(.up)),
        h: Int32(((layout.scrollingBottom - frame.y) * pixels).rounded(.down)))
      SDL_RenderSetClipRect(text.renderer.pointer, &clip)
    }
    defer { SDL_RenderSetClipRect(text.renderer.pointer, nil) }
    try text.draw(
      fittedTitle.shown(title, width: titleWidth, by: text), x: left, y: layout.rowTop(0) * pixels,
      color: .white)
    guard let spring, let values = try? TunableSprings.parameters(of: spring) else {
      try drawHints(layout, left: left, pixels: pixels)
      return
    }

    let output = text.renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    for (index, row) in rows.enumerated() {
      let parameter = TunedParameter(rawValue: index) ?? .stiffness
      let selected = parameter == tuner.parameter
      let shown =
        selected
        ? tuner.typed.map {
          "▸ \(parameter.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0)▏ "
            + (layout.isCompact ? "⏎ ok, Esc" : "Enter ok, Esc cancel")
        } : nil
      try text.draw(
        shown ?? row, x: left, y: layout.rowTop(TuningPanelLayout.row(of: parameter)) * pixels,
        color: selected ? Palette.accent : .white)
      let track = layout.sliderTrack(parameter)
      let y = track.y * pixels
      batch.addLine(
        from: Point(x: track.x * pixels, y: y), to: Point(x: (track.x + track.width) * pixels, y: y),
        width: 2 * ui, color: Palette.sliderTrack, antialiased: false)
      let knobX = (track.x + parameter.sliderFraction(of: parameter.value(in: values)) * track.width) * pixels
      tessellator.addDisc(
        to: &batch, center: Point(x: knobX, y: y), radius: (selected ? 6 : 4.5) * ui,
        color: selected ? Palette.selectedKnob : Palette.knob, antialiased: false)
    }
    for (index, line) in (layout.isCompact ? compactMeaning : meaning).enumerated() {
      try text.draw(
        line, x: left, y: layout.rowTop(TuningPanelLayout.meaningRow + index) * pixels, color: Palette.dimText
      )
    }
    try text.draw(
      layout.isCompact ? compactResponseCaption : responseCaption, x: left,
      y: layout.rowTop(layout.rowsAbovePlots - 1) * pixels, color: Palette.dimText)
    addResponsePlot(tuner, layout: layout, pixels: pixels, ui: ui)
    addSpeedPlot(session, layout: layout, pixels: pixels, ui: ui)
    try text.draw(
      layout.isCompact ? compactSpeedCaption : speedCaption, x: left, y: layout.speedCaptionTop * pixels,
      color: Palette.dimText)
    try batch.draw(on: text.renderer)
    try drawHints(layout, left: left, pixels: pixels)
  }

  /// The key hints at the panel's foot, outside the rows that scroll.
  private func drawHints(_ layout: TuningPanelLayout, left: Double, pixels: Double) throws {
    SDL_RenderSetClipRect(text.renderer.pointer, nil)
    for (index, hint) in (layout.isCompact ? hints.compact : hints.full).enumerated() {
      try text.draw(
        hint, x: left, y: (layout.hintTop + Double(index) * layout.rowHeight) * pixels, color: Palette.dimText
      )
    }
  }

  private func scaled(_ rect: Rect, _ pixels: Double) -> Rect {
    Rect(
      x: rect.x * pixels, y: rect.y * pixels, width: rect.width * pixels, height: rect.height * pixels)
  }

  /// The response x(t) from rest, 0 → 1, the previous parameters' dimmed beside it on the same
  /// time axis, with the element's place during a flight.
  private func addResponsePlot(_ tuner: Tuner, layout: TuningPanelLayout, pixels: Double, ui: Double) {
    let duration = curve.duration
    var low = curve.range.lowerBound
    var high = curve.range.upperBound
    if previousValues != nil {
      low = min(low, previousCurve.range.lowerBound)
      high = max(high, previousCurve.range.upperBound)
    }
    // Room for the whole curve: an undamped spring swings to 2, a bouncy one past 1.4.
    let plot = CurvePlot(
      rect: scaled(layout.responsePlot, pixels), xRange: 0...duration,
      yRange: min(-0.05, low - 0.05)...max(1.4, high + 0.05))
    plot.addGuide(atY: 0, to: &batch, width: ui, color: Palette.plotGuide)
    plot.addGuide(atY: 1, to: &batch, width: ui, color: Palette.plotGuide)
    plot.addMark(atX: 0, to: &batch, width: ui, color: Palette.plotGuide)
    if previousValues != nil {
      previousCurve.add(to: plot, in: &batch, width: 2 * ui, color: Palette.referenceCurve)
    }
    curve.add(to: plot, in: &batch, width: 2 * ui, color: Palette.responseCurve)
    if let flight = tuner.history.flight, flight.elapsed <= duration * 1.2 {
      let p = plot.point(min(flight.elapsed, duration), min(max(flight.progress, -0.1), 1.5))
      tessellator.addDisc(
        to: &batch, center: p, radius: 5 * ui, color: Palette.flightMarker, antialiased: true)
    }
  }

  /// The selected element's speed around its last release (half a second before it to one and
  /// a half after), kept until the next release; before any release, the two seconds up to
  /// the newest sample. Wall time alone moves neither, so a paused graph does not scroll.
  private func addSpeedPlot(_ session: Session, layout: TuningPanelLayout, pixels: Double, ui: Double) {
    let history = session.tuner.history
    let release = history.lastRelease
    let span = SelectionHistory.span
    // Before any release, the two seconds up to the newest sample (which stops while paused).
    let since = release.map { $0.time - 0.25 * span } ?? (history.latestSampleTime ?? 0) - span
    let until = since + span
    var top = 0.0
    history.forEachSpeed(since: since) { time, speed in if time <= until { top = max(top, speed) } }
    let scale = Self.niceCeiling(max(top, 100))
    if scale != speedScale || release?.time != shownRelease?.time || release?.speed != shownRelease?.speed {
      speedScale = scale
      shownRelease = release
      speedCaption =
        "speed 0–\(Self.format(scale)) pt/s, 2 s"
        + (release.map { "  | released at \(Self.format($0.speed.rounded())) pt/s" } ?? "  | release")
      compactSpeedCaption =
        "0–\(Self.format(scale)) pt/s"
        + (release.map { " | released \(Self.format($0.speed.rounded())) pt/s" } ?? " | release")
    }
    let plot = CurvePlot(rect: scaled(layout.speedPlot, pixels), xRange: since...until, yRange: 0...scale)
    plot.addGuide(atY: 0, to: &batch, width: ui, color: Palette.plotGuide)
    history.forEachRelease(since: since) { time in
      if time <= until { plot.addMark(atX: time, to: &batch, width: 2 * ui, color: Palette.release) }
    }
    var previous: Point?
    history.forEachSpeed(since: since) { time, speed in
      guard time <= until else { return }
      let p = plot.point(time, speed)
      if let previous {
        batch.addLine(from: previous, to: p, width: 1.5 * ui, color: Palette.speed, antialiased: true)
      }
      previous = p
    }
  }

  /// The smallest of 1, 2 and 5 times a power of ten at or above `value`.
  static func niceCeiling(_ value: Double) -> Double {
    // No array of factors: a literal would allocate, and this runs every frame.
    let power = pow(10, floor(log10(value)))
    if power >= value { return power }
    if 2 * power >= value { return 2 * power }
    return 5 * power >= value ? 5 * power : 10 * power
  }

  /// Rebuilds the texts and the curves when the selection, the chosen parameter, the values or
  /// the reference changed since the last frame. The dimmed curve is the reference's: the
  /// spring pinned with `b`, else the file's, drawn while the values differ from it.
  private func refreshTexts(
    _ tuner: Tuner, spring: Spring<Point>?, loaded: LoadedScene, reference: SpringSetting?, compact: Bool
  ) {
    var values = SpringSetting.default
    if let spring, let live = try? TunableSprings.parameters(of: spring) { values = live }
    let rate = tuner.selection.flatMap { TunableRates.rate(at: $0, in: loaded) }?.perMillisecond
    if let shown, shown.selection == tuner.selection, shown.parameter == tuner.parameter,
      shown.values == values, shown.rate == rate, shown.platform == tuner.platform, shownCompact == compact,
      shownReference == reference
    {
      return
    }
    shownCompact = compact
    shownReference = reference
    previousValues = reference == values ? nil : reference
    shown = (tuner.selection, tuner.parameter, values, rate, tuner.platform)
    guard let selection = tuner.selection else {
      title = "tuning: this scene has no spring"
      return
    }
    let entry = loaded.runtime.interactions[selection]
    let named = "\(InteractionType.name(of: entry.interaction)) \"\(entry.element.name)\""
    // A deceleration rate ([ and ] tune it) takes the place of the word "tuning".
    title = rate.map { "#\(selection) \(named) rate \(Self.format($0))" } ?? "tuning #\(selection) \(named)"
    for parameter in TunedParameter.allCases {
      let marker = parameter == tuner.parameter ? "▸ " : "  "
      rows[parameter.rawValue] =
        marker + parameter.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        + parameter.figure(parameter.value(in: values)) + parameter.unit
    }
    response = SpringResponse(values)
    let previousResponse = previousValues.map { SpringResponse($0) }
    // One time axis for both, so a slower spring looks slower.
    let duration = max(response.plottedDuration, previousResponse?.plottedDuration ?? 0)
    curve.sample(response, over: duration)
    if let previousResponse { previousCurve.sample(previousResponse, over: duration) }
    let zeta = response.dampingRatio
    meaning[0] = "ζ \(Self.format(zeta))  \(Self.overshootWord(zeta: zeta, overshoot: curve.overshoot))"
    meaning[1] = "period 2π√(m/k) = \(Self.seconds(response.undampedPeriod))"
    let distance = Int(SpringResponse.referenceDistance)
    meaning[2] =
      "settles in \(Self.seconds(response.settlingTime ?? .nan)) (\(distance) → \(Self.format(values.threshold)) pt)"
    meaning[3] = "\(Self.platformName(tuner.platform)): \(SpringFormsText.line(values, in: tuner.platform))"
    responseCaption =
      "x(t) from rest over \(Self.seconds(duration))"
      + (previousResponse == nil ? "" : tuner.pinned == nil ? "  (dim: the file's)" : "  (dim: pinned, b)")
    // The compact panel's lines keep to about thirty characters: the units on two lines.
    compactMeaning[0] = "ζ \(Self.format(zeta)) \(Self.overshootWord(zeta: zeta, overshoot: curve.overshoot))"
    compactMeaning[1] = "period \(Self.seconds(response.undampedPeriod))"
    compactMeaning[2] =
      "settles in \(Self.seconds(response.settlingTime ?? .nan)) (→ \(Self.format(values.threshold)) pt)"
    if let figures = try? SpringFormsText.figures(values, in: tuner.platform), let first = figures.first {
      compactMeaning[3] = "\(Self.platformName(tuner.platform)): \(first)"
      compactMeaning[4] = "  " + figures.dropFirst().joined(separator: ", ")
    } else {
      compactMeaning[3] = "\(Self.platformName(tuner.platform)): cannot hold"
      compactMeaning[4] = "  this spring"
    }
    compactResponseCaption =
      "x(t) over \(Self.seconds(duration))"
      + (previousResponse == nil ? "" : tuner.pinned == nil ? " (dim: file's)" : " (dim: pinned)")
  }

  /// A platform's short name for the panel's units line.
  static func platformName(_ form: SpringForm) -> String {
    switch form {
    case .physical: "physical"
    case .swiftUIResponse, .swiftUIDuration: "SwiftUI"
    case .android: "Android"
    case .reactSpring: "react-spring"
    case .origami: "Origami"
    case .bouncy: "Origami/RN"
    }
  }

  /// What the response curve shows of a spring of damping ratio `zeta` whose curve goes
  /// `overshoot` (a fraction of the distance) past its destination: under half a percent is
  /// not to be seen on the plot, so a ζ 0.81 spring is not called bouncy.
  static func overshootWord(zeta: Double, overshoot: Double) -> String {
    guard zeta.isFinite else { return "no spring" }
    if zeta == 0 { return "swings forever" }
    if zeta >= 1 { return zeta == 1 ? "critical: no overshoot" : "no overshoot" }
    let percent = overshoot * 100
    if percent < 0.5 { return "no visible overshoot" }
    let figure = percent < 10 ? String(format: "%.1f", percent) : String(format: "%.0f", percent)
    return (percent < 5 ? "slight overshoot " : "bouncy: overshoots ") + figure + " %"
  }

  /// A number to four significant digits, without trailing zeros.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : "∞" }
    // Whole numbers whole (10000, not 1e+04), as the ranges and steps make them.
    if let whole = value.wholeNumber, abs(value) < 1e9 { return String(whole) }
    // From a thousand up four significant digits are whole (9999.99 is 10000, not 1e+04).
    if abs(value) >= 1000, abs(value) < 1e9 { return String(Int64(value.rounded())) }
    return String(format: "%.4g", value)
  }

  private static func seconds(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f s", value) : (value.isNaN ? "–" : "never")
  }
}
