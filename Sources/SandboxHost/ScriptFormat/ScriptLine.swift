import Motion

/// Modifier keys held during a mouse or wheel input.
struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The set's bits, one per modifier.
  let rawValue: Int
  /// Creates a set from its raw bits.
  init(rawValue: Int) { self.rawValue = rawValue }
  /// Either Shift key.
  static let shift = KeyModifiers(rawValue: 1)
  /// Either Control key.
  static let ctrl = KeyModifiers(rawValue: 2)
  /// Either Alt key.
  static let alt = KeyModifiers(rawValue: 4)
}

/// A mouse button, as scripts name it.
enum MouseButton: String, Sendable, Hashable {
  case left, right, middle
}

/// What a mouse line does.
enum MousePhase: String, Sendable, Hashable {
  case down, move, up
}

/// One action of an input script (docs/scripts.md).
enum ScriptAction: Sendable, Equatable {
  /// A touch of the script's own id at a scene point.
  case touch(phase: TouchPhase, id: Int, location: Point)
  /// A mouse press, move or release; `button` is nil for moves.
  case mouse(phase: MousePhase, button: MouseButton?, location: Point, modifiers: KeyModifiers)
  /// Wheel steps `delta` at a scene point.
  case wheel(delta: Point, location: Point, modifiers: KeyModifiers)
  /// A key press or release, by SDL's key name.
  case key(down: Bool, name: String)
  /// Write a PNG of the frame at this time into the output folder.
  case capture(name: String)
  /// Write the state dump at this time into the output folder.
  case dump(name: String)
  /// Start a film or a track: every frame from this time to the line's `until` (see `FilmLine`).
  case record(FilmLine)
  /// Change the spring of the scene file's interaction at index `interaction` (from 0) at this
  /// time (docs/tuning.md); a spring in flight carries on from its position and velocity.
  case setSpring(interaction: Int, spring: SpringChange)
  /// Change the deceleration rate (fraction of velocity kept per millisecond, in (0, 1)) with
  /// which the scene file's interaction at index `interaction` projects its releases, at this
  /// time; a glide in flight slows down at the new rate from here on.
  case setDecelerationRate(interaction: Int, rate: Double)
}

/// One line of an input script: when, where in the file, and what.
struct ScriptLine: Sendable, Equatable {
  /// Seconds from the start of the script.
  var time: Double
  /// The 1-based line number in the script file.
  var lineNumber: Int
  /// What happens at that time.
  var action: ScriptAction

  /// Creates a script line.
  init(time: Double, lineNumber: Int, action: ScriptAction) {
    self.time = time
    self.lineNumber = lineNumber
    self.action = action
  }
}
