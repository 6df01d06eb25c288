import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validate scene files and input scripts.",
      discussion: """
        Prints every fault with its file and line; exit status 2 if there is any. Scripts also \
        get `warning:` lines for touch lines the replay ignores (a move or lift of a touch that \
        is not down, a down of one that is); warnings alone leave the status 0. With --scene, \
        scripts are also read in that scene as replay plays them: a `set` line naming an \
        interaction the scene shown then lacks, or one without a spring, is a fault.
        """)

    @Argument(help: ArgumentHelp("Scene files (.json) and scripts (.jsonl).", valueName: "FILE"))
    var files: [String]

    @Option(
      help: ArgumentHelp(
        "Read the scripts in this scene: a built-in name or a scene file.", valueName: "NAME|PATH"))
    var scene: String?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Count films and tracks in frames at this rate, as replay --fps makes them (default "
          + "\(CommandLineDefaults.spelled(CommandLineDefaults.fps))).",
        valueName: "N"))
    var fps: Double = CommandLineDefaults.fps

    func validate() throws {
      if files.isEmpty { throw ValidationError("check needs at least one FILE") }
    }

    func run() throws {
      try finish(Commands.check(files, scene: scene, fps: fps))
    }
  }
}
