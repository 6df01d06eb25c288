import Foundation

/// Where a reporter writes: whole lines, and text that continues the current line (a dot).
struct SuiteOutput {
  /// Writes one line.
  var line: (String) -> Void
  /// Writes text without ending the line.
  var text: (String) -> Void
  /// Whether the lines go to a terminal, which a status line can be rewritten on.
  var isTerminal = false
  /// How wide the terminal is, in characters (`COLUMNS`, else 80).
  var columns = 80

  /// This output with every line break inside what is written spelled out (`%0A`), as a GitHub
  /// Actions log needs: it runs a line that begins with `::` as a workflow command, and a case's
  /// name or a path may hold a line break.
  var escapingLineBreaks: SuiteOutput {
    var escaped = self
    escaped.line = { [line] in line(GitHubAnnotation.escapeLineBreaks($0)) }
    escaped.text = { [text] in text(GitHubAnnotation.escapeLineBreaks($0)) }
    return escaped
  }

  /// Standard output; lines are flushed as they are written, so a CI log (a pipe) shows them as
  /// cases end.
  static var standard: SuiteOutput {
    SuiteOutput(
      line: {
        print($0)
        fflush(nil)
      },
      text: {
        print($0, terminator: "")
        fflush(nil)
      },
      isTerminal: isatty(STDOUT_FILENO) == 1,
      columns: ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init).map { max($0, 20) } ?? 80)
  }
}
