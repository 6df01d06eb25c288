import Foundation
import Testing

@testable import Motion
@testable import SandboxHost

extension SDLSuite {
  @Suite struct Look {
    @Test func look() throws {
      let scene = Scene(width: 800, height: 600)
      let photo = Element(
        name: "photo", position: Point(x: 400, y: 300), size: Size(width: 600, height: 400),
        color: Color(hex: "#2B2B3A")!)
      scene.addChild(photo)
      let star = Element(
        name: "star", position: Point(x: 120, y: 100), size: Size(width: 120, height: 80), rotation: 0.3,
        color: Color(hex: "#E91E63")!, cornerRadius: 8)
      photo.addChild(star)
      let circle = Element(
        name: "circle", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60),
        color: Color(hex: "#4CAF50")!, cornerRadius: 30)
      scene.addChild(circle)
      let square = Element(
        name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60),
        color: Color(hex: "#FFC107")!)
      scene.addChild(square)
      let tilted = Element(
        name: "tilted", position: Point(x: 560, y: 420), size: Size(width: 140, height: 90), scale: 1.3,
        rotation: -0.6, color: Color(hex: "#03A9F4CC")!, cornerRadius: 24)
      scene.addChild(tilted)
      let runtime = MotionRuntime(scene: scene)
      let drag = DragGestureRecognizer()
      star.addGestureRecognizer(drag)
      drag.touches = [(1, Point(x: 220, y: 190)), (2, Point(x: 300, y: 230))]
      drag.state = .changed
      circle.addGestureRecognizer(DragGestureRecognizer())
      let toss = Tossable(
        destination: propertyOf(circle).center, toss: square, container: scene,
        springSource: runtime.springSource)
      runtime.add(toss, to: square)
      let moving = MotionObservable<Point> { observer in
        observer.state(.active)
        return {}
      }
      moving._velocity = { Point(x: 900, y: -600) }
      runtime.connect(moving, to: propertyOf(square).center)
      let canvas = try OffscreenCanvas(sizeOf: scene)
      try SceneRenderer(renderer: canvas.renderer).draw(scene)
      try canvas.capture(to: "/tmp/look/scene.png")
      let text = try TextRenderer(renderer: canvas.renderer)
      try OverlayRenderer(text: text).draw(
        runtime: runtime,
        touches: [
          OverlayTouch(location: Point(x: 220, y: 190), kind: .real),
          OverlayTouch(location: Point(x: 300, y: 230), kind: .emulated),
          OverlayTouch(location: Point(x: 420, y: 330), kind: .pinned),
        ])
      var timer = FrameTimer()
      for _ in 0..<60 { timer.record(frameDuration: 1.0 / 60) }
      try HUDRenderer(text: text).draw(
        sceneName: "stickers", timer: timer, paused: true, slowMotion: true, showingHelp: false)
      try canvas.capture(to: "/tmp/look/overlay.png")
      try SceneRenderer(renderer: canvas.renderer).draw(scene)
      try HUDRenderer(text: text).draw(
        sceneName: "stickers", timer: timer, paused: false, slowMotion: false, showingHelp: true)
      try canvas.capture(to: "/tmp/look/help.png")
      star.rotation = 0.5
      try OffscreenCanvas.renderPNG(of: scene, to: "/tmp/look/scene2.png")
      let r = try ImageComparison.compare(
        expected: "/tmp/look/scene.png", actual: "/tmp/look/scene2.png", tolerance: 4,
        diffPath: "/tmp/look/diff.png")
      print(r)
      try ContactSheet.write(
        [
          .init(path: "/tmp/look/scene.png", label: ContactSheet.timeLabel(seconds: 0)),
          .init(path: "/tmp/look/overlay.png", label: ContactSheet.timeLabel(seconds: 0.5)),
          .init(path: "/tmp/look/help.png", label: ContactSheet.timeLabel(seconds: 1)),
          .init(path: "/tmp/look/scene2.png", label: ContactSheet.timeLabel(seconds: 1.5)),
          .init(path: "/tmp/look/diff.png", label: "diff"),
        ], to: "/tmp/look/sheet.png")
    }
  }
}
