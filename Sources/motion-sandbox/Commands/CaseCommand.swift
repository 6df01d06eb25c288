import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct CaseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "case", abstract: "Make suite cases.", subcommands: [New.self])

    struct New: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Make a suite case from a recording of the live window, with its goldens.",
        discussion: """
          Writes SUITE/NAME/ (the suite folder is made if needed): case.json naming the scene \
          (a built-in name, or the file's path relative to the case), script.jsonl holding the \
          recording under a comment line saying where it came from, the live window's \
          date-stamped output names made stable (film-t1.250.png), and expected/ with the \
          goldens of a first replay. Checks the recording against the scene first: on bad \
          input nothing is written (exit status 2); an existing case is never replaced. See \
          docs/suites.md.
          """)

      @Argument(
        help: ArgumentHelp("Where the case goes: the suite folder, then its name.", valueName: "SUITE/NAME"))
      var path: String

      @Option(
        help: ArgumentHelp("The recording (run --record, or the live window's session).", valueName: "FILE"))
      var recording: String

      @Option(
        help: ArgumentHelp("The scene it was recorded on: a built-in name or a file.", valueName: "NAME|PATH")
      )
      var scene: String

      func run() throws {
        try finish(Commands.newCase(path, recording: recording, scene: scene))
      }
    }
  }
}
