import AllocationCounter
import Foundation
import Testing

@testable import Motion
@testable import SandboxHost

extension SDLAllocationSuite {
  /// The live frame's promise on the input side: once warmed up, a frame that handles a mouse
  /// move of a Ctrl-drag (two emulated fingers) beside a pinned finger and a real finger's move,
  /// moves the clock and the runtime, and paints the scene, the overlay with every touch, and the
  /// HUD, allocates nothing in our code (SDL's software rasterizer is left out, as in
  /// `FrameAllocations`).
  @Suite struct SessionFrameAllocations {
    @Test func aSteadyLiveFrameAllocatesNothing() throws {
      let source = SceneSource(nameOrPath: "stickers")
      let session = Session(
        loaded: try source.load(), source: source, outputDirectory: "unused", showsOverlay: true)
      let canvas = try OffscreenCanvas(sizeOf: session.loaded.scene, supersampling: 1)
      let painter = try FramePainter(renderer: canvas.renderer)
      var timer = FrameTimer()
      let heart = try #require(session.loaded.scene.element(named: "heart"))
      let grab = heart.convert(Point(x: 100, y: 60), to: nil)
      try session.handle(
        .mouse(phase: .down, button: .right, location: grab - Point(x: 70, y: 0), modifiers: []),
        wallTime: 0)
      try session.handle(.mouse(phase: .down, button: .left, location: grab, modifiers: [.ctrl]), wallTime: 0)
      let badge = try #require(session.loaded.scene.element(named: "badge"))
      let press = badge.convert(Point(x: 30, y: 70), to: nil)
      try session.handle(.touch(phase: .began, id: 99, location: press), wallTime: 0)

      let ctrl: KeyModifiers = [.ctrl]
      func frame(_ k: Int) throws {
        let time = Double(k) / 60
        let wobble = Point(x: Double(k % 7), y: Double(k % 5))
        try session.handle(
          .mouse(phase: .move, button: nil, location: grab + wobble, modifiers: ctrl), wallTime: time)
        try session.handle(.touch(phase: .moved, id: 99, location: press + wobble), wallTime: time)
        session.advance(toWallTime: time + 0.001)
        try painter.paint(session)
        timer.record(frameDuration: 1.0 / 60)
        try painter.paintHUD(session, timer: timer, sceneName: session.loaded.name)
      }
      #expect(allocation_counter_ignore_library("libSDL2") == 1)
      defer { _ = allocation_counter_ignore_library("no library has this name") }
      for k in 1...40 { try frame(k) }
      allocation_counter_reset()
      for k in 41...60 { try frame(k) }
      let allocations = allocation_counter_read()
      #expect(session.adapter.activeTouches.count == 4)
      #expect(session.loaded.runtime.isBeingManipulated)
      #expect(allocations == 0, "\(allocations) allocations in 20 frames")
    }

    /// The same promise with the tuning panel shown and the trails on, while a toss flies and
    /// the panel's graphs and the trails follow it.
    @Test func aSteadyFrameWithThePanelAndTrailsAllocatesNothing() throws {
      let source = SceneSource(nameOrPath: "toss")
      let session = Session(
        loaded: try source.load(), source: source, outputDirectory: "unused", showsOverlay: true)
      let canvas = try OffscreenCanvas(sizeOf: session.loaded.scene, supersampling: 1)
      // The panel's column, as a window keeps it beside the scene (here over its right side).
      canvas.renderer.reservedRight = TuningPanelLayout.columnWidth
      let painter = try FramePainter(renderer: canvas.renderer)
      var timer = FrameTimer()
      try session.perform(.toggleTuning)
      try session.perform(.toggleTrails)
      // A slow spring that is still flying sixty frames after the toss.
      try session.setSpring(1, SpringChange(stiffness: 2, damping: 0.5))
      try session.handle(.touch(phase: .began, id: 1, location: Point(x: 150, y: 460)), wallTime: 0)
      try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 200, y: 440)), wallTime: 0.03)
      try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 250, y: 420)), wallTime: 0.06)
      func frame(_ k: Int) throws {
        session.advance(toWallTime: 0.06 + Double(k) / 60)
        try painter.paint(session)
        timer.record(frameDuration: 1.0 / 60)
        try painter.paintHUD(session, timer: timer, sceneName: session.loaded.name)
      }
      #expect(allocation_counter_ignore_library("libSDL2") == 1)
      defer { _ = allocation_counter_ignore_library("no library has this name") }
      for k in 1...40 { try frame(k) }
      allocation_counter_reset()
      for k in 41...60 { try frame(k) }
      let allocations = allocation_counter_read()
      #expect(!session.loaded.runtime.isAtRest)
      #expect(session.tuner.history.flight != nil)
      #expect(session.tuner.layout.frame.x == 800 - TuningPanelLayout.columnWidth, "the panel was drawn")
      #expect(allocations == 0, "\(allocations) allocations in 20 frames")
    }
  }
}
