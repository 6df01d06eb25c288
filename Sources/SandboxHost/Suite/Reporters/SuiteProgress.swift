import Foundation

/// Shows a `test` run's cases as they finish, in the style `--reporter` chose.
final class SuiteProgress {
  private let style: ReporterStyle
  private let output: SuiteOutput
  private let update: Bool
  private let total: Int
  private var finished = 0
  private var failures: [CaseOutcome] = []
  /// Dots on the current line (`dot`).
  private var dots = 0
  /// Whether a status line waits to be rewritten (`line` on a terminal).
  private var statusShown = false

  /// Dots a line holds before the next starts.
  static let dotsPerLine = 80

  /// A reporter for a run of `total` cases.
  init(style: ReporterStyle, output: SuiteOutput, update: Bool, total: Int) {
    self.style = style
    self.output = output
    self.update = update
    self.total = total
  }

  /// Shows one finished case.
  func show(_ outcome: CaseOutcome) {
    finished += 1
    if !outcome.passed { failures.append(outcome) }
    switch style {
    case .list:
      CaseReport.listLines(outcome, update: update).forEach(output.line)
    case .github:
      CaseReport.listLines(outcome, update: update).forEach(output.line)
      if !outcome.passed { output.line(GitHubAnnotation.error(for: outcome)) }
    case .dot:
      output.text(outcome.passed ? (update ? "U" : ".") : "F")
      dots += 1
      if dots == Self.dotsPerLine {
        output.line("")
        dots = 0
      }
    case .line:
      showStatus(outcome)
    }
  }

  /// `line`: the failure in full, then `[12/1000] PASS builtin/toss` in place on a terminal; in a
  /// log, where nothing can be rewritten, a status line only at each tenth of the run.
  private func showStatus(_ outcome: CaseOutcome) {
    let status = "[\(finished)/\(total)] " + CaseReport.progressLine(outcome, update: update)
    if output.isTerminal {
      if statusShown { output.text("\r\u{1B}[2K") }
      if !outcome.passed { CaseReport.listLines(outcome, update: update).forEach(output.line) }
      // A line longer than the terminal wraps, and `\r` would rewrite only its last row.
      output.text(status.count < output.columns ? status : String(status.prefix(output.columns - 2)) + "…")
      statusShown = true
      return
    }
    if !outcome.passed { CaseReport.listLines(outcome, update: update).forEach(output.line) }
    let tenth = max(1, total / 10)
    if finished % tenth == 0 || finished == total { output.line(status) }
  }

  /// Ends the run's progress, before its summary: the dots' line ended and their failures in
  /// full, or the status line cleared.
  func close() {
    switch style {
    case .dot:
      if dots > 0 { output.line("") }
      for outcome in failures {
        CaseReport.listLines(outcome, update: update).forEach(output.line)
      }
    case .line:
      if statusShown { output.text("\r\u{1B}[2K") }
    case .list, .github:
      break
    }
  }
}
