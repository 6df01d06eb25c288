import Testing

@testable import SandboxHost

@Suite struct MinHeapTests {
  @Test func elementsComeOutLeastFirstWhateverTheOrderTheyWentIn() {
    var state: UInt64 = 7
    var heap = MinHeap<Int>()
    var plain: [Int] = []
    // Insertions and removals interleaved, with repeats, against a plain sorted list.
    for step in 0..<5_000 {
      if step % 3 == 2, let least = heap.removeMin() {
        #expect(least == plain.removeFirst())
      } else {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let value = Int(state >> 33) % 500
        heap.insert(value)
        plain.append(value)
        plain.sort()
      }
      #expect(heap.min == plain.first)
      #expect(heap.count == plain.count)
    }
    var drained: [Int] = []
    while let least = heap.removeMin() { drained.append(least) }
    #expect(drained == plain)
    #expect(heap.isEmpty && heap.removeMin() == nil)
  }

  @Test func removeAllEmptiesItAndItFillsAgain() {
    var heap = MinHeap<Int>()
    for value in [5, 3, 9] { heap.insert(value) }
    heap.removeAll()
    #expect(heap.isEmpty && heap.min == nil)
    heap.insert(4)
    #expect(heap.removeMin() == 4)
  }
}
