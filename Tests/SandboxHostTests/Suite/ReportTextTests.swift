import Testing

@testable import SandboxHost

@Suite struct ReportTextTests {
  @Test func htmlEscapesEveryCharacterThatCouldEndTextOrAnAttribute() {
    #expect(
      HTMLReport.escape("<a href=\"x\" title='y'>&</a>")
        == "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;")
  }

  @Test func htmlEscapesAQuoteEvenWhenAMarkCombinesWithIt() {
    // One character but two scalars: escaped by character, the quote went out as it was and
    // ended the attribute it stood in.
    #expect(HTMLReport.escape("x\"\u{301} onmouseover='y'") == "x&quot;\u{301} onmouseover=&#39;y&#39;")
  }

  @Test func junitTextDropsCharactersXMLCannotHold() {
    #expect(JUnitReport.clean("a\u{1}b\tc\nd\u{7F}") == "ab\tc\nd\u{7F}")
  }

  @Test func progressLinesSayPassFailOrWhatWasUpdated() {
    let suiteCase = SuiteCase(suiteName: "builtin", name: "toss", directory: "s/toss", scene: "toss")
    let differing = FileOutcome(
      name: "landing.json",
      status: .differs(
        DumpDifferences(fields: [DumpDifference(path: "t", expected: "1.0", actual: "2.0")], actual: "")),
      expectedPath: "e", actualPath: "a")
    var outcome = CaseOutcome(suiteCase: suiteCase, seconds: 0.84, replayFailure: nil, files: [])
    #expect(CaseReport.progressLine(outcome, update: false) == "PASS builtin/toss (0.8 s)")
    outcome.files = [differing]
    #expect(
      CaseReport.progressLine(outcome, update: false)
        == "FAIL builtin/toss: 1 file differs: landing.json (0.8 s)")
    #expect(CaseReport.details(outcome) == "landing.json: 1 field differs\n  t: expected 1.0, actual 2.0")
    outcome.files = [FileOutcome(name: "a.png", status: .created, expectedPath: "e", actualPath: "a")]
    #expect(CaseReport.progressLine(outcome, update: true) == "UPDATE builtin/toss: 1 new (0.8 s)")
  }
}
