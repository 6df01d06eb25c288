import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// A frame drawn only where it changed (`SceneRenderer.drawChanges`, see `RetainedFrame`) has,
  /// byte for byte, the pixels of the same frame drawn whole.
  @Suite struct RetainedFrameTests {
    /// A scene of overlapping elements of every kind: rotated, rounded, nested, translucent,
    /// partly off the canvas, tiny.
    private func movingScene() -> Scene {
      let scene = Scene(width: 160, height: 120, background: backgroundColor)
      for index in 0..<24 {
        // Spread over the canvas and past its edges on a 6 × 4 grid, each a little askew.
        let (column, row) = (Double(index % 6), Double(index / 6))
        let element = Element(
          name: "e\(index)", position: Point(x: column * 31 - 6 + row * 5, y: row * 33 - 4 + column * 2),
          size: Size(width: index % 7 == 3 ? 0.6 : 12 + column * 5, height: 2 + Double(index)),
          rotation: index % 3 == 0 ? column / 4 : 0,
          color: Color(
            red: UInt8(40 * (index % 6)), green: UInt8(60 * (index % 4)), blue: 200,
            alpha: index % 5 == 1 ? 140 : 255),
          cornerRadius: index % 4 == 0 ? 6 : 0)
        if index % 6 == 5, let parent = scene.children.last {
          parent.addChild(element)
        } else {
          scene.addChild(element)
        }
      }
      return scene
    }

    /// Moves, turns, resizes, rounds, fades, hides or restacks one of `scene`'s elements, by
    /// frame `k`, as one element of a film moves while the rest stand still.
    private func move(_ scene: Scene, frame k: Int) {
      let elements = scene.children
      let element = elements[(k * 7) % elements.count]
      switch k % 7 {
      case 0: element.position.x += 3.3
      case 1: element.rotation += 0.21
      case 2: element.size.width += 1.7
      case 3: element.cornerRadius = (Double(k) * 1.3).truncatingRemainder(dividingBy: 9)
      case 4: element.color.alpha = k % 2 == 0 ? 255 : UInt8(60 + k * 9 % 190)
      case 5: element.color.alpha = 0
      default:
        // Brought to the front: every shape after it in drawing order moves down one place.
        element.removeFromParent()
        scene.addChild(element)
      }
    }

    private func surfaceBytes(of canvas: OffscreenCanvas) -> [UInt8] {
      SDL_RenderFlush(canvas.renderer.pointer)
      return canvas.renderer.surface!.withBytes { bytes in (0..<bytes.count).map { bytes[$0] } }
    }

    @Test func aFrameDrawnWhereItChangedHasThePixelsOfTheWholeFrame() throws {
      let scene = movingScene()
      let retained = try OffscreenCanvas(sizeOf: scene)
      let retainedRenderer = SceneRenderer(renderer: retained.renderer)
      var retainedFrame: [UInt8] = []
      var changedBoxes = 0
      for k in 0..<24 {
        if k > 0 { move(scene, frame: k) }
        let change = try retainedRenderer.drawChanges(scene)
        try retained.readFrame(into: &retainedFrame, changed: change)
        if case .within(let box) = change, box != PixelBox(width: 320, height: 240) { changedBoxes += 1 }

        let whole = try OffscreenCanvas(sizeOf: scene)
        try SceneRenderer(renderer: whole.renderer).draw(scene)
        var wholeFrame: [UInt8] = []
        try whole.readFrame(into: &wholeFrame)
        #expect(surfaceBytes(of: retained) == surfaceBytes(of: whole), "frame \(k)")
        #expect(retainedFrame == wholeFrame, "frame \(k)")
      }
      // Many frames were drawn within a box smaller than the canvas (a restacked element moves
      // every shape after it, and so changes much of it).
      #expect(changedBoxes >= 8)
    }

    @Test func anUnchangedFrameChangesNothingAndAnotherBackgroundEverything() throws {
      let scene = movingScene()
      let canvas = try OffscreenCanvas(sizeOf: scene)
      let renderer = SceneRenderer(renderer: canvas.renderer)
      #expect(try renderer.drawChanges(scene) == .within(PixelBox(width: 320, height: 240)))
      #expect(try renderer.drawChanges(scene) == SurfaceChange.none)
      scene.background = Color(red: 200, green: 0, blue: 0)
      #expect(try renderer.drawChanges(scene) == .within(PixelBox(width: 320, height: 240)))
      // Once something else draws into the surface, the next frame is drawn whole.
      renderer.forgetFrame()
      #expect(try renderer.drawChanges(scene) == .within(PixelBox(width: 320, height: 240)))
    }

    @Test func aMovedElementChangesTheBoxesOfItsOldAndNewPlaces() throws {
      let scene = Scene(width: 100, height: 100, background: backgroundColor)
      let square = Element(name: "square", position: Point(x: 20, y: 20), size: Size(width: 10, height: 10))
      scene.addChild(square)
      let canvas = try OffscreenCanvas(sizeOf: scene, supersampling: 1)
      let renderer = SceneRenderer(renderer: canvas.renderer)
      _ = try renderer.drawChanges(scene)
      square.position = Point(x: 50, y: 30)
      // The square is centred on its position: 15…25 before, 45…55 × 25…35 after.
      #expect(try renderer.drawChanges(scene) == .within(PixelBox(left: 15, top: 15, right: 55, bottom: 35)))
    }
  }
}
