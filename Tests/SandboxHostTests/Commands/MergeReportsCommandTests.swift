import Foundation
import Motion
import Testing

@testable import SandboxHost

/// `test --shard I/N --blob DIR` in every shard, then `merge-reports`: the reports one unsharded
/// run writes, and refusals of blobs that make no whole run.
@Suite struct MergeReportsCommandTests {
  let names = ["a", "b", "c", "d", "e"]

  /// `text` with every time (`time="…"` and the report's `1.0 s`) blanked.
  func timesBlanked(_ text: String) -> String {
    text.replacing(/time="[0-9.]+"/, with: "time=\"\"").replacing(/<td>[0-9.]+ s<\/td>/, with: "<td></td>")
  }

  /// Runs shards `shards` of `count` of the suite into blob folders named `blob-I-of-N`; returns the
  /// folders.
  func runShards(
    _ shards: [Int], of count: Int, suite: String, folder: TemporaryDirectory, failing: Set<String>
  ) -> [String] {
    shards.map { index in
      var options = TestOptions(suites: [suite])
      options.shard = Shard(index: index, count: count)
      options.blobDirectory = folder.path("blob-\(index)-of-\(count)")
      options.jobs = 2
      _ = Commands.test(options, replay: StandInSuite.replay(failing: failing), output: { _ in })
      return folder.path("blob-\(index)-of-\(count)")
    }
  }

