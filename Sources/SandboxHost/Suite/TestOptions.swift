/// What `motion-sandbox test` was asked to do (docs/suites.md).
package struct TestOptions: Sendable {
  /// The suite folders (or single case folders), in order.
  package var suites: [String]
  /// Write the goldens instead of comparing.
  package var update = false
  /// How many replays run at once; nil means one per core.
  package var jobs: Int?
  /// Where to write JUnit XML, if anywhere.
  package var junitPath: String?
  /// Where to write the HTML report, if anywhere.
  package var reportDirectory: String?
  /// Only the cases whose `suite/case` name contains one of these texts; every case when empty.
  package var filters: [String] = []
  /// `--accept`: promote the last run's actual outputs instead of replaying; each target a
  /// case (`CASE`, `SUITE/CASE`) or one of its files (`CASE/FILE`), `everyCase` for every case
  /// that has them. Nil when not accepting.
  package var accept: [String]?
  /// The `--accept` target of every case that has actual outputs (a bare `--accept`). Not the
  /// empty text: `--accept "$CASE"` with `CASE` unset must not accept everything.
  package static let everyCase = "*"
  /// Run only this part of the cases (`--shard I/N`); nil runs them all.
  package var shard: Shard?
  /// The durations file to balance shards by and to write this run's times into.
  package var durationsPath: String?
  /// Where to write this run's results for `merge-reports`, if anywhere.
  package var blobDirectory: String?
  /// How many times each case is replayed; its outputs must be the same bytes every time.
  package var repeatEach = 1
  /// Seconds one case's replay may take before it is stopped and fails; nil for no limit.
  package var timeout: Double?
  /// How progress is shown.
  package var reporter = ReporterStyle.list

  /// Creates options for these suites with the defaults of docs/suites.md.
  package init(suites: [String]) {
    self.suites = suites
  }
}
