import Foundation

/// The suite-files fuzz target: the files a suite and its CI hand `test`, `merge-reports` and
/// `review` (a case's `case.json`, a durations file, a shard's `blob.json`, a report's
/// `cases.json`), each read from the same bytes, and a blob that reads merged as
/// `merge-reports` merges it.
enum SuiteFuzzing {
  /// Writes `bytes` as each of the four files in the scratch folder and reads it; a blob that
  /// reads is merged into a JUnit file, a report and a durations file there.
  static func run(_ bytes: [UInt8]) {
    let folder = FuzzTarget.scratchFolder + "/suite"
    for name in ["case", "blob", "report", "merged"] {
      try? FileManager.default.createDirectory(atPath: folder + "/" + name, withIntermediateDirectories: true)
    }
    let caseFile = FuzzTarget.scratchFile("suite/case/case.json", holding: bytes)
    var errors: [InputError] = []
    _ = SuiteCase.load(directory: folder + "/case", suiteName: "suite", suiteIndex: 0, errors: &errors)
    _ = try? CaseDurations.read(caseFile)
    _ = FuzzTarget.scratchFile("suite/report/cases.json", holding: bytes)
    _ = try? ReviewCases.read(reportDirectory: folder + "/report")
    _ = FuzzTarget.scratchFile("suite/blob/" + ShardBlob.fileName, holding: bytes)
    guard (try? ShardBlob.read(from: folder + "/blob")) != nil else { return }
    var options = MergeReportsOptions(blobDirectories: [folder + "/blob"])
    options.junitPath = folder + "/merged/junit.xml"
    options.reportDirectory = folder + "/merged/report"
    options.durationsPath = folder + "/merged/durations.json"
    _ = Commands.mergeReports(options) { _ in }
  }
}
