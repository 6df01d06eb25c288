import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

/// Renders `scene` headlessly to a PNG and reads the PNG back.
func renderedPNG(of scene: Scene, in folder: TemporaryFolder, name: String = "scene.png") throws
  -> RGBAImage
{
  let path = folder.file(name)
  try OffscreenCanvas.renderPNG(of: scene, to: path)
  return try RGBAImage(contentsOfPNG: path)
}

let backgroundColor = Color(red: 10, green: 20, blue: 30)
let red = Color(red: 230, green: 20, blue: 20)
let green = Color(red: 20, green: 200, blue: 40)
let blue = Color(red: 30, green: 60, blue: 240)

extension SDLSuite {
  @Suite struct SceneRendering {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func aRotatedRectangleIsFilledWhereItLiesAndNowhereElse() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      scene.addChild(
        Element(
          name: "bar", position: Point(x: 100, y: 100), size: Size(width: 100, height: 40),
          rotation: Double.pi / 6, color: red))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.width == 200 && image.height == 200)
      #expect(image.pixel(x: 100, y: 100) == red)
      // Local corner (w, h) is (50, 20) from the centre; turned 30° clockwise it lands at
      // (50·cos30 − 20·sin30, 50·sin30 + 20·cos30) = (33.3, 42.3), scene (133.3, 142.3).
      // Pixel (130, 138), centre (130.5, 138.5), is (45.7, 18.1) in local terms: inside, yet
      // below the unrotated bar (y > 120), so it shows the rotation is clockwise.
      #expect(image.pixel(x: 130, y: 138) == red)
      // Pixel (136, 146), centre (136.5, 146.5), is (54.9, 22.0) in local terms: just outside
      // that corner.
      #expect(image.pixel(x: 136, y: 146) == backgroundColor)
      // A counter-clockwise turn would put corner (w, 0) at scene (143.3, 57.7); clockwise it is
      // at (153.3, 107.7), so pixel (140, 62) is background.
      #expect(image.pixel(x: 140, y: 62) == backgroundColor)
      #expect(image.pixel(x: 0, y: 0) == backgroundColor)
    }

    @Test func roundedCornersLeaveTheVeryCornerEmpty() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      // 80 × 60 centred at (100, 100): from (60, 70) to (140, 130); corner arcs of radius 20
      // centred 20 in from each side.
      scene.addChild(
        Element(
          name: "card", position: Point(x: 100, y: 100), size: Size(width: 80, height: 60),
          color: green, cornerRadius: 20))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      for (x, y) in [(60, 70), (139, 70), (139, 129), (60, 129), (63, 73)] {
        #expect(image.pixel(x: x, y: y) == backgroundColor, "corner pixel (\(x), \(y))")
      }
      // 12 px in along the top-left arc's diagonal from its centre (80, 90): inside the arc.
      #expect(image.pixel(x: 70, y: 80) == green)
      // The middles of the four sides, half a pixel in.
      for (x, y) in [(100, 70), (139, 100), (100, 129), (60, 100)] {
        #expect(image.pixel(x: x, y: y) == green, "side pixel (\(x), \(y))")
      }
    }

    @Test func aRadiusLargerThanHalfTheSmallerSideMakesAStadium() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      // Radius 1000 clamps to 30: the ends are half circles of radius 30 centred at (90, 100)
      // and (110, 100) (the box runs from 60 to 140 across).
      scene.addChild(
        Element(
          name: "pill", position: Point(x: 100, y: 100), size: Size(width: 80, height: 60),
          color: green, cornerRadius: 1000))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.pixel(x: 61, y: 100) == green)
      #expect(image.pixel(x: 100, y: 71) == green)
      // (62.5, 72.5) is 38.9 from the arc centre (90, 100): outside the radius of 30.
      #expect(image.pixel(x: 62, y: 72) == backgroundColor)
      // (70.5, 78.5) is 29.0 from it: inside.
      #expect(image.pixel(x: 70, y: 78) == green)
    }

    @Test func translucentColoursBlendOverWhatIsBelow() throws {
      let scene = Scene(width: 100, height: 100, background: Color(red: 0, green: 0, blue: 0))
      scene.addChild(
        Element(
          name: "under", position: Point(x: 25, y: 50), size: Size(width: 50, height: 100),
          color: Color(red: 255, green: 0, blue: 0)))
      scene.addChild(
        Element(
          name: "over", position: Point(x: 50, y: 50), size: Size(width: 100, height: 40),
          color: Color(red: 0, green: 0, blue: 255, alpha: 128)))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      // Over black: 255 · 128/255 ≈ 128 of blue. Over red: red keeps 255 · 127/255 ≈ 127.
      let overBlack = image.pixel(x: 75, y: 50)
      let overRed = image.pixel(x: 25, y: 50)
      #expect(overBlack.red == 0 && overBlack.green == 0 && abs(Int(overBlack.blue) - 128) <= 1)
      #expect(abs(Int(overRed.red) - 127) <= 1 && overRed.green == 0 && abs(Int(overRed.blue) - 128) <= 1)
      #expect(image.pixel(x: 25, y: 10) == Color(red: 255, green: 0, blue: 0))
      #expect(image.pixel(x: 75, y: 10) == Color(red: 0, green: 0, blue: 0))
    }

    @Test func childrenAreDrawnAboveTheirParentInTheParentsSpace() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      let parent = Element(
        name: "parent", position: Point(x: 100, y: 100), size: Size(width: 100, height: 100),
        rotation: Double.pi / 2, color: red)
      // Local (75, 50) is (25, 0) from the parent's anchor; a quarter turn clockwise makes it
      // (0, 25): scene (100, 125).
      let child = Element(
        name: "child", position: Point(x: 75, y: 50), size: Size(width: 10, height: 10), color: blue)
      parent.addChild(child)
      scene.addChild(parent)
      // A later sibling of the parent is drawn above both.
      scene.addChild(
        Element(
          name: "top", position: Point(x: 60, y: 60), size: Size(width: 10, height: 10), color: green))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.pixel(x: 100, y: 125) == blue)
      #expect(image.pixel(x: 125, y: 100) == red)
      #expect(image.pixel(x: 60, y: 60) == green)
    }

    @Test func scaleAndAnchorPointPlaceTheRectangle() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      // Anchor (0, 0) at (20, 20), 40 × 20 scaled by 2: covers x 20…100 and y 20…60.
      scene.addChild(
        Element(
          name: "box", position: Point(x: 20, y: 20), size: Size(width: 40, height: 20),
          anchorPoint: Point(x: 0, y: 0), scale: 2, color: blue))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.pixel(x: 20, y: 20) == blue)
      #expect(image.pixel(x: 99, y: 59) == blue)
      #expect(image.pixel(x: 100, y: 40) == backgroundColor)
      #expect(image.pixel(x: 50, y: 60) == backgroundColor)
      #expect(image.pixel(x: 19, y: 40) == backgroundColor)
    }

    @Test func degenerateElementsDrawNothingAndBreakNothing() throws {
      let scene = Scene(width: 100, height: 100, background: backgroundColor)
      scene.addChild(
        Element(
          name: "flat", position: Point(x: 50, y: 50), size: Size(width: 40, height: 40), scale: 0,
          color: red))
      // An element at a position that is not a number cannot be made, placed or written by a
      // stream any more (MotionPublicAPITests' OptionCheckTests): nothing of the kind to draw.
      scene.addChild(
        Element(
          name: "huge", position: Point(x: 50, y: 50), size: Size(width: 1e12, height: 1e12),
          rotation: 0.1, color: green))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.pixel(x: 50, y: 50) == green)
      #expect(image.pixel(x: 1, y: 1) == green)
    }

    @Test func aHugelyZoomedElementKeepsItsEdgesOnScreen() throws {
      let scene = Scene(width: 200, height: 200, background: backgroundColor)
      // 1000 × 1000 scaled by 100 and turned 45° about its top-left corner at (100, 100): on
      // screen a right-angled wedge opening downwards from (100, 100), whose far corners lie
      // 100 000 px away. A point p is inside when u = ((p − o)·(1, 1))/√2 and
      // v = ((p − o)·(−1, 1))/√2 are both ≥ 0.
      scene.addChild(
        Element(
          name: "wall", position: Point(x: 100, y: 100), size: Size(width: 1000, height: 1000),
          anchorPoint: .zero, scale: 100, rotation: Double.pi / 4, color: blue))
      let image = try renderedPNG(of: scene, in: folder)
      defer { folder.remove() }
      #expect(image.pixel(x: 100, y: 150) == blue)  // u = v = 35
      #expect(image.pixel(x: 140, y: 160) == blue)  // u = 71, v = 14
      #expect(image.pixel(x: 100, y: 199) == blue)
      #expect(image.pixel(x: 150, y: 100) == backgroundColor)  // v = −35
      #expect(image.pixel(x: 170, y: 150) == backgroundColor)  // v = −14
      #expect(image.pixel(x: 100, y: 60) == backgroundColor)  // u = −28
    }

    @Test func theSameSceneGivesTheSamePixelsEveryTime() throws {
      let scene = Scene(width: 160, height: 120, background: backgroundColor)
      scene.addChild(
        Element(
          name: "a", position: Point(x: 70, y: 60), size: Size(width: 90, height: 50),
          rotation: 0.7, color: Color(red: 200, green: 100, blue: 50, alpha: 200), cornerRadius: 14))
      defer { folder.remove() }
      try OffscreenCanvas.renderPNG(of: scene, to: folder.file("one.png"))
      try OffscreenCanvas.renderPNG(of: scene, to: folder.file("two.png"))
      let result = try ImageComparison.compare(
        expected: folder.file("one.png"), actual: folder.file("two.png"))
      #expect(result.matches && result.differingPixels == 0)
    }

    @Test func aFrameDrawnInManyBatchesHasTheSamePixelsAsInOne() throws {
      // Overlapping shapes of every kind (rotated, rounded, tiny, translucent), so that each
      // cut between batches lies between shapes that cover one another.
      let scene = Scene(width: 160, height: 120, background: backgroundColor)
      for index in 0..<300 {
        let k = Double(index)
        scene.addChild(
          Element(
            name: "e\(index)",
            position: Point(
              x: (k * 37).truncatingRemainder(dividingBy: 160),
              y: (k * 23).truncatingRemainder(dividingBy: 120)),
            size: Size(
              width: 2 + (k * 7).truncatingRemainder(dividingBy: 30),
              height: 1 + (k * 5).truncatingRemainder(dividingBy: 20)),
            rotation: index % 3 == 0 ? k / 10 : 0,
            color: Color(
              red: UInt8(index % 256), green: UInt8((index * 7) % 256), blue: UInt8((index * 13) % 256),
              alpha: index % 4 == 0 ? 150 : 255),
            cornerRadius: index % 5 == 0 ? 4 : 0))
      }
      defer { folder.remove() }
      for (name, verticesPerDraw) in [
        ("whole.png", Int.max), ("cut.png", 5), ("default.png", VertexBatch.verticesPerDraw),
      ] {
        let canvas = try OffscreenCanvas(sizeOf: scene)
        let renderer = SceneRenderer(renderer: canvas.renderer)
        renderer.verticesPerDraw = verticesPerDraw
        try renderer.draw(scene)
        try canvas.capture(to: folder.file(name))
      }
      for name in ["cut.png", "default.png"] {
        let result = try ImageComparison.compare(
          expected: folder.file("whole.png"), actual: folder.file(name))
        #expect(result.matches && result.differingPixels == 0, "\(name)")
      }
      // The last shape is drawn, above the others.
      let image = try RGBAImage(contentsOfPNG: folder.file("cut.png"))
      let last = scene.children.last!
      #expect(image.pixel(x: Int(last.position.x), y: Int(last.position.y)) == last.color)
    }

    @Test func anOpaqueFrameDrawnFrontToBackHasThePixelsOfOneDrawnBackToFront() throws {
      // Overlapping opaque shapes of every kind (rotated, rounded, tiny, nested, partly or
      // wholly off the canvas, one invisible), many covering others wholly, then one covering
      // the canvas: front to back, the walk ends at it.
      let scene = Scene(width: 160, height: 120, background: backgroundColor)
      var parent: Element = scene
      for index in 0..<400 {
        let k = Double(index)
        let element = Element(
          name: "e\(index)",
          position: Point(
            x: (k * 37).truncatingRemainder(dividingBy: 180) - 10,
            y: (k * 23).truncatingRemainder(dividingBy: 140) - 10),
          size: Size(
            width: 0.4 + (k * 7).truncatingRemainder(dividingBy: 40),
            height: 0.3 + (k * 5).truncatingRemainder(dividingBy: 30)),
          scale: index % 11 == 0 ? 1.5 : 1,
          rotation: index % 3 == 0 ? k / 10 : 0,
          color: Color(
            red: UInt8(index % 256), green: UInt8((index * 7) % 256), blue: UInt8((index * 13) % 256),
            alpha: index % 97 == 0 ? 0 : 255),
          cornerRadius: index % 5 == 0 ? (k * 3).truncatingRemainder(dividingBy: 9) : 0)
        // Every fiftieth element starts a run of children of the one before it.
        if index % 50 == 0 { parent = scene.children.last ?? scene }
        parent.addChild(element)
      }
      defer { folder.remove() }
      func draw(_ name: String, frontToBack: Bool, verticesPerDraw: Int) throws
        -> SandboxHost.ComparisonResult
      {
        let canvas = try OffscreenCanvas(sizeOf: scene)
        let renderer = SceneRenderer(renderer: canvas.renderer)
        renderer.drawsFrontToBack = frontToBack
        renderer.verticesPerDraw = verticesPerDraw
        try renderer.draw(scene)
        try canvas.capture(to: folder.file(name))
        return try ImageComparison.compare(expected: folder.file("back.png"), actual: folder.file(name))
      }
      _ = try draw("back.png", frontToBack: false, verticesPerDraw: VertexBatch.verticesPerDraw)
      for verticesPerDraw in [5, 200, VertexBatch.verticesPerDraw] {
        let result = try draw("front.png", frontToBack: true, verticesPerDraw: verticesPerDraw)
        #expect(result.matches && result.differingPixels == 0, "\(verticesPerDraw) vertices a draw")
      }
      // Covered wholly by a last element, the frame is that element's colour alone.
      scene.addChild(
        Element(name: "cover", position: Point(x: 80, y: 60), size: Size(width: 200, height: 160), color: red)
      )
      _ = try draw("back.png", frontToBack: false, verticesPerDraw: VertexBatch.verticesPerDraw)
      let covered = try draw("front.png", frontToBack: true, verticesPerDraw: 200)
      #expect(covered.matches && covered.differingPixels == 0)
      #expect(try RGBAImage(contentsOfPNG: folder.file("front.png")).pixel(x: 3, y: 3) == red)
    }

    @Test func theCanvasDrawsAtItsSupersamplingScale() throws {
      let canvas = try OffscreenCanvas(width: 30, height: 20, supersampling: 3)
      #expect(canvas.renderer.pixelScale == 3)
      #expect(canvas.renderer.outputSize == (90, 60))
      defer { folder.remove() }
      try canvas.capture(to: folder.file("small.png"))
      let image = try RGBAImage(contentsOfPNG: folder.file("small.png"))
      #expect(image.width == 30 && image.height == 20)
      #expect(throws: SDLError.self) { try OffscreenCanvas(width: 0, height: 20) }
      #expect(throws: SDLError.self) { try OffscreenCanvas(width: 10, height: 10, supersampling: 9) }
    }
  }
}

@Suite struct Triangulation {
  /// A plain rectangle is two triangles, and a rounded one a fan over its outline alone, with no
  /// centre vertex: fewer triangles for SDL to set up and walk.
  @Test func aRectangleIsTwoTrianglesAndARoundedOneHasNoCentre() {
    var batch = VertexBatch(vertexCapacity: 64, indexCapacity: 256)
    batch.removeAll(outputWidth: 100, height: 100)
    let tessellator = RoundedRectTessellator()
    let color = SDL_Color(r: 10, g: 20, b: 30, a: 255)
    tessellator.addRoundedRect(
      to: &batch, size: Size(width: 40, height: 20), cornerRadius: 0, transform: .identity, color: color,
      antialiased: false)
    #expect(batch.vertices.count == 4 && batch.indices.count == 6)
    batch.removeAll(outputWidth: 100, height: 100)
    tessellator.addRoundedRect(
      to: &batch, size: Size(width: 40, height: 20), cornerRadius: 5, transform: .identity, color: color,
      antialiased: false)
    #expect(batch.indices.count == 3 * (batch.vertices.count - 2))
  }
}
