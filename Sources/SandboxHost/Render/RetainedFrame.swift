/// The shapes of the frame an offscreen surface holds, kept so that the next frame is drawn only
/// where its shapes differ (a film's frames mostly differ in a small part).
///
/// Each pixel of a frame comes from the background and the shapes that cover it, in drawing
/// order, and whether and how a shape writes a pixel depends on the shape and the pixel's value
/// alone (see `FilledShape`). So where the two frames' backgrounds agree, a pixel outside every
/// box of a shape that differs (the old one and the new one, compared in drawing order, and every
/// shape one frame has beyond the other) is covered by the same shapes in both, and keeps its
/// value. Drawing the background and then every shape again, clipped to the union of those boxes,
/// gives each pixel what drawing the whole frame gives.
struct RetainedFrame {
  /// The shapes the surface holds, in drawing order, over `background`; meaningful while
  /// `holdsFrame`.
  private var drawn: [FilledShape] = []
  private var background: UInt32 = 0
  /// Whether the surface holds exactly `drawn` over `background`: false until a frame is
  /// drawn, and after anything else draws into the surface (`forget()`).
  private(set) var holdsFrame = false
  /// The next frame's shapes, gathered by the owner before `changedBox`.
  var next: [FilledShape] = []

  init() {
    drawn.reserveCapacity(256)
    next.reserveCapacity(256)
  }

  /// Stops trusting the surface's pixels: the next frame is drawn whole.
  mutating func forget() {
    holdsFrame = false
  }

  /// The pixels of a surface of `width` × `height` that drawing `next` over `background` may
  /// change: empty when nothing differs, the whole surface when the surface holds no frame or
  /// the background differs.
  func changedBox(background: UInt32, width: Int, height: Int) -> PixelBox {
    let surface = PixelBox(width: width, height: height)
    guard holdsFrame, background == self.background else { return surface }
    var changed = PixelBox.empty
    let common = min(drawn.count, next.count)
    for index in 0..<common where drawn[index] != next[index] {
      changed = changed.union(drawn[index].box).union(next[index].box)
    }
    for shape in drawn[common...] { changed = changed.union(shape.box) }
    for shape in next[common...] { changed = changed.union(shape.box) }
    return changed.intersection(surface)
  }

  /// Takes `next`, drawn over `background`, as the frame the surface holds (`next` is left
  /// holding the frame before, to be filled again).
  mutating func keep(background: UInt32) {
    swap(&drawn, &next)
    self.background = background
    holdsFrame = true
  }
}
