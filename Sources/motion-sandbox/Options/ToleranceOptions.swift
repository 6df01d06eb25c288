import ArgumentParser
import SandboxHost

/// How far `compare`'s EXPECTED and ACTUAL may differ and still be alike: per channel and in
/// pixels for images and films, per number and per quantity for dumps and tracks. Each is nil
/// when not given, for the kind's default; a quantity's own tolerance wins over `--tolerance`.
struct ToleranceOptions: ParsableArguments {
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

  /// The comparison these tolerances allow, writing an image's diff to `diffPath` (nil for the
  /// default); the quantities not given are left out.
  func compareOptions(diffPath: String?) -> CompareOptions {
    let quantities = [
      ("points", points), ("scale", scale), ("radians", radians), ("pointsPerSecond", pointsPerSecond),
    ].compactMap { name, value in value.map { (name, $0) } }
    return CompareOptions(
      tolerance: tolerance, maxPixels: maxPixels, maxPixelRatio: maxPixelRatio,
      quantities: Dictionary(uniqueKeysWithValues: quantities), diffPath: diffPath)
  }
}
