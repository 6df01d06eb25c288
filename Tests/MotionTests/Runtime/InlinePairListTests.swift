import Testing

@testable import Motion

@Suite struct InlinePairListTests {
  @Test func keepsTheOrderElementsWereAppendedInThroughRemovals() {
    var list = InlinePairList<Int>()
    #expect(list.isEmpty && Array(list) == [])
    list.append(1)
    list.append(2)
    #expect(list.count == 2 && Array(list) == [1, 2])
    // Removing the first moves the next one up.
    list.removeAll { $0 == 1 }
    #expect(list.count == 1 && Array(list) == [2])
    for value in 3...6 { list.append(value) }
    #expect(list.count == 5 && Array(list) == [2, 3, 4, 5, 6])
    list.removeAll { $0 % 2 == 0 }
    #expect(Array(list) == [3, 5])
    list.removeAll { $0 == 3 }
    list.append(7)
    #expect(Array(list) == [5, 7])
    list.removeAll { _ in true }
    #expect(list.isEmpty && list.count == 0 && Array(list) == [])
  }

  @Test func iteratesTheListAsItWasWhenTheIterationBegan() {
    var list = InlinePairList<Int>()
    for value in 1...3 { list.append(value) }
    var seen: [Int] = []
    for value in list {
      seen.append(value)
      list.removeAll { $0 == 1 || $0 == 3 }
      list.append(value * 10)
    }
    #expect(seen == [1, 2, 3])
    #expect(Array(list) == [2, 10, 20, 30])
  }

  @Test func removingTheFirstOfAnInlineListKeepsTheRestInOrder() {
    var list = InlineList<Int>.empty
    #expect(list.removeFirst() == nil)
    for value in 1...3 { list.append(value) }
    #expect(list.removeFirst() == 1 && Array(list) == [2, 3])
    #expect(list.removeFirst() == 2 && Array(list) == [3])
    #expect(list.removeFirst() == 3 && list.isEmpty)
  }
}
