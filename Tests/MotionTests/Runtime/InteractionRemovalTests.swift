import Motion
import Testing

/// Removing interactions and at-rest observers, as a UIKit programmer removes a gesture
/// recognizer or an animator's completion: a dismissed card's interaction goes with it.
@Suite struct InteractionRemovalTests {
  private func card(_ i: Int) -> Element {
    Element(name: "card\(i)", position: Point(x: 200, y: 300), size: Size(width: 100, height: 140))
  }

  /// Five thousand swiped-away cards, each with its tossable removed and its element taken out
  /// of the scene: nothing of them stays alive, and the runtime lists none of them.
  @Test func removedInteractionsAndTheirCardsAreReleased() {
    let scene = Scene(width: 400, height: 600)
    let runtime = MotionRuntime(scene: scene)
    let home = ReactiveProperty(Point(x: 200, y: 300))
    var weakCards: [() -> AnyObject?] = []
    do {
      var tossables: [(Tossable, Element)] = []
      for i in 0..<5_000 {
        let card = card(i)
        scene.addChild(card)
        let tossable = Tossable(
          destination: home, toss: card, container: card, springSource: runtime.springSource)
        runtime.add(tossable, to: card)
        weak let weakTossable = tossable
        weak let weakCard = card
        weakCards.append { weakTossable }
        weakCards.append { weakCard }
        tossables.append((tossable, card))
      }
      #expect(runtime.interactions.count == 5_000)
      for (tossable, card) in tossables.shuffled() {
        runtime.remove(tossable)
        card.removeFromParent()
        #expect(!runtime.contains(tossable))
      }
    }
    #expect(weakCards.allSatisfy { $0() == nil })
    #expect(runtime.interactions.isEmpty)
    #expect(scene.children.isEmpty)
    #expect(runtime.isAtRest)
  }

  /// A card removed while the finger still holds it stops following the finger: its gesture is
  /// cancelled, and the runtime is at rest, as a view whose recognizer was removed mid-pan.
  @Test func aRemovedDragStopsMidGesture() {
    let table = CardTable()
    let drag = Draggable()
    table.runtime.add(drag, to: table.a)
    var script = TouchScript(table.runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 150, y: 100), steps: 5)
    #expect(table.a.position == Point(x: 150, y: 100))
    #expect(!table.runtime.isAtRest)
    table.runtime.remove(drag)
    #expect(table.runtime.isAtRest)
    #expect(table.a.gestureRecognizers.isEmpty)
    script.move(1, Point(x: 200, y: 100))
    #expect(table.a.position == Point(x: 150, y: 100))
  }

  /// A card tossed and removed in flight stops where it is; the runtime comes to rest and tells
  /// its at-rest observers.
  @Test func aTossedCardRemovedInFlightStopsAndTheRuntimeRests() {
    let table = CardTable()
    let tossable = table.tossable(table.a, to: Point(x: 100, y: 500))
    var rests = 0
    let observation = table.runtime.whenAtRest { rests += 1 }
    var script = TouchScript(table.runtime)
    table.toss(table.a, with: &script)
    script.wait(0.05)
    #expect(table.runtime.isAnimating)
    let stoppedAt = table.a.position
    table.runtime.remove(tossable)
    #expect(table.runtime.isAtRest)
    #expect(rests == 1)
    script.wait(1)
    #expect(table.a.position == stoppedAt)
    observation.cancel()
  }

  /// Removing every interaction of one element leaves the others' working.
  @Test func removingAnElementsInteractionsLeavesTheOthers() {
    let table = CardTable()
    table.runtime.add(Draggable(), to: table.a)
    table.runtime.add(Pinchable(), to: table.a)
    let dragB = Draggable()
    table.runtime.add(dragB, to: table.b)
    table.runtime.removeInteractions(of: table.a)
    #expect(table.runtime.interactions.map { $0.interaction === dragB } == [true])
    #expect(table.a.gestureRecognizers.isEmpty)
    var script = TouchScript(table.runtime)
    script.down(1, Point(x: 300, y: 100))
    script.drag(1, from: Point(x: 300, y: 100), to: Point(x: 320, y: 110), steps: 2)
    #expect(table.b.position == Point(x: 320, y: 110))
  }

  /// A removed interaction may be added again, and works as before.
  @Test func aRemovedInteractionCanBeAddedAgain() {
    let table = CardTable()
    let tossable = table.tossable(table.a, to: Point(x: 100, y: 500))
    table.runtime.remove(tossable)
    table.runtime.add(tossable, to: table.a)
    #expect(table.runtime.contains(tossable))
    var script = TouchScript(table.runtime)
    table.toss(table.a, with: &script)
    for _ in 0..<600 where !table.runtime.isAtRest { script.wait(1.0 / 60) }
    #expect(table.runtime.isAtRest)
    #expect(abs(table.a.position.y - 500) <= 1)
  }

  /// An at-rest observer whose subscription is cancelled is told nothing more; the others are.
  @Test func aCancelledAtRestObserverIsNotCalledAgain() {
    let table = CardTable()
    table.runtime.add(Draggable(), to: table.a)
    var told: [String] = []
    let first = table.runtime.whenAtRest { told.append("first") }
    let watch = table.runtime.whenAtRest { told.append("second") }
    defer { watch.cancel() }
    var script = TouchScript(table.runtime)
    script.down(1, Point(x: 100, y: 100))
    script.drag(1, from: Point(x: 100, y: 100), to: Point(x: 130, y: 100), steps: 2)
    script.up(1, Point(x: 130, y: 100))
    #expect(told == ["first", "second"])
    first.cancel()
    #expect(!first.isActive)
    script.down(1, Point(x: 130, y: 100))
    script.drag(1, from: Point(x: 130, y: 100), to: Point(x: 160, y: 100), steps: 2)
    script.up(1, Point(x: 160, y: 100))
    #expect(told == ["first", "second", "second"])
  }
}
