import Foundation

extension Commands {
  /// `run` without a display: renders the scene of `options` headless and says so in one line.
  ///
  /// The default scene plays the built-in demo, another built-in scene its own script from
  /// `Assets/scripts`, and a scene file without a script is captured still (its `final.png`).
  /// Output goes to `--out` when given, else `./demo-out`; `--overlay` draws the overlay into
  /// the captures; the line names the given options that mean nothing without a window.
  static func headless(reason: String, options run: RunOptions) -> Int32 {
    let plan = HeadlessPlan(scene: run.scene)
    var options = ReplayOptions(scriptPath: plan.scriptName, scene: run.scene)
    options.outputDirectory = run.headlessOutputDirectory
    options.overlay = run.overlay
    options.settle = 3
    // As live `c` and `d` do, a headless run writes into --out whatever it holds already.
    options.overwrite = true
    options.showsProgress = false
    let replayer: HeadlessReplay
    do {
      let text = try plan.scriptText()
      options.contactSheet = InputScript.parse(text, file: nil).lines.contains {
        if case .directive(.capture) = $0.action { return true } else { return false }
      }
      replayer = try HeadlessReplay(options: options, scriptText: text)
    } catch {
      printError("\(reason), and \(plan.what) cannot be rendered headless:")
      return reportBadInput(error.errors)
    }
    do {
      try replayer.run()
    } catch {
      printError("\(reason), and rendering \(plan.what) headless failed: \(error)")
      return failure
    }
    let folder =
      options.outputDirectory.hasSuffix("/") ? options.outputDirectory : options.outputDirectory + "/"
    let frames = replayer.captures.count
    let sheet = options.contactSheet ? " and contact-sheet.png" : ""
    var ignored: [String] = []
    if run.fps != nil { ignored.append("--fps") }
    if run.recordPath != nil { ignored.append("--record") }
    if run.software { ignored.append("--software") }
    let unused =
      ignored.isEmpty
      ? ""
      : "; \(ignored.count == 3 ? "--fps, --record and --software" : ignored.joined(separator: " and ")) "
        + "\(ignored.count == 1 ? "has" : "have") no meaning without a window"
    print(
      "\(reason): rendered \(plan.what) headless into \(folder) (\(frames) frame\(frames == 1 ? "" : "s")\(sheet))"
        + unused)
    return success
  }
}

/// What `run` renders without a display for a `--scene` value.
private struct HeadlessPlan {
  /// The built-in scene, or nil for a scene file.
  let builtIn: BuiltInScene?
  /// The script's path (a built-in scene's own script), or nil for the demo and for a still.
  let scriptPath: String?
  /// The scene as the one line names it.
  let what: String

  init(scene: String) {
    builtIn = BuiltInScenes.named(scene)
    if let builtIn, builtIn.name == DemoScript.scene {
      scriptPath = nil
      what = "the built-in demo"
    } else if let builtIn, let path = BuiltInScenes.scriptPath(of: builtIn) {
      scriptPath = path
      what = "the scene \(builtIn.name) with its built-in script"
    } else {
      scriptPath = nil
      what = "a still of \(scene)"
    }
  }

  /// How errors name the script.
  var scriptName: String {
    scriptPath ?? (builtIn?.name == DemoScript.scene ? "built-in demo script" : "still")
  }

  /// The script: the demo's, the built-in scene's own, or none (a still: just the final frame).
  func scriptText() throws(InputErrors) -> String {
    if let scriptPath { return try TextFile.readScript(scriptPath) }
    return builtIn?.name == DemoScript.scene ? DemoScript.text : ""
  }
}
