import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play an input script against a scene, headless unless --window.",
      discussion: """
        Frames fall at t = k/fps and the clock also stops at every capture and dump time. \
        After the last line the replay steps on until everything is at rest or --settle \
        seconds have passed, then writes final.json and final.png. Nothing is written when \
        the scene, the script or the options are bad (exit status 2), when --out already \
        holds files (anything at all) and --overwrite is not given, or when an output would \
        replace the script or the scene. The outputs appear together once all are written: \
        a run-time failure (exit status 1) leaves the output folder as it was.
        """)

    @Argument(help: ArgumentHelp("The input script (JSON Lines).", valueName: "SCRIPT"))
    var script: String

    @Option(help: ArgumentHelp("A built-in scene name or a scene file.", valueName: "NAME|PATH"))
    var scene: String

    @OptionGroup(title: "Playback") var playback: PlaybackOptions

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Seconds to wait for rest after the last line, ≥ 0.", valueName: "S"))
    var settle: Double = CommandLineDefaults.settle

    @OptionGroup(title: "Contact sheet") var sheet: ContactSheetOptions

    @Flag(help: "Write into an --out folder that already holds files (replacing those this replay writes).")
    var overwrite = false

    @OptionGroup(title: "Goldens") var goldens: GoldenOptions

    @Flag(
      help:
        "After writing the files, open the player: real speed, space pauses, . steps, Left/Right/Home seek, the timeline drags, d dumps the state shown, q quits."
    )
    var window = false

    func run() throws {
      var options = ReplayOptions(scriptPath: script, scene: scene)
      options.fps = playback.fps ?? CommandLineDefaults.fps
      options.outputDirectory = playback.out ?? CommandLineDefaults.replayOutputDirectory
      options.overlay = playback.overlay
      options.settle = settle
      options.contactSheet = sheet.contactSheet
      options.sheetInterval = sheet.every
      options.tileWidth = sheet.tileWidth
      options.overwrite = overwrite
      options.window = window
      options.goldens = goldens.reference
      try finish(Commands.replay(options))
    }
  }
}
