import CSDL2
import Foundation
import Motion

/// Draws the tuning panel (`t`, docs/tuning.md) over the frame: the tuned interaction, its four
/// parameters with logarithmic sliders, what they mean (damping ratio, undamped period,
/// settling time), the spring's response from rest with the element's place on it during a
/// flight, and the element's speed over the last two seconds with its releases marked.
///
/// The texts are rebuilt only when what they say changes and the vertex buffer is kept between
/// frames, so a steady panel allocates nothing per frame.
final class TuningPanel {
  /// How many points the response curve is drawn through.
  static let curveSamples = 120

  private let text: TextRenderer
  private var batch = VertexBatch(vertexCapacity: 8192, indexCapacity: 24576)
  private let tessellator = RoundedRectTessellator()
  private var shown: (selection: Int?, parameter: TunedParameter, values: SpringParameters, rate: Double?)?
  private var response = SpringResponse(SpringParameters())
  private var curve: [Double] = Array(repeating: 0, count: TuningPanel.curveSamples)
  /// The lowest and highest value of the response between each sample and the next: a spring
  /// that swings many times between two samples fills the band they span (sampled at the
  /// points alone, a 15 ms period over a 6 s plot drew a dozen slow, false swings).
  private var curveBand: [(low: Double, high: Double)] = Array(
    repeating: (0, 0), count: TuningPanel.curveSamples - 1)
  /// The lowest and highest values of `curve`.
  private var curveRange = 0.0...1.0
  private var title = ""
  /// The title as it fits the panel's width (an element's name may be any length).
  private var fittedTitle = FittedText()
  private var rows: [String] = Array(repeating: "", count: TunedParameter.allCases.count)
  private var meaning: [String] = ["", "", ""]
  private var responseCaption = ""
  private var speedScale = 0.0
  private var speedCaption = ""
  static let hint = "↑↓ pick  ←→ ÷×1.1  Tab next  w write"

  private static let trackColor = SDL_Color(r: 110, g: 110, b: 125, a: 255)
  private static let knobColor = SDL_Color(r: 255, g: 213, b: 79, a: 255)
  private static let guideColor = SDL_Color(r: 90, g: 90, b: 105, a: 255)
  private static let curveColor = SDL_Color(r: 105, g: 240, b: 174, a: 255)
  private static let markerColor = SDL_Color(r: 255, g: 64, b: 255, a: 255)
  private static let speedColor = SDL_Color(r: 100, g: 181, b: 246, a: 255)
  private static let releaseColor = SDL_Color(r: 255, g: 152, b: 0, a: 230)
  private static let dimText = Color(red: 170, green: 170, blue: 180)
  private static let selectedText = Color(red: 255, green: 213, blue: 79)

  init(text: TextRenderer) {
    self.text = text
  }

