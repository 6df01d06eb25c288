import Foundation
import Testing

@testable import SandboxHost

/// What `review` may accept: the failing outputs the report shows, and no others.
@Suite struct ReviewCasesTests {
  @Test func theFailingFilesDigestsGoIntoTheReportAndBack() throws {
    let folder = try TemporaryDirectory()
    var record = try CaseRecord(
      CaseOutcome(
        suiteCase: SuiteCase(suiteName: "suite", name: "toss", directory: "suite/toss", scene: "toss"),
        seconds: 1, replayFailure: nil,
        files: [
          FileOutcome(name: "a.png", status: .noGolden, expectedPath: "e/a.png", actualPath: "a/a.png"),
          FileOutcome(name: "b.json", status: .alike, expectedPath: "e/b.json", actualPath: "a/b.json"),
        ]),
      index: 0, update: false, reportDirectory: nil)
    record.outputs = ["a.png": "00aa-3", "b.json": "00bb-4"]
    try folder.write(ReviewCases.fileName, ReviewCases.json([record]))
    let read = try ReviewCases.read(reportDirectory: folder.url.path)
    #expect(read.cases.map(\.files) == [["a.png"]])
    #expect(read.cases.map(\.digests) == [["a.png": "00aa-3"]])
  }

  @Test func outputsThatChangedSinceTheReportAreNotAccepted() throws {
    // Another run after the report kept other outputs; Accept on the old page made goldens of
    // them, unseen.
    let folder = try TemporaryDirectory()
    let shown = Data("shown".utf8)
    try shown.write(to: folder.url.appendingPathComponent("a.png"))
    try Data("kept".utf8).write(to: folder.url.appendingPathComponent("b.png"))
    let found = ReviewCases.Case(
      name: "suite/toss", suite: "/nowhere", files: ["a.png", "b.png"],
      digests: ["a.png": OutputDigest.of(shown), "b.png": OutputDigest.of(Data("kept".utf8))])
    #expect(ReviewServer.changedOutputs(of: found, in: folder.url.path, file: nil) == nil)
    try Data("a later run".utf8).write(to: folder.url.appendingPathComponent("a.png"))
    let changed = ReviewServer.changedOutputs(of: found, in: folder.url.path, file: nil)
    #expect(changed?.hasPrefix("suite/toss: a.png changed since this report was written") == true)
    #expect(ReviewServer.changedOutputs(of: found, in: folder.url.path, file: "b.png") == nil)
    #expect(ReviewServer.changedOutputs(of: found, in: folder.url.path, file: "a.png") != nil)
    // A report of an older version keeps no digests: nothing to compare.
    var older = found
    older.digests = [:]
    #expect(ReviewServer.changedOutputs(of: older, in: folder.url.path, file: nil) == nil)
  }
}