  @Test func theMergedReportsAreThoseOfOneUnshardedRunTimesAside() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    var whole = TestOptions(suites: [suite])
    whole.junitPath = folder.path("out/junit.xml")
    whole.reportDirectory = folder.path("out/report")
    let failing: Set<String> = ["b", "e"]
    #expect(
      Commands.test(whole, replay: StandInSuite.replay(failing: failing), output: { _ in })
        == Commands.failure)

    let blobs = runShards([3, 1, 4, 2], of: 4, suite: suite, folder: folder, failing: failing)
    var merge = MergeReportsOptions(blobDirectories: blobs)
    merge.junitPath = folder.path("out/junit.xml")
    merge.reportDirectory = folder.path("out/report")
    let read = { (path: String) in try String(contentsOfFile: path, encoding: .utf8) }
    let wholeXML = try read(folder.path("out/junit.xml"))
    let wholeHTML = try read(folder.path("out/report/index.html"))
    try FileManager.default.removeItem(atPath: folder.path("out"))
    var lines: [String] = []
    #expect(Commands.mergeReports(merge, output: { lines.append($0) }) == Commands.failure)
    #expect(lines.contains("3 passed, 2 failed"), "\(lines)")
    #expect(timesBlanked(try read(folder.path("out/junit.xml"))) == timesBlanked(wholeXML))
    #expect(timesBlanked(try read(folder.path("out/report/index.html"))) == timesBlanked(wholeHTML))
    #expect(wholeHTML.contains("id=\"case-2\"") && wholeHTML.contains("id=\"case-5\""))
  }

  @Test func aMissingShardOrBlobsOfAnotherNAreBadInputAndWriteNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let blobs = runShards([1, 2, 3], of: 3, suite: suite, folder: folder, failing: [])
    var merge = MergeReportsOptions(blobDirectories: [blobs[0], blobs[2]])
    merge.junitPath = folder.path("out/junit.xml")
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))

    let other = runShards([2], of: 2, suite: suite, folder: folder, failing: [])
    merge.blobDirectories = blobs + other
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    merge.blobDirectories = [blobs[0], blobs[0], blobs[1], blobs[2]]
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    #expect(
      Commands.disagreements(among: try [blobs[0], blobs[2]].map { ($0, try ShardBlob.read(from: $0)) })
        .map(\.message) == ["shard 2/3 is missing: merge-reports needs the blob of every shard"])

    merge.blobDirectories = blobs
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.success)
    #expect(FileManager.default.fileExists(atPath: folder.path("out/junit.xml")))
    // One folder holding every shard's blob folder, as a CI job downloads them.
    let downloaded = folder.path("downloaded")
    try FileManager.default.createDirectory(atPath: downloaded, withIntermediateDirectories: true)
    for blob in blobs {
      try FileManager.default.copyItem(
        atPath: blob, toPath: downloaded + "/" + URL(fileURLWithPath: blob).lastPathComponent)
    }
    merge.blobDirectories = [downloaded]
    var lines: [String] = []
    #expect(Commands.mergeReports(merge, output: { lines.append($0) }) == Commands.success)
    #expect(lines.first == "merged 3 shards of 3", "\(lines)")
  }

  @Test func aSuiteNumberThatIsNotTheRunsIsBadInputNamingTheBlob() throws {
    // Each blob alone may hold it (case 4's suite number 2 is at most its number 3), but the
    // run has one suite: the merged JUnit file held a second <testsuite name="suite">.
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let blobs = runShards([1, 2], of: 2, suite: suite, folder: folder, failing: [])
    var blob = try ShardBlob.read(from: blobs[1])
    #expect(blob.records.map(\.index) == [3, 4])
    blob.records[0].suiteIndex = 2
    try blob.write(into: blobs[1])
    var merge = MergeReportsOptions(blobDirectories: blobs)
    merge.junitPath = folder.path("out/junit.xml")
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    let faults = Commands.disagreements(among: try blobs.map { ($0, try ShardBlob.read(from: $0)) })
    #expect(faults.map(\.file) == [blobs[1] + "/blob.json"])
    #expect(faults.first?.message.hasPrefix("case suite/d has suiteIndex 2, which cannot come after") == true)
    // One number for two suites' cases is the same fault.
    blob.records[0].suiteIndex = 0
    blob.records[1].suiteName = "other"
    blob.caseNames[4] = "other/e"
    try blob.write(into: blobs[1])
    var first = try ShardBlob.read(from: blobs[0])
    first.caseNames[4] = "other/e"
    try first.write(into: blobs[0])
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    blob.records[1].suiteIndex = 1
    try blob.write(into: blobs[1])
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.success)
  }

  @Test func shardsThatSplitTheCasesDifferentlyNameTheCasesNoneRanAndWhy() throws {
    // Shards run one after another with one durations file each split anew: cases ran twice,
    // others never, and the merge named only the cases twice.
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let blobs = runShards([1, 2], of: 2, suite: suite, folder: folder, failing: [])
    var second = try ShardBlob.read(from: blobs[1])
    let first = try ShardBlob.read(from: blobs[0])
    // The second shard ran the first's cases in place of its own.
    second.records = first.records
    try second.write(into: blobs[1])
    let faults = Commands.disagreements(among: try blobs.map { ($0, try ShardBlob.read(from: $0)) })
    let unrun = try #require(faults.last)
    #expect(unrun.message.hasPrefix("2 cases are in no blob (suite/d, suite/e)"), "\(unrun.message)")
    #expect(unrun.message.contains("give every shard the same durations file"))
    #expect(faults.dropLast().allSatisfy { $0.message.contains("is also in") })
  }

  /// Outputs of the merge that land on each other are refused and nothing is written: the
  /// JUnit file replaced the durations file, or the report's script.
  @Test func outputsOnEachOtherAreBadInputAndWriteNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let blobs = runShards([1], of: 1, suite: suite, folder: folder, failing: [])
    var merge = MergeReportsOptions(blobDirectories: blobs)
    merge.junitPath = folder.path("out/m.xml")
    merge.durationsPath = folder.path("out/m.xml")
    #expect(
      Commands.problems(with: merge).map(\.message) == [
        "--junit and --durations name the same file \(folder.path("out/m.xml")); outputs never write over each other"
      ])
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    merge = MergeReportsOptions(blobDirectories: blobs)
    merge.reportDirectory = folder.path("out/mr")
    merge.junitPath = folder.path("out/mr/report.js")
    #expect(Commands.problems(with: merge).contains { $0.message.contains("inside the --report folder") })
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }

  @Test func shardsWithDurationsSplitByTimeAndTheMergeWritesEveryShardsTimes() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let durations = try folder.write(
      "durations.json", "{\"suite/a\": 8, \"suite/b\": 1, \"suite/c\": 1, \"suite/d\": 1, \"suite/e\": 1}")
    var options = TestOptions(suites: [suite])
    options.shard = Shard(index: 1, count: 2)
    options.durationsPath = durations
    var lines: [String] = []
    #expect(
      Commands.test(
        options, replay: StandInSuite.replay(writing: StandInSuite.dump), output: { lines.append($0) })
        == Commands.success)
    // The long case alone in its shard: the four short ones fill the second.
    #expect(lines.first == "shard 1/2: 1 of 5 cases", "\(lines)")
    #expect(lines.contains { $0.hasPrefix("PASS suite/a ") }, "\(lines)")
    let written = try CaseDurations.read(durations)
    #expect(written.seconds["suite/b"] == 1 && written.seconds["suite/a"]! < 8, "\(written)")
  }

  @Test func aBlobMissingAPictureItsSectionShowsIsDamagedAndNothingIsWritten() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
    let blobs = runShards([1, 2], of: 2, suite: suite, folder: folder, failing: ["b"])
    let record = try #require(try ShardBlob.read(from: blobs[0]).records.first { $0.name == "b" })
    let link = try #require(record.pictureLinks.first)
    try FileManager.default.removeItem(atPath: blobs[0] + "/" + link)
    var merge = MergeReportsOptions(blobDirectories: blobs)
    merge.reportDirectory = folder.path("out/report")
    merge.junitPath = folder.path("out/junit.xml")
    let errors = Commands.damagedFiles(in: try blobs.map { ($0, try ShardBlob.read(from: $0)) })
    #expect(errors.count == 1)
    #expect(errors.first?.file == blobs[0] + "/blob.json")
    #expect(errors.first?.message.contains(link) == true, "\(errors)")
    #expect(Commands.mergeReports(merge, output: { _ in }) == Commands.badInput)
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
  }
}

