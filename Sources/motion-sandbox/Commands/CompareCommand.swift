import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two images, films, state dumps or tracks.",
      discussion: """
        Images: a pixel differs when a channel differs by more than --tolerance (0–255, \
        default \(CommandLineDefaults.imageTolerance)); when they differ the diff image is written (differing pixels in magenta \
        over a dimmed copy of EXPECTED) where --diff says, else as ACTUAL-NAME-diff.png in the \
        current folder; images of different sizes are reported with both sizes; --max-pixels or \
        --max-pixel-ratio let that many pixels differ (in each frame of a film). Dumps and \
        tracks: numbers may differ by --tolerance (default \(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance))), a quantity's by its own \
        (--points, --scale, --radians, --points-per-second), everything else must be equal; \
        each differing field is printed as a path such as elements[square].position[0] with \
        both values and how far apart in its unit. Exit status 0 when alike, 1 when different, \
        2 on bad input, and when the diff would replace EXPECTED or ACTUAL.
        """)

    @Argument(help: ArgumentHelp("The expected image or dump.", valueName: "EXPECTED"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image or dump.", valueName: "ACTUAL"))
    var actual: String

    @OptionGroup(title: "Tolerances") var tolerances: ToleranceOptions

    @Option(
      help: ArgumentHelp(
        "Images: where to write the diff image (default: ACTUAL-NAME-diff.png in the current folder).",
        valueName: "PATH"))
    var diff: String?

    func run() throws {
      try finish(
        Commands.compareFiles(
          expected: expected, actual: actual, options: tolerances.compareOptions(diffPath: diff)))
    }
  }
}
