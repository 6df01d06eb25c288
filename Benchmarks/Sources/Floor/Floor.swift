import CSDL2Floor

/// The floor the sandbox's frames are measured against: the same quads drawn through bare SDL,
/// by the same software renderer into a surface of the same size, with nothing in between.
///
/// Each quad is four corners in pixels, drawn as the two triangles (a, b, c) and (a, c, d) with
/// positions rounded to whole pixels, as the sandbox draws them; opaque quads are drawn without
/// blending. Nothing is recomputed per frame: a frame clears, draws and flushes.
public final class Floor {
  /// One quadrilateral: corners in order around it, in pixels, and an RGBA colour.
  public struct Quad: Sendable {
    /// The corners in order around the quad, in pixels.
    public var corners: [(x: Double, y: Double)]
    /// The fill colour; an alpha of 255 is drawn without blending.
    public var color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

    /// Creates a quad from its corners and colour.
    public init(corners: [(x: Double, y: Double)], color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
      self.corners = corners
      self.color = color
    }
  }

  private let surface: UnsafeMutablePointer<SDL_Surface>
  /// The software renderer drawing into the surface.
  public let renderer: OpaquePointer
  private var vertices: [SDL_Vertex] = []
  private var indices: [Int32] = []
  private let background: (r: UInt8, g: UInt8, b: UInt8)

  /// A floor drawing into an RGBA32 surface of `width` × `height` pixels.
  public init(width: Int, height: Int, background: (r: UInt8, g: UInt8, b: UInt8), quads: [Quad]) {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue),
      let renderer = SDL_CreateSoftwareRenderer(surface)
    else { fatalError("floor: \(String(cString: SDL_GetError()))") }
    self.surface = surface
    self.renderer = renderer
    self.background = background
    for quad in quads {
      let first = Int32(vertices.count)
      let color = SDL_Color(r: quad.color.r, g: quad.color.g, b: quad.color.b, a: quad.color.a)
      for corner in quad.corners {
        let position = SDL_FPoint(x: Float(corner.x.rounded()), y: Float(corner.y.rounded()))
        vertices.append(SDL_Vertex(position: position, color: color, tex_coord: SDL_FPoint(x: 0, y: 0)))
      }
      indices += [first, first + 1, first + 2, first, first + 2, first + 3]
    }
  }

  deinit {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// Clears to the background, draws every quad in one call and runs the queued drawing.
  public func draw() {
    SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255)
    SDL_RenderClear(renderer)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
    vertices.withUnsafeBufferPointer { v in
      indices.withUnsafeBufferPointer { i in
        _ = SDL_RenderGeometry(renderer, nil, v.baseAddress, Int32(v.count), i.baseAddress, Int32(i.count))
      }
    }
    SDL_RenderFlush(renderer)
  }

  /// The bytes of heap memory in use (glibc's count), for memory-per-element figures.
  public static func allocatedBytes() -> Int {
    Int(mallinfo2().uordblks)
  }

  /// Runs the drawing queued on any SDL renderer, so that a measurement includes it.
  public static func flush(_ renderer: OpaquePointer) {
    SDL_RenderFlush(renderer)
  }
}