extension SDLSuite {
  /// `merge-reports` of `test --update` blobs, whose cases need a picture (`final.png`).
  @Suite struct MergeReportsOfUpdates {
    @Test func theMergeOfUpdateBlobsHoldsThePicturesOfTheirSections() throws {
      // Only failing cases' pictures were copied; an update's cases pass, so its report's
      // before-and-after links led nowhere.
      let folder = try TemporaryDirectory()
      let names = ["a", "b", "c", "d", "e"]
      let suite = try StandInSuite.make(folder, cases: names, golden: StandInSuite.dump)
      // An update needs final.png, whose golden is written from a picture.
      let image = folder.path("final.png")
      try writeImage(image, fill: Color(red: 10, green: 20, blue: 30))
      let blobs = [1, 2].map { index in
        var options = TestOptions(suites: [suite])
        options.update = true
        options.shard = Shard(index: index, count: 2)
        options.blobDirectory = folder.path("blob-\(index)")
        _ = Commands.test(
          options,
          replay: { suiteCase, out, log in
            let dump = ["b", "e"].contains(suiteCase.name) ? StandInSuite.moved : StandInSuite.dump
            return StandInSuite.replay(writing: dump, image: image)(suiteCase, out, log)
          }, output: { _ in })
        return folder.path("blob-\(index)")
      }
      var merge = MergeReportsOptions(blobDirectories: blobs)
      merge.reportDirectory = folder.path("report")
      var lines: [String] = []
      #expect(Commands.mergeReports(merge, output: { lines.append($0) }) == Commands.success, "\(lines)")
      let records = try blobs.flatMap { try ShardBlob.read(from: $0).records }
      let links = records.flatMap(\.pictureLinks)
      #expect(links.count >= 2, "each changed golden shows before and after: \(records.map(\.section))")
      for link in links {
        #expect(FileManager.default.fileExists(atPath: folder.path("report/" + link)), "\(link)")
      }
    }
  }
}
