import Testing

@testable import SandboxHost

@Suite struct PixelBoxTests {
  @Test func unionsHoldBothAndAnEmptyBoxAddsNothing() {
    let a = PixelBox(left: 2, top: 3, right: 5, bottom: 9)
    let b = PixelBox(left: -1, top: 4, right: 3, bottom: 12)
    #expect(a.union(b) == PixelBox(left: -1, top: 3, right: 5, bottom: 12))
    #expect(a.union(.empty) == a && PixelBox.empty.union(b) == b)
    #expect(PixelBox(left: 4, top: 4, right: 4, bottom: 8).isEmpty)
  }

  @Test func intersectionsKeepTheCommonPixels() {
    let a = PixelBox(left: 2, top: 3, right: 5, bottom: 9)
    #expect(a.intersection(PixelBox(width: 4, height: 4)) == PixelBox(left: 2, top: 3, right: 4, bottom: 4))
    #expect(a.intersection(PixelBox(left: 5, top: 0, right: 9, bottom: 9)) == .empty)
  }

  @Test func aShrunkBoxHoldsEveryBlockAPixelOfItFallsInto() {
    #expect(
      PixelBox(left: 3, top: 4, right: 7, bottom: 5).shrunk(by: 2)
        == PixelBox(left: 1, top: 2, right: 4, bottom: 3))
    #expect(
      PixelBox(left: -3, top: 0, right: 1, bottom: 2).shrunk(by: 2)
        == PixelBox(left: -2, top: 0, right: 1, bottom: 1))
    #expect(
      PixelBox(left: 3, top: 4, right: 7, bottom: 5).shrunk(by: 1)
        == PixelBox(left: 3, top: 4, right: 7, bottom: 5))
    #expect(PixelBox.empty.shrunk(by: 3).isEmpty)
  }
}
