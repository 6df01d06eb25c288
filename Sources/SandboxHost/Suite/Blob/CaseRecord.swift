import Foundation

/// What the reports say about one finished case, kept apart from the run that made it: a
/// `test` run writes its JUnit XML and HTML report from these, and a shard's blob holds them, so
/// `merge-reports` writes the same reports from the blobs as one unsharded run would.
struct CaseRecord: Codable, Sendable, Equatable {
  /// The case's place among every case of the run (every shard's), from 0: the order of the
  /// reports and the number of its report section.
  var index: Int
  /// Which suite the case came from, from 0 (see `SuiteCase.suiteIndex`).
  var suiteIndex: Int
  /// The suite folder's name.
  var suiteName: String
  /// The case folder's name.
  var name: String
  /// The case folder.
  var directory: String
  /// Seconds from the start of its replay to the end of its comparisons.
  var seconds: Double
  /// True when the case passed (or, with `--update`, its goldens were written).
  var passed: Bool
  /// The report's one-line account: empty for a pass, the counts for an update, the headline
  /// of a failure (`2 files differ: a.png, final.json`).
  var summary: String
  /// The first difference, as the JUnit failure's message (`landing.json: …`); nil when passing.
  var firstDivergence: String?
  /// Every failing file and field, one a line, as the JUnit failure's text; empty when passing.
  var details: String
  /// The script line (from 1) that writes the first failing output, when a line writes it.
  var scriptLine: Int?
  /// The outputs that failed on their goldens, which `review` may accept (none when the replay
  /// itself failed, or for a pass).
  var failingFiles: [String]?
  /// The report's section for a failing case (its pictures linked under `files/`), else nil.
  var section: String?
  /// A digest of each file the replay wrote (see `OutputDigest`), by name: two runs wrote the
  /// same bytes when their digests agree.
  var outputs: [String: String]

  /// `suite/case`.
  var fullName: String { suiteName + "/" + name }
  /// The case's input script.
  var scriptPath: String { directory + "/script.jsonl" }

  /// The files under the report's `files/N/` (N this case's number from 1) that its section
  /// links or loads, each once, in the order it names them: what a blob must hold beside
  /// `blob.json`.
  var pictureLinks: [String] {
    section.map { ReportSectionCheck.read($0, caseNumber: index + 1).files } ?? []
  }

  /// The record of `outcome`, the case numbered `index` in the whole run; a failing case's
  /// report section is drawn with its pictures written into `reportDirectory` when given.
  init(
    _ outcome: CaseOutcome, index: Int, update: Bool, reportDirectory: String?,
    outputs: [String: String] = [:]
  ) throws {
    let suiteCase = outcome.suiteCase
    self.index = index
    suiteIndex = suiteCase.suiteIndex
    suiteName = suiteCase.suiteName
    name = suiteCase.name
    directory = suiteCase.directory
    seconds = outcome.seconds
    passed = outcome.passed
    self.outputs = outputs
    if outcome.passed {
      summary = update ? CaseReport.updateCounts(outcome.files) : ""
      details = ""
      if update, let reportDirectory, outcome.files.contains(where: { $0.change != nil }) {
        section = try HTMLReport.updateSection(outcome, index: index, directory: reportDirectory)
      }
      return
    }
    summary = CaseReport.headline(outcome)
    details = CaseReport.details(outcome)
    firstDivergence = CaseReport.firstDivergence(outcome)
    failingFiles = outcome.replayFailure == nil ? outcome.failures.map(\.name) : []
    scriptLine = CaseReport.failingOutput(outcome).flatMap { suiteCase.lines[$0] }
    if let reportDirectory {
      section = try HTMLReport.section(outcome, index: index, directory: reportDirectory)
    }
  }
}
