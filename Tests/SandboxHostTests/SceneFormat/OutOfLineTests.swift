import Motion
import Testing

@testable import SandboxHost

/// Descriptions keep the options most of their kind leave at the defaults out of line: what is
/// written reads back, and equal descriptions compare equal however they were made.
@Suite struct OutOfLineTests {
  @Test func anElementsPlacementReadsBackAndDefaultsCompareEqual() {
    let plain = ElementDescription(name: "a", position: Point(x: 1, y: 2), size: Size(width: 3, height: 4))
    var placed = plain
    placed.parent = "p"
    placed.anchorPoint = Point(x: 0, y: 1)
    placed.scale = 2
    placed.rotation = 0.5
    placed.cornerRadius = 6
    #expect(placed.parent == "p" && placed.anchorPoint == Point(x: 0, y: 1))
    #expect(placed.scale == 2 && placed.rotation == 0.5 && placed.cornerRadius == 6)
    #expect(placed != plain)
    // The original is untouched: the box is a value.
    #expect(plain.parent == nil && plain.scale == 1 && plain.anchorPoint == Point(x: 0.5, y: 0.5))
    placed.parent = nil
    placed.anchorPoint = Point(x: 0.5, y: 0.5)
    placed.scale = 1
    placed.rotation = 0
    placed.cornerRadius = 0
    #expect(placed == plain)
    let explicit = ElementDescription(
      name: "a", parent: nil, position: Point(x: 1, y: 2), size: Size(width: 3, height: 4),
      anchorPoint: Point(x: 0.5, y: 0.5), scale: 1, rotation: 0, cornerRadius: 0)
    #expect(explicit == plain)
  }

  @Test func anInteractionsOptionsAndDestinationsReadBack() throws {
    var toss = TossDescription(destination: .point(Point(x: 1, y: 1)))
    #expect(toss.destinations == [.point(Point(x: 1, y: 1))] && toss.destination == .point(Point(x: 1, y: 1)))
    toss.destinations = [.element("b"), .point(Point(x: 2, y: 2)), .element("c")]
    #expect(toss.destinations == [.element("b"), .point(Point(x: 2, y: 2)), .element("c")])
    #expect(toss.destination == .element("b"))
    toss.destinations = []
    #expect(toss.destinations.isEmpty && toss.destination == nil)
    #expect(TossDescription(destinations: []) == toss)
    var placed = TossDescription(destination: .element("b"))
    placed.container = "c"
    placed.spring = try .physical(stiffness: 500)
    #expect(placed.container == "c" && placed.spring.stiffness == 500 && placed.destination == .element("b"))
    #expect(placed != TossDescription(destination: .element("b")))
    placed.container = nil
    placed.spring = SpringSetting.default
    #expect(placed == TossDescription(destination: .element("b")))

    let plain = InteractionDescription(kind: .draggable, element: "a")
    var bounded = plain
    bounded.constraints.bounds = Rect(x: 0, y: 0, width: 10, height: 10)
    bounded.release.decelerationRate = 0.99
    bounded.springBack = SpringSetting.default
    #expect(bounded.constraints.bounds == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(bounded.release.decelerationRate == 0.99 && bounded.springBack == SpringSetting.default)
    #expect(plain.constraints.isEmpty && plain.springBack == nil && bounded != plain)
    bounded.constraints.bounds = nil
    bounded.release.decelerationRate = nil
    bounded.springBack = nil
    #expect(bounded == plain)
  }
}
