import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct MergeReports: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "merge-reports",
      abstract: "Merge the blobs of a sharded test run into one JUnit file and one HTML report.",
      discussion: """
        Each BLOB_DIR is a folder that `test --shard I/N --blob DIR` wrote, or a folder of \
        such folders (where a CI job downloaded every shard's blob). The merged JUnit XML \
        and report are those one unsharded run writes, times aside. Exit status 0 when every \
        case passed, 1 when any failed, 2 when a blob is missing, damaged or of another run (the \
        blobs disagree on N or on the cases), or a shard is missing or given twice (then \
        nothing is written). See docs/suites.md and docs/ci.md.
        """)

    @Argument(
      help: ArgumentHelp(
        "The blob folders of the shards (or folders of them), in any order.", valueName: "BLOB_DIR"))
    var blobs: [String]

    @OptionGroup(title: "Reports") var reports: SuiteReportOptions

    @Option(
      help: ArgumentHelp(
        "Write every shard's times into this durations file (its other entries kept), for the next run's --shard.",
        valueName: "FILE"))
    var durations: String?

    func validate() throws {
      if blobs.isEmpty { throw ValidationError("merge-reports needs at least one BLOB_DIR") }
    }

    func run() throws {
      var options = MergeReportsOptions(blobDirectories: blobs)
      options.junitPath = reports.junit
      options.reportDirectory = reports.report
      options.durationsPath = durations
      try finish(Commands.mergeReports(options))
    }
  }
}
