import CSDL2
import Motion

/// Draws a Motion `Scene`: its background, then every element as a filled, possibly rounded,
/// rotated and scaled rectangle in its colour and alpha.
///
/// Elements are drawn depth first in drawing order (a parent, then its children in order, each
/// child above its parent), gathered in one vertex batch that is drawn whenever it is full
/// (`verticesPerDraw`, thousands of elements) and at the end. Its buffers are kept between
/// frames, so a steady scene allocates nothing per frame, and they grow no larger than one
/// batch: a scene of fifty thousand elements does not hold all their vertices at once. Positions are
/// scene points times the renderer's `pixelScale`.
final class SceneRenderer {
  /// The renderer drawn with.
  let renderer: Renderer
  /// Whether edges get a one-pixel alpha rim that smooths them (default true). Ignored by SDL's
  /// software renderer, which places vertices on whole pixels only; an `OffscreenCanvas`
  /// smooths edges by supersampling instead.
  var antialiased = true
  private var batch = VertexBatch(vertexCapacity: 4096, indexCapacity: 16384)
  /// The vertices gathered before they are drawn and the batch starts again (tests draw in
  /// smaller batches to see that the pixels do not depend on where a frame is cut).
  var verticesPerDraw = VertexBatch.verticesPerDraw
  private let tessellator = RoundedRectTessellator()
  private var smooth = true
  /// Walks the tree without recursion (any depth draws) and composes each element's map to
  /// pixels on the way down, once per element.
  private var walk = ElementWalk()

  /// Creates a scene renderer drawing with `renderer`.
  init(renderer: Renderer) {
    self.renderer = renderer
  }

  /// Clears the render target to `scene.background` and draws every element of `scene` above it.
  ///
  /// Does not present: the caller may draw the overlay or capture the frame first.
  func draw(_ scene: Scene) throws {
    let pixels = renderer.pixelScale
    let background = scene.background
    if renderer.window != nil, renderer.fittedSceneSize != nil {
      // A resized window: dark bars around the scene, which is drawn inside SDL's viewport.
      renderer.drawOnWholeOutput()
      SDL_SetRenderDrawColor(renderer.pointer, 0, 0, 0, 255)
      if SDL_RenderClear(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderClear") }
      renderer.clipToFittedScene()
      SDL_SetRenderDrawColor(
        renderer.pointer, background.red, background.green, background.blue, background.alpha)
      if SDL_RenderFillRect(renderer.pointer, nil) != 0 { throw SDLError.last("SDL_RenderFillRect") }
    } else {
      SDL_SetRenderDrawColor(
        renderer.pointer, background.red, background.green, background.blue, background.alpha)
      if SDL_RenderClear(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderClear") }
    }
    let output = renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    smooth = antialiased && !renderer.isSoftware
    let toPixels = Transform(a: pixels, b: 0, c: 0, d: pixels, tx: 0, ty: 0)
    var failure: (any Error)?
    walk.forEach(inSubtreeOf: scene, rootParentTransform: toPixels) { step in
      let element = step.element
      if element !== scene, element.color.alpha > 0 {
        // Drawn between elements only: a triangle never shares a corner with another element's,
        // so SDL pairs the same triangles into rectangles as it would in one call.
        if batch.vertexCount >= verticesPerDraw {
          do { try batch.draw(on: renderer) } catch {
            failure = error
            return false
          }
          batch.removeAll(outputWidth: output.width, height: output.height)
        }
        tessellator.addRoundedRect(
          to: &batch, size: element.size, cornerRadius: element.cornerRadius, transform: step.transform,
          color: SDL_Color(element.color), antialiased: smooth)
      }
      return true
    }
    if let failure { throw failure }
    try batch.draw(on: renderer)
  }
}
