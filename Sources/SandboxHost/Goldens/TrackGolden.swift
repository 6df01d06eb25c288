/// Tracks (JSON Lines of state dumps): alike when they have as many dumps and each is alike
/// within the case's `dumpTolerance`; the report draws each differing field over time.
struct TrackGolden: GoldenStrategy {
  var noun: String { "a track" }

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

  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  {
    let result = try GoldenFault.reading {
      try TrackComparison.compare(expected: expected, actual: actual, tolerance: tolerances.numbers)
    }
    return result.matches ? nil : TrackDifference(result: result)
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    var problems = Self.imageOnlyOptions(options, noun: "tracks")
    let tolerance = options.tolerance ?? CommandLineDefaults.dumpTolerance
    if !(tolerance.isFinite && tolerance >= 0) {
      problems.append(
        InputError(
          file: nil, line: nil,
          message: "--tolerance must be a number ≥ 0 for tracks, not \(tolerance.messageSpelling)"))
    }
    guard problems.isEmpty else { throw InputErrors(problems) }
    let result = try TrackComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    guard !result.matches else {
      return CompareVerdict(
        alike: true,
        summary:
          "\(result.expected.count) dumps, every number within \(JSONWriter.format(tolerance)), everything else equal"
      )
    }
    return CompareVerdict(
      alike: false, summary: result.summary, details: TrackDifference(result: result).details)
  }
}

/// How a track differs from its golden.
struct TrackDifference: GoldenDifference {
  var result: TrackComparison.Result

  var summary: String { result.summary }

  var details: [String] {
    guard let first = result.differingLines.first else { return [] }
    let shown = first.fields.prefix(CaseReport.fieldsShown).map { "  line \(first.index + 1): \($0)" }
    return shown
      + (first.fields.count > CaseReport.fieldsShown
        ? ["  … and \(first.fields.count - CaseReport.fieldsShown) more"] : [])
  }

  func reportHTML(_ page: ReportPage) throws -> String {
    var html = TrackCurvesMarkup.html(result)
    if let first = result.differingLines.first {
      html +=
        "<p>The first differing dump, line \(first.index + 1) (t \(first.time.roundedSpelling())):</p>\n"
      html += FieldTableMarkup.html(first.fields)
    }
    return html
  }
}
