import ArgumentParser
import Foundation
import SandboxHost

/// The command line of docs/command-line.md: parsing only; every command's work is in `SandboxHost`.
struct MotionSandbox: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "motion-sandbox",
    abstract: "A sandbox for Material Motion's direct-manipulation and toss interactions.",
    discussion: """
      With no command, runs the live sandbox (the same as `motion-sandbox run`).

      Exit status: 0 success; 1 failure at run time (or `compare` found a difference); \
      2 bad input (arguments, scene files, scripts), with `error:` lines on stderr.
      """,
    version: VersionReport.text,
    subcommands: [
      Run.self, Replay.self, Compare.self, Test.self, Scenes.self, Check.self, SpringCommand.self,
    ],
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

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Hold this many frames per second, 1 to 1000 (default: the display's rate).", valueName: "N"))
    var fps: Double?

    @Option(help: ArgumentHelp("Record everything you do as an input script at PATH.", valueName: "PATH"))
    var record: String?

    @Option(
      help: ArgumentHelp(
        "Where `c`, `d` and `w` write (default: \(CommandLineDefaults.liveOutputDirectory); without a display: "
          + "\(CommandLineDefaults.headlessOutputDirectory)).",
        valueName: "DIR"))
    var out: String?

    @Flag(help: "Start with the debug overlay on.")
    var overlay = false

    @Flag(help: "Use SDL's software renderer.")
    var software = false

    func run() throws {
      var options = RunOptions()
      options.scene = scene
      options.fps = fps
      options.recordPath = record
      if let out {
        options.outputDirectory = out
        options.headlessOutputDirectory = out
      }
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
        the scene, the script or the options are bad (exit status 2), when --out already \
        holds files (anything at all) and --overwrite is not given, or when an output would \
        replace the script or the scene. The outputs appear together once all are written: \
        a run-time failure (exit status 1) leaves the output folder as it was.
        """)

    @Argument(help: ArgumentHelp("The input script (JSON Lines).", valueName: "SCRIPT"))
    var script: String

    @Option(help: ArgumentHelp("A built-in scene name or a scene file.", valueName: "NAME|PATH"))
    var scene: String

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Frames per second of script time, 1 to 1000.", valueName: "N"))
    var fps: Double = CommandLineDefaults.fps

    @Option(help: ArgumentHelp("The output folder.", valueName: "DIR"))
    var out: String = CommandLineDefaults.replayOutputDirectory

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Seconds to wait for rest after the last line, ≥ 0.", valueName: "S"))
    var settle: Double = CommandLineDefaults.settle

    @Flag(help: "Draw the debug overlay into the captures.")
    var overlay = false

    @Flag(help: "Also write contact-sheet.png: the captures in a grid, each labelled with its name and t.")
    var contactSheet = false

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "With --contact-sheet: also a frame every S seconds of script time (from t = 0; the first 500).",
        valueName: "S"))
    var every: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("The contact sheet's tile width in pixels (64–4096).", valueName: "PIXELS"))
    var tileWidth: Int = ContactSheet.defaultCellWidth

    @Flag(help: "Write into an --out folder that already holds files (replacing those this replay writes).")
    var overwrite = false

    // For `test`'s own replays: the case's goldens, which films are verified against in memory.
    @Option(help: .hidden) var verifyFilms: String?
    @Option(help: .hidden) var filmTolerance: Int = 0

    @Flag(
      help:
        "After writing the files, open the player: real speed, space pauses, . steps, Left/Right/Home seek, the timeline drags, d dumps the state shown, q quits."
    )
    var window = false

    func run() throws {
      var options = ReplayOptions(scriptPath: script, scene: scene)
      options.fps = fps
      options.outputDirectory = out
      options.settle = settle
      options.overlay = overlay
      options.contactSheet = contactSheet
      options.sheetInterval = every
      options.tileWidth = tileWidth
      options.overwrite = overwrite
      options.window = window
      options.filmGoldens = verifyFilms
      options.filmTolerance = filmTolerance
      try finish(Commands.replay(options))
    }
  }

  struct Compare: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare two PNG images or two state dumps.",
      discussion: """
        Images: a pixel differs when a channel differs by more than --tolerance (0–255, \
        default \(CommandLineDefaults.imageTolerance)); when they differ the diff image is written (differing pixels in magenta \
        over a dimmed copy of EXPECTED) where --diff says, else as ACTUAL-NAME-diff.png in the \
        current folder; images of different sizes are reported with both sizes. Dumps (.json): \
        numbers may differ by --tolerance (default \(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance))), everything else must be equal; each \
        differing field is printed as a path such as elements[square].position[0] with both \
        values. Exit status 0 when alike, 1 when different, 2 on bad input, and when the diff \
        would replace EXPECTED or ACTUAL.
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
      help: ArgumentHelp("Images: how many pixels may differ beyond the tolerance.", valueName: "N"))
    var maxPixels: Int = 0

    @Option(
      help: ArgumentHelp(
        "Images: where to write the diff image (default: ACTUAL-NAME-diff.png in the current folder).",
        valueName: "PATH"))
    var diff: String?

    func run() throws {
      try finish(
        Commands.compareFiles(
          expected: expected, actual: actual, tolerance: tolerance, maxPixels: maxPixels, diffPath: diff))
    }
  }

  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Replay every case of suites and compare the outputs with their goldens.",
      discussion: """
        A suite is a folder of cases; a case is a folder with case.json ({"scene": NAME|PATH, \
        "fps": \(CommandLineDefaults.spelled(CommandLineDefaults.fps)), \
        "settle": \(CommandLineDefaults.spelled(CommandLineDefaults.settle)), \
        "tolerance": \(CommandLineDefaults.imageTolerance), \
        "dumpTolerance": \(CommandLineDefaults.spelled(CommandLineDefaults.dumpTolerance))}; only scene is \
        required; a path is relative to the case folder), script.jsonl and expected/ (a golden \
        for each capture and dump of the script and final.json; final.png is compared when \
        present). Prints one line per case and "N passed, N failed". Exit status 0 when every \
        case passes, 1 when any fails, 2 on bad input (nothing runs). See docs/suites.md.
        """)

    @Argument(help: ArgumentHelp("Suite folders (or single case folders).", valueName: "SUITE"))
    var suites: [String]

    @Flag(
      help: "Write the goldens from this run instead of comparing (says which are new, changed, unchanged).")
    var update = false

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Replays run at once (default: the number of cores).", valueName: "N"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Write JUnit XML here.", valueName: "PATH"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a static HTML report into this folder.", valueName: "DIR"))
    var report: String?

    @Option(
      help: ArgumentHelp(
        "Only the cases whose SUITE/CASE name contains TEXT (repeat for any of several).", valueName: "TEXT"))
    var filter: [String] = []

    func validate() throws {
      if suites.isEmpty { throw ValidationError("test needs at least one SUITE") }
    }

    func run() throws {
      var options = TestOptions(suites: suites)
      options.update = update
      options.jobs = jobs
      options.junitPath = junit
      options.reportDirectory = report
      options.filters = filter
      try finish(Commands.test(options))
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

    func validate() throws {
      if files.isEmpty { throw ValidationError("check needs at least one FILE") }
    }

    func run() throws {
      try finish(Commands.check(files, scene: scene))
    }
  }

  struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "spring",
      abstract:
        "Print a spring in every form and as code for SwiftUI, UIKit, Compose, Android, the web and Origami.",
      discussion: """
        Give the spring of a scene's interaction (--scene FILE --interaction N, N counted from \
        0 in the file's "interactions") or one form's values:

          --stiffness K --damping C [--mass M]          physical (react-spring's too)
          --response R --damping-fraction Z             SwiftUI
          --duration D --bounce B                       SwiftUI (bounce in (-1, 1))
          --stiffness K --damping-ratio Z [--mass M]    Android / Compose
          --tension K --friction C [--mass M]           react-spring
          --origami-tension T --origami-friction F      Origami
          --bounciness B --speed S                      Origami / React Native

        Prints the spring in every form (saying which forms cannot hold it, and the nearest \
        they can), then ready-to-paste code for each platform with what it does with a \
        release velocity: SwiftUI and UIKit take it relative to the distance to travel, \
        Android, Compose, framer-motion and React Native in px/s, react-spring in px/ms, and a \
        CSS linear() easing not at all. Where a platform cannot reproduce the spring exactly \
        (framer-motion's time-based spellings, CSS linear(), bounciness and speed, \
        react-spring's 1 ms steps) it says the largest position error in percent of the \
        distance, measured on a release --distance points away at --velocity points per \
        second. --format NAME prints one platform's code; --json prints everything as data. \
        Exit status 2, with error: lines, for a missing interaction or a bad form. See \
        docs/springs.md.
        """)

    @Option(help: ArgumentHelp("A built-in scene's name or a scene file.", valueName: "FILE"))
    var scene: String?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("With --scene: the interaction's index in the file, from 0.", valueName: "N"))
    var interaction: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness k (physical or Android).", valueName: "K"))
    var stiffness: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Damping c (physical).", valueName: "C"))
    var damping: Double?
    @Option(
      parsing: .unconditional, help: ArgumentHelp("Mass m (physical, Android, react-spring).", valueName: "M")
    )
    var mass: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI response, seconds.", valueName: "R"))
    var response: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI damping fraction.", valueName: "Z"))
    var dampingFraction: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI duration, seconds.", valueName: "D"))
    var duration: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI bounce, in (-1, 1).", valueName: "B"))
    var bounce: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Android damping ratio.", valueName: "Z"))
    var dampingRatio: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("react-spring tension.", valueName: "K"))
    var tension: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("react-spring friction.", valueName: "C"))
    var friction: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Origami tension.", valueName: "T"))
    var origamiTension: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Origami friction.", valueName: "F"))
    var origamiFriction: Double?
    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Origami / React Native bounciness, 0-42.5.", valueName: "B"))
    var bounciness: Double?
    @Option(parsing: .unconditional, help: ArgumentHelp("Origami / React Native speed.", valueName: "S"))
    var speed: Double?
    @Option(
      parsing: .unconditional, help: ArgumentHelp("Rest threshold, points (default 1).", valueName: "T"))
    var threshold: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Distance of the release the losses are measured on, points (default 100).", valueName: "D"))
    var distance: Double?

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp(
        "Release velocity towards the destination, points per second (default 0).", valueName: "V"))
    var velocity: Double = 0

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("Stops of the CSS linear() easing (default 40).", valueName: "N"))
    var stops: Int = 40

    @Option(
      help: ArgumentHelp(
        "Print one platform's code: \(Commands.springFormats.joined(separator: ", ")).", valueName: "NAME"))
    var format: String?

    @Flag(help: "Print every form and platform as JSON.")
    var json = false

    func run() throws {
      var options = SpringOptions()
      options.scene = scene
      options.interaction = interaction
      let given: [(String, Double?)] = [
        ("stiffness", stiffness), ("damping", damping), ("mass", mass), ("response", response),
        ("dampingFraction", dampingFraction), ("duration", duration), ("bounce", bounce),
        ("dampingRatio", dampingRatio), ("tension", tension), ("friction", friction),
        ("origamiTension", origamiTension), ("origamiFriction", origamiFriction), ("bounciness", bounciness),
        ("speed", speed),
      ]
      options.values = given.compactMap { key, value in value.map { (key, $0) } }
      options.threshold = threshold
      if let distance { options.distance = distance }
      options.velocity = velocity
      options.stops = stops
      options.format = format
      options.json = json
      try finish(Commands.spring(options))
    }
  }
}

