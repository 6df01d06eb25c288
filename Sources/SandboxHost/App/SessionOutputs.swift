import Foundation
import Motion

/// The session's output job: the files that `c`, `d`, `w` and a script's `capture` and `dump`
/// lines write into the output folder, and the messages that say so.
final class SessionOutputs {
  /// Where the files go.
  let directory: String
  /// Writes a PNG of the scene as it is now (no HUD) to a path.
  var writeCapture: (String) throws -> Void = { _ in }
  /// Names the files of `c` and `d` presses at a wall time; `kind` is `capture` or `dump`.
  var keyPressFileName: (_ kind: String, _ wallTime: Double, _ fileExtension: String) -> String =
    SessionOutputs.scriptTimeFileName

  /// How a replay names the file of a `c` or `d` key line: `capture-t1.250.png` (the live
  /// window names its own by the clock, see `LiveApp`).
  static func scriptTimeFileName(_ kind: String, _ time: Double, _ fileExtension: String) -> String {
    "\(kind)-t\(String(format: "%.3f", time)).\(fileExtension)"
  }

  /// The file a replay's press of `command` at script time `time` writes, when it is `c` or `d`.
  static func replayedPressFileName(_ command: KeyCommand?, at time: Double) -> String? {
    switch command {
    case .capture: scriptTimeFileName("capture", time, "png")
    case .dump: scriptTimeFileName("dump", time, "json")
    default: nil
    }
  }
  /// Where messages for the person go (written paths, scene switches, a scene file's faults);
  /// by default straight to standard output, unbuffered, so a log shows them as they happen.
  var report: (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) }

  /// Outputs written into `directory`.
  init(directory: String) {
    self.directory = directory
  }

  /// The path of a file named `name` in the output folder.
  func path(_ name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Writes a capture named `name` and reports its path.
  func capture(to name: String) throws {
    try createDirectory()
    let path = path(name)
    try writeCapture(path)
    report(path)
  }

  /// Writes the JSON text that `dump` writes (a state dump's) to a file named `name`, a chunk at
  /// a time, and reports its path.
  func dump(_ dump: (inout JSONText) -> Void, to name: String) throws {
    try createDirectory()
    let path = path(name)
    try writeAtomically(to: path, json: dump)
    report(path)
  }

  /// Names the tuned scene never takes: in a replay, those the script's lines write.
  var reservedNames: Set<String> = []
  /// The number of the tuned scene each scene's last press of `w` wrote, by the scene's name or
  /// path: the next press tries the numbers after it (trying from 1 each time made a thousand
  /// presses cost half a million file look-ups).
  private var lastTunedNumbers: [String: Int] = [:]

  /// Writes the scene with the tuned springs next to the captures, never over a file, and
  /// reports its path.
  func writeTunedScene(source: SceneSource, loaded: LoadedScene) throws {
    try createDirectory()
    let previous = lastTunedNumbers[source.nameOrPath] ?? 0
    let scene = try TunedSceneWriter.write(
      source: source, loaded: loaded, into: directory, skipping: reservedNames, after: previous)
    lastTunedNumbers[source.nameOrPath] = scene.number
    report(scene.path)
    // Beside it, each tuned spring in every platform's units, to hand on.
    report(try SpringFormsText.write(beside: scene.path, loaded: loaded))
  }

  /// Creates the output folder when it is missing.
  func createDirectory() throws {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw RunError("cannot create \(directory): \(failureReason(of: error))")
    }
  }
}
