import AllocationCounter
import Foundation
import Testing

@testable import Motion
@testable import SandboxHost

extension SDLAllocationSuite {
  /// The frame loop's promise on the drawing side: once warmed up, a frame of the showcase with
  /// the overlay on and a drag in progress (update, scene, overlay) allocates nothing in our
  /// code. SDL's software renderer, which this headless canvas uses, allocates as it rasterizes
  /// triangles; those allocations are SDL's own and are left out of the count.
  @Suite struct FrameAllocations {
    @Test func aSteadyFrameAllocatesNothing() throws {
      let loaded = try SceneDescription.load(nameOrPath: "showcase").makeLiveScene()
      let runtime = loaded.runtime
      let canvas = try OffscreenCanvas(sizeOf: loaded.scene, supersampling: 1)
      let scenePainter = SceneRenderer(renderer: canvas.renderer)
      let overlay = OverlayRenderer(text: try TextRenderer(renderer: canvas.renderer))
      let heart = try #require(loaded.scene.element(named: "heart"))
      let grab = heart.convert(Point(x: 55, y: 55), to: nil)
      // A finger holds the heart and a tossed square is in flight: springs, gestures and the
      // overlay's velocity arrows and text are all live.
      runtime.handle(TouchEvent(id: 1, phase: .began, location: grab, time: 0))
      runtime.handle(TouchEvent(id: 1, phase: .moved, location: grab + Point(x: 5, y: 5), time: 0.01))
      let square = try #require(loaded.scene.element(named: "square"))
      let toss = square.convert(Point(x: 32, y: 32), to: nil)
      runtime.handle(TouchEvent(id: 2, phase: .began, location: toss, time: 0.01))
      runtime.handle(TouchEvent(id: 2, phase: .moved, location: toss + Point(x: 20, y: -20), time: 0.03))
      runtime.handle(TouchEvent(id: 2, phase: .ended, location: toss + Point(x: 20, y: -20), time: 0.03))
      let touches = [OverlayTouch(location: grab + Point(x: 5, y: 5), kind: .real)]

      func frame(_ k: Int) throws {
        runtime.advance(to: 0.03 + Double(k) / 60)
        try scenePainter.draw(loaded.scene)
        try overlay.draw(runtime: runtime, touches: touches)
      }
      #expect(allocation_counter_ignore_library("libSDL2") == 1)
      defer { _ = allocation_counter_ignore_library("no library has this name") }
      for k in 1...5 { try frame(k) }
      allocation_counter_reset()
      for k in 6...25 { try frame(k) }
      let allocations = allocation_counter_read()
      #expect(!runtime.isAtRest)
      #expect(allocations == 0, "\(allocations) allocations in 20 frames")
    }
  }
}
