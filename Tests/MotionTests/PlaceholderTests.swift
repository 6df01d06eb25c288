import Testing

@testable import Motion

@Test func sceneIsRoot() {
  let scene = Scene(width: 10, height: 10)
  #expect(scene.hitTest(Point(x: 50, y: 50)) === scene)
}
