/// State dumps (JSON): numbers within the case's `dumpTolerance`, everything else equal; the
/// report lists every differing field with both values.
struct DumpGolden: GoldenStrategy {
  var noun: String { "a state dump" }

  func recognizes(head: [UInt8], path: String) -> Bool {
    if let first = GoldenStrategies.firstSignificantByte(head) { return first == UInt8(ascii: "{") }
    return GoldenStrategies.pathExtension(path) == "json"
  }

  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  {
    let result = try GoldenFault.reading {
      try DumpComparison.compare(expected: expected, actual: actual, tolerance: tolerances.numbers)
    }
    return result.isEmpty ? nil : DumpDifferences(fields: result)
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    let problems = Self.imageOnlyOptions(options, noun: "dumps")
    guard problems.isEmpty else { throw InputErrors(problems) }
    let tolerance = options.tolerance ?? CommandLineDefaults.dumpTolerance
    let differences = try DumpComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    guard !differences.isEmpty else {
      return CompareVerdict(
        alike: true, summary: "every number within \(JSONWriter.format(tolerance)), everything else equal")
    }
    return CompareVerdict(
      alike: false, summary: DumpDifferences(fields: differences).summary,
      details: differences.map { "  \($0)" })
  }
}

/// How a dump differs from its golden: every differing field.
struct DumpDifferences: GoldenDifference {
  var fields: [DumpDifference]

  var summary: String { fields.count == 1 ? "1 field differs" : "\(fields.count) fields differ" }

  var details: [String] {
    let shown = fields.prefix(CaseReport.fieldsShown).map { "  \($0)" }
    return shown
      + (fields.count > CaseReport.fieldsShown
        ? ["  … and \(fields.count - CaseReport.fieldsShown) more"] : [])
  }

  func reportHTML(_ page: ReportPage) throws -> String {
    FieldTableMarkup.html(fields)
  }
}

/// The table of differing fields, as the report shows a dump's or a track line's.
enum FieldTableMarkup {
  static func html(_ fields: [DumpDifference]) -> String {
    var html = "<table class=\"fields\"><tr><th>field</th><th>expected</th><th>actual</th></tr>\n"
    for field in fields {
      html += "<tr><td>\(HTMLReport.escape(field.path))</td><td>\(HTMLReport.escape(field.expected))</td>"
      html += "<td>\(HTMLReport.escape(field.actual))</td></tr>\n"
    }
    return html + "</table>\n"
  }
}
