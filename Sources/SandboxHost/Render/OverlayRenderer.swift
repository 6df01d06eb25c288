import CSDL2
import Motion

/// Draws the debug overlay (docs/live.md, key `o`): every touch, each active recognizer's
/// centroid, each element's anchor point and velocity, each tossable's destination and state,
/// and a text list of the recognizers' and tossables' states.
///
/// Marks (sizes in scene points, scaled to pixels): touches as `TouchMarkRenderer` draws them;
/// a centroid is a magenta cross-hair; the anchor point of an element that an interaction acts
/// on a small yellow dot; a velocity a green arrow as long as the distance covered in 0.1 s; a
/// tossable's destination a ringed cross, green while it moves and grey at rest, joined to the
/// element while it moves. The text list in the bottom-left corner stays small so as not to hide
/// the scene: one line per recognizer that holds touches or is recognizing ("circle drag changed
/// · 1 touch") and per moving tossable ("square toss active"), or, when nothing is active, one
/// summary line ("3 gestures idle · 1 toss at rest"). All marks are one `SDL_RenderGeometry`
/// call; buffers and text lines
/// are kept between frames, so a steady overlay allocates nothing per frame.
final class OverlayRenderer {
  /// The text renderer written with (and through it, the renderer).
  let text: TextRenderer
  private var batch = VertexBatch(vertexCapacity: 4096, indexCapacity: 16384)
  private let tessellator = RoundedRectTessellator()
  private var lines: [OverlayLine] = []
  /// The element each tossable's recognizer moves, by recognizer: the line names it, not the
  /// container the recognizer is attached to.
  private var movedBy: [ObjectIdentifier: Element] = [:]

  /// The texts of the lines the last `draw` listed, in order.
  var lineTexts: [String] { lines.prefix(lineCount).map(\.text) }
  private var lineCount = 0
  private var idleRecognizers = 0
  private var restingTosses = 0
  /// Whether shapes get alpha rims this frame: not on the software renderer, which drops
  /// sub-pixel positions (offscreen canvases smooth by supersampling instead).
  private var smooth = true
  /// Walks the tree without recursion, composing each element's map to scene space once.
  private var walk = ElementWalk()
  /// The elements an interaction acts on, gathered once a frame so that marking them costs one
  /// look-up an element (its storage is kept between frames).
  private var interactiveElements = Set<ObjectIdentifier>()
  /// The destination and centroid marks drawn this frame, by pixel and kind: tossables that
  /// share a destination (ten thousand squares tossed at one circle) draw its mark once, not
  /// once each, and so do recognizers whose touches are the same (ten thousand drag recognizers
  /// on the scene under one finger), which would stack the same ring into the batch and the
  /// renderer's buffers ten thousand times.
  private var drawnMarks = Set<PlacedMark>()

  /// A mark's place, to the pixel, and what it marks.
  private struct PlacedMark: Hashable {
    enum Kind: UInt8 {
      case restingDestination, movingDestination, centroid
    }
    var x: Int32
    var y: Int32
    var kind: Kind
  }

  /// Whether a mark of `kind` at `point` (pixels) is the first of its kind there this frame; it
  /// is then counted as drawn.
  private func isFirstMark(_ kind: PlacedMark.Kind, at point: Point) -> Bool {
    // Held inside Int32 first: a far point is finite but past any integer.
    let mark = PlacedMark(
      x: Int32(min(max(point.x.rounded(), -2e9), 2e9)), y: Int32(min(max(point.y.rounded(), -2e9), 2e9)),
      kind: kind)
    return drawnMarks.insert(mark).inserted
  }

  /// Past this many interactions the overlay is dense: every element's marks without alpha
  /// rims, its anchor a small square rather than a ringed disc, no velocity arrows and no line
  /// from a tossed element to its destination, so that ten thousand moving elements' marks stay
  /// a few megabytes of geometry (which SDL and the driver each copy and keep at their largest)
  /// rather than tens.
  static let denseInteractions = 2000
  /// Whether this frame's overlay is dense.
  private var dense = false

  /// The most lines the list at the bottom left names; the rest are counted in one more.
  static let listedLines = 16
  /// The lines past `listedLines` this frame.
  private var unlistedLines = 0

  /// The time a velocity arrow spans, in seconds.
  static let velocityArrowSeconds = 0.1
  /// The most characters of an element's name a text line shows; longer names end in "…".
  static let nameLimit = 40
  /// The radius of a touch mark, in scene points.
  static let touchRadius = 14.0

  /// Creates an overlay writing with `text`.
  init(text: TextRenderer) {
    self.text = text
    lines.reserveCapacity(64)
    movedBy.reserveCapacity(16)
  }

