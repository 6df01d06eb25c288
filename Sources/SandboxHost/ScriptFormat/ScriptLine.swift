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

/// The spring values a `set` line changes, in the one form it writes them in (see
/// docs/springs.md); a key left out keeps its value.
///
/// In the physical form each key given replaces its parameter alone. In another form the
/// spring is first written in that form, the keys given replace theirs, and it is read back;
/// a form without a mass keeps the spring's mass. So `{"dampingFraction": 0.5}` keeps the
/// response, and `{"bounce": 0.2}` the duration.
struct SpringChange: Sendable, Equatable {
  /// The form the keys belong to.
  var form: SpringForm
  /// The values given, by key of `form`.
  var values: [String: Double]
  /// Rest threshold, > 0.
  var threshold: Double?

  /// Creates a change of the physical parameters given.
  init(stiffness: Double? = nil, damping: Double? = nil, mass: Double? = nil, threshold: Double? = nil) {
    form = .physical
    values = [:]
    values["stiffness"] = stiffness
    values["damping"] = damping
    values["mass"] = mass
    self.threshold = threshold
  }

  /// Creates a change of `values`, keyed as `form` spells them.
  init(form: SpringForm, values: [String: Double], threshold: Double? = nil) {
    self.form = form
    self.values = values
    self.threshold = threshold
  }

  /// The stiffness a physical change sets.
  var stiffness: Double? { form == .physical ? values["stiffness"] : nil }
  /// The damping a physical change sets.
  var damping: Double? { form == .physical ? values["damping"] : nil }
  /// The mass a physical change sets.
  var mass: Double? { form == .physical ? values["mass"] : nil }
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
