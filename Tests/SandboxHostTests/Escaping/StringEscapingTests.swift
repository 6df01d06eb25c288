import Testing

@testable import SandboxHost

@Suite struct StringEscapingTests {
  @Test func eachScalarGivenASpellingIsWrittenSoAndTheRestAsTheyAre() {
    let spelled = "a<b>ü".escaping { $0 == "<" ? "&lt;" : $0 == ">" ? "&gt;" : nil }
    #expect(spelled == "a&lt;b&gt;ü")
  }

  @Test func carriageReturnAndLineFeedAreEscapedOneByOneThoughTheyAreOneCharacter() {
    let text = "a\r\nb"
    #expect(text.count == 3)
    #expect(text.escaping { $0 == "\r" ? "\\r" : $0 == "\n" ? "\\n" : nil } == "a\\r\\nb")
  }

  @Test func theJSONAndTerminalSpellingsAreThoseOfBefore() {
    #expect(JSONWriter.quote("a\"b\\\u{1}\u{8}\u{C}\n\r\t") == #""a\"b\\\u0001\b\f\n\r\t""#)
    // A line break too, since one error line is one fault (see `Commands.visible`).
    #expect(Commands.visible("a\u{1B}[2J\tb\n\u{85}") == "a\\u{1B}[2J\tb\\u{A}\\u{85}")
    #expect(InputError.onOneLine("dir\nname\r.json") == "dir\\nname\\r.json")
  }
}
