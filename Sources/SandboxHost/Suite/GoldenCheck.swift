import CSDL2
import Foundation

/// Compares a case's replay outputs with its goldens, or writes the goldens (`--update`), each
/// output through its kind's strategy (see `GoldenStrategy`).
enum GoldenCheck {
  /// Whether a file of `expected/` is one that a replay could have written.
  static func isGoldenFile(_ name: String) -> Bool {
    let lower = name.lowercased()
    return !name.hasPrefix(".")
      && (lower.hasSuffix(".png") || lower.hasSuffix(".json") || lower.hasSuffix(".jsonl"))
  }

  /// The verdict on every output of `suiteCase` found in `outputDirectory`. A golden that cannot
  /// be read as its kind (truncated, of another kind, malformed) fails its file with the reason.
  static func verify(_ suiteCase: SuiteCase, outputDirectory: String) -> [FileOutcome] {
    var outcomes: [FileOutcome] = []
    let manager = FileManager.default
    let expectedIsAFile = expectedFolderIsAFile(suiteCase)
    for name in suiteCase.outputs {
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
        outcome.status = compare(name, expected: expected, actual: actual, in: suiteCase)
      }
      outcomes.append(outcome)
    }
    for name in staleGoldens(of: suiteCase) {
      outcomes.append(
        FileOutcome(name: name, status: .staleGolden, expectedPath: suiteCase.golden(name), actualPath: ""))
    }
    return outcomes
  }

  /// Writes every output as its golden where the golden is missing, unreadable or differs
  /// beyond the tolerance (a golden still within it is kept byte for byte, so updating twice
  /// changes nothing), and deletes stale goldens.
  ///
  /// All or none, even if the program is killed midway: the case's new folder of goldens is
  /// built whole beside `expected/` (`.expected-staging-PID`, the kept goldens copied, the new
  /// ones written) and then swapped with it in one step of the file system; the old folder is
  /// removed after. Leftovers of a run killed before the swap are removed by the next update.
  /// Throws when a file cannot be written, and then leaves every golden of the case as it was.
  /// With `only`, just those outputs are written and no stale golden is removed (accepting one
  /// file of a case).
  static func update(_ suiteCase: SuiteCase, outputDirectory: String, only: Set<String>? = nil) throws
    -> [FileOutcome]
  {
    let manager = FileManager.default
    if expectedFolderIsAFile(suiteCase) {
      throw RunError("cannot write the goldens: \(expectedIsAFileMessage(suiteCase))")
    }
    removeLeftovers(of: suiteCase)
    var isFolder: ObjCBool = false
    var outcomes: [FileOutcome] = []
    var sources: [(name: String, path: String)] = []
    for name in suiteCase.outputs where only?.contains(name) ?? true {
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
      } else if case .alike = compare(name, expected: expected, actual: actual, in: suiteCase) {
        sources.append((name, expected))
        outcomes.append(outcome)
        continue
      } else {
        outcome.status = .changed
        outcome.change = beforeAndAfter(name, golden: expected, output: actual, in: suiteCase)
      }
      sources.append((name, actual))
      outcomes.append(outcome)
    }
    let stale = only == nil ? staleGoldens(of: suiteCase) : []
    for name in stale {
      outcomes.append(
        FileOutcome(name: name, status: .removed, expectedPath: suiteCase.golden(name), actualPath: ""))
    }
    let changes = outcomes.contains {
      switch $0.status {
      case .created, .changed, .removed: true
      default: false
      }
    }
    if changes { try replaceGoldens(of: suiteCase, with: sources, dropping: Set(stale)) }
    return outcomes
  }

  /// What a golden about to be replaced differs in from the output replacing it, for the
  /// report of an update to show before against after: the old golden is kept first beside the
  /// outputs (`.before/NAME`), as the strategies' differences name the files they show.
  private static func beforeAndAfter(_ name: String, golden: String, output: String, in suiteCase: SuiteCase)
    -> (any GoldenDifference)?
  {
    let folder = PathComponents.parent(of: output) + "/.before"
    let kept = folder + "/" + name
    guard
      (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
      (try? FileManager.default.copyItem(atPath: golden, toPath: kept)) != nil,
      case .differs(let difference) = compare(name, expected: kept, actual: output, in: suiteCase)
    else { return nil }
    return difference
  }

  /// The name prefix of a case's folder of goldens being built, and of the old one being removed.
  static let stagingPrefix = ".expected-staging-"

  /// Builds the case's new `expected/` beside it (every file of the old one that is neither an
  /// output nor `dropping`, then `sources` under their names) and swaps it into place.
  private static func replaceGoldens(
    of suiteCase: SuiteCase, with sources: [(name: String, path: String)], dropping: Set<String>
  ) throws {
    let manager = FileManager.default
    let staging = suiteCase.directory + "/" + stagingPrefix + "\(getpid())"
    do {
      try manager.createDirectory(atPath: staging, withIntermediateDirectories: false)
      let written = Set(sources.map(\.name))
      let kept = ((try? manager.contentsOfDirectory(atPath: suiteCase.expectedDirectory)) ?? []).filter {
        !written.contains($0) && !dropping.contains($0)
      }
      for name in kept {
        try manager.copyItem(atPath: suiteCase.expectedDirectory + "/" + name, toPath: staging + "/" + name)
      }
      for (name, path) in sources {
        try manager.copyItem(atPath: path, toPath: staging + "/" + name)
      }
    } catch {
      try? manager.removeItem(atPath: staging)
      throw RunError("cannot write the goldens of \(suiteCase.fullName): \(failureReason(of: error))")
    }
    let expected = suiteCase.expectedDirectory
    if !manager.fileExists(atPath: expected) {
      guard rename(staging, expected) == 0 else {
        let reason = String(cString: strerror(errno))
        try? manager.removeItem(atPath: staging)
        throw RunError("cannot write \(expected): \(reason)")
      }
      return
    }
    guard sandbox_exchange_paths(staging, expected) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(atPath: staging)
      throw RunError("cannot put the new goldens in place of \(expected): \(reason)")
    }
    // The staging folder now holds the old goldens.
    removeOldGoldens(staging)
  }

  /// Removes the staging folders that updates killed before they finished left in the case.
  private static func removeLeftovers(of suiteCase: SuiteCase) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteCase.directory)) ?? []
    for name in names where name.hasPrefix(stagingPrefix) {
      removeOldGoldens(suiteCase.directory + "/" + name)
    }
  }

  /// Removes a folder of old goldens, write-protected as the user may have kept `expected/`: a
  /// folder without write permission keeps its files, and the folder stayed behind.
  private static func removeOldGoldens(_ folder: String) {
    var status = stat()
    if stat(folder, &status) == 0, status.st_mode & S_IWUSR == 0 {
      _ = chmod(folder, status.st_mode & 0o7777 | S_IWUSR)
    }
    try? FileManager.default.removeItem(atPath: folder)
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

  /// The golden files of `expected/` that the case does not write.
  static func staleGoldens(of suiteCase: SuiteCase) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteCase.expectedDirectory)) ?? []
    return names.filter { isGoldenFile($0) && !suiteCase.outputs.contains($0) }.sorted()
  }

  private static func compare(
    _ name: String, expected: String, actual: String, in suiteCase: SuiteCase
  ) -> FileOutcome.Status {
    // The same bytes are alike whatever their kind (a film the replay verified in memory is
    // written as its golden's bytes, so it is not decoded again here).
    if let a = FileManager.default.contents(atPath: expected),
      a == FileManager.default.contents(atPath: actual)
    {
      return .alike
    }
    do {
      let difference = try suiteCase.kind(of: name).strategy.compare(
        expected: expected, actual: actual, tolerances: suiteCase.tolerances.tolerances(for: name))
      return difference.map(FileOutcome.Status.differs) ?? .alike
    } catch {
      return .unreadable(error.description)
    }
  }
}
