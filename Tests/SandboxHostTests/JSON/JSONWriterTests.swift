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
