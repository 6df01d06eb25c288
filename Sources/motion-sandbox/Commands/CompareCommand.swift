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

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Images: largest per-channel difference (0–255) still equal. Dumps: largest difference of a number.",
        valueName: "T"))
    var tolerance: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Images and film frames: how many pixels may differ beyond the tolerance.", valueName: "N"))
    var maxPixels: Int?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Images and film frames: the fraction of pixels (0–1) that may differ.", valueName: "R"))
    var maxPixelRatio: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Dumps and tracks: positions, sizes, corners, in points.", valueName: "PT"))
    var points: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Dumps and tracks: scales.", valueName: "S"))
    var scale: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Dumps and tracks: rotations, in radians.", valueName: "RAD"))
    var radians: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Dumps and tracks: velocities, in points per second.", valueName: "V"))
    var pointsPerSecond: Double?

    @Option(
      help: ArgumentHelp(
        "Images: where to write the diff image (default: ACTUAL-NAME-diff.png in the current folder).",
        valueName: "PATH"))
    var diff: String?

    func run() throws {
      let quantities = [
        ("points", points), ("scale", scale), ("radians", radians), ("pointsPerSecond", pointsPerSecond),
      ].compactMap { name, value in value.map { (name, $0) } }
      let options = CompareOptions(
        tolerance: tolerance, maxPixels: maxPixels, maxPixelRatio: maxPixelRatio,
        quantities: Dictionary(uniqueKeysWithValues: quantities), diffPath: diff)
      try finish(Commands.compareFiles(expected: expected, actual: actual, options: options))
    }
  }
}