  /// Draws the overlay for `runtime`'s scene and `touches` over what is already drawn.
  func draw(runtime: MotionRuntime, touches: [OverlayTouch]) throws {
    let pixels = text.renderer.pixelScale
    dense = runtime.interactions.count > Self.denseInteractions
    smooth = !text.renderer.isSoftware && !dense
    let output = text.renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    lineCount = 0
    unlistedLines = 0
    idleRecognizers = 0
    restingTosses = 0
    let scene = runtime.scene
    interactiveElements.removeAll(keepingCapacity: true)
    drawnMarks.removeAll(keepingCapacity: true)
    movedBy.removeAll(keepingCapacity: true)
    for entry in runtime.interactions {
      interactiveElements.insert(ObjectIdentifier(entry.element))
      // A toss's recognizer sits on its container; what it drags is the tossed element.
      if let toss = entry.interaction as? Tossable {
        movedBy[ObjectIdentifier(toss.dragGesture)] = toss.element
      }
    }
    // Two walks, so every recognizer's centroid lies above every element's marks.
    walk.forEach(inSubtreeOf: scene, rootParentTransform: .identity) { step in
      if step.element !== scene { addElementMarks(step, runtime: runtime, pixels: pixels) }
      return true
    }
    walk.forEach(inSubtreeOf: scene) { element in
      addRecognizerMarks(element, pixels: pixels)
      return true
    }
    for entry in runtime.interactions {
      if let toss = entry.interaction as? Tossable { addTossableMarks(toss, pixels: pixels) }
      addSnapAngleMarks(entry.interaction, element: entry.element, pixels: pixels)
    }
    if lineCount == 0 { addSummaryLine() }
    if unlistedLines > 0 {
      let more = unlistedLines
      setLine(ObjectIdentifier(OverlayLine.self), code: more, active: true) { "… and \(more) more" }
    }
    for touch in touches {
      addTouchMark(touch, pixels: pixels)
    }
    try batch.draw(on: text.renderer)
    try drawLines(pixels: pixels)
  }

  // MARK: - Marks

