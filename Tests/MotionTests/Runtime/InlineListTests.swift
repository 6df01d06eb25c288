import Testing

@testable import Motion

@Suite struct InlineListTests {
  @Test func keepsTheOrderElementsWereAppendedInThroughRemovals() {
    var list = InlineList<Int>.empty
    #expect(list.isEmpty && Array(list) == [])
    list.append(1)
    #expect(list.count == 1 && Array(list) == [1])
    for value in 2...5 { list.append(value) }
    list.removeAll { $0 % 2 == 0 }
    #expect(Array(list) == [1, 3, 5])
    list.removeAll { $0 != 3 }
    #expect(list.count == 1 && Array(list) == [3])
    list.append(6)
    #expect(Array(list) == [3, 6])
    list.removeAll { _ in true }
    #expect(list.isEmpty && list.count == 0)
  }

  @Test func iteratingGoesOverTheListAsItWasWhenTheIterationBegan() {
    var list = InlineList<Int>.empty
    list.append(1)
    list.append(2)
    var seen: [Int] = []
    for value in list {
      seen.append(value)
      list.append(value * 10)
      list.removeAll { $0 == 2 }
    }
    #expect(seen == [1, 2])
    #expect(Array(list) == [1, 10, 20])
  }
}
