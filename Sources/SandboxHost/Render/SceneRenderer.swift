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
  /// Whether a frame of opaque elements filled straight into an offscreen surface is drawn front
  /// to back (the default; tests turn it off to compare with back to front).
  var drawsFrontToBack = true
  private let tessellator = RoundedRectTessellator()
  private var smooth = true
  /// Walks the tree without recursion (any depth draws) and composes each element's map to
  /// pixels on the way down, once per element.
  private var walk = ElementWalk()
  /// The frame the offscreen surface holds, for `drawChanges`.
  private var retained = RetainedFrame()

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
    if drawsFrontToBack, !smooth, let surface = batch.directSurface(of: renderer), drawsOpaquely(scene) {
      try drawFrontToBack(scene, into: surface, toPixels: toPixels, output: output)
      return
    }
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

  /// Draws `scene` as `draw(_:)` does and tells which pixels of the render target changed since
  /// the frame drawn before. On an offscreen canvas, a frame that fits one batch is drawn only
  /// where its shapes differ from those of the frame the surface holds (see `RetainedFrame`),
  /// which gives the pixels drawing it whole gives; that frame must be the one this renderer drew
  /// last, so whoever draws anything else into the surface calls `forgetFrame()` first. Any other
  /// frame is drawn whole.
  func drawChanges(_ scene: Scene) throws -> SurfaceChange {
    guard renderer.window == nil, renderer.isSoftware, let surface = batch.directSurface(of: renderer) else {
      retained.forget()
      try draw(scene)
      return .everything
    }
    let output = (width: surface.width, height: surface.height)
    batch.removeAll(outputWidth: output.width, height: output.height)
    smooth = false
    let pixels = renderer.pixelScale
    let toPixels = Transform(a: pixels, b: 0, c: 0, d: pixels, tx: 0, ty: 0)
    var fits = true
    walk.forEach(inSubtreeOf: scene, rootParentTransform: toPixels) { step in
      let element = step.element
      guard element !== scene, element.color.alpha > 0 else { return true }
      guard batch.vertexCount < verticesPerDraw else {
        fits = false
        return false
      }
      tessellator.addRoundedRect(
        to: &batch, size: element.size, cornerRadius: element.cornerRadius, transform: step.transform,
        color: SDL_Color(element.color), antialiased: false)
      return true
    }
    guard fits else {
      retained.forget()
      try draw(scene)
      return .everything
    }
    batch.shapes(on: surface, into: &retained.next)
    let background = scene.background
    let value = surface.mapRGBA(SDL_Color(background))
    let box = retained.changedBox(background: value, width: output.width, height: output.height)
    // The renderer is left as `draw(_:)` leaves it, for whatever draws next.
    SDL_SetRenderDrawColor(
      renderer.pointer, background.red, background.green, background.blue, background.alpha)
    if !box.isEmpty {
      // Until the frame is drawn, the surface holds neither frame.
      retained.forget()
      // What SDL has queued runs first, so that the order of drawing holds.
      if SDL_RenderFlush(renderer.pointer) != 0 { throw SDLError.last("SDL_RenderFlush") }
      let rowLength = surface.pitch / 4
      surface.withPixelValues { pixels in
        TriangleFill(clip: box, rowLength: rowLength).fillRectangle(
          left: box.left, top: box.top, right: box.right, bottom: box.bottom, color: value, in: &pixels)
      }
      try batch.draw(on: renderer, within: box)
    } else if !batch.isEmpty {
      SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_BLEND)
    }
    retained.keep(background: value)
    return .box(box)
  }

  /// Forgets the frame the surface holds: something else draws into it, and the next
  /// `drawChanges` draws its frame whole.
  func forgetFrame() {
    retained.forget()
  }

  /// Whether every element drawn is opaque (an element of alpha 0 is not drawn), so that a
  /// frame filled straight into the surface can be drawn front to back.
  private func drawsOpaquely(_ scene: Scene) -> Bool {
    var opaque = true
    walk.forEach(inSubtreeOf: scene) { element in
      let alpha = element.color.alpha
      opaque = element === scene || alpha == 0 || alpha == 255
      return opaque
    }
    return opaque
  }

  /// Draws the elements of `scene`, each opaque, from the last in drawing order to the first,
  /// each filling only the pixels the ones above it left (see `CoverageMask`): the pixels back to
  /// front gives. An element within pixels already written is not tessellated, and the walk ends
  /// once every pixel is written.
  private func drawFrontToBack(
    _ scene: Scene, into surface: Surface, toPixels: Transform, output: (width: Int, height: Int)
  ) throws {
    batch.beginFrontToBack(on: surface)
    defer { batch.endFrontToBack() }
    var failure: (any Error)?
    // The backward walk visits every element, from the last in drawing order, until `visit`
    // says it has found one: here when drawing stops.
    _ = walk.lastInDrawingOrder(inSubtreeOf: scene, rootParentTransform: toPixels) { element, transform in
      guard element !== scene, element.color.alpha > 0 else { return false }
      if batch.vertexCount >= verticesPerDraw {
        do { try batch.draw(on: renderer) } catch {
          failure = error
          return true
        }
        batch.removeAll(outputWidth: output.width, height: output.height)
        if batch.coversEverything { return true }
      }
      if let box = Self.pixelBox(of: element.size, transform: transform),
        batch.covers(left: box.left, top: box.top, right: box.right, bottom: box.bottom)
      {
        return false
      }
      tessellator.addRoundedRect(
        to: &batch, size: element.size, cornerRadius: element.cornerRadius, transform: transform,
        color: SDL_Color(element.color), antialiased: false)
      return false
    }
    if let failure { throw failure }
    try batch.draw(on: renderer)
  }

  /// The whole pixels that a box of `size` mapped by `transform` may touch, with a pixel to
  /// spare on each side for rounding: every vertex of its shape lies within the box's corners;
  /// nil when a corner is not finite or lies far off any surface.
  private static func pixelBox(of size: Size, transform: Transform) -> (
    left: Int, top: Int, right: Int, bottom: Int
  )? {
    let limit = 1e9
    var (minX, minY, maxX, maxY) = (limit, limit, -limit, -limit)
    for corner in 0..<4 {
      let local = Point(x: corner == 1 || corner == 2 ? size.width : 0, y: corner >= 2 ? size.height : 0)
      let p = transform.apply(to: local)
      guard p.isFinite, abs(p.x) < limit, abs(p.y) < limit else { return nil }
      (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
    }
    return (
      Int(minX.rounded(.down)) - 1, Int(minY.rounded(.down)) - 1, Int(maxX.rounded(.up)) + 2,
      Int(maxY.rounded(.up)) + 2
    )
  }
}