  /// Only the elements an interaction acts on get an anchor mark, as only their anchor point
  /// matters (a toss's container holds a recognizer but is not moved).
  private func addElementMarks(_ step: ElementWalk.Step, runtime: MotionRuntime, pixels: Double) {
    let element = step.element
    let size = element.size
    let anchor = element.anchorPoint
    let local = Point(x: anchor.x * size.width, y: anchor.y * size.height)
    let position = step.transform.apply(to: local) * pixels
    guard position.isFinite else { return }
    if interactiveElements.contains(ObjectIdentifier(element)) {
      if dense {
        // A 5-point square, two triangles: ten thousand discs of ten made a hundred thousand
        // triangles a frame, which the renderer's buffers kept at their largest.
        let r = 2.5 * pixels
        tessellator.addRoundedRect(
          to: &batch, size: Size(width: 2 * r, height: 2 * r), cornerRadius: 0,
          transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: position.x - r, ty: position.y - r),
          color: Palette.anchor, antialiased: false)
      } else {
        tessellator.addDisc(
          to: &batch, center: position, radius: 4 * pixels, color: Palette.anchorEdge, antialiased: smooth)
        tessellator.addDisc(
          to: &batch, center: position, radius: 2.5 * pixels, color: Palette.anchor, antialiased: smooth)
      }
    }
    // Dense, ten thousand arrows would be one smear, and most of the frame's triangles.
    guard !dense else { return }
    let sceneVelocity = step.parentTransform.applyToVector(runtime.velocity(of: element))
    let arrow = sceneVelocity * (Self.velocityArrowSeconds * pixels)
    if arrow.isFinite, arrow.length >= 1 {
      addArrow(from: position, by: arrow, pixels: pixels, color: Palette.velocity)
    }
  }

  private func addArrow(from start: Point, by vector: Point, pixels: Double, color: SDL_Color) {
    let length = vector.length
    let direction = vector / length
    let head = min(10 * pixels, length)
    let tip = start + vector
    let base = tip - direction * head
    let side = Point(x: -direction.y, y: direction.x) * (head * 0.5)
    batch.addLine(from: start, to: base, width: 2 * pixels, color: color, antialiased: smooth)
    batch.addFilledTriangle(tip, base + side, base - side, color: color)
  }

  private func addRecognizerMarks(_ element: Element, pixels: Double) {
    for recognizer in element.gestureRecognizers {
      if recognizer.numberOfTouches > 0 || recognizer.state.isActive {
        addLine(for: recognizer)
      } else {
        idleRecognizers += 1
      }
      guard recognizer.numberOfTouches > 0 else { continue }
      let c = recognizer.sceneCentroid * pixels
      guard c.isFinite, isFirstMark(.centroid, at: c) else { continue }
      let arm = 10 * pixels
      batch.addLine(
        from: c - Point(x: arm, y: 0), to: c + Point(x: arm, y: 0), width: 2 * pixels,
        color: Palette.livePoint, antialiased: smooth)
      batch.addLine(
        from: c - Point(x: 0, y: arm), to: c + Point(x: 0, y: arm), width: 2 * pixels,
        color: Palette.livePoint, antialiased: smooth)
      tessellator.addRing(
        to: &batch, center: c, radius: 5 * pixels, lineWidth: 1.5 * pixels, color: Palette.livePoint,
        antialiased: smooth)
    }
  }

  private func addTossableMarks(_ toss: Tossable, pixels: Double) {
    let moving = toss.state == .active
    if moving { addLine(for: toss) } else { restingTosses += 1 }
    // Where the spring pulls: the destination moved inside the constraints' bounds, if any, so
    // the mark stands where the element comes to rest.
    let destination = toss.container.convert(toss.spring.destination.read(), to: nil) * pixels
    guard destination.isFinite else { return }
    let color = moving ? Palette.moving : Palette.resting
    let r = 10 * pixels
    if isFirstMark(moving ? .movingDestination : .restingDestination, at: destination) {
      addDestinationMark(at: destination, radius: r, color: color, pixels: pixels)
    }
    addSnapAndProjectionMarks(toss, chosen: destination, pixels: pixels)
    // Dense, ten thousand lines to one destination would be one green blot.
    guard moving, !dense, let parent = toss.element.parent else { return }
    let element = parent.convert(toss.element.position, to: nil) * pixels
    if element.isFinite {
      batch.addLine(from: element, to: destination, width: 1 * pixels, color: color, antialiased: smooth)
    }
  }

  /// A destination's ringed cross.
  private func addDestinationMark(at destination: Point, radius r: Double, color: SDL_Color, pixels: Double) {
    tessellator.addRing(
      to: &batch, center: destination, radius: r, lineWidth: 2 * pixels, color: color, antialiased: smooth)
    let d = r * 0.7
    batch.addLine(
      from: destination - Point(x: d, y: d), to: destination + Point(x: d, y: d), width: 2 * pixels,
      color: color, antialiased: smooth)
    batch.addLine(
      from: destination - Point(x: d, y: -d), to: destination + Point(x: d, y: -d), width: 2 * pixels,
      color: color, antialiased: smooth)
  }

  /// While a snapping rotation settles: from the element's middle, the direction its top would
  /// face at the projected angle, and at the angle it springs to.
  private func addSnapAngleMarks(_ interaction: any Interaction, element: Element, pixels: Double) {
    let rotatable = (interaction as? Rotatable) ?? (interaction as? DirectlyManipulable)?.rotatable
    guard interaction.state == .active, let rotatable, let projected = rotatable.projectedAngle,
      let chosen = rotatable.chosenAngle, let parent = element.parent
    else { return }
    let corners = element.corners
    let center = (corners[0] + corners[2]) * (0.5 * pixels)
    guard center.isFinite else { return }
    // The parent's own turn adds to the element's, as the element's top shows on screen.
    let turn = parent.convertVector(Point(x: 0, y: -1), to: nil)
    let parentAngle = atan2(turn.x, -turn.y)
    for (angle, color) in [(projected, Palette.projection), (chosen, Palette.moving)] {
      let total = angle + parentAngle
      let tip = center + Point(x: sin(total), y: -cos(total)) * (70 * pixels)
      guard tip.isFinite else { continue }
      batch.addLine(from: center, to: tip, width: 2 * pixels, color: color, antialiased: smooth)
    }
  }

  /// A tossable's other snap points as rings, and the last release's projection as a diamond,
  /// joined to the destination it chose (the spring's, marked by `chosen`).
  private func addSnapAndProjectionMarks(_ toss: Tossable, chosen: Point, pixels: Double) {
    if toss.destinationCount > 1 {
      for (index, destination) in toss.destinations.enumerated() where index != (toss.chosenDestination ?? 0)
      {
        let point = toss.container.convert(destination.read(), to: nil) * pixels
        guard point.isFinite else { continue }
        tessellator.addRing(
          to: &batch, center: point, radius: 7 * pixels, lineWidth: 2 * pixels, color: Palette.snapPoint,
          antialiased: smooth)
      }
    }
    guard let projected = toss.projectedPoint, toss.destinationCount != 1 else { return }
    let point = toss.container.convert(projected, to: nil) * pixels
    guard point.isFinite else { return }
    let r = 7 * pixels
    batch.addFilledTriangle(
      point + Point(x: 0, y: -r), point + Point(x: r, y: 0), point + Point(x: -r, y: 0),
      color: Palette.projection)
    batch.addFilledTriangle(
      point + Point(x: 0, y: r), point + Point(x: -r, y: 0), point + Point(x: r, y: 0),
      color: Palette.projection)
    if point != chosen {
      batch.addLine(
        from: point, to: chosen, width: 1.5 * pixels, color: Palette.projection, antialiased: smooth)
    }
  }

  private func addTouchMark(_ touch: OverlayTouch, pixels: Double) {
    let c = touch.location * pixels
    guard c.isFinite else { return }
    TouchMarkRenderer.addMark(
      touch.kind, at: c, radius: Self.touchRadius * pixels, pixels: pixels, to: &batch, using: tessellator,
      smooth: smooth)
  }

  // MARK: - Text lines

  private func addLine(for recognizer: GestureRecognizer) {
    let moved = movedBy[ObjectIdentifier(recognizer)]
    let state = recognizer.state
    let touches = recognizer.numberOfTouches
    setLine(
      ObjectIdentifier(recognizer), code: Self.code(of: state) &* 1_000_003 &+ touches,
      active: state.isActive
    ) {
      "\((moved?.name ?? recognizer.element?.name ?? "?").elided(to: Self.nameLimit)) \(GestureKind.name(of: recognizer)) \(state.rawValue) · \(touches) touch"
        + (touches == 1 ? "" : "es")
    }
  }

  private func addLine(for toss: Tossable) {
    setLine(ObjectIdentifier(toss), code: 1, active: true) {
      "\(toss.element.name.elided(to: Self.nameLimit)) toss active"
    }
  }

  /// The one line shown when nothing is active: how many recognizers and tossables are idle.
  private func addSummaryLine() {
    guard idleRecognizers + restingTosses > 0 else { return }
    let gestures = idleRecognizers
    let tosses = restingTosses
    setLine(ObjectIdentifier(Self.self), code: gestures &* 1_000_003 &+ tosses, active: false) {
      var parts: [String] = []
      if gestures > 0 { parts.append("\(gestures) gesture\(gestures == 1 ? "" : "s") idle") }
      if tosses > 0 { parts.append("\(tosses) toss\(tosses == 1 ? "" : "es") at rest") }
      return parts.joined(separator: " · ")
    }
  }

  /// Makes `lines[lineCount]` describe the object `key` in the state `code`, building its text
  /// only when the object or its state differ from the last frame's line at that place.
  private func setLine(_ key: ObjectIdentifier, code: Int, active: Bool, text make: () -> String) {
    // A list longer than a window shows is counted, not drawn: ten thousand tosses at once
    // would otherwise each make a line of text (a texture) every frame they change.
    guard lineCount < Self.listedLines || key == ObjectIdentifier(OverlayLine.self) else {
      unlistedLines += 1
      return
    }
    if lineCount < lines.count {
      if lines[lineCount].key != key || lines[lineCount].code != code {
        lines[lineCount] = OverlayLine(key: key, code: code, active: active, text: make())
      }
    } else {
      lines.append(OverlayLine(key: key, code: code, active: active, text: make()))
    }
    lineCount += 1
  }

  private static func code(of state: GestureRecognizerState) -> Int {
    switch state {
    case .possible: 0
    case .began: 1
    case .changed: 2
    case .ended: 3
    case .cancelled: 4
    case .failed: 5
    }
  }

  /// The text lines of the last frame drawn, top to bottom.
  var textLines: [String] { lines.prefix(lineCount).map(\.text) }

  private func drawLines(pixels: Double) throws {
    guard lineCount > 0 else { return }
    let margin = 8 * pixels
    let padding = 6 * pixels
    let lineHeight = Double(text.lineHeight)
    var width = 0
    for i in 0..<lineCount {
      width = max(width, try text.size(of: lines[i].text).width)
    }
    let height = Double(lineCount) * lineHeight + 2 * padding
    let top = Double(text.renderer.drawingAreaSize.height) - margin - height
    try Panel.fill(
      x: margin, y: top, width: Double(width) + 2 * padding, height: height, on: text.renderer)
    for i in 0..<lineCount {
      let color = lines[i].active ? Color.white : Palette.dimText
      try text.draw(
        lines[i].text, x: margin + padding, y: top + padding + Double(i) * lineHeight, color: color)
    }
  }
}

/// One line of the overlay's text list and what it was built from.
private struct OverlayLine {
  var key: ObjectIdentifier
  var code: Int
  var active: Bool
  var text: String
}
