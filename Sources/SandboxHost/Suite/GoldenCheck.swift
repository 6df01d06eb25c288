import Foundation

/// Compares a case's replay outputs with its goldens, or writes the goldens (`--update`).
enum GoldenCheck {
  /// Whether a file of `expected/` is one that a replay could have written.
  static func isGoldenFile(_ name: String) -> Bool {
    let lower = name.lowercased()
    return !name.hasPrefix(".") && (lower.hasSuffix(".png") || lower.hasSuffix(".json"))
  }

  /// The verdict on every output of `suiteCase` found in `outputDirectory`. Diff images of
  /// differing captures are written into `diffDirectory` (as `N-diff.png`, N the file's index)
  /// when it is given.
  static func verify(_ suiteCase: SuiteCase, outputDirectory: String, diffDirectory: String?) -> [FileOutcome]
  {
    var outcomes: [FileOutcome] = []
    let manager = FileManager.default
    let expectedIsAFile = expectedFolderIsAFile(suiteCase)
    for (index, name) in suiteCase.outputs.enumerated() {
      let expected = suiteCase.golden(name)
      let actual = outputDirectory + "/" + name
      var outcome = FileOutcome(name: name, status: .alike, expectedPath: expected, actualPath: actual)
      if expectedIsAFile {
        // "Missing, --update writes it" would send the user to an update that cannot.
        outcome.status = .unreadable(expectedIsAFileMessage(suiteCase))
      } else if !manager.fileExists(atPath: expected) {
        if name == SuiteCase.optionalGolden { continue }
        outcome.status = .noGolden
      } else if !manager.fileExists(atPath: actual) {
        outcome.status = .noOutput
      } else {
        let diff = diffDirectory.map { "\($0)/\(index + 1)-diff.png" }
        outcome.status = compare(name, expected: expected, actual: actual, in: suiteCase, diffPath: diff)
        if case .imageDiffers(let result) = outcome.status { outcome.diffPath = result.diffPath }
      }
      outcomes.append(outcome)
    }
    for name in staleGoldens(of: suiteCase) {
      outcomes.append(
        FileOutcome(name: name, status: .staleGolden, expectedPath: suiteCase.golden(name), actualPath: ""))
    }
    return outcomes
  }

  /// Writes every output as its golden where the golden is missing or differs beyond the
  /// tolerance (a golden still within it is kept byte for byte, so updating twice changes
  /// nothing), and deletes stale goldens. Throws when a file cannot be written, and then leaves
  /// every golden of the case as it was: the new ones are written beside their places first
  /// and none takes its place until all are written, and a place that cannot take a file (a
  /// folder) is found before anything is written.
  static func update(_ suiteCase: SuiteCase, outputDirectory: String) throws -> [FileOutcome] {
    let manager = FileManager.default
    if expectedFolderIsAFile(suiteCase) {
      throw RunError("cannot write the goldens: \(expectedIsAFileMessage(suiteCase))")
    }
    var isFolder: ObjCBool = false
    try OutputFolder.create(suiteCase.expectedDirectory)
    var outcomes: [FileOutcome] = []
    var replacements: [(target: String, source: String)] = []
    for name in suiteCase.outputs {
      let expected = suiteCase.golden(name)
      let actual = outputDirectory + "/" + name
      var outcome = FileOutcome(name: name, status: .unchanged, expectedPath: expected, actualPath: actual)
      guard manager.fileExists(atPath: actual) else {
        outcome.status = .noOutput
        outcomes.append(outcome)
        continue
      }
      if !manager.fileExists(atPath: expected, isDirectory: &isFolder) {
        outcome.status = .created
      } else if isFolder.boolValue {
        throw RunError("cannot write \(expected): a folder is in its place")
      } else if case .alike = compare(name, expected: expected, actual: actual, in: suiteCase, diffPath: nil)
      {
        outcomes.append(outcome)
        continue
      } else {
        outcome.status = .changed
      }
      replacements.append((expected, actual))
      outcomes.append(outcome)
    }
    try replaceAll(replacements)
    for name in staleGoldens(of: suiteCase) {
      let path = suiteCase.golden(name)
      do {
        try manager.removeItem(atPath: path)
      } catch {
        throw RunError("cannot remove \(path): \(failureReason(of: error))")
      }
      outcomes.append(FileOutcome(name: name, status: .removed, expectedPath: path, actualPath: ""))
    }
    return outcomes
  }

  /// Whether a file stands where the case's folder of goldens goes.
  private static func expectedFolderIsAFile(_ suiteCase: SuiteCase) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: suiteCase.expectedDirectory, isDirectory: &isFolder)
      && !isFolder.boolValue
  }

  /// What is wrong when `expectedFolderIsAFile`.
  private static func expectedIsAFileMessage(_ suiteCase: SuiteCase) -> String {
    "\(suiteCase.expectedDirectory) is a file, not the folder of goldens"
  }

  /// The PNG and JSON files of `expected/` that the case does not write.
  static func staleGoldens(of suiteCase: SuiteCase) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteCase.expectedDirectory)) ?? []
    return names.filter { isGoldenFile($0) && !suiteCase.outputs.contains($0) }.sorted()
  }

  private static func compare(
    _ name: String, expected: String, actual: String, in suiteCase: SuiteCase, diffPath: String?
  ) -> FileOutcome.Status {
    if suiteCase.isDump(name) {
      do {
        let differences = try DumpComparison.compare(
          expected: expected, actual: actual, tolerance: suiteCase.dumpTolerance)
        return differences.isEmpty ? .alike : .dumpDiffers(differences)
      } catch {
        // The outcome's line names the file already; an `error:` inside it would read as a
        // line of its own.
        return .unreadable(error.errors.map(\.placeAndMessage).joined(separator: "; "))
      }
    }
    do {
      let result = try ImageComparison.compare(
        expected: expected, actual: actual, tolerance: suiteCase.tolerance, diffPath: diffPath)
      return result.matches ? .alike : .imageDiffers(result)
    } catch {
      return .unreadable("\(error)")
    }
  }

  /// Copies each source over its target, all or none (see `StagedFile.writeAllOrNone`).
  private static func replaceAll(_ replacements: [(target: String, source: String)]) throws {
    var files: [(data: Data, path: String)] = []
    for (target, source) in replacements {
      do {
        files.append((try Data(contentsOf: URL(fileURLWithPath: source)), target))
      } catch {
        throw RunError("cannot write \(target): \(failureReason(of: error))")
      }
    }
    try StagedFile.writeAllOrNone(files)
  }
}
