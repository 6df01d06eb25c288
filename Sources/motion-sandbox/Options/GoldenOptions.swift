import ArgumentParser
import SandboxHost

/// `replay`'s check of its films against goldens as they are drawn (how `test` replays a case).
struct GoldenOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Check the films against their goldens in DIR as they are drawn: a film alike with its golden (same "
        + "size and frame times, every pixel within --tolerance) is not encoded but written as the golden's "
        + "bytes. `test` replays its cases so.",
      valueName: "DIR"))
  var goldens: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "With --goldens: how far a film's pixel may be from its golden's, per channel (0–255, default 0).",
      valueName: "N"))
  var tolerance: Int?

  func validate() throws {
    if tolerance != nil, goldens == nil { throw ValidationError("--tolerance applies only with --goldens") }
    if let tolerance, !(0...255).contains(tolerance) {
      throw ValidationError("--tolerance must be from 0 to 255, not \(tolerance)")
    }
  }

  /// The goldens as the replay takes them, or nil without `--goldens`.
  var reference: GoldenReference? {
    goldens.map { GoldenReference(directory: $0, pixelTolerance: tolerance ?? 0) }
  }
}
