import Testing

@testable import SandboxHost

// A dump's arrays made item by item, and its points, are written exactly as the same values held
// whole: the bytes of final.json must not depend on how they were made.
@Test func itemsMadeOneAtATimeAreWrittenAsTheArrayOfThem() {
  let values: [JSONOutput] = [
    .object([("name", .string("a \"b\"")), ("at", .array([.number(1), .number(-0.0)]))]),
    .object([("name", .string("c\n")), ("at", .array([.number(0.5), .number(2)]))]),
  ]
  let pairs: [JSONOutput] = [
    .object([("name", .string("a \"b\"")), ("at", .pair(1, -0.0))]),
    .object([("name", .string("c\n")), ("at", .pair(0.5, 2))]),
  ]
  for depth in 0...3 {
    let writer = JSONWriter(expandedDepth: depth)
    let whole = writer.string(from: .object([("list", .array(values)), ("empty", .array([]))]))
    var next = pairs.makeIterator()
    let made = writer.string(from: .object([("list", .items { next.next() }), ("empty", .items { nil })]))
    #expect(made == whole)
  }
  #expect(
    JSONWriter().string(from: .object([("list", .array(values))])) == """
      {
        "list": [
          {"name": "a \\"b\\"", "at": [1.0, 0.0]},
          {"name": "c\\n", "at": [0.5, 2.0]}
        ]
      }
      """)
}

@Test func aQuotedNameIsEscapedOnlyWhereItMustBe() {
  for name in ["plain", "é ü", "tab\there", "back\\slash", "\u{01}", ""] {
    var text = JSONText()
    text.appendQuoted(name)
    #expect(text.string == JSONWriter.quote(name))
  }
}

@Test func anItemWrittenStraightIntoTheTextComesOutAsItsValueWould() {
  // Whole numbers (written digit by digit) and the rest (spelled by the writer) alike.
  let numbers: [Double] = [
    0, -0.0, 1, -1, 20, 30, 0.5, -2.25, 1e-6, 123_456_789_012_345, 999_999_999_999_999, 1e15, -1e15,
    9_007_199_254_740_992, 1e16, 0.1 + 0.2, .infinity, -.infinity, .nan, .greatestFiniteMagnitude,
  ]
  for number in numbers {
    var text = JSONText()
    text.append(number: number)
    #expect(text.string == JSONWriter.format(number), "\(number)")
  }
  let values: [JSONOutput] = numbers.map { .object([("x", .number($0)), ("at", .pair($0, 1))]) }
  for depth in 0...2 {
    let writer = JSONWriter(expandedDepth: depth)
    let whole = writer.string(from: .object([("list", .array(values)), ("empty", .array([]))]))
    var next = numbers.makeIterator()
    let written = JSONOutput.written(count: numbers.count) { text in
      let number = next.next()!
      text.append("{\"x\": ")
      text.append(number: number)
      text.append(", \"at\": ")
      text.append(pair: number, 1)
      text.append("}")
    }
    let made = writer.string(from: .object([("list", written), ("empty", .written(count: 0) { _ in })]))
    #expect(made == whole)
  }
}

@Test func aNumberJSONCannotSpellIsNullNotZero() {
  // An infinite error written as 0.0 read as "exact".
  #expect(JSONWriter.format(.infinity) == "null" && JSONWriter.format(.nan) == "null")
  #expect(JSONWriter().string(from: .object([("error", .number(-.infinity))])).contains("null"))
}
