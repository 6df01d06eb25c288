/// GitHub Actions workflow commands (`::error file=…,line=…,title=…::message`), which the Actions
/// log shows as annotations on the file and line.
enum GitHubAnnotation {
  /// The error annotation of a failing case: at the script line that writes its first
  /// differing output (the script alone when no line writes it), titled with the case's name,
  /// saying its first difference.
  static func error(for outcome: CaseOutcome) -> String {
    let suiteCase = outcome.suiteCase
    var properties = "file=" + escapeProperty(suiteCase.scriptPath)
    if let output = CaseReport.failingOutput(outcome), let line = suiteCase.lines[output] {
      properties += ",line=\(line)"
    }
    properties += ",title=" + escapeProperty(suiteCase.fullName)
    return "::error \(properties)::" + escapeData(CaseReport.firstDivergence(outcome))
  }

  /// A message as a workflow command carries it: `%`, CR and LF spelled out.
  static func escapeData(_ text: String) -> String {
    escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A"])
  }

  /// A line of the log outside any workflow command: CR and LF spelled out as a message's are,
  /// so a case's name or a path holding one cannot start a line the log runs as a command.
  static func escapeLineBreaks(_ text: String) -> String {
    escape(text, ["\r": "%0D", "\n": "%0A"])
  }

  /// A property's value: a message's escapes, and `:` and `,`, which end a property.
  static func escapeProperty(_ text: String) -> String {
    escape(text, ["%": "%25", "\r": "%0D", "\n": "%0A", ":": "%3A", ",": "%2C"])
  }

  /// `text` with each scalar in `spellings` spelled so (by scalar: CR LF is one character).
  private static func escape(_ text: String, _ spellings: [Unicode.Scalar: String]) -> String {
    text.escaping { spellings[$0] }
  }
}
