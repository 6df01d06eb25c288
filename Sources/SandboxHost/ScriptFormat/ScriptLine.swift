import Motion

/// What one script line is: input, as a person gives it, or a directive to the sandbox.
enum ScriptAction: Sendable, Equatable {
  /// Touch, mouse, wheel or key input, which goes the one input path live input takes.
  case input(InputAction)
  /// A capture, a dump, a film or track, or a change of a tuned value, which no input path sees.
  case directive(Directive)
}

/// One line of an input script: when, where in the file, and what.
struct ScriptLine: Sendable, Equatable {
  /// Seconds from the start of the script.
  var time: Double
  /// The 1-based line number in the script file.
  var lineNumber: Int
  /// What happens at that time.
  var action: ScriptAction
}
