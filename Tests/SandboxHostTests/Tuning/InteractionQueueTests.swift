import Testing

@testable import SandboxHost

@Test func aQueueHandsOutEachInteractionOnceTheFirstOfAKeyFirst() {
  let toss = InteractionMatch.Key(type: "tossable", element: "a")
  let drag = InteractionMatch.Key(type: "draggable", element: "b")
  var queue = InteractionQueue([toss, drag, toss, toss])
  queue.take(2)
  #expect(queue.isTaken(2) && !queue.isTaken(0))
  #expect(queue.takeFirst(of: toss) == 0)
  // 2 was taken by its index: passed over.
  #expect(queue.takeFirst(of: toss) == 3)
  #expect(queue.takeFirst(of: toss) == nil)
  #expect(queue.takeFirst(of: drag) == 1)
  #expect(queue.takeFirst(of: InteractionMatch.Key(type: "pinchable", element: "a")) == nil)
}