/// A first argument that is no command and no option: "unknown command", with the closest
/// command's name when one is near, in one line; nil when the first argument is fine.
func unknownCommandMessage(_ arguments: [String]) -> String? {
  guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
  let names = MotionSandbox.configuration.subcommands.map { $0._commandName } + ["help"]
  guard !names.contains(first) else { return nil }
  let list = "commands: " + names.filter { $0 != "help" }.joined(separator: ", ")
  if let near = CommandSuggestion.closest(to: first, among: names) {
    return "unknown command \"\(first)\"; did you mean \"\(near)\"? (\(list))"
  }
  return "unknown command \"\(first)\" (\(list); see motion-sandbox --help)"
}

/// The arguments that are not UTF-8 text, shown with their bytes escaped. Swift reads every
/// argument as UTF-8, replacing what is not: a path that is not would name another file, or
/// write into another folder.
func argumentsThatAreNotText() -> [String] {
  (1..<Int(CommandLine.argc)).compactMap { index in
    guard let raw = CommandLine.unsafeArgv[index], String(validatingCString: raw) == nil else { return nil }
    var bytes: [UInt8] = []
    var cursor = raw
    while cursor.pointee != 0 {
      bytes.append(UInt8(bitPattern: cursor.pointee))
      cursor += 1
    }
    return bytes.map { $0 < 0x80 && $0 >= 0x20 ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }
      .joined()
  }
}

