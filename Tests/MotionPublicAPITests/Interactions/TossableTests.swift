import Motion
import MotionTesting
import Testing

/// A deck of swipe-away cards: each is flicked off either side or springs back, and a card
/// that has left is taken out of the runtime and the scene, so dismissed cards are not kept.
@Suite struct TossableTests {
  final class Deck {
    let scene = Scene(width: 400, height: 800)
    let runtime: MotionRuntime
    private(set) var dismissed: [String] = []
    private var watches: [Subscription] = []

    init() {
      runtime = MotionRuntime(scene: scene)
    }

    /// Deals a card in the middle, tossable to the middle or off either side.
    @discardableResult
    func deal(_ name: String) -> Element {
      let card = Element(name: name, position: Point(x: 200, y: 400), size: Size(width: 320, height: 480))
      scene.addChild(card)
      let places = [Point(x: 200, y: 400), Point(x: -400, y: 400), Point(x: 800, y: 400)]
      let toss = Tossable(
        destinations: places.map { ReactiveProperty($0) }, toss: card, container: scene,
        springSource: runtime.springSource)
      runtime.add(toss, to: card) { $0.yLocked(to: 400) }
      watches.append(
        runtime.stateStream(of: toss).subscribe(next: { [unowned self, unowned card, unowned toss] state in
          guard state == .atRest, let chosen = toss.chosenDestination, chosen != 0 else { return }
          dismissed.append(card.name)
          card.removeFromParent()
          runtime.remove(toss)
        }))
      return card
    }
  }

  @Test func aFlickedCardLeavesAndIsTakenOutWhileOneLetGoSpringsBack() {
    let deck = Deck()
    let first = deck.deal("first")
    let finger = Fingers(runtime: deck.runtime)
    finger.drag(from: Point(x: 200, y: 400), to: Point(x: 260, y: 410), duration: 4.0 / 60)
    finger.settle()
    #expect(first.position == Point(x: 800, y: 400))
    #expect(deck.dismissed == ["first"])
    #expect(deck.runtime.interactions.isEmpty)
    #expect(deck.scene.children.isEmpty)

    let second = deck.deal("second")
    finger.drag(from: Point(x: 200, y: 400), to: Point(x: 320, y: 400), duration: 40.0 / 60, hold: 0.1)
    finger.settle()
    #expect(second.position == Point(x: 200, y: 400))
    #expect(deck.dismissed == ["first"])
    #expect(deck.runtime.interactions.count == 1)
  }

  @Test func aThousandDismissedCardsLeaveNothingBehind() {
    let deck = Deck()
    let finger = Fingers(runtime: deck.runtime)
    weak var lastCard: Element?
    for i in 0..<1000 {
      lastCard = deck.deal("card \(i)")
      finger.drag(from: Point(x: 200, y: 400), to: Point(x: 140, y: 390), duration: 4.0 / 60)
      finger.settle()
    }
    #expect(deck.dismissed.count == 1000)
    #expect(deck.runtime.interactions.isEmpty)
    #expect(lastCard == nil)
  }
}
