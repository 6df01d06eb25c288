/// What `motion-sandbox test` was asked to do (docs/suites.md).
public struct TestOptions: Sendable {
  /// The suite folders (or single case folders), in order.
  public var suites: [String]
  /// Write the goldens instead of comparing.
  public var update = false
  /// How many replays run at once; nil means one per core.
  public var jobs: Int?
  /// Where to write JUnit XML, if anywhere.
  public var junitPath: String?
  /// Where to write the HTML report, if anywhere.
  public var reportDirectory: String?
  /// Only the cases whose `suite/case` name contains one of these texts; every case when empty.
  public var filters: [String] = []

  /// Creates options for these suites with the defaults of docs/suites.md.
  public init(suites: [String]) {
    self.suites = suites
  }
}
