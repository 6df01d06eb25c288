import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay every case of suites and compare the outputs with their goldens.",
      discussion: """
        A suite is a folder of cases; a case is a folder with case.json ({"scene": NAME|PATH, \
        "fps": \(CommandLineDefaults.spelled(CommandLineDefaults.fps)), \
        "settle": \(CommandLineDefaults.spelled(CommandLineDefaults.settle)), \
        "tolerance": \(CommandLineDefaults.imageTolerance), \
        "dumpTolerance": \(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance))}; only scene is \
        required; a path is relative to the case folder), script.jsonl and expected/ (a golden \
        for each capture and dump of the script and final.json; final.png is compared when \
        present). Prints one line per case (see --reporter) and "N passed, N failed". \
        --shard I/N runs one part of the cases and --blob keeps its results for merge-reports. \
        Exit status 0 when every \
        case passes, 1 when any fails, 2 on bad input (nothing runs). See docs/suites.md.
        """)

    @Argument(help: ArgumentHelp("Suite folders (or single case folders).", valueName: "SUITE"))
    var suites: [String]

    @Flag(
      help: "Write the goldens from this run instead of comparing (says which are new, changed, unchanged).")
    var update = false

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Replays run at once (default: the number of cores).", valueName: "N"))
    var jobs: Int?

    @OptionGroup(title: "Reports") var reports: SuiteReportOptions

    @OptionGroup(title: "Shards") var sharding: ShardOptions

    @OptionGroup(title: "Repeats and progress") var running: SuiteRunOptions

    @Option(
      help: ArgumentHelp(
        "Only the cases whose SUITE/CASE name contains TEXT (repeat for any of several).", valueName: "TEXT"))
    var filter: [String] = []

    @Option(
      help: ArgumentHelp(
        "Make the last failing run's actual outputs (kept in CASE/actual) the goldens, without replaying: "
          + "every case that has them, or CASE, SUITE/CASE or CASE/FILE (repeat for several). Refused when "
          + "they are older than the case's script or scene.",
        valueName: "CASE[/FILE]"))
    var accept: [String] = []

    func validate() throws {
      if suites.isEmpty { throw ValidationError("test needs at least one SUITE") }
      if !accept.isEmpty, update { throw ValidationError("--accept and --update do not go together") }
    }

    func run() throws {
      // --accept replays nothing: these would be ignored, and the file or folder never written.
      let unused = [
        ("--junit", reports.junit != nil), ("--report", reports.report != nil),
        ("--shard", sharding.shard != nil),
        ("--durations", sharding.durations != nil), ("--blob", sharding.blob != nil),
        ("--repeat-each", running.repeatEach != 1), ("--timeout", running.timeout != nil),
        ("--jobs", jobs != nil),
      ].filter(\.1).map(\.0)
      if !accept.isEmpty, let first = unused.first {
        Commands.printError(
          "--accept replays nothing, so \(first) has nothing to do (run test again with it to see the new goldens)"
        )
        throw ExitCode(2)
      }
      var options = TestOptions(suites: suites)
      options.update = update
      options.jobs = jobs
      options.junitPath = reports.junit
      options.reportDirectory = reports.report
      options.filters = filter
      options.shard = sharding.shard.flatMap(Shard.init(spelling:))
      options.durationsPath = sharding.durations
      options.blobDirectory = sharding.blob
      options.repeatEach = running.repeatEach
      options.timeout = running.timeout
      options.reporter = running.reporter
      if !accept.isEmpty { options.accept = accept }
      try finish(Commands.test(options))
    }
  }
}
