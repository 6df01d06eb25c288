import CSDL2
import Motion

/// The trails (`p`): where every moving element's anchor point was over the last second of
/// motion time, drawn as dots in the element's colour that fade with age, so an overshoot or a
/// wobble can still be seen after it happened. Time is motion time, so a paused scene keeps its
/// trails and slow motion stretches them.
///
/// Each element has a ring buffer of samples, allocated when a scene is first seen while trails
/// are shown (and let go when they are hidden); a sample is taken per frame only when the
/// element moved, so resting elements leave no dots and a steady scene allocates nothing.
final class Trails {
  /// How far back a trail reaches, in seconds of motion time.
  static let duration = 1.0
  /// Samples kept per element: a second at up to 256 frames per second.
  static let capacity = 256
  /// How far an element must move before another dot is placed, in scene points.
  static let spacing = 0.5

  private var scene: ObjectIdentifier?
  private var xs: [Double] = []
  private var ys: [Double] = []
  private var times: [Double] = []
  private var heads: [Int] = []
  private var counts: [Int] = []
  private var lastTime = -Double.infinity
  private var batch = VertexBatch(vertexCapacity: 16384, indexCapacity: 49152)
  private let tessellator = RoundedRectTessellator()

  /// Records where every element of `loaded` is at `motionTime`.
  func sample(_ loaded: LoadedScene, motionTime: Double) {
    let elements = loaded.elementsInFileOrder
    if scene != ObjectIdentifier(loaded) {
      scene = ObjectIdentifier(loaded)
      let size = elements.count * Self.capacity
      xs = Array(repeating: 0, count: size)
      ys = Array(repeating: 0, count: size)
      times = Array(repeating: 0, count: size)
      heads = Array(repeating: 0, count: elements.count)
      counts = Array(repeating: 0, count: elements.count)
      lastTime = -Double.infinity
    }
    guard motionTime > lastTime else { return }
    lastTime = motionTime
    for e in elements.indices {
      let p = Self.anchor(of: elements[e])
      let base = e * Self.capacity
      let previous = base + (heads[e] + Self.capacity - 1) % Self.capacity
      let moved = counts[e] == 0 || (Point(x: xs[previous], y: ys[previous]) - p).length >= Self.spacing
      if p.isFinite, moved {
        let slot = base + heads[e]
        xs[slot] = p.x
        ys[slot] = p.y
        times[slot] = motionTime
        heads[e] = (heads[e] + 1) % Self.capacity
        counts[e] = min(counts[e] + 1, Self.capacity)
      }
    }
  }

  /// Lets the samples go (trails hidden): a large scene's buffers are 24 bytes a sample, 256
  /// samples an element, which a window showing no trails need not hold.
  func removeAll() {
    guard scene != nil else { return }
    scene = nil
    xs = []
    ys = []
    times = []
    heads = []
    counts = []
  }

  /// Draws the dots younger than `duration` at `motionTime` on `renderer`.
  func draw(_ loaded: LoadedScene, motionTime: Double, on renderer: Renderer) throws {
    guard scene == ObjectIdentifier(loaded) else { return }
    let pixels = renderer.pixelScale
    let output = renderer.outputSize
    batch.removeAll(outputWidth: output.width, height: output.height)
    let elements = loaded.elementsInFileOrder
    for (e, element) in elements.enumerated() {
      let color = element.color
      let base = e * Self.capacity
      for i in 0..<counts[e] {
        let slot = base + (heads[e] + Self.capacity - counts[e] + i) % Self.capacity
        let age = motionTime - times[slot]
        // The newest sample is where the element is now: it needs no dot.
        guard age > 0, age < Self.duration else { continue }
        let fade = 1 - age / Self.duration
        let dot = SDL_Color(r: color.red, g: color.green, b: color.blue, a: UInt8(40 + 200 * fade))
        tessellator.addDisc(
          to: &batch, center: Point(x: xs[slot], y: ys[slot]) * pixels, radius: (2 + 3 * fade) * pixels,
          color: dot, antialiased: !renderer.isSoftware)
      }
    }
    try batch.draw(on: renderer)
  }

  private static func anchor(of element: Element) -> Point {
    let size = element.size
    let anchor = element.anchorPoint
    return element.convert(Point(x: anchor.x * size.width, y: anchor.y * size.height), to: nil)
  }
}
