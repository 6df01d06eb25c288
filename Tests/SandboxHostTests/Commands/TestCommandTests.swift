import Foundation
import FoundationXML
import Motion
import Testing

@testable import SandboxHost

/// `motion-sandbox test` with a stand-in replay that writes dumps only (no SDL): the runner, the
/// comparisons, `--update`, the reports and the refusals.
@Suite struct TestCommandTests {
  /// A suite folder with one case per name (see `StandInSuite.make`).
  func makeSuite(_ folder: TemporaryDirectory, cases: [String], golden: String?) throws -> String {
    try StandInSuite.make(folder, cases: cases, golden: golden)
  }

  /// A replay that writes `a.json` and `final.json` holding `dump` (see `StandInSuite.replay`).
  func replay(writing dump: String, image: String? = nil) -> CaseReplay {
    StandInSuite.replay(writing: dump, image: image)
  }

  /// A replay that only leaves a mark, and the mark's path: a run that replays nothing leaves
  /// none.
  func markingReplay(_ folder: TemporaryDirectory) -> (replay: CaseReplay, marker: String) {
    let marker = folder.path("replayed")
    let marking: CaseReplay = { _, _, _ in
      _ = FileManager.default.createFile(atPath: marker, contents: nil)
      return ReplayRun(status: 0, message: "")
    }
    return (marking, marker)
  }

