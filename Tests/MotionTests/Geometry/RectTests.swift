import Testing

@testable import Motion

@Suite struct RectTests {
  @Test func clampsIntoItselfEdgesIncluded() {
    let rect = Rect(x: 10, y: 20, width: 100, height: 50)
    #expect(rect.contains(Point(x: 10, y: 70)))
    #expect(!rect.contains(Point(x: 9.9, y: 30)))
    #expect(rect.clamped(Point(x: -5, y: 100)) == Point(x: 10, y: 70))
    #expect(rect.clamped(Point(x: 50, y: 30)) == Point(x: 50, y: 30))
  }

  @Test func aNegativeSizeCountsBackFromTheOrigin() {
    let rect = Rect(x: 100, y: 100, width: -50, height: -20)
    #expect(rect.minX == 50 && rect.maxX == 100 && rect.minY == 80 && rect.maxY == 100)
  }
}
