/// What `motion-sandbox replay` was asked to do (docs/scripts.md).
package struct ReplayOptions: Sendable {
  /// The input script's path.
  package var scriptPath: String
  /// The scene: a built-in name or a scene file's path.
  package var scene: String
  /// Where `scene` was given, as faults name it: `--scene`, or a suite case's `"scene"`.
  var sceneGivenBy = "--scene"
  /// Frames per second of script time.
  package var fps: Double = CommandLineDefaults.fps
  /// The output folder.
  package var outputDirectory: String = CommandLineDefaults.replayOutputDirectory
  /// Seconds to step on after the last line at most, waiting for rest.
  package var settle: Double = CommandLineDefaults.settle
  /// Whether captures show the debug overlay.
  package var overlay = false
  /// Whether to write a contact sheet of the captures.
  package var contactSheet = false
  /// Whether to show the replay in a real window at real speed.
  package var window = false
  /// Whether the replay may write into an output folder that already holds files (it refuses
  /// otherwise, so files of an earlier run never pass for new ones).
  package var overwrite = false
  /// `--every`: seconds of script time between extra contact-sheet frames; nil for none.
  package var sheetInterval: Double?
  /// `--tile-width`: the contact sheet's tile width in pixels.
  package var tileWidth = ContactSheet.defaultCellWidth
  /// `--goldens`: a folder of goldens the outputs are checked against while they are made (a
  /// suite case's `expected/`): a film alike with its golden there is not encoded, its golden's
  /// bytes are written instead (see `FilmRecorder`); nil for none.
  package var goldens: GoldenReference?
  /// Whether to print a progress line for long replays.
  package var showsProgress = true

  /// Creates options for a script and a scene with the defaults of docs/command-line.md.
  package init(scriptPath: String, scene: String) {
    self.scriptPath = scriptPath
    self.scene = scene
  }
}
