import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct TriangleFillTests {
    private typealias Corner = (x: Int, y: Int)

    /// The pixels of a `width` × `height` RGBA32 surface after SDL's software renderer, or the
    /// fill, draws `triangles`, each in its own opaque colour.
    private func pixels(
      of triangles: [(Corner, Corner, Corner)], width: Int, height: Int, throughSDL: Bool
    ) throws -> [UInt32] {
      let surface = try Surface(width: width, height: height)
      let renderer = try Renderer(surface: surface, supersampling: 1)
      SDL_SetRenderDrawColor(renderer.pointer, 10, 20, 30, 255)
      SDL_RenderClear(renderer.pointer)
      SDL_RenderFlush(renderer.pointer)
      let rowLength = surface.pitch / 4
      for (index, (a, b, c)) in triangles.enumerated() {
        let color = SDL_Color(r: UInt8(index * 37 % 256), g: UInt8(index * 91 % 256), b: 200, a: 255)
        if throughSDL {
          SDL_SetRenderDrawBlendMode(renderer.pointer, SDL_BLENDMODE_NONE)
          let vertices = [a, b, c].map {
            SDL_Vertex(
              position: SDL_FPoint(x: Float($0.x), y: Float($0.y)), color: color, tex_coord: SDL_FPoint())
          }
          #expect(SDL_RenderGeometry(renderer.pointer, nil, vertices, 3, nil, 0) == 0)
          SDL_RenderFlush(renderer.pointer)
        } else {
          let value = surface.mapRGBA(color)
          surface.withPixelValues { pixels in
            TriangleFill(width: width, height: height, rowLength: rowLength)
              .fill(a, b, c, color: value, in: &pixels)
          }
        }
      }
      return surface.withPixelValues { pixels in
        (0..<height).flatMap { y in (0..<width).map { x in pixels[y * rowLength + x] } }
      }
    }

    @Test func randomTrianglesCoverExactlyThePixelsSDLCovers() throws {
      var seed: UInt64 = 12345
      func random(_ range: ClosedRange<Int>) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
      }
      var triangles: [(Corner, Corner, Corner)] = []
      for _ in 0..<400 {
        // Small and large, inside and across the edges, both windings, some degenerate.
        let spread = [4, 20, 80, 400][random(0...3)]
        let centre = (x: random(-40...120), y: random(-40...100))
        func corner() -> Corner { (centre.x + random(-spread...spread), centre.y + random(-spread...spread)) }
        triangles.append((corner(), corner(), corner()))
      }
      // Two halves of a rectangle and a fan around a point: shared edges are filled once.
      triangles += [((10, 10), (60, 10), (60, 50)), ((10, 10), (60, 50), (10, 50))]
      triangles += [
        ((40, 40), (70, 35), (75, 60)), ((40, 40), (75, 60), (45, 80)), ((40, 40), (45, 80), (20, 55)),
      ]
      triangles += [((0, 0), (0, 0), (5, 5)), ((3, 3), (9, 3), (15, 3))]
      let sdl = try pixels(of: triangles, width: 96, height: 80, throughSDL: true)
      let fill = try pixels(of: triangles, width: 96, height: 80, throughSDL: false)
      #expect(zip(sdl, fill).filter { $0 != $1 }.count == 0)
      #expect(Set(fill).count > 8)
    }

    @Test func aClippedFillWritesExactlyTheUnclippedFillsPixelsWithinTheClip() {
      let (width, height) = (90, 70)
      var seed: UInt64 = 777
      func random(_ range: ClosedRange<Int>) -> Int {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return range.lowerBound + Int((seed >> 33) % UInt64(range.count))
      }
      let clips = [
        PixelBox(left: 10, top: 5, right: 60, bottom: 40), PixelBox(left: 0, top: 33, right: 90, bottom: 34),
        PixelBox(left: 47, top: 0, right: 48, bottom: 70), PixelBox(width: width, height: height),
      ]
      for clip in clips {
        var whole = [UInt32](repeating: 0, count: width * height)
        var clipped = whole
        for index in 0..<200 {
          let spread = [3, 15, 60][index % 3]
          let centre = (x: random(-20...110), y: random(-20...90))
          func corner() -> Corner {
            (centre.x + random(-spread...spread), centre.y + random(-spread...spread))
          }
          let (a, b, c) = (corner(), corner(), corner())
          let color = UInt32(index + 1)
          var span = whole.mutableSpan
          TriangleFill(width: width, height: height, rowLength: width).fill(a, b, c, color: color, in: &span)
          var clippedSpan = clipped.mutableSpan
          TriangleFill(clip: clip, rowLength: width).fill(a, b, c, color: color, in: &clippedSpan)
        }
        for y in 0..<height {
          for x in 0..<width {
            let inside = x >= clip.left && x < clip.right && y >= clip.top && y < clip.bottom
            let wanted = inside ? whole[y * width + x] : 0
            #expect(clipped[y * width + x] == wanted, "\(clip) at \(x), \(y)")
          }
        }
      }
    }

    @Test func aTriangleFarOutsideOrHugeIsCutToTheSurface() throws {
      // As large as `VertexBatch` lets a triangle be (its guard band keeps SDL's 32-bit
      // arithmetic from overflowing): a corner up to 20,000 pixels from another.
      let triangles: [(Corner, Corner, Corner)] = [
        ((-9_900, -9_900), (10_000, -9_000), (0, 10_000)),
        ((5000, 5000), (6000, 5000), (5500, 6000)),
        ((-9000, 10), (-8000, 10), (-8500, 40)),
      ]
      let sdl = try pixels(of: triangles, width: 64, height: 48, throughSDL: true)
      let fill = try pixels(of: triangles, width: 64, height: 48, throughSDL: false)
      #expect(zip(sdl, fill).filter { $0 != $1 }.count == 0)
      // The large one covers the whole canvas; the others lie outside it.
      #expect(Set(fill).count == 1)
    }
  }
}