  /// Draws the panel when the session's tuner shows it.
  func draw(_ session: Session, over covered: Rect? = nil) throws {
    let tuner = session.tuner
    guard tuner.isVisible else { return }
    let pixels = text.renderer.pixelScale
    let loaded = session.loaded
    // The text is at the window's scale (see `FramePainter`); the panel's sizes follow it.
    let unit = text.renderer.viewFit.pixelsPerWindowPoint / pixels
    tuner.setMetrics(rowHeight: Double(text.lineHeight) / pixels, unit: unit, in: loaded)
    let layout = tuner.layout
    let spring = tuner.selection.flatMap { TunableSprings.spring(at: $0, in: loaded) }
    refreshTexts(tuner, spring: spring, loaded: loaded)

    let frame = layout.frame
    // With no spring to tune, the panel is its one line, not an empty box.
    let height = spring == nil ? layout.rowTop(1) - frame.y + layout.margin : frame.height
    // Over the HUD's status box (a small window) the panel is nearly opaque, so the two texts
    // do not mix.
    let offset = text.renderer.viewFit.offset
    let onOutput = Rect(
      x: frame.x * pixels + offset.x, y: frame.y * pixels + offset.y, width: frame.width * pixels,
      height: height * pixels)
    try Panel.fill(
      x: frame.x * pixels, y: frame.y * pixels, width: frame.width * pixels, height: height * pixels,
      alpha: covered.map { Self.overlap($0, onOutput) } == true ? 235 : 170, on: text.renderer)
    let left = (frame.x + layout.margin) * pixels
    // Pixels per window point, for the widths of lines and the sizes of knobs.
    let ui = pixels * layout.unit
    let titleWidth = (frame.width - 2 * layout.margin) * pixels
    try text.draw(
      fittedTitle.shown(title, width: titleWidth, by: text), x: left, y: layout.rowTop(0) * pixels,
      color: .white)
    guard let spring else { return }

    let output = text.renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    let values = TunableSprings.parameters(of: spring)
    for (index, row) in rows.enumerated() {
      let parameter = TunedParameter(rawValue: index) ?? .stiffness
      let selected = parameter == tuner.parameter
      try text.draw(
        row, x: left, y: layout.rowTop(1 + index) * pixels,
        color: selected ? Self.selectedText : .white)
      let track = layout.sliderTrack(parameter)
      let y = track.y * pixels
      batch.addLine(
        from: Point(x: track.x * pixels, y: y), to: Point(x: (track.x + track.width) * pixels, y: y),
        width: 2 * ui, color: Self.trackColor, antialiased: false)
      let knobX = (track.x + parameter.sliderFraction(of: parameter.value(in: values)) * track.width) * pixels
      tessellator.addDisc(
        to: &batch, center: Point(x: knobX, y: y), radius: (selected ? 6 : 4.5) * ui,
        color: selected ? Self.knobColor : .init(r: 230, g: 230, b: 235, a: 255), antialiased: false)
    }
    for (index, line) in meaning.enumerated() {
      try text.draw(line, x: left, y: layout.rowTop(5 + index) * pixels, color: Self.dimText)
    }
    try text.draw(responseCaption, x: left, y: layout.rowTop(8) * pixels, color: Self.dimText)
    addResponsePlot(tuner, layout: layout, pixels: pixels, ui: ui)
    try text.draw(speedCaption, x: left, y: layout.speedCaptionTop * pixels, color: Self.dimText)
    addSpeedPlot(session, layout: layout, pixels: pixels, ui: ui)
    try text.draw(Self.hint, x: left, y: layout.hintTop * pixels, color: Self.dimText)
    try batch.draw(on: text.renderer)
  }

  private func scaled(_ rect: Rect, _ pixels: Double) -> Rect {
    Rect(
      x: rect.x * pixels, y: rect.y * pixels, width: rect.width * pixels, height: rect.height * pixels)
  }

  /// The response x(t) from rest, normalised 0 → 1 over the settling time, with the element's
  /// place during a flight.
  private func addResponsePlot(_ tuner: Tuner, layout: TuningPanelLayout, pixels: Double, ui: Double) {
    let duration = response.plottedDuration
    // Room for the whole curve: an undamped spring swings to 2, a bouncy one past 1.4.
    let plot = CurvePlot(
      rect: scaled(layout.responsePlot, pixels), xRange: 0...duration,
      yRange: min(-0.05, curveRange.lowerBound - 0.05)...max(1.4, curveRange.upperBound + 0.05))
    plot.addGuide(atY: 0, to: &batch, width: ui, color: Self.guideColor)
    plot.addGuide(atY: 1, to: &batch, width: ui, color: Self.guideColor)
    plot.addMark(atX: 0, to: &batch, width: ui, color: Self.guideColor)
    let last = Double(Self.curveSamples - 1)
    plot.addCurve(
      count: Self.curveSamples, to: &batch, width: 2 * ui, color: Self.curveColor, antialiased: true
    ) { i in (Double(i) / last * duration, curve[i]) }
    plot.addBands(
      count: Self.curveSamples - 1, to: &batch, color: Self.curveColor,
      minimumHeight: 2 * ui
    ) { i in
      (
        (Double(i) + 0.5) / last * duration, duration / last, curveBand[i].low, curveBand[i].high,
        (curve[i], curve[i + 1])
      )
    }
    if let flight = tuner.history.flight, flight.elapsed <= duration * 1.2 {
      let p = plot.point(min(flight.elapsed, duration), min(max(flight.progress, -0.1), 1.5))
      tessellator.addDisc(
        to: &batch, center: p, radius: 5 * ui, color: Self.markerColor, antialiased: true)
    }
  }

