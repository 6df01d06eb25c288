import Foundation

/// The words a person reads about a case: its progress line, the failure's headline and its
/// details, shared by the terminal, JUnit XML and the HTML report.
enum CaseReport {
  /// `PASS builtin/toss (0.8 s)`, `FAIL builtin/toss: 2 files differ (0.9 s)`, or with
  /// `--update`, `UPDATE builtin/toss: 1 new, 5 unchanged (0.8 s)`.
  static func progressLine(_ outcome: CaseOutcome, update: Bool) -> String {
    let time = "(" + String(format: "%.1f", outcome.seconds) + " s)"
    let name = outcome.suiteCase.fullName
    if !outcome.passed { return "FAIL \(name): \(headline(outcome)) \(time)" }
    if update { return "UPDATE \(name): \(updateCounts(outcome.files)) \(time)" }
    return "PASS \(name) \(time)"
  }

  /// The lines the `list` reporter prints for a finished case: its progress line, then a
  /// failure's details indented, or with `--update` each golden written.
  static func listLines(_ outcome: CaseOutcome, update: Bool) -> [String] {
    var lines = [progressLine(outcome, update: update)]
    if !outcome.passed {
      if outcome.replayFailure == nil {
        lines += details(outcome).split(separator: "\n").map { "    " + $0 }
      }
    } else if update {
      for file in outcome.files {
        switch file.status {
        case .created, .changed, .removed: lines.append("    \(file.summary) \(file.expectedPath)")
        default: break
        }
      }
    }
    return lines
  }

  /// `2 files differ: in-flight.png, final.json`, or the replay's failure.
  static func headline(_ outcome: CaseOutcome) -> String {
    if let failure = outcome.replayFailure { return failure }
    let failures = outcome.failures
    let names = failures.map(\.name).joined(separator: ", ")
    return
      "\(failures.count) file\(failures.count == 1 ? "" : "s") differ\(failures.count == 1 ? "s" : ""): \(names)"
  }

  /// The first difference alone, as a CI server shows a failure in one line:
  /// `landing.json: 2 fields differ … (and 1 more file)`, or the replay's failure.
  static func firstDivergence(_ outcome: CaseOutcome) -> String {
    if let failure = outcome.replayFailure { return failure }
    guard let first = outcome.failures.first else { return headline(outcome) }
    let more = outcome.failures.count - 1
    let rest = more > 0 ? " (and \(more) more file\(more == 1 ? "" : "s"))" : ""
    return "\(first.name): \(first.summary)\(rest)"
  }

  /// The output whose script line a failure points at: the first failing file, or the file a
  /// repeat wrote otherwise; nil when the failure is no output's (a replay that crashed).
  static func failingOutput(_ outcome: CaseOutcome) -> String? {
    if outcome.replayFailure != nil { return outcome.failingOutput }
    return outcome.failures.first?.name
  }

  /// One line per failing file, and under it its difference's own lines (every differing
  /// field of a dump or of a track's first differing dump).
  static func details(_ outcome: CaseOutcome) -> String {
    if let failure = outcome.replayFailure { return failure }
    var lines: [String] = []
    for file in outcome.failures {
      lines.append("\(file.name): \(file.summary)")
      if case .differs(let difference) = file.status { lines += difference.details }
    }
    return lines.joined(separator: "\n")
  }

  /// `1 new, 2 changed, 4 unchanged, 1 removed` (counts of zero left out).
  static func updateCounts(_ files: [FileOutcome]) -> String {
    var counts = (new: 0, changed: 0, unchanged: 0, removed: 0)
    for file in files {
      switch file.status {
      case .created: counts.new += 1
      case .changed: counts.changed += 1
      case .unchanged: counts.unchanged += 1
      case .removed: counts.removed += 1
      default: break
      }
    }
    let parts = [
      (counts.new, "new"), (counts.changed, "changed"), (counts.unchanged, "unchanged"),
      (counts.removed, "removed"),
    ]
    let shown = parts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return shown.isEmpty ? "nothing to write" : shown.joined(separator: ", ")
  }
}
