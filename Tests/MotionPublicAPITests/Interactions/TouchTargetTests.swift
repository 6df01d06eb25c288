import Motion
import MotionTesting
import Testing

/// Where touches land, apart from the space a toss measures in: a deck of cards in one
/// container, each its own touch target.
@Suite struct TouchTargetTests {
  /// Three cards stacked in the scene, each tossable back to its place.
  private static func deck() -> (Scene, MotionRuntime, [Element]) {
    let scene = Scene(width: 400, height: 800)
    let runtime = MotionRuntime(scene: scene)
    let cards = (0..<3).map { index in
      Element(name: "card \(index)", position: Point(x: 200, y: 400), size: Size(width: 240, height: 320))
    }
    for card in cards {
      scene.addChild(card)
      let toss = Tossable(
        destination: ReactiveProperty(card.position), toss: card, container: scene, touchTarget: card,
        springSource: runtime.springSource)
      runtime.add(toss, to: card)
    }
    return (scene, runtime, cards)
  }

  @Test func aDragMovesTheTopCardAloneAndAnEmptyCornerMovesNone() {
    let (_, runtime, cards) = Self.deck()
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 200, y: 400), to: Point(x: 260, y: 430), lift: false)
    #expect(cards[2].position == Point(x: 260, y: 430))
    #expect(cards[0].position == Point(x: 200, y: 400))
    #expect(cards[1].position == Point(x: 200, y: 400))
    fingers.lift()
    fingers.settle()
    fingers.drag(from: Point(x: 20, y: 20), to: Point(x: 120, y: 60), lift: false)
    #expect(cards.allSatisfy { $0.position == Point(x: 200, y: 400) })
  }

  @Test func aCardTiltedAsItMovesFollowsTheFingerExactly() {
    let (_, runtime, cards) = Self.deck()
    let top = cards[2]
    // The tilt follows x: a tenth of a radian for every 40 points from the middle.
    runtime.connect(propertyOf(top).position.stream.map { ($0.x - 200) / 400 }, to: propertyOf(top).rotation)
    let fingers = Fingers(runtime: runtime)
    fingers.drag(from: Point(x: 200, y: 400), to: Point(x: 320, y: 400), duration: 0.5, lift: false)
    #expect(top.rotation > 0.29)
    #expect(abs(top.position.x - 320) < 1e-9)
    #expect(abs(top.position.y - 400) < 1e-9)
  }
}
