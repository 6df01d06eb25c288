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
