import Foundation
import Testing

@testable import Motion

private func expectClose(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9, line: Int = #line) {
  #expect(
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance, "\(a) ≠ \(b) (line \(line))")
}

@Suite struct ElementGeometryTests {
  @Test func unrotatedCornersSurroundThePosition() {
    let e = Element(name: "e", position: Point(x: 650, y: 150), size: Size(width: 60, height: 60))
    let c = e.corners
    expectClose(c[0], Point(x: 620, y: 120))
    expectClose(c[1], Point(x: 680, y: 120))
    expectClose(c[2], Point(x: 680, y: 180))
    expectClose(c[3], Point(x: 620, y: 180))
  }

  @Test func quarterTurnIsClockwiseOnScreen() {
    // 100×40 at (200,100), anchor centre, rotated +π/2: local (0,0) is (-50,-20) from the
    // anchor; R(π/2)·(-50,-20) = (20,-50) → (220, 50).
    let e = Element(
      name: "e", position: Point(x: 200, y: 100), size: Size(width: 100, height: 40),
      rotation: .pi / 2)
    let c = e.corners
    expectClose(c[0], Point(x: 220, y: 50))
    expectClose(c[1], Point(x: 220, y: 150))
    expectClose(c[2], Point(x: 180, y: 150))
    expectClose(c[3], Point(x: 180, y: 50))
  }

  @Test func anchorPointAndScalePlaceTheCorners() {
    // Anchor (0,0) at (10,20), scale 2: corners (10,20), (10+2·30, 20), (70, 20+2·10), (10, 40).
    let e = Element(
      name: "e", position: Point(x: 10, y: 20), size: Size(width: 30, height: 10),
      anchorPoint: .zero, scale: 2)
    let c = e.corners
    expectClose(c[0], Point(x: 10, y: 20))
    expectClose(c[1], Point(x: 70, y: 20))
    expectClose(c[2], Point(x: 70, y: 40))
    expectClose(c[3], Point(x: 10, y: 40))
  }

  @Test func nestedElementsComposeTheirTransforms() {
    // Parent 200×100 at (400,300), rotated π (half turn), scale 0.5. Its local origin lands at
    // (400,300) + R(π)·0.5·(-100,-50) = (450, 325).
    let scene = Scene(width: 800, height: 600)
    let parent = Element(
      name: "p", position: Point(x: 400, y: 300), size: Size(width: 200, height: 100),
      scale: 0.5, rotation: .pi)
    let child = Element(
      name: "c", position: Point(x: 20, y: 10), size: Size(width: 10, height: 10),
      anchorPoint: .zero)
    scene.addChild(parent)
    parent.addChild(child)
    // Child's local (0,0) is the parent's (20,10): 450 - 0.5·20 = 440, 325 - 0.5·10 = 320.
    expectClose(child.corners[0], Point(x: 440, y: 320))
    // Child's (10,0) is the parent's (30,10): (435, 320).
    expectClose(child.corners[1], Point(x: 435, y: 320))
    expectClose(child.convert(Point(x: 10, y: 10), to: nil), Point(x: 435, y: 315))
    expectClose(child.convert(Point(x: 435, y: 315), from: nil), Point(x: 10, y: 10))
    expectClose(child.convert(Point(x: 10, y: 0), to: parent), Point(x: 30, y: 10))
  }

  @Test func vectorsIgnoreTranslation() {
    let e = Element(
      name: "e", position: Point(x: 300, y: 300), size: Size(width: 10, height: 10), scale: 2,
      rotation: .pi / 2)
    // A scene vector (0, 10) seen in the element: R(-π/2)·(0,10)/2 = (5, 0).
    expectClose(e.convertVector(Point(x: 0, y: 10), from: nil), Point(x: 5, y: 0))
    expectClose(e.convertVector(Point(x: 5, y: 0), to: nil), Point(x: 0, y: 10))
  }

  @Test func hitTestRespectsRotation() {
    let scene = Scene(width: 400, height: 400)
    let square = Element(
      name: "sq", position: Point(x: 200, y: 200), size: Size(width: 100, height: 100),
      rotation: .pi / 4)
    scene.addChild(square)
    // The rotated square's corner reaches 200 + 50√2 ≈ 270.7 along the axes; the bounding box
    // corner (245, 155) lies outside the diamond.
    #expect(scene.hitTest(Point(x: 200, y: 200)) === square)
    #expect(scene.hitTest(Point(x: 268, y: 200)) === square)
    #expect(scene.hitTest(Point(x: 245, y: 155)) === scene)
    #expect(scene.hitTest(Point(x: 273, y: 200)) === scene)
  }

  @Test func topmostChildWinsAndDescendantsAreDeeper() {
    let scene = Scene(width: 400, height: 400)
    let below = Element(name: "below", position: Point(x: 100, y: 100), size: Size(width: 100, height: 100))
    let above = Element(name: "above", position: Point(x: 120, y: 100), size: Size(width: 100, height: 100))
    let inner = Element(name: "inner", position: Point(x: 50, y: 50), size: Size(width: 10, height: 10))
    scene.addChild(below)
    scene.addChild(above)
    above.addChild(inner)
    #expect(scene.hitTest(Point(x: 110, y: 100)) === above)
    #expect(scene.hitTest(Point(x: 60, y: 100)) === below)
    #expect(scene.hitTest(Point(x: 120, y: 100)) === inner)
    // A subtree's hit test stays inside the subtree.
    #expect(below.hitTest(Point(x: 60, y: 100)) === below)
    #expect(below.hitTest(Point(x: 1000, y: 1000)) == nil)
    #expect(scene.hitTest(Point(x: 1000, y: 1000)) === scene)
  }

  @Test func zeroScaleIsNeverHitAndConvertsWithoutNaN() {
    let scene = Scene(width: 100, height: 100)
    let e = Element(name: "e", position: Point(x: 50, y: 50), size: Size(width: 10, height: 10), scale: 0)
    scene.addChild(e)
    #expect(scene.hitTest(Point(x: 50, y: 50)) === scene)
    #expect(e.convert(Point(x: 50, y: 50), from: nil).isFinite)
  }

  @Test func transformInverseRoundTrips() {
    let t = Transform(a: 0.3, b: 1.2, c: -0.7, d: 0.4, tx: 12, ty: -5)
    let p = Point(x: 3.5, y: -8)
    expectClose(t.inverted!.apply(to: t.apply(to: p)), p, 1e-12)
    #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).inverted == nil)
  }

  @Test func colorsParseBothSpellings() {
    #expect(Color(hex: "#1E1E28") == Color(red: 0x1E, green: 0x1E, blue: 0x28))
    #expect(Color(hex: "#FF000080") == Color(red: 255, green: 0, blue: 0, alpha: 128))
    #expect(Color(hex: "1E1E28") == nil)
    #expect(Color(hex: "#12345") == nil)
    #expect(Color(hex: "#GGGGGG") == nil)
    #expect(Color(hex: "#ff000080")?.hexString == "#FF000080")
  }
}
