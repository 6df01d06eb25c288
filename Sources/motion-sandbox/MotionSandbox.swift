import ArgumentParser
import Foundation
import SandboxHost

/// The command line of docs/command-line.md: parsing only; every command's work is in `SandboxHost`.
struct MotionSandbox: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "motion-sandbox",
    abstract: "A sandbox for Material Motion's direct-manipulation and toss interactions.",
    discussion: """
      With no command, runs the live sandbox (the same as `motion-sandbox run`).

      Exit status: 0 success; 1 failure at run time (or `compare` found a difference); \
      2 bad input (arguments, scene files, scripts), with `error:` lines on stderr.
      """,
    version: VersionReport.text,
    subcommands: [
      Run.self, Replay.self, Compare.self, Test.self, Review.self, MergeReports.self, CaseCommand.self,
      Scenes.self,
      Check.self,
      SpringCommand.self, ReplayWorkerCommand.self,
    ],
    defaultSubcommand: Run.self)
}

/// Ends the process with `status` unless it is success.
func finish(_ status: Int32) throws {
  if status != 0 { throw ExitCode(status) }
}
