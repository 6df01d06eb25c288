import Testing

@testable import Motion

@Suite struct ConnectionIndicesTests {
  /// Every interaction's record holds one: the two indices a tossable makes take no more room
  /// than the reference to an array of more would beside them.
  @Test func twoIndicesTakeTheRoomOfOneWordBesideTheArray() {
    #expect(MemoryLayout<ConnectionIndices>.size == 2 * MemoryLayout<Int>.size)
  }

  @Test func keepsEveryIndexInTheOrderAppendedWhetherInlineOrNot() {
    var indices = ConnectionIndices()
    #expect(indices.count == 0 && Array(indices) == [])
    // Index 0 is an index like any other, not the mark of an empty place.
    indices.append(0)
    #expect(indices.count == 1 && Array(indices) == [0])
    indices.append(7)
    #expect(indices.count == 2 && Array(indices) == [0, 7])
    for index in [3, 12, 1] { indices.append(index) }
    #expect(indices.count == 5 && Array(indices) == [0, 7, 3, 12, 1])
  }

  @Test func iteratingGoesOverTheIndicesAsTheyWereWhenTheIterationBegan() {
    var indices = ConnectionIndices()
    indices.append(4)
    var seen: [Int] = []
    for index in indices {
      seen.append(index)
      indices.append(index + 1)
    }
    #expect(seen == [4])
    #expect(Array(indices) == [4, 5])
  }
}
