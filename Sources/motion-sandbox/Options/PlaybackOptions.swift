import ArgumentParser
import SandboxHost

/// What `run` and `replay` both take: how many frames fall a second, where files go and whether
/// the debug overlay is drawn; each command says in its help what it does without them.
struct PlaybackOptions: ParsableArguments {
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Frames per second, 1 to 1000 (run: held on the display, default the display's rate; replay: of "
        + "script time, default \(CommandLineDefaults.spelled(CommandLineDefaults.fps))).",
      valueName: "N"))
  var fps: Double?

  @Option(
    help: ArgumentHelp(
      "The output folder (run: where c, d and w write, default \(CommandLineDefaults.liveOutputDirectory), "
        + "\(CommandLineDefaults.headlessOutputDirectory) without a display; replay: default "
        + "\(CommandLineDefaults.replayOutputDirectory)).",
      valueName: "DIR"))
  var out: String?

  @Flag(help: "Draw the debug overlay (run: from the start; replay: into the captures).")
  var overlay = false
}
