/// State dumps (JSON): numbers within the case's `dumpTolerance`, everything else equal; the
/// report lists every differing field with both values.
struct DumpGolden: NumberGolden {
  var noun: String { "a state dump" }
  var pluralNoun: String { "dumps" }

  func recognizes(head: [UInt8], path: String) -> Bool {
    if let first = GoldenStrategies.firstSignificantByte(head) { return first == UInt8(ascii: "{") }
    return GoldenStrategies.pathExtension(path) == "json"
  }

  func comparison(expected: String, actual: String, tolerances: NumberTolerances) throws(InputErrors)
    -> [DumpDifference]
  {
    try DumpComparison.compare(expected: expected, actual: actual, tolerances: tolerances)
  }

  func difference(_ fields: [DumpDifference], actual: String) -> DumpDifferences? {
    fields.isEmpty ? nil : DumpDifferences(fields: fields, actual: actual)
  }

  func alikeSummary(_ fields: [DumpDifference], tolerances: NumberTolerances) -> String {
    "\(tolerances.within), everything else equal"
  }

  // `compare` prints every field, where a case's outcome folds the ones that follow from others.
  func compareDetails(_ difference: DumpDifferences) -> [String] { difference.fields.map { "  \($0)" } }
}

/// How a dump differs from its golden: every differing field.
struct DumpDifferences: GoldenDifference {
  var fields: [DumpDifference]
  /// The actual dump, offered to download in the report.
  var actual: String

  var summary: String { fields.count == 1 ? "1 field differs" : "\(fields.count) fields differ" }

  var details: [String] {
    let folded = FoldedDifferences(fields)
    return folded.shown.map { "  \($0)" } + (folded.foldedNote.map { ["  " + $0] } ?? [])
  }

  func reportHTML(_ page: ReportPage) throws -> String {
    let download = try page.downloadLink(
      actual, as: "actual.json", label: "download \(page.sides.actual) dump")
    return FieldTableMarkup.html(fields) + (download.isEmpty ? "" : "<p>\(download)</p>\n")
  }
}

/// The table of differing fields, as the report shows a dump's or a track line's: every field
/// shown, with how far apart and the tolerance for numbers (or `notes` by path), and the fields
/// that follow from others folded under them.
enum FieldTableMarkup {
  static func html(_ fields: [DumpDifference], notes: [String: String] = [:]) -> String {
    let folded = FoldedDifferences(fields)
    var html =
      "<table class=\"fields\"><tr><th>field</th><th>expected</th><th>actual</th><th>difference</th></tr>\n"
    for field in folded.shown {
      let note = field.gap.map { "\($0)" } ?? notes[field.path] ?? ""
      html += "<tr><td>\(HTMLReport.escape(field.path))</td><td>\(HTMLReport.escape(field.expected))</td>"
      html += "<td>\(HTMLReport.escape(field.actual))</td><td>\(HTMLReport.escape(note))</td></tr>\n"
    }
    if let note = folded.foldedNote {
      html += "<tr><td colspan=\"4\">\(HTMLReport.escape(note))</td></tr>\n"
    }
    return html + "</table>\n"
  }
}
