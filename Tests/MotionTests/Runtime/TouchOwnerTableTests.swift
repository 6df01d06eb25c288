import Testing

@testable import Motion

@Suite struct TouchOwnerTableTests {
  /// Ids that collide in the table's home slots, far apart and negative, put down and lifted in
  /// a shuffled order: the table answers as a dictionary does at every step, so no look-up
  /// stops short after a removal shifts a run of slots.
  @Test func theTableAnswersAsADictionaryThroughInsertsRemovalsAndGrowth() {
    let table = TouchOwnerTable()
    var model: [Int: Element] = [:]
    var generator = SeededRandom(seed: 4_000)
    let ids = Array(0..<300) + [-1, Int.min, Int.max, 1 << 53, (1 << 53) + 1] + (0..<40).map { $0 << 40 }
    for step in 0..<4000 {
      let id = ids.randomElement(using: &generator)!
      if Bool.random(using: &generator), model[id] != nil {
        #expect(table.removeValue(forKey: id) === model.removeValue(forKey: id))
      } else {
        let element = Element(name: "e\(step)", position: .zero, size: Size(width: 1, height: 1))
        table.set(element, for: id)
        model[id] = element
      }
      #expect(table.count == model.count)
    }
    for id in ids { #expect(table[id] === model[id]) }
    #expect(table.ids == model.keys.sorted())
    var seen: [ObjectIdentifier] = []
    table.forEachOwner { seen.append(ObjectIdentifier($0)) }
    #expect(Set(seen) == Set(model.values.map(ObjectIdentifier.init)))
    #expect(table.removeValue(forKey: 12_345) == nil)
  }

  /// A few elements owning many touches, touches handed from one to another and lifted in a
  /// shuffled order: a walk of the owners meets each element that owns a touch exactly once.
  @Test func aWalkOfTheOwnersMeetsEachOnceHoweverManyTouchesItOwns() {
    let table = TouchOwnerTable()
    var model: [Int: Element] = [:]
    var generator = SeededRandom(seed: 77)
    let elements = (0..<5).map { Element(name: "e\($0)", position: .zero, size: Size(width: 1, height: 1)) }
    for _ in 0..<3000 {
      let id = Int.random(in: 0..<400, using: &generator)
      if Bool.random(using: &generator), model[id] != nil {
        table.removeValue(forKey: id)
        model[id] = nil
      } else {
        let element = elements.randomElement(using: &generator)!
        table.set(element, for: id)
        model[id] = element
      }
      var met: [ObjectIdentifier] = []
      table.forEachOwner { met.append(ObjectIdentifier($0)) }
      #expect(met.count == Set(met).count)
      #expect(Set(met) == Set(model.values.map(ObjectIdentifier.init)))
    }
  }

  /// An element that owns a touch stays alive until its touch is lifted, even when nothing else
  /// holds it (it was taken out of the scene mid-gesture), and goes once it is.
  @Test func theTableKeepsItsElementsAliveUntilTheirTouchesLift() {
    let table = TouchOwnerTable()
    weak var weakElement: Element?
    do {
      let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
      weakElement = element
      table.set(element, for: 7)
    }
    #expect(weakElement != nil)
    table.set(Element(name: "f", position: .zero, size: Size(width: 1, height: 1)), for: 8)
    #expect(table.removeValue(forKey: 7) != nil)
    #expect(weakElement == nil)
    #expect(table[7] == nil)
    #expect(table[8]?.name == "f")
  }

  /// After thousands of fingers lift, the table gives its room back, so that walking the touches
  /// (every frame) costs what is down, not what once was.
  @Test func theTableShrinksAsTouchesLift() {
    let table = TouchOwnerTable()
    let element = Element(name: "e", position: .zero, size: Size(width: 1, height: 1))
    for id in 0..<10_000 { table.set(element, for: id) }
    #expect(table.slotCount >= 20_000)
    for id in 0..<9_990 { table.removeValue(forKey: id) }
    #expect(table.slotCount <= 64)
    #expect(table.ids == Array(9_990..<10_000))
    for id in 9_990..<10_000 { #expect(table[id] === element) }
  }
}
