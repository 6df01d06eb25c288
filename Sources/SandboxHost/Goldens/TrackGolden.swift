/// Tracks (JSON Lines of state dumps): alike when they have as many dumps and each is alike
/// within the case's `dumpTolerance`; the report draws each differing field over time.
struct TrackGolden: NumberGolden {
  var noun: String { "a track" }
  var pluralNoun: String { "tracks" }

  func recognizes(head: [UInt8], path: String) -> Bool {
    // A dump's first line opens an object over several lines; a track's first line is a whole
    // object of its own. Past the first 64 bytes the line may go on, so a line that is still
    // open there counts as a track when the name says so.
    guard GoldenStrategies.firstSignificantByte(head) == UInt8(ascii: "{") else {
      return head.isEmpty && GoldenStrategies.pathExtension(path) == "jsonl"
    }
    let firstLine = head.prefix { $0 != 0x0A }
    if firstLine.count == head.count { return GoldenStrategies.pathExtension(path) == "jsonl" }
    return firstLine.contains(UInt8(ascii: "}")) && firstLine.contains(UInt8(ascii: ":"))
  }

  func comparison(expected: String, actual: String, tolerances: NumberTolerances) throws(InputErrors)
    -> TrackComparison.Result
  {
    try TrackComparison.compare(expected: expected, actual: actual, tolerances: tolerances)
  }

  func difference(_ result: TrackComparison.Result, actual: String) -> TrackDifference? {
    result.matches ? nil : TrackDifference(result: result, actual: actual)
  }

  func alikeSummary(_ result: TrackComparison.Result, tolerances: NumberTolerances) -> String {
    "\(result.expected.count) dumps, \(tolerances.within), everything else equal"
  }

  func compareDetails(_ difference: TrackDifference) -> [String] { difference.details }
}

/// How a track differs from its golden.
struct TrackDifference: GoldenDifference {
  var result: TrackComparison.Result
  /// The actual track, offered to download in the report.
  var actual: String

  var summary: String { result.summary }

  var details: [String] {
    result.differingLines.first?.lines.map { "  " + $0 } ?? []
  }

  func reportHTML(_ page: ReportPage) throws -> String {
    let download = try page.downloadLink(
      actual, as: "actual.jsonl", label: "download \(page.sides.actual) track")
    var html = (download.isEmpty ? "" : "<p>\(download)</p>\n") + TrackCurvesMarkup.html(result)
    if let first = result.differingLines.first {
      html +=
        "<p>The first differing dump, dump \(first.index) (t \(first.time.roundedSpelling())):</p>\n"
      html += FieldTableMarkup.html(first.fields, notes: first.settles)
    }
    return html
  }
}
