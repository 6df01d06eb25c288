import Motion

/// What one script line is: input, as a person gives it, or a directive to the sandbox.
enum ScriptAction: Sendable, Equatable {
  /// Touch, mouse, wheel or key input, which goes the one input path live input takes.
  case input(InputAction)
  /// A capture, a dump, a film or track, or a change of a tuned value, which no input path sees.
  case directive(Directive)
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