let notText = argumentsThatAreNotText()
if !notText.isEmpty {
  for argument in notText {
    FileHandle.standardError.write(
      Data(("error: the argument \"\(argument)\" is not UTF-8 text; motion-sandbox takes UTF-8 paths\n").utf8)
    )
  }
  Foundation.exit(2)
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
  if let unknown = unknownCommandMessage(Array(CommandLine.arguments.dropFirst())) {
    FileHandle.standardError.write(Data(("error: " + unknown + "\n").utf8))
    Foundation.exit(2)
  }
  var message = MotionSandbox.fullMessage(for: error)
  if message.hasPrefix("Error: ") { message = String(message.dropFirst("Error: ".count)) }
  FileHandle.standardError.write(Data(("error: " + message + "\n").utf8))
  Foundation.exit(2)
}

/// `line` with its arrows and signs spelled in ASCII: the argument parser's man-page generator
/// drops every other character, which turned "1–9" into "19" and "← →" into nothing.
private func asciiSpelling(_ line: String) -> String {
  let spellings: [Character: String] = [
    "←": "Left", "→": "Right", "↑": "Up", "↓": "Down", "×": "x", "÷": "/", "–": "-", "—": "-",
    "≥": ">=", "≤": "<=", "·": "-", "…": "...", "⅛": "1/8",
  ]
  return line.reduce(into: "") { spelled, character in
    if let spelling = spellings[character] {
      spelled += spelling
    } else if character.isASCII {
      spelled.append(character)
    } else {
      spelled += "?"
    }
  }
}
