import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct FramePainting {
    let folder: TemporaryDirectory
    init() throws { folder = try TemporaryDirectory() }

    /// A session on a plain 300 × 200 scene with nothing in it.
    func emptySession() -> Session {
      let scene = Scene(width: 300, height: 200, background: Color(red: 30, green: 30, blue: 40))
      let loaded = LoadedScene(
        name: "empty", scene: scene, runtime: MotionRuntime(scene: scene), elementsInFileOrder: [])
      let session = Session(
        loaded: loaded, source: SceneSource(nameOrPath: "empty"), outputDirectory: "unused")
      session.outputs.report = { _ in }
      return session
    }

    /// What `session` paints, overlay off, as a capture holds it.
    func paint(_ session: Session, name: String) throws -> RGBAImage {
      let canvas = try OffscreenCanvas(sizeOf: session.loaded.scene)
      try FramePainter(renderer: canvas.renderer).paint(session)
      let path = folder.path(name)
      try canvas.capture(to: path)
      return try RGBAImage(contentsOfPNG: path)
    }

    /// The pixels where `a` and `b` differ.
    func differences(_ a: RGBAImage, _ b: RGBAImage) -> [Point] {
      var changed: [Point] = []
      for y in 0..<a.height {
        for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) {
          changed.append(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        }
      }
      return changed
    }

    @Test func pinnedAndEmulatedFingersAreMarkedWithTheOverlayOff() throws {
      let plain = try paint(emptySession(), name: "plain.png")
      let session = emptySession()
      #expect(!session.showsOverlay)
      // A finger pinned by a right click at (60, 50), and a Ctrl-drag from (100, 150) whose
      // partner mirrors it about the window's centre, at (200, 50).
      try session.handle(
        .mouse(phase: .down, button: .right, location: Point(x: 60, y: 50), modifiers: []), wallTime: 0)
      try session.handle(
        .mouse(phase: .up, button: .right, location: Point(x: 60, y: 50), modifiers: []), wallTime: 0)
      try session.handle(
        .mouse(phase: .down, button: .left, location: Point(x: 100, y: 150), modifiers: [.ctrl]),
        wallTime: 0.1)
      let marked = try paint(session, name: "marked.png")
      let changed = differences(plain, marked)
      let pin = Point(x: 60, y: 50)
      let partner = Point(x: 200, y: 50)
      let near = { (p: Point, c: Point) in p.distance(to: c) <= TouchMarkRenderer.markRadius + 3 }
      #expect(changed.contains { near($0, pin) }, "the pinned finger is marked")
      #expect(changed.contains { near($0, partner) }, "the emulated partner is marked")
      // The pointer's own finger is where the pointer is: no mark; nothing else changes.
      #expect(changed.allSatisfy { near($0, pin) || near($0, partner) })
      #expect(marked.pixel(x: 60, y: 50) != plain.pixel(x: 60, y: 50))
    }

    @Test func pausedTheTuningPanelsSpeedGraphNeitherSamplesNorScrolls() throws {
      // Paused, the graph drew a flat line at the frozen speed and scrolled the toss away.
      let source = SceneSource(nameOrPath: "toss")
      let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
      session.outputs.report = { _ in }
      session.tuner.toggle(in: session.loaded)
      let canvas = try OffscreenCanvas(sizeOf: session.loaded.scene)
      let painter = try FramePainter(renderer: canvas.renderer)
      let timer = FrameTimer()
      func frames(from start: Double, to end: Double) throws {
        var t = start
        while t <= end + 1e-9 {
          session.advance(toWallTime: t)
          try painter.paint(session)
          try painter.paintHUD(session, timer: timer, sceneName: "toss")
          t += 1.0 / 60
        }
      }
      let start = Point(x: 150, y: 460)
      try session.handle(.touch(phase: .began, id: 1, location: start), wallTime: 0.1)
      try frames(from: 0.1, to: 0.1)
      try session.handle(.touch(phase: .moved, id: 1, location: start + Point(x: 50, y: -40)), wallTime: 0.15)
      try frames(from: 0.15, to: 0.15)
      try session.handle(.touch(phase: .ended, id: 1, location: start + Point(x: 100, y: -80)), wallTime: 0.2)
      try frames(from: 0.2, to: 0.3)
      session.clock.togglePause(atWallTime: 0.3)
      try frames(from: 0.32, to: 0.5)
      let first = folder.path("first.png")
      try canvas.capture(to: first)
      try frames(from: 0.52, to: 1.5)
      let second = folder.path("second.png")
      try canvas.capture(to: second)
      var pausedSamples = 0
      session.tuner.history.forEachSpeed(since: 0.31) { _, _ in pausedSamples += 1 }
      #expect(pausedSamples == 0)
      let changed = differences(try RGBAImage(contentsOfPNG: first), try RGBAImage(contentsOfPNG: second))
      #expect(changed.count == 0, "pixels changed while paused")
    }
  }
}
