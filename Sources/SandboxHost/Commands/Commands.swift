import Foundation

/// The program's commands (docs/command-line.md), each returning the process's exit status: 0 for
/// success, 1 for a failure at run time (or images that differ), 2 for bad input. Bad input is
/// reported as `error:` lines on stderr naming the file, the line where known and the fault.
package enum Commands {
  /// Exit status for success.
  static let success: Int32 = 0
  /// Exit status for a failure at run time, and for `compare` finding a difference.
  static let failure: Int32 = 1
  /// Exit status for bad input (arguments, scene, script).
  static let badInput: Int32 = 2

  /// `run`: the live window; without a display, the headless demo.
  package static func run(_ options: RunOptions) -> Int32 {
    let app: LiveApp
    do {
      app = try LiveApp(options: options)
    } catch {
      return reportBadInput(error.errors)
    }
    do {
      try app.run()
      return success
    } catch let error as NoDisplay {
      return headless(reason: error.reason, options: options)
    } catch {
      printError("\(error)")
      return failure
    }
  }

  /// `replay`: plays a script against a scene, headless unless `options.window`.
  package static func replay(_ options: ReplayOptions) -> Int32 {
    let (status, replayer) = replayKeeping(options)
    guard status == success, let replayer else { return status }
    exit(success, holding: replayer)
  }

  /// `replay` in a process that goes on after it (a replay worker's, see `ReplayWorker`): the
  /// status it ends with.
  static func replayInProcess(_ options: ReplayOptions) -> Int32 {
    replayKeeping(options).status
  }

  /// Replays as `replay` does: the status, and the replay when it ran (its scene still held).
  private static func replayKeeping(_ options: ReplayOptions) -> (status: Int32, replayer: HeadlessReplay?) {
    let replayer: HeadlessReplay
    do {
      replayer = try HeadlessReplay(options: options)
    } catch {
      return (reportBadInput(error.errors), nil)
    }
    do {
      try replayer.run()
    } catch {
      printError("\(error)")
      return (failure, replayer)
    }
    return (success, replayer)
  }

  /// Ends the process with `status` while `state` (a replayed scene and its runtime) is still
  /// held: the system takes the whole heap back at once, where letting a scene of 50k elements
  /// go object by object costs as long as loading it. (`exit` flushes the standard streams.)
  private static func exit(_ status: Int32, holding state: AnyObject) -> Never {
    withExtendedLifetime(state) { Foundation.exit(status) }
  }

  /// The diff image's path when `--diff` is not given: `NAME-diff.png` after ACTUAL's name, in
  /// the current folder, so that nothing is written beside the inputs.
  static func defaultDiffPath(for actual: String) -> String {
    let nameStart = actual.lastIndex(of: "/").map { actual.index(after: $0) } ?? actual.startIndex
    let name = actual[nameStart...]
    if let dot = name.lastIndex(of: "."), dot > name.startIndex {
      return name[..<dot] + "-diff.png"
    }
    return name.isEmpty ? "diff.png" : name + "-diff.png"
  }

  /// `scenes`: one line per built-in scene.
  package static func scenes() -> Int32 {
    print(BuiltInScenes.listing, terminator: "")
    return success
  }

  /// `check`: every fault of every file, or one `ok` line per good file; warnings (on stderr)
  /// do not change the exit status. With `scene` (a built-in name or a path), scripts are also
  /// read in that scene, as `replay --scene` plays them; their films are counted in frames at
  /// `fps`, as `replay --fps` makes them.
  package static func check(_ paths: [String], scene: String? = nil, fps: Double = CommandLineDefaults.fps)
    -> Int32
  {
    guard fps.isFinite, (1...1000).contains(fps) else {
      return reportBadInput([
        InputError(
          file: nil, line: nil, message: "--fps must be a number from 1 to 1000, not \(fps.messageSpelling)")
      ])
    }
    var checkedScene: CheckedScene?
    if let scene {
      let source = SceneSource(nameOrPath: scene)
      do {
        checkedScene = (source, try source.loadDescription())
      } catch {
        return reportBadInput(error.errors)
      }
    }
    var bad = false
    for path in paths {
      let result = checkFile(path, scene: checkedScene, fps: fps)
      for warning in result.warnings { printLine(warning.warningDescription) }
      if result.errors.isEmpty {
        let warnings = result.warnings.count
        let note = warnings == 0 ? "" : warnings == 1 ? ", 1 warning" : ", \(warnings) warnings"
        print("\(path): ok" + (result.kind.map { " (\($0.rawValue)\(note))" } ?? ""))
      } else {
        bad = true
        for error in result.errors { printError(error.description) }
      }
    }
    return bad ? badInput : success
  }

  /// Writes a line to stderr as it is.
  static func printLine(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Prints every error and returns the bad-input status.
  static func reportBadInput(_ errors: [InputError]) -> Int32 {
    for error in errors { printError(error.description) }
    if errors.isEmpty { printError("error: bad input") }
    return badInput
  }

  /// Writes a line to stderr, prefixed with `error: ` unless it already is.
  package static func printError(_ message: String) {
    let line = message.hasPrefix("error:") ? message : "error: " + message
    FileHandle.standardError.write(Data((visible(line) + "\n").utf8))
  }

  /// `text` with control characters (but tabs) spelled `\u{1B}`: a name quoted from a file or a
  /// folder may hold any, and raw they would act on the terminal instead of showing. A line
  /// break too, so one fault stays one line: a name could otherwise start a line of its own, and
  /// CI reads some lines (GitHub Actions' `::error::`, on stderr as well) as commands.
  static func visible(_ text: String) -> String {
    text.escaping { scalar in
      let isControl = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
      guard isControl, scalar != "\t" else { return nil }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }
}
