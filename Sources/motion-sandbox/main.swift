import ArgumentParser
import Foundation
import SandboxHost

/// The command line of CONTRACT §5: parsing only; every command's work is in `SandboxHost`.
struct MotionSandbox: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "motion-sandbox",
    abstract: "A sandbox for Material Motion's direct-manipulation and toss interactions.",
    discussion: """
      With no command, runs the live sandbox (the same as `motion-sandbox run`).

      Exit status: 0 success; 1 failure at run time (or `compare` found a difference); \
      2 bad input (arguments, scene files, scripts), with `error:` lines on stderr.
      """,
    subcommands: [Run.self, Replay.self, Compare.self, Scenes.self, Check.self],
    defaultSubcommand: Run.self)
}

/// Ends the process with `status` unless it is success.
private func finish(_ status: Int32) throws {
  if status != 0 { throw ExitCode(status) }
}

extension MotionSandbox {
  struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Open the live sandbox window.",
      discussion: """
        Keys and mouse:
        \(HUDRenderer.helpLines.joined(separator: "\n"))

        Alt-drag is the same as Ctrl-drag (desktops often take Alt-drag for moving windows).

        With --scene PATH the file is watched: saving it reloads the scene in the window, keeping \
        pause, slow motion, overlay and panel; an edit that does not load keeps the last good \
        scene running and shows its errors (file:line). The tuning panel (t) changes springs \
        live; each change is recorded as a `set` line, and w writes the tuned scene into --out.

        Without a display, renders the built-in demo headless into ./\(Commands.demoDirectory).
        """)

    @Option(
      help: ArgumentHelp("A built-in scene name (see `scenes`) or a scene file.", valueName: "NAME|PATH"))
    var scene: String = BuiltInScenes.defaultScene.name

    @Option(
      help: ArgumentHelp("Hold this many frames per second (default: the display's rate).", valueName: "N"))
    var fps: Double?

    @Option(help: ArgumentHelp("Record everything you do as an input script at PATH.", valueName: "PATH"))
    var record: String?

    @Option(help: ArgumentHelp("Where `c`, `d` and `w` write.", valueName: "DIR"))
    var out: String = "captures"

    @Flag(help: "Start with the debug overlay on.")
    var overlay = false

    @Flag(help: "Use SDL's software renderer.")
    var software = false

    func run() throws {
      var options = RunOptions()
      options.scene = scene
      options.fps = fps
      options.recordPath = record
      options.outputDirectory = out
      options.overlay = overlay
      options.software = software
      try finish(Commands.run(options))
    }
  }

  struct Replay: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play an input script against a scene, headless unless --window.",
      discussion: """
        Frames fall at t = k/fps and the clock also stops at every capture and dump time. \
        After the last line the replay steps on until everything is at rest or --settle \
        seconds have passed, then writes final.json and final.png. Nothing is written when \
        the scene, the script or the options are bad (exit status 2).
        """)

    @Argument(help: ArgumentHelp("The input script (JSON Lines).", valueName: "SCRIPT"))
    var script: String

    @Option(help: ArgumentHelp("A built-in scene name or a scene file.", valueName: "NAME|PATH"))
    var scene: String

    @Option(help: ArgumentHelp("Frames per second of script time.", valueName: "N"))
    var fps: Double = 60

    @Option(help: ArgumentHelp("The output folder.", valueName: "DIR"))
    var out: String = "replay-out"

    @Option(help: ArgumentHelp("Seconds to wait for rest after the last line.", valueName: "S"))
    var settle: Double = 10

    @Flag(help: "Draw the debug overlay into the captures.")
    var overlay = false

    @Flag(help: "Also write contact-sheet.png: the captures in a grid, labelled with their times.")
    var contactSheet = false

    @Flag(help: "Show the replay in a window at real speed.")
    var window = false

    func run() throws {
      var options = ReplayOptions(scriptPath: script, scene: scene)
      options.fps = fps
      options.outputDirectory = out
      options.settle = settle
      options.overlay = overlay
      options.contactSheet = contactSheet
      options.window = window
      try finish(Commands.replay(options))
    }
  }

  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two PNG images.",
      discussion: """
        Exit status 0 when alike, 1 when different (the diff image is written: differing \
        pixels in magenta over a dimmed copy of EXPECTED), 2 on bad input.
        """)

    @Argument(help: ArgumentHelp("The expected image.", valueName: "EXPECTED"))
    var expected: String

    @Argument(help: ArgumentHelp("The actual image.", valueName: "ACTUAL"))
    var actual: String

    @Option(
      help: ArgumentHelp("Largest per-channel difference (0–255) still counted as equal.", valueName: "T"))
    var tolerance: Int = 0

    @Option(help: ArgumentHelp("How many pixels may differ beyond the tolerance.", valueName: "N"))
    var maxPixels: Int = 0

    @Option(
      help: ArgumentHelp("Where to write the diff image (default: ACTUAL-diff.png).", valueName: "PATH"))
    var diff: String?

    func run() throws {
      try finish(
        Commands.compare(
          expected: expected, actual: actual, tolerance: tolerance, maxPixels: maxPixels, diffPath: diff))
    }
  }

  struct Scenes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the built-in scenes.")

    func run() throws {
      try finish(Commands.scenes())
    }
  }

  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Validate scene files and input scripts.",
      discussion: "Prints every fault with its file and line; exit status 2 if there is any.")

    @Argument(help: ArgumentHelp("Scene files (.json) and scripts (.jsonl).", valueName: "FILE"))
    var files: [String]

    func validate() throws {
      if files.isEmpty { throw ValidationError("check needs at least one FILE") }
    }

    func run() throws {
      try finish(Commands.check(files))
    }
  }
}

// ArgumentParser's own usage errors exit with status 2 and an `error:` line, as bad input does.
do {
  var command = try MotionSandbox.parseAsRoot()
  try command.run()
} catch let exit as ExitCode {
  Foundation.exit(exit.rawValue)
} catch {
  let code = MotionSandbox.exitCode(for: error)
  if code == .success {
    print(MotionSandbox.fullMessage(for: error))
    Foundation.exit(0)
  }
  var message = MotionSandbox.fullMessage(for: error)
  if message.hasPrefix("Error: ") { message = String(message.dropFirst("Error: ".count)) }
  FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
  Foundation.exit(2)
}
