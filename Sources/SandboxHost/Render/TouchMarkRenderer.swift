import CSDL2
import Motion

/// Draws the marks of touches: the overlay's large ones, and the small ones that show, with the
/// overlay off, the fingers no hand is on the screen for (a finger pinned by a right click, the
/// partner of a Ctrl-drag). Without them a live two-finger gesture, or a capture of a replayed
/// one, would scale and turn a sticker about a point nothing shows.
///
/// A real touch is a filled white circle, an emulated one a cyan ring, a pinned one an orange
/// ring with a cross; the small marks are `markRadius` scene points across and leave out real
/// touches (the pointer or the finger is itself there). Drawing needs no font, so the marks are
/// there even where the overlay cannot be. The vertex buffers are kept between frames.
final class TouchMarkRenderer {
  /// The radius of a small mark, in scene points.
  static let markRadius = 6.0

  private var batch = VertexBatch(vertexCapacity: 1024, indexCapacity: 4096)
  private let tessellator = RoundedRectTessellator()

  /// Draws a small mark for each emulated or pinned touch in `touches` over what `renderer`
  /// already shows.
  func drawSmallMarks(of touches: [OverlayTouch], on renderer: Renderer) throws {
    let output = renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    let pixels = renderer.pixelScale
    let smooth = !renderer.isSoftware
    var marks = 0
    for touch in touches {
      let c = touch.location * pixels
      guard touch.kind != .real, c.isFinite else { continue }
      marks += 1
      // A dark halo under the coloured mark.
      tessellator.addRing(
        to: &batch, center: c, radius: Self.markRadius * pixels, lineWidth: 4 * pixels,
        color: Palette.smallMarkEdge,
        antialiased: smooth)
      Self.addMark(
        touch.kind, at: c, radius: Self.markRadius * pixels, pixels: pixels, to: &batch, using: tessellator,
        smooth: smooth)
    }
    guard marks > 0 else { return }
    try batch.draw(on: renderer)
  }

  /// Adds the mark of a touch of `kind` centred on the pixel point `c` to `batch`.
  static func addMark(
    _ kind: OverlayTouch.Kind, at c: Point, radius r: Double, pixels: Double, to batch: inout VertexBatch,
    using tessellator: RoundedRectTessellator, smooth: Bool
  ) {
    let line = r >= 10 * pixels ? 3 * pixels : 2 * pixels
    switch kind {
    case .real:
      tessellator.addDisc(to: &batch, center: c, radius: r, color: Palette.realTouch, antialiased: smooth)
      tessellator.addRing(
        to: &batch, center: c, radius: r, lineWidth: 1.5 * pixels, color: Palette.realTouchEdge,
        antialiased: smooth)
    case .emulated:
      tessellator.addRing(
        to: &batch, center: c, radius: r, lineWidth: line, color: Palette.emulatedTouch, antialiased: smooth)
    case .pinned:
      tessellator.addRing(
        to: &batch, center: c, radius: r, lineWidth: line, color: Palette.pinnedTouch, antialiased: smooth)
      batch.addLine(
        from: c - Point(x: r, y: 0), to: c + Point(x: r, y: 0), width: 2 * pixels, color: Palette.pinnedTouch,
        antialiased: smooth)
      batch.addLine(
        from: c - Point(x: 0, y: r), to: c + Point(x: 0, y: r), width: 2 * pixels, color: Palette.pinnedTouch,
        antialiased: smooth)
    }
  }
}
