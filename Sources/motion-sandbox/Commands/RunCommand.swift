import ArgumentParser
import Foundation
import SandboxHost

extension MotionSandbox {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Open the live sandbox window.",
      discussion: """
        Keys and mouse:
        \(HUDRenderer.helpLines.map { $0.isEmpty ? "" : "  " + asciiSpelling($0) }.joined(separator: "\n"))

        Alt-drag is the same as Ctrl-drag (desktops often take Alt-drag for moving windows).

        With --scene PATH the file is watched: saving it reloads the scene in the window, keeping \
        pause, slow motion, overlay and panel; an edit that does not load keeps the last good \
        scene running and shows its errors (file:line). The tuning panel (t) changes springs \
        live; each change is recorded as a `set` line, and w writes the tuned scene into --out.

        Without a display, says so in one line and renders headless instead: the default scene \
        plays the built-in demo, another built-in scene its own script, a scene file is captured \
        still (final.png). Output goes to --out, else ./\(CommandLineDefaults.headlessOutputDirectory); --overlay is \
        drawn; --fps, --record and --software have no meaning there.
        """)

    @Option(
      help: ArgumentHelp("A built-in scene name (see `scenes`) or a scene file.", valueName: "NAME|PATH"))
    var scene: String = BuiltInScenes.defaultSceneName

    @OptionGroup(title: "Playback") var playback: PlaybackOptions

    @Option(help: ArgumentHelp("Record everything you do as an input script at PATH.", valueName: "PATH"))
    var record: String?

    @Flag(help: "Use SDL's software renderer.")
    var software = false

    func run() throws {
      var options = RunOptions()
      options.scene = scene
      options.fps = playback.fps
      options.recordPath = record
      if let out = playback.out {
        options.outputDirectory = out
        options.headlessOutputDirectory = out
      }
      options.overlay = playback.overlay
      options.software = software
      try finish(Commands.run(options))
    }
  }
}