  let dump = StandInSuite.dump
  let moved = StandInSuite.moved

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
    // The failure's message is the first difference; its text, every file's.
    #expect(xml.contains("message=\"a.json: ") && xml.contains("(and 1 more file)\""), "\(xml)")
    #expect(xml.contains("report: \(folder.path("report"))/index.html#case-1"), "\(xml)")
    _ = try XMLDocument(xmlString: xml)
  }

  @Test func aGoldenThatIsNoJSONIsNamedWithItsLineAndNoSecondErrorPrefix() throws {
    // The case's line read "a.json: error: …/a.json:1: …", as if an error line of its own.
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: "{broken")
    var lines: [String] = []
    #expect(
      Commands.test(TestOptions(suites: [suite]), replay: replay(writing: dump), output: { lines.append($0) })
        == Commands.failure)
    let detail = lines.first { $0.contains("a.json: ") }
    #expect(detail?.contains("suite/one/expected/a.json:1: ") == true, "\(lines)")
    #expect(detail?.contains("error:") == false, "\(lines)")
  }

  @Test func aReportFolderRunAgainHoldsOnlyThisRunsFiles() throws {
    // An earlier run's images stayed under files/ beside this run's.
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    var options = TestOptions(suites: [suite])
    options.reportDirectory = folder.path("report")
    let stale = folder.path("report/files/7")
    try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
    try Data("old".utf8).write(to: URL(fileURLWithPath: stale + "/1-actual.png"))
    try Data("old".utf8).write(to: URL(fileURLWithPath: stale + "/2-diff.png"))
    #expect(Commands.test(options, replay: replay(writing: dump), output: { _ in }) == Commands.success)
    #expect(!FileManager.default.fileExists(atPath: stale))
    // Only what a report writes goes: a file of the person's own under files/ stays, and the
    // folders holding it with it.
    let own = folder.path("report/files/3/notes.txt")
    try FileManager.default.createDirectory(
      atPath: folder.path("report/files/3"), withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: URL(fileURLWithPath: own))
    try Data("mine".utf8).write(to: URL(fileURLWithPath: folder.path("report/files/readme.txt")))
    #expect(Commands.test(options, replay: replay(writing: dump), output: { _ in }) == Commands.success)
    #expect(try String(contentsOfFile: own, encoding: .utf8) == "mine")
    #expect(FileManager.default.fileExists(atPath: folder.path("report/files/readme.txt")))
    // A case with no image to show leaves no empty folder.
    #expect(!FileManager.default.fileExists(atPath: folder.path("report/files/1")))
    #expect(FileManager.default.fileExists(atPath: folder.path("report/index.html")))
  }

  @Test func theEarlierReportAndBlobStayWholeUntilTheNewOnesReplaceThem() throws {
    // The earlier pictures were removed as the run began: a run stopped half way left a page
    // and a blob.json whose pictures were gone, and a new, empty folder where none was.
    let folder = try TemporaryDirectory()
    let fresh = folder.path("fresh")
    let earlierFolders = [folder.path("report"), folder.path("blob")]
    var options = TestOptions(suites: [try makeSuite(folder, cases: ["one"], golden: dump)])
    (options.reportDirectory, options.blobDirectory) = (earlierFolders[0], earlierFolders[1])
    var first = options
    first.reportDirectory = fresh
    first.blobDirectory = nil
    // Each replay looks at the folders as a stop at that moment would leave them.
    let looking: CaseReplay = { suiteCase, out, log in
      let manager = FileManager.default
      if !manager.fileExists(atPath: fresh + "/index.html") {
        #expect(!manager.fileExists(atPath: fresh), "no new report folder before the end")
      }
      for earlier in earlierFolders where manager.fileExists(atPath: earlier) {
        let pictures = (try? manager.subpathsOfDirectory(atPath: earlier + "/files")) ?? []
        #expect(pictures.contains { $0.hasSuffix(".json") }, "the earlier pictures of \(earlier) stay")
        #expect(
          (try? manager.contentsOfDirectory(atPath: earlier))?.contains { $0.hasPrefix(".") } == false,
          "nothing staged while the cases run")
      }
      return StandInSuite.replay(writing: StandInSuite.moved)(suiteCase, out, log)
    }
    #expect(Commands.test(first, replay: looking, output: { _ in }) == Commands.failure)
    #expect(Commands.test(options, replay: looking, output: { _ in }) == Commands.failure)
    #expect(FileManager.default.fileExists(atPath: folder.path("report/index.html")))
    #expect(FileManager.default.fileExists(atPath: folder.path("blob/blob.json")))
    #expect(Commands.test(options, replay: looking, output: { _ in }) == Commands.failure)
    // And the new ones are whole: every picture the blob names is there, nothing staged is left.
    let blob = try ShardBlob.read(from: folder.path("blob"))
    let links = blob.records.flatMap(\.pictureLinks)
    #expect(!links.isEmpty)
    for link in links {
      #expect(FileManager.default.fileExists(atPath: folder.path("blob/" + link)))
      #expect(FileManager.default.fileExists(atPath: folder.path("report/" + link)))
    }
    for place in ["report", "blob"] {
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(place))
      #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
    }
  }

  @Test func badInputRunsNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one", "two"], golden: dump)
    let (marking, marker) = markingReplay(folder)
    var inside = TestOptions(suites: [suite])
    inside.reportDirectory = suite + "/one/expected/report"
    #expect(Commands.test(inside, replay: marking, output: { _ in }) == Commands.badInput)
    var filtered = TestOptions(suites: [suite])
    filtered.filters = ["nothing-matches"]
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

  @Test func outputsOverACasesInputsWhereverTheyLieRunNothingAndWriteNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    // The case's scene file lies outside the suite, beside where a report could go.
    let shared = folder.path("shared")
    try FileManager.default.createDirectory(atPath: shared + "/files", withIntermediateDirectories: true)
    let sceneText = "{\"size\": [10, 10], \"elements\": []}"
    for scene in [shared + "/scene.json", shared + "/files/scene.json"] {
      try Data(sceneText.utf8).write(to: URL(fileURLWithPath: scene))
    }
    let caseFile = URL(fileURLWithPath: suite + "/one/case.json")
    try Data("{\"scene\": \"../../shared/scene.json\"}".utf8).write(to: caseFile)
    let (marking, marker) = markingReplay(folder)
    var overScene = TestOptions(suites: [suite])
    overScene.junitPath = shared + "/scene.json"
    #expect(Commands.test(overScene, replay: marking, output: { _ in }) == Commands.badInput)
    var overScript = TestOptions(suites: [suite])
    overScript.junitPath = folder.path("suite/../suite/one/script.jsonl")
    #expect(Commands.test(overScript, replay: marking, output: { _ in }) == Commands.badInput)
    try Data("{\"scene\": \"../../shared/files/scene.json\"}".utf8).write(to: caseFile)
    var reportOverScene = TestOptions(suites: [suite])
    reportOverScene.reportDirectory = shared
    #expect(Commands.test(reportOverScene, replay: marking, output: { _ in }) == Commands.badInput)
    var sameOutput = TestOptions(suites: [suite])
    sameOutput.reportDirectory = folder.path("out")
    sameOutput.junitPath = folder.path("out")
    #expect(Commands.test(sameOutput, replay: marking, output: { _ in }) == Commands.badInput)
    var empty = TestOptions(suites: [suite])
    empty.junitPath = ""
    #expect(Commands.test(empty, replay: marking, output: { _ in }) == Commands.badInput)
    var emptyFilter = TestOptions(suites: [suite])
    emptyFilter.filters = [""]
    #expect(Commands.test(emptyFilter, replay: marking, output: { _ in }) == Commands.badInput)
    // Goldens kept outside the suite behind a link: `--update` writes new ones there too.
    let gold = folder.path("gold")
    try FileManager.default.moveItem(atPath: suite + "/one/expected", toPath: gold)
    try FileManager.default.createSymbolicLink(atPath: suite + "/one/expected", withDestinationPath: gold)
    var amongGoldens = TestOptions(suites: [suite])
    amongGoldens.update = true
    amongGoldens.junitPath = gold + "/new.png"
    #expect(Commands.test(amongGoldens, replay: marking, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: gold + "/new.png"))
    #expect(!FileManager.default.fileExists(atPath: marker))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    for scene in [shared + "/scene.json", shared + "/files/scene.json"] {
      #expect(try String(contentsOfFile: scene, encoding: .utf8) == sceneText)
    }
    // A JUnit file beside the report's folder is fine.
    var beside = TestOptions(suites: [suite])
    beside.reportDirectory = folder.path("out/report")
    beside.junitPath = folder.path("out/junit.xml")
    #expect(Commands.test(beside, replay: replay(writing: dump), output: { _ in }) == Commands.success)
  }

  /// Outputs that land on each other (the JUnit file over the report's script or its
  /// `cases.json`, over the blob, at the durations file; the durations file at the report's
  /// folder) are refused before any case runs: one replaced the other silently, or the last
  /// one failed after every case had run.
  @Test func outputsOnEachOtherRunNothingAndWriteNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    let (marking, marker) = markingReplay(folder)
    let out = folder.path("out")
    var refusals: [(TestOptions, String)] = []
    var options = TestOptions(suites: [suite])
    options.reportDirectory = out + "/rep"
    options.junitPath = out + "/rep/report.js"
    refusals.append((options, "--junit \(out)/rep/report.js lies inside the --report folder \(out)/rep"))
    options.junitPath = out + "/rep/cases.json"
    refusals.append((options, "--junit \(out)/rep/cases.json lies inside the --report folder \(out)/rep"))
    options = TestOptions(suites: [suite])
    options.blobDirectory = out + "/b"
    options.junitPath = out + "/b/blob.json"
    refusals.append((options, "--junit \(out)/b/blob.json lies inside the --blob folder \(out)/b"))
    options = TestOptions(suites: [suite])
    options.junitPath = out + "/same.xml"
    options.durationsPath = out + "/same.xml"
    refusals.append((options, "--junit and --durations name the same file \(out)/same.xml"))
    options = TestOptions(suites: [suite])
    options.reportDirectory = out + "/x"
    options.durationsPath = out + "/x"
    refusals.append((options, "--durations \(out)/x lies inside the --report folder \(out)/x"))
    for (options, fault) in refusals {
      #expect(Commands.problems(with: options).contains { $0.message.hasPrefix(fault) }, "\(fault)")
      #expect(Commands.test(options, replay: marking, output: { _ in }) == Commands.badInput)
    }
    #expect(!FileManager.default.fileExists(atPath: marker))
    #expect(!FileManager.default.fileExists(atPath: out))
  }

  /// A case's input that is one of the files a report writes is refused, whichever: the report's
  /// script and its list of cases were missing from the list, so a scene file named `cases.json`
  /// in the report folder was replaced. A file of another name there is the person's own.
  @Test func aReportThatWouldWriteOverACasesInputIsRefused() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    try FileManager.default.createDirectory(atPath: folder.path("rep"), withIntermediateDirectories: true)
    var options = TestOptions(suites: [suite])
    options.reportDirectory = folder.path("rep")
    for (name, refused) in [
      ("cases.json", true), ("report.js", true), ("index.html", true), ("mine.json", false),
    ] {
      let scene = try folder.write("rep/" + name, "{\"size\": [10, 10], \"elements\": []}")
      try folder.write("suite/one/case.json", "{\"scene\": \"\(scene)\"}")
      var errors: [InputError] = []
      let cases = SuiteFolder.cases(in: [suite], filters: [], errors: &errors)
      #expect(errors.isEmpty)
      let problems = Commands.problems(writing: options, over: cases)
      #expect(
        problems.map(\.message)
          == (refused
            ? [
              "--report would write over the scene file of suite/one, \(scene); choose another --report folder"
            ] : []),
        "\(name)")
    }
  }

  /// An update that cannot write one golden of a case (a folder stands in its place) writes
  /// none: it replaced the others first and did not say so. A file where the folder of goldens
  /// belongs is named as such, where it read as goldens missing that `--update` would write.
  @Test func anUpdateThatCannotWriteEveryGoldenOfACaseWritesNone() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    let golden = suite + "/one/expected/"
    try FileManager.default.removeItem(atPath: golden + "final.json")
    try FileManager.default.createDirectory(atPath: golden + "final.json", withIntermediateDirectories: false)
    var options = TestOptions(suites: [suite])
    options.update = true
    var lines: [String] = []
    #expect(
      Commands.test(options, replay: replay(writing: moved), output: { lines.append($0) }) == Commands.failure
    )
    #expect(try String(contentsOfFile: golden + "a.json", encoding: .utf8) == dump)
    #expect(
      lines.contains { $0.contains("cannot write \(golden)final.json: a folder is in its place") }, "\(lines)"
    )
    #expect(try FileManager.default.contentsOfDirectory(atPath: golden).sorted() == ["a.json", "final.json"])

    try FileManager.default.removeItem(atPath: suite + "/one/expected")
    try Data("x".utf8).write(to: URL(fileURLWithPath: suite + "/one/expected"))
    lines = []
    #expect(
      Commands.test(TestOptions(suites: [suite]), replay: replay(writing: dump), output: { lines.append($0) })
        == Commands.failure)
    #expect(lines.contains { $0.contains("one/expected is a file, not the folder of goldens") }, "\(lines)")
    #expect(!lines.contains { $0.contains("--update writes it") })
    lines = []
    #expect(
      Commands.test(options, replay: replay(writing: dump), output: { lines.append($0) }) == Commands.failure)
    #expect(
      lines.contains { $0.contains("cannot write the goldens: ") && $0.contains("one/expected is a file") },
      "\(lines)")
  }

  @Test func twoSuitesOfOneNameAreTwoTestsuitesAndTwoReportSections() throws {
    let first = try TemporaryDirectory()
    let second = try TemporaryDirectory()
    var options = TestOptions(suites: [
      try makeSuite(first, cases: ["one"], golden: dump), try makeSuite(second, cases: ["two"], golden: dump),
    ])
    options.junitPath = first.path("junit.xml")
    options.reportDirectory = first.path("report")
    options.filters = ["nothing", "one", "two"]
    #expect(Commands.test(options, replay: replay(writing: moved), output: { _ in }) == Commands.failure)
    let xml = try XMLDocument(contentsOf: URL(fileURLWithPath: first.path("junit.xml")))
    let suites = try xml.nodes(forXPath: "/testsuites/testsuite")
    #expect(suites.count == 2)
    #expect(suites.allSatisfy { ($0 as? XMLElement)?.attribute(forName: "tests")?.stringValue == "1" })
    let html = try String(contentsOfFile: first.path("report/index.html"), encoding: .utf8)
    #expect(
      html.contains("<section id=\"case-1\" data-case=") && html.contains("<section id=\"case-2\" data-case=")
    )
    // Two cases of one name as well (`suite/one` twice) could not be told apart: refused.
    let third = try TemporaryDirectory()
    options.suites.append(try makeSuite(third, cases: ["one"], golden: dump))
    let (marking, marker) = markingReplay(first)
    #expect(Commands.test(options, replay: marking, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: marker))
  }

  @Test func aCaseWhoseSceneIsADumpSaysSoInTheCasesOwnTerms() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    try Data(dump.utf8).write(to: URL(fileURLWithPath: suite + "/one/s.json"))
    var errors: [InputError] = []
    _ = SuiteFolder.cases(in: [suite], filters: [], errors: &errors)
    #expect(
      errors.map(\.message) == [
        "this looks like a state dump, not a scene file (\"scene\" in case.json takes a scene file or a built-in name)"
      ])
  }

  @Test func capturesAndDumpsAreToldApartByTheirLinesAndFinalNamesNameTheirLine() throws {
    let folder = try TemporaryDirectory()
    let suite = try makeSuite(folder, cases: ["one"], golden: dump)
    let script = URL(fileURLWithPath: suite + "/one/script.jsonl")
    try Data("{\"t\": 0.1, \"capture\": \"shot.json\"}\n{\"t\": 0.2, \"dump\": \"state\"}\n".utf8).write(
      to: script)
    var errors: [InputError] = []
    let cases = SuiteFolder.cases(in: [suite], filters: [], errors: &errors)
    #expect(errors.isEmpty)
    #expect(cases.first?.outputs == ["shot.json", "state", "final.json", "final.png"])
    #expect(
      cases.first.map { [$0.kind(of: "shot.json"), $0.kind(of: "state"), $0.kind(of: "final.json")] } == [
        .still, .dump, .dump,
      ])
    try Data("{\"t\": 0.1, \"dump\": \"a.json\"}\n{\"t\": 0.2, \"dump\": \"final.json\"}\n".utf8).write(
      to: script)
    errors = []
    _ = SuiteFolder.cases(in: [suite], filters: [], errors: &errors)
    #expect(
      errors.map(\.description) == [
        "error: \(suite)/one/script.jsonl:2: final.json is written by every replay at the end; name the dump otherwise"
      ])
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
      let cases = SuiteFolder.cases(in: [suite], filters: [], errors: &errors)
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