  /// The selected element's speed over the last two seconds of wall time, releases marked.
  private func addSpeedPlot(_ session: Session, layout: TuningPanelLayout, pixels: Double, ui: Double) {
    let now = session.clock.wallTime
    let since = now - SelectionHistory.span
    let history = session.tuner.history
    var top = 0.0
    history.forEachSpeed(since: since) { _, speed in top = max(top, speed) }
    let scale = Self.niceCeiling(max(top, 100))
    if scale != speedScale {
      speedScale = scale
      speedCaption = "speed 0–\(Self.format(scale)) pt/s, 2 s  | release"
    }
    let plot = CurvePlot(rect: scaled(layout.speedPlot, pixels), xRange: since...now, yRange: 0...scale)
    plot.addGuide(atY: 0, to: &batch, width: ui, color: Self.guideColor)
    history.forEachRelease(since: since) { time in
      plot.addMark(atX: time, to: &batch, width: 2 * ui, color: Self.releaseColor)
    }
    var previous: Point?
    history.forEachSpeed(since: since) { time, speed in
      let p = plot.point(time, speed)
      if let previous {
        batch.addLine(from: previous, to: p, width: 1.5 * ui, color: Self.speedColor, antialiased: true)
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

  /// Rebuilds the texts and the curve when the selection, the chosen parameter or the values
  /// changed since the last frame.
  private func refreshTexts(_ tuner: Tuner, spring: Spring<Point>?, loaded: LoadedScene) {
    var values = SpringParameters()
    if let spring { values = TunableSprings.parameters(of: spring) }
    let rate = tuner.selection.flatMap { TunableRates.rate(at: $0, in: loaded) }?.perMillisecond
    if let shown, shown.selection == tuner.selection, shown.parameter == tuner.parameter,
      shown.values == values, shown.rate == rate
    {
      return
    }
    shown = (tuner.selection, tuner.parameter, values, rate)
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
        + Self.format(parameter.value(in: values))
    }
    response = SpringResponse(values)
    let zeta = response.dampingRatio
    let kind = zeta < 1 ? "bouncy" : zeta == 1 ? "critical" : zeta.isFinite ? "no overshoot" : "no spring"
    meaning[0] = "ζ = c/(2√(km)) = \(Self.format(zeta))  \(kind)"
    meaning[1] = "period 2π√(m/k) = \(Self.seconds(response.undampedPeriod))"
    let distance = Int(SpringResponse.referenceDistance)
    meaning[2] =
      "settles in \(Self.seconds(response.settlingTime ?? .nan)) (\(distance) → \(Self.format(values.threshold)) pt)"
    let duration = response.plottedDuration
    responseCaption = "x(t) from rest, 0 → 1 over \(Self.seconds(duration))"
    let last = Double(Self.curveSamples - 1)
    for i in 0..<Self.curveSamples { curve[i] = response.progress(at: Double(i) / last * duration) }
    // Sixteen looks a period between samples, at most 1,024 an interval; a change of the
    // parameters computes them, not a frame.
    let interval = duration / last
    let perPeriod = response.undampedPeriod > 0 ? 16 * interval / response.undampedPeriod : 0
    let looks = Int(min(max(perPeriod.isFinite ? perPeriod.rounded(.up) : 1, 1), 1024))
    for i in 0..<(Self.curveSamples - 1) {
      var band = (low: min(curve[i], curve[i + 1]), high: max(curve[i], curve[i + 1]))
      for k in stride(from: 1, to: looks, by: 1) {
        let value = response.progress(at: (Double(i) + Double(k) / Double(looks)) * interval)
        guard value.isFinite else { continue }
        band = (min(band.low, value), max(band.high, value))
      }
      curveBand[i] = band
    }
    var lowest = 0.0
    var highest = 1.0
    for band in curveBand where band.low.isFinite && band.high.isFinite {
      lowest = min(lowest, band.low)
      highest = max(highest, band.high)
    }
    curveRange = lowest...highest
  }

  /// A number to four significant digits, without trailing zeros.
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "–" : "∞" }
    // Whole numbers whole (10000, not 1e+04), as the ranges and steps make them.
    if value == value.rounded(), abs(value) < 1e9 { return String(Int64(value)) }
    // From a thousand up four significant digits are whole (9999.99 is 10000, not 1e+04).
    if abs(value) >= 1000, abs(value) < 1e9 { return String(Int64(value.rounded())) }
    return String(format: "%.4g", value)
  }

  private static func seconds(_ value: Double) -> String {
    value.isFinite ? String(format: "%.3f s", value) : (value.isNaN ? "–" : "never")
  }

  /// Whether rectangles `a` and `b` share any area.
  private static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
  }
}
