import Foundation
import FoundationXML
import Motion
import Testing

@testable import SandboxHost

/// `motion-sandbox test` with a stand-in replay that writes dumps only (no SDL): the runner, the
/// comparisons, `--update`, the reports and the refusals.
@Suite struct TestCommandTests {
  /// A suite folder with one case per name: a tiny scene, a script with one dump, and goldens
  /// holding `golden` as `a.json` and `final.json`.
  func makeSuite(_ folder: TemporaryDirectory, cases: [String], golden: String?) throws -> String {
    let suite = folder.path("suite")
    for name in cases {
      let directory = suite + "/" + name
      try FileManager.default.createDirectory(
        atPath: directory + "/expected", withIntermediateDirectories: true)
      try Data("{\"size\": [10, 10], \"elements\": []}".utf8).write(
        to: URL(fileURLWithPath: directory + "/s.json"))
      try Data("{\"scene\": \"s.json\"}\n".utf8).write(to: URL(fileURLWithPath: directory + "/case.json"))
      try Data("{\"t\": 0.1, \"dump\": \"a.json\"}\n".utf8).write(
        to: URL(fileURLWithPath: directory + "/script.jsonl"))
      if let golden {
        for file in ["a.json", "final.json"] {
          try Data(golden.utf8).write(to: URL(fileURLWithPath: directory + "/expected/" + file))
        }
      }
    }
    return suite
  }

  /// A replay that writes `a.json` and `final.json` holding `dump`, and a copy of `image` as
  /// `final.png` when given.
  func replay(writing dump: String, image: String? = nil) -> CaseReplay {
    { _, out, _ in
      try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      for file in ["a.json", "final.json"] {
        try? Data(dump.utf8).write(to: URL(fileURLWithPath: out + "/" + file))
      }
      if let image { try? FileManager.default.copyItem(atPath: image, toPath: out + "/final.png") }
      return ReplayRun(status: 0, message: "")
    }
  }

  let dump = "{\"t\": 0.1, \"elements\": [{\"name\": \"a<b\", \"position\": [1.0, 2.0]}]}"
  let moved = "{\"t\": 0.1, \"elements\": [{\"name\": \"a<b\", \"position\": [1.5, 2.0]}]}"

  @Test func casesMatchingTheirGoldensPassInParallel() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one", "two", "three"], golden: dump)
    var options = TestOptions(suites: [suite])
    options.jobs = 2
    #expect(Commands.test(options, replay: replay(writing: dump), output: { _ in }) == Commands.success)
  }

  @Test func aDifferingDumpFailsAndTheReportsNameTheField() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    var options = TestOptions(suites: [suite])
    options.reportDirectory = folder.path("report")
    options.junitPath = folder.path("junit.xml")
    #expect(Commands.test(options, replay: replay(writing: moved), output: { _ in }) == Commands.failure)
    let html = try String(contentsOfFile: folder.path("report/index.html"), encoding: .utf8)
    #expect(html.contains("elements[a&lt;b].position[0]") && !html.contains("a<b"))
    #expect(html.contains("<td>1.0</td>") && html.contains("<td>1.5</td>"))
    let xml = try String(contentsOfFile: folder.path("junit.xml"), encoding: .utf8)
    #expect(xml.contains("<testsuite name=\"suite\"") && xml.contains("<testcase name=\"one\""))
    #expect(xml.contains("message=\"2 files differ: a.json, final.json\""))
    _ = try XMLDocument(xmlString: xml)
  }

  @Test func badInputRunsNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one", "two"], golden: dump)
    let marker = folder.path("replayed")
    let marking: CaseReplay = { _, _, _ in
      _ = FileManager.default.createFile(atPath: marker, contents: nil)
      return ReplayRun(status: 0, message: "")
    }
    var inside = TestOptions(suites: [suite])
    inside.reportDirectory = suite + "/one/expected/report"
    #expect(Commands.test(inside, replay: marking, output: { _ in }) == Commands.badInput)
    var filtered = TestOptions(suites: [suite])
    filtered.filter = "nothing-matches"
    #expect(Commands.test(filtered, replay: marking, output: { _ in }) == Commands.badInput)
    try Data("{\"scene\": \"s.json\", \"fps\": \"fast\"}".utf8).write(
      to: URL(fileURLWithPath: suite + "/two/case.json"))
    #expect(
      Commands.test(TestOptions(suites: [suite]), replay: marking, output: { _ in }) == Commands.badInput)
    try FileManager.default.createDirectory(atPath: suite + "/notacase", withIntermediateDirectories: true)
    #expect(
      Commands.test(TestOptions(suites: [folder.path("nosuite")]), replay: marking, output: { _ in })
        == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }
}

extension SDLSuite {
  /// `--update` with a capture (`final.png`), which needs SDL to compare.
  @Suite struct TestCommandUpdates {
    let dump = TestCommandTests().dump
    func makeSuite(_ folder: TemporaryDirectory, cases: [String], golden: String?) throws -> String {
      try TestCommandTests().makeSuite(folder, cases: cases, golden: golden)
    }
    func replay(writing dump: String, image: String?) -> CaseReplay {
      TestCommandTests().replay(writing: dump, image: image)
    }

    @Test func aMissingGoldenFailsAndUpdateWritesItThenKeepsIt() throws {
      let folder = try TemporaryDirectory()
      let suite = try makeSuite(folder, cases: ["one"], golden: nil)
      let image = folder.path("final.png")
      try writeImage(image, fill: Color(red: 10, green: 20, blue: 30))
      try Data("{}".utf8).write(to: URL(fileURLWithPath: suite + "/one/expected/stale.json"))
      #expect(
        Commands.test(
          TestOptions(suites: [suite]), replay: replay(writing: dump, image: image), output: { _ in })
          == Commands.failure)
      var options = TestOptions(suites: [suite])
      options.update = true
      #expect(
        Commands.test(options, replay: replay(writing: dump, image: image), output: { _ in })
          == Commands.success)
      #expect(try String(contentsOfFile: suite + "/one/expected/a.json", encoding: .utf8) == dump)
      #expect(!FileManager.default.fileExists(atPath: suite + "/one/expected/stale.json"))
      var errors: [InputError] = []
      let cases = SuiteFolder.cases(in: [suite], filter: nil, errors: &errors)
      #expect(errors.isEmpty && cases.count == 1)
      let outcomes = try GoldenCheck.update(cases[0], outputDirectory: suite + "/one/expected")
      #expect(outcomes.map(\.summary) == ["unchanged", "unchanged", "unchanged"])
      #expect(
        Commands.test(
          TestOptions(suites: [suite]), replay: replay(writing: dump, image: image), output: { _ in })
          == Commands.success)
    }
  }
}
