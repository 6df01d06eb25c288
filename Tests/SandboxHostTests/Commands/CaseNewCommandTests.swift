import Foundation
import Testing

@testable import SandboxHost

/// `case new SUITE/NAME`: where a case may go, and that it appears whole or not at all.
@Suite struct CaseNewCommandTests {
  /// A recording that fits the built-in `toss` scene, and its path.
  func recording(_ folder: TemporaryDirectory) throws -> String {
    try folder.write("rec.jsonl", "{\"t\": 0.1, \"dump\": \"a.json\"}\n")
  }

  /// A stand-in for `test --update` of the staged case: writes its goldens, and says so as
  /// `test` does, naming the case by its folder.
  func update() -> (TestOptions, SuiteOutput) -> Int32 {
    { options, output in
      let directory = options.suites[0]
      for golden in ["a.json", "final.json"] {
        try? Data(StandInSuite.dump.utf8).write(to: URL(fileURLWithPath: directory + "/expected/" + golden))
      }
      let url = URL(fileURLWithPath: directory)
      output.line(
        "UPDATE \(url.deletingLastPathComponent().lastPathComponent)/\(url.lastPathComponent): 2 new")
      return Commands.success
    }
  }

  /// An output that keeps its lines.
  func collecting(_ lines: LineLog) -> SuiteOutput {
    SuiteOutput(line: lines.append, text: { _ in })
  }

  @Test func theGoldensAreWrittenBeforeTheCaseIsInPlace() throws {
    // `case new` killed while it wrote the goldens left case.json, script.jsonl and an empty
    // expected/ in place: a second `case new` said "already exists" and `test` said "no golden".
    let folder = try TemporaryDirectory()
    let rec = try recording(folder)
    let suite = folder.path("suite")
    let place = suite + "/g"
    // What a `case new` killed earlier left: removed, as its process is gone.
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let abandoned = suite + "/" + OutputStaging.namePrefix + "\(finished.processIdentifier)-case-g"
    try FileManager.default.createDirectory(
      atPath: abandoned + "/expected", withIntermediateDirectories: true)
    let lines = LineLog()
    var placedWhileUpdating = true
    let status = Commands.newCase(
      place, recording: rec, scene: "toss", output: collecting(lines)
    ) { options, output in
      placedWhileUpdating = FileManager.default.fileExists(atPath: place)
      return update()(options, output)
    }
    #expect(status == Commands.success)
    #expect(!placedWhileUpdating)
    #expect(try FileManager.default.contentsOfDirectory(atPath: suite) == ["g"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: place + "/expected").sorted() == [
        "a.json", "final.json",
      ])
    // The lines name the case as it is named once in place.
    #expect(lines.value.contains { $0.hasPrefix("UPDATE suite/g:") }, "\(lines.value)")
    #expect(!lines.value.contains { $0.contains(OutputStaging.namePrefix) }, "\(lines.value)")
  }

  @Test func aNameWithoutItsSuiteIsBadInputHoweverShort() throws {
    // `case new q` (and `.`, `x/`, `é`) stopped the program in Foundation's path functions.
    let folder = try TemporaryDirectory()
    let rec = try recording(folder)
    for path in ["q", ".", "./", "x/", "é", "ab", "ab/"] {
      #expect(
        Commands.newCase(path, recording: rec, scene: "toss", update: update()) == Commands.badInput,
        "\(path)")
    }
  }

  @Test func anEmptyRecordingALinkInTheWayOrATooLongNameIsBadInput() throws {
    // Each made a case (or claimed its goldens, then failed with status 1).
    let folder = try TemporaryDirectory()
    let rec = try recording(folder)
    for (name, text) in [("empty.jsonl", ""), ("comments.jsonl", "# nothing yet\n\n")] {
      let empty = try folder.write(name, text)
      #expect(
        Commands.newCase(folder.path("suite/x"), recording: empty, scene: "toss", update: update())
          == Commands.badInput)
    }
    try FileManager.default.createDirectory(atPath: folder.path("suite"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("suite/dangling"), withDestinationPath: "nowhere")
    #expect(
      Commands.newCase(folder.path("suite/dangling"), recording: rec, scene: "toss", update: update())
        == Commands.badInput)
    let long = String(repeating: "n", count: 240)
    #expect(
      Commands.newCase(folder.path("suite/" + long), recording: rec, scene: "toss", update: update())
        == Commands.badInput)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("suite")) == ["dangling"])
  }

  @Test func aFaultOfTheSceneNamesItAsGivenNotByTheStagingFolder() throws {
    // It said `suite/.motion-sandbox-staging-PID-case-x/../../rec.jsonl: this looks like an input script`.
    let folder = try TemporaryDirectory()
    let rec = try recording(folder)
    do {
      _ = try CaseFromRecording.stage(suite: folder.path("suite"), name: "x", recording: rec, scene: rec)
      Issue.record("a recording was taken for a scene")
    } catch let error as InputErrors {
      #expect(error.errors.map(\.file) == [rec])
      #expect(error.errors.first?.message.contains("looks like an input script") == true)
    }
  }

  @Test func aSuiteThatIsACaseInsideACaseOrAFileIsBadInput() throws {
    // `case new suite/a/b` (inside a case) and `case new suite/a/expected/c` wrote cases that `test
    // suite` never ran; `case new rec.jsonl/x` failed with status 1.
    let folder = try TemporaryDirectory()
    let rec = try recording(folder)
    let made = Commands.newCase(folder.path("suite/a"), recording: rec, scene: "toss", update: update())
    #expect(made == Commands.success)
    let refused = [
      ("suite/a/b", "suite/a: is a case (it holds case.json), not a suite"),
      ("suite/a/expected/c", "suite/a/expected: lies inside the case \(folder.path("suite/a")):"),
      ("suite/a/expected/new/c", "suite/a/expected/new: lies inside the case \(folder.path("suite/a")):"),
      ("rec.jsonl/x", "rec.jsonl: is a file; SUITE must be a folder of cases"),
      ("rec.jsonl/y/x", "rec.jsonl/y: lies under \(rec), which is a file"),
      // A new suite among the suite's cases made `test suite` refuse the whole suite.
      (
        "suite/nested/x",
        "suite/nested: lies in the suite \(folder.path("suite")), whose folders are its cases"
      ),
    ]
    for (path, fault) in refused {
      let suite = PathComponents.parent(of: folder.path(path))
      #expect(CaseFromRecording.suiteProblem(suite)?.description.contains(fault) == true, "\(path)")
      #expect(
        Commands.newCase(folder.path(path), recording: rec, scene: "toss", update: update())
          == Commands.badInput)
    }
    let cases = FileManager.default.enumerator(atPath: folder.path("suite"))?.compactMap { $0 as? String }
    #expect(cases?.filter { $0.hasSuffix("case.json") } == ["a/case.json"])
    #expect(CaseFromRecording.suiteProblem(folder.path("suite")) == nil)
    #expect(CaseFromRecording.suiteProblem(folder.path("new-suite/deeper")) == nil)
    // `..` is walked as written: this suite lies beside the case, not in it.
    #expect(
      Commands.newCase(folder.path("suite/a/../../other/x"), recording: rec, scene: "toss", update: update())
        == Commands.success)
    #expect(FileManager.default.fileExists(atPath: folder.path("other/x/case.json")))
  }
}

/// Lines written from any thread, kept in order.
final class LineLog: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  /// Keeps `line`.
  func append(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    lines.append(line)
  }

  /// The lines kept so far.
  var value: [String] {
    lock.lock()
    defer { lock.unlock() }
    return lines
  }
}
