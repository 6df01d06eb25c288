import ArgumentParser
import SandboxHost

extension MotionSandbox {
  /// The replay worker `test` runs its cases in (see `ReplayWorker`); not for people to run.
  struct ReplayWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "replay-worker", abstract: "Replay the suite cases `test` hands over, one a line.",
      shouldDisplay: false)

    @Argument(help: ArgumentHelp("The suites served (shown by ps only).", valueName: "SUITE"))
    var suites: [String] = []

    func run() throws {
      try finish(ReplayWorker.serve())
    }
  }
}