extension SDLSuite {
  @Suite struct DirectFillTests {
    /// The canvas's pixels after `batch` is drawn on it, filled directly or by SDL.
    private func pixels(of batch: VertexBatch, direct: Bool) throws -> [UInt32] {
      let canvas = try OffscreenCanvas(width: 120, height: 90, supersampling: 1)
      let renderer = canvas.renderer
      SDL_SetRenderDrawColor(renderer.pointer, 30, 30, 40, 255)
      SDL_RenderClear(renderer.pointer)
      var batch = batch
      batch.fillsDirectly = direct
      try batch.draw(on: renderer)
      SDL_RenderFlush(renderer.pointer)
      let surface = try #require(renderer.surface)
      let rowLength = surface.pitch / 4
      return surface.withPixelValues { p in
        (0..<surface.height).flatMap { y in (0..<surface.width).map { x in p[y * rowLength + x] } }
      }
    }

    @Test func tinyAndLargeShapesComeOutAsSDLDrawsThem() throws {
      // Rounded rectangles from a pixel across to most of the canvas, turned and not: tiny ones
      // round several corners onto one pixel, where SDL fills pairs of triangles as rectangles.
      var batch = VertexBatch(vertexCapacity: 4096, indexCapacity: 16384)
      batch.removeAll(outputWidth: 120, height: 90)
      let tessellator = RoundedRectTessellator()
      var seed: UInt64 = 99
      func random(_ bound: Double) -> Double {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(seed >> 11) / Double(1 << 53) * bound
      }
      for index in 0..<150 {
        let size = Size(
          width: 0.5 + random(index % 5 == 0 ? 80 : 8), height: 0.5 + random(index % 5 == 0 ? 60 : 8))
        let angle = index % 3 == 0 ? 0 : random(6.3)
        let transform = Transform(
          a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: random(130) - 5,
          ty: random(100) - 5)
        let alpha: UInt8 = index % 7 == 0 ? 128 : 255
        tessellator.addRoundedRect(
          to: &batch, size: size, cornerRadius: random(min(size.width, size.height) / 2),
          transform: transform,
          color: SDL_Color(r: UInt8(index * 53 % 256), g: UInt8(index * 17 % 256), b: 90, a: alpha),
          antialiased: false)
      }
      let sdl = try pixels(of: batch, direct: false)
      let direct = try pixels(of: batch, direct: true)
      #expect(zip(sdl, direct).filter { $0 != $1 }.count == 0)
      #expect(Set(direct).count > 20)
    }
  }
}
