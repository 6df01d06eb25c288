/// The command line's defaults, each defined once: the argument parser shows and uses these,
/// and the host's option types (`ReplayOptions`, `RunOptions`, a suite's `case.json`, `compare`)
/// start from them. The default scene is `BuiltInScenes.defaultSceneName` and the contact
/// sheet's tile width `ContactSheet.defaultCellWidth`.
package enum CommandLineDefaults {
  /// Frames per second of script time in a replay and a suite case.
  package static let fps = 60.0
  /// Seconds a replay steps on after its last line at most, waiting for rest.
  package static let settle = 10.0
  /// Where `replay` writes.
  package static let replayOutputDirectory = "replay-out"
  /// Where `c`, `d` and `w` write in the live window.
  package static let liveOutputDirectory = "captures"
  /// Where `run` renders headless when no window can be opened.
  package static let headlessOutputDirectory = "demo-out"
  /// How far a channel of two images may differ and still be alike (0–255).
  package static let imageTolerance = 0
  /// How far a number of two state dumps may differ and still be alike.
  package static let dumpTolerance = 1e-6

  /// `value` as help texts and messages spell it: `1e-6`, `60`, `0.5`.
  package static func spelled(_ value: Double) -> String {
    value.wholeNumber.map(String.init) ?? value.description.replacingOccurrences(of: "e-0", with: "e-")
  }
}
