/// How one output file of a case fared against its golden (or, with `--update`, what became of
/// its golden).
struct FileOutcome: Sendable {
  /// The verdict on one file.
  enum Status: Sendable {
    /// Within the tolerance.
    case alike
    /// The file differs from its golden beyond the case's tolerances, as its kind's strategy
    /// tells (see `GoldenStrategy`).
    case differs(any GoldenDifference)
    /// `expected/NAME` does not exist.
    case noGolden
    /// The replay did not write the file.
    case noOutput
    /// A golden that no line of the script writes.
    case staleGolden
    /// A file could not be read (a damaged golden, a malformed dump).
    case unreadable(String)
    /// `--update`: the golden did not exist and was written.
    case created
    /// `--update`: the golden differed beyond the tolerance and was replaced.
    case changed
    /// `--update`: the golden still matches and was kept as it was.
    case unchanged
    /// `--update`: a stale golden was deleted.
    case removed
  }

  /// The file's name, as the script names it.
  var name: String
  /// What happened.
  var status: Status
  /// The golden's path.
  var expectedPath: String
  /// The replay's file (in a temporary folder that is gone once the run ends).
  var actualPath: String
  /// `--update`: how the golden that was replaced (`changed`) differs from its replacement, the
  /// update report's before against after.
  var change: (any GoldenDifference)?

  /// True when the file makes its case fail.
  var failed: Bool {
    switch status {
    case .alike, .created, .changed, .unchanged, .removed: false
    default: true
    }
  }

  /// One line saying what is wrong (or what was done), without the name.
  var summary: String {
    switch status {
    case .alike: "alike"
    case .differs(let difference): difference.summary
    case .noGolden: "no golden (expected/\(name) is missing; --update writes it)"
    case .noOutput: "the replay did not write it"
    case .staleGolden: "stale golden: no line of the script writes it (--update removes it)"
    case .unreadable(let reason): reason
    case .created: "new"
    case .changed: "changed"
    case .unchanged: "unchanged"
    case .removed: "removed"
    }
  }
}

/// How one case fared.
struct CaseOutcome: Sendable {
  /// The case.
  var suiteCase: SuiteCase
  /// Seconds from the start of its replay to the end of its comparisons.
  var seconds: Double
  /// Why the replay failed, when it did (its exit status and last lines).
  var replayFailure: String?
  /// The output a replay failure names, when it names one (the file that `--repeat-each` saw
  /// differ between repeats).
  var failingOutput: String?
  /// Every output and golden, in the case's output order, stale goldens last.
  var files: [FileOutcome]

  /// True when the replay ran and no file failed.
  var passed: Bool { replayFailure == nil && !files.contains(where: \.failed) }
  /// The files that make the case fail.
  var failures: [FileOutcome] { files.filter(\.failed) }
}
