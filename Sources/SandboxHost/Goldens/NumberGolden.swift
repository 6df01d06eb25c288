/// A kind of golden whose files are JSON state, compared number by number within
/// `NumberTolerances` (dumps and tracks). A case's comparison and `compare`'s are the same steps
/// for every such kind, written once here; each kind says how its files compare and what a
/// difference shows.
protocol NumberGolden: GoldenStrategy {
  /// What comparing two files finds.
  associatedtype Comparison
  /// How a file differs from its golden.
  associatedtype Difference: GoldenDifference
  /// The kind, plural, as `compare`'s faults of options name it: `dumps`, `tracks`.
  var pluralNoun: String { get }
  /// Reads and compares the files `expected` and `actual`; throws `InputErrors` naming a file
  /// that cannot be read as this kind.
  func comparison(expected: String, actual: String, tolerances: NumberTolerances) throws(InputErrors)
    -> Comparison
  /// What `comparison` (of the file `actual` with its golden) says differs; nil when alike.
  func difference(_ comparison: Comparison, actual: String) -> Difference?
  /// `compare`'s summary of two files alike within `tolerances`.
  func alikeSummary(_ comparison: Comparison, tolerances: NumberTolerances) -> String
  /// `compare`'s lines under the summary of two files that differ.
  func compareDetails(_ difference: Difference) -> [String]
}

extension NumberGolden {
  func compare(expected: String, actual: String, tolerances: GoldenTolerances) throws(GoldenFault)
    -> (any GoldenDifference)?
  {
    let found = try GoldenFault.reading {
      try comparison(expected: expected, actual: actual, tolerances: tolerances.numbers)
    }
    return difference(found, actual: actual)
  }

  func compareFiles(expected: String, actual: String, options: CompareOptions) throws -> CompareVerdict {
    let tolerances = try options.checkedNumberTolerances(for: pluralNoun)
    let found = try comparison(expected: expected, actual: actual, tolerances: tolerances)
    guard let difference = difference(found, actual: actual) else {
      return CompareVerdict(alike: true, summary: alikeSummary(found, tolerances: tolerances))
    }
    return CompareVerdict(alike: false, summary: difference.summary, details: compareDetails(difference))
  }
}
