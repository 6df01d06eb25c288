import Foundation
import Testing

@testable import SandboxHost

/// A blob is read only when it is one `test --blob` wrote, whole.
@Suite struct ShardBlobTests {
  func record(_ index: Int, _ name: String) -> CaseRecord {
    var record = try! CaseRecord(
      CaseOutcome(
        suiteCase: SuiteCase(suiteName: "suite", name: name, directory: "suite/" + name, scene: "toss"),
        seconds: 1, replayFailure: nil, files: []),
      index: index, update: false, reportDirectory: nil)
    record.outputs = ["final.json": "00-1"]
    return record
  }

  @Test func aWrittenBlobReadsBack() throws {
    let folder = try TemporaryDirectory()
    let blob = ShardBlob(
      shard: Shard(index: 2, count: 2), update: false, caseNames: ["suite/one", "suite/two"],
      records: [record(1, "two")])
    try FileManager.default.createDirectory(atPath: folder.path("blob"), withIntermediateDirectories: true)
    try blob.write(into: folder.path("blob"))
    #expect(try ShardBlob.read(from: folder.path("blob")) == blob)
  }

  @Test func aFolderWithoutABlobOrADamagedOneIsNamed() throws {
    let folder = try TemporaryDirectory()
    func fault(_ directory: String) -> InputError? {
      do {
        _ = try ShardBlob.read(from: directory)
        return nil
      } catch {
        return error.errors.first
      }
    }
    #expect(fault(folder.path("nothing"))?.message == "no such blob folder")
    try FileManager.default.createDirectory(atPath: folder.path("empty"), withIntermediateDirectories: true)
    #expect(fault(folder.path("empty"))?.file == folder.path("empty/blob.json"))
    try FileManager.default.createDirectory(atPath: folder.path("bad"), withIntermediateDirectories: true)
    try Data("{\"format\": \"motion-sandbox blob 1\"}".utf8).write(
      to: URL(fileURLWithPath: folder.path("bad/blob.json")))
    #expect(fault(folder.path("bad"))?.message.contains("is missing") == true)
    // Cut short, as a copy that did not finish: named by its line (and column).
    try Data("{\"format\": \"motion-sandbox blob 1\",\n  \"caseNames\": [\"suite/one\",\n".utf8).write(
      to: URL(fileURLWithPath: folder.path("bad/blob.json")))
    let cut = fault(folder.path("bad"))
    #expect(cut?.line == 3)
    #expect(cut?.message.hasPrefix("not a blob of motion-sandbox: ") == true)
    #expect(cut?.message.contains("(column 1)") == true)
    // A case that is not the run's case of that number.
    let wrong = ShardBlob(
      shard: Shard(index: 1, count: 1), update: false, caseNames: ["suite/one"], records: [record(0, "two")])
    try wrong.write(into: folder.path("bad"))
    #expect(fault(folder.path("bad"))?.message.contains("not among the run's cases") == true)
  }

  /// The first fault of reading `blob` written into `folder`, or nil when it reads back.
  func fault(of blob: ShardBlob, in folder: TemporaryDirectory) throws -> InputError? {
    try blob.write(into: folder.url.path)
    do {
      _ = try ShardBlob.read(from: folder.url.path)
      return nil
    } catch {
      return error.errors.first
    }
  }

  @Test func anNAboveTheLargestShardCountIsNamedWithTheFile() throws {
    // merge-reports needs every shard's blob, and looked for each of N.
    let folder = try TemporaryDirectory()
    var blob = ShardBlob(
      shard: Shard(index: 1, count: Shard.largestCount), update: false, caseNames: ["suite/one"],
      records: [record(0, "one")])
    #expect(try fault(of: blob, in: folder) == nil)
    blob.shard = Shard(index: 1, count: Shard.largestCount + 1)
    let wrong = try #require(try fault(of: blob, in: folder))
    #expect(wrong.file == folder.url.path + "/blob.json")
    #expect(wrong.message.contains("1 ≤ I ≤ N ≤ \(Shard.largestCount)"), "\(wrong.message)")
  }

  @Test func anIndexOrSuiteIndexThatIsNotTheRunsIsNamedWithTheFile() throws {
    let folder = try TemporaryDirectory()
    let names = ["suite/one", "suite/two"]
    var blob = ShardBlob(
      shard: Shard(index: 2, count: 2), update: false, caseNames: names, records: [record(1, "two")])
    #expect(try fault(of: blob, in: folder) == nil)
    // Int.max as the case's number: `index + 1` in the message stopped the program.
    blob.records[0].index = .max
    let huge = try #require(try fault(of: blob, in: folder))
    #expect(huge.file == folder.url.path + "/blob.json")
    #expect(huge.message.contains("\(Int.max) is not from 0 to 1"), "\(huge.message)")
    blob.records[0].index = -1
    #expect(try fault(of: blob, in: folder)?.message.contains("not among the run's cases") == true)
    // A suite number no run gives (a case's is at most its own number): it made a second
    // <testsuite> of the same suite in the merged JUnit file.
    blob.records[0].index = 1
    for suiteIndex in [5, -1] {
      blob.records[0].suiteIndex = suiteIndex
      let wrong = try #require(try fault(of: blob, in: folder))
      #expect(wrong.file == folder.url.path + "/blob.json")
      #expect(wrong.message.contains("has suiteIndex \(suiteIndex), not from 0 to 1"), "\(wrong.message)")
    }
    blob.records[0].suiteIndex = 1
    #expect(try fault(of: blob, in: folder) == nil)
  }

  @Test func aTimeOrASectionNoRunWritesIsNamedWithTheFile() throws {
    // A blob is a CI artifact: its time went into the JUnit file as time="-5.000" (invalid)
    // and its section into the page review serves, script and all.
    let folder = try TemporaryDirectory()
    var blob = ShardBlob(
      shard: Shard(index: 1, count: 1), update: false, caseNames: ["suite/one"], records: [record(0, "one")])
    for seconds in [-5, 1e300] {
      blob.records[0].seconds = seconds
      let fault = try #require(try fault(of: blob, in: folder))
      #expect(
        fault.file == folder.url.path + "/blob.json" && fault.message.contains("took"), "\(fault.message)")
    }
    blob.records[0].seconds = 1
    blob.records[0].section = "<section id=\"case-1\"><script>fetch('/accept')</script></section>"
    let fault = try #require(try fault(of: blob, in: folder))
    #expect(fault.message.contains("report section is not one this program writes"), "\(fault.message)")
  }
}
