import Testing

@testable import Motion

@Suite struct TossDestinationsTests {
  private func destinations(_ points: [Point]) -> TossDestinations {
    TossDestinations(points.map { ReactiveProperty($0) })
  }

  @Test func keepsTheDestinationsInOrder() {
    #expect(destinations([]).count == 0)
    #expect(destinations([Point(x: 1, y: 2)]).all.map { $0.read() } == [Point(x: 1, y: 2)])
    let three = destinations([Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)])
    #expect(three.count == 3)
    #expect(three[2].read() == Point(x: 3, y: 0))
  }

  @Test func choosesTheNearestAsAllowedAndTheFirstOfEquallyNearOnes() {
    let three = destinations([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 20, y: 0)])
    #expect(three.nearest(to: Point(x: 12, y: 3), through: { $0 }) == 1)
    // Equally near 0 and 10: the first wins.
    #expect(three.nearest(to: Point(x: 5, y: 0), through: { $0 }) == 0)
    // Measured where the constraints allow each: clamped to x ≤ 8, the last two both lie at 8.
    #expect(three.nearest(to: Point(x: 19, y: 0), through: { Point(x: min($0.x, 8), y: $0.y) }) == 1)
    #expect(destinations([]).nearest(to: .zero, through: { $0 }) == nil)
  }

  /// Every tossable holds its destinations: a lone one, the common case, is held in one
  /// reference's room, where a generic `InlineList` would take a tag byte more.
  @Test func aLoneDestinationTakesOneReferencesRoom() {
    #expect(MemoryLayout<TossDestinations>.size == MemoryLayout<AnyObject>.size)
    #expect(MemoryLayout<InlineList<ReactiveProperty<Point>>>.size > MemoryLayout<TossDestinations>.size)
  }
}
