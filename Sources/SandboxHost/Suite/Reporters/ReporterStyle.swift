/// How `test` shows its cases as they finish (`--reporter`, docs/suites.md "Reporters").
package enum ReporterStyle: String, CaseIterable, Sendable {
  /// A line per case, and each failure's details under it (the default).
  case list
  /// One status line rewritten in place on a terminal; failures in full above it.
  case line
  /// A character per case (`.` pass, `F` fail, `U` updated), failures in full at the end.
  case dot
  /// The list, and a GitHub Actions `::error` annotation per failing case at the script line
  /// that writes its first differing output.
  case github
}
