/// A file that a script line writes into the output folder, as the script model reads it.
///
/// Each kind of output is one case of `Kind`; the model, `check`, the replay's protection of
/// its inputs and the suite all list outputs through this one type.
struct ScriptOutput: Sendable, Equatable {
  /// What the file holds.
  enum Kind: Sendable, Equatable {
    /// A PNG of the frame at the line's time (a `capture` line, or a press of `c`).
    case capture
    /// The state dump at the line's time (a `dump` line, or a press of `d`).
    case dump
    /// The scene with its tuned springs (a press of `w`), named `NAME-tuned-N.json`.
    case tunedScene
    /// An animated PNG of the frames from the line's time to its `until` (a `film` line).
    case film
    /// The state dumps of those frames as JSON Lines (a `track` line).
    case track
  }

  /// What the file holds.
  var kind: Kind
  /// The file's name inside the output folder.
  var name: String
  /// The script time of the line that writes it.
  var time: Double
  /// The 1-based line number of that line.
  var lineNumber: Int
  /// The key whose press writes it (`c`, `d`, `w`), or nil for an output line.
  var keyName: String?
  /// What a film or track line records (its end and its frame interval), or nil.
  var recording: FilmLine?

  /// The kind as messages and script lines spell it.
  var kindName: String {
    switch kind {
    case .capture: "capture"
    case .dump: "dump"
    case .tunedScene: "tuned scene"
    case .film: "film"
    case .track: "track"
    }
  }

  /// How messages name the output: `capture "a.png"`, or `key "c" (capture "capture-t1.000.png")`.
  var origin: String {
    let named = (kind == .tunedScene ? "the " : "") + "\(kindName) \"\(name)\""
    return keyName.map { "key \"\($0)\" (\(named))" } ?? named
  }
}
