import Foundation

extension Commands {
  /// `test SUITE... --accept [CASE[/FILE]]`: the actual outputs the last failing run kept
  /// (`ActualOutputs`) become the goldens, with no replay: every case that has them, or the
  /// cases and files named (`CASE`, in every suite that has it, or `SUITE/CASE`, and `/FILE` for
  /// one output), all or none per case. Refused with status 2, before anything is written, when a case named has no
  /// actual outputs or they are older than its script or scene. Prints `ACCEPT SUITE/CASE: …`
  /// and the goldens written; 0 when all were written, 1 when one could not be.
  static func accept(_ options: TestOptions, targets: [String], output: (String) -> Void) -> Int32 {
    var errors: [InputError] = []
    if targets.contains("") {
      errors.append(
        InputError(
          file: nil, line: nil,
          message: "--accept is empty (leave out its value to accept every case that has actual outputs)"))
    }
    let cases = SuiteFolder.cases(in: options.suites, filters: options.filters, errors: &errors)
    guard errors.isEmpty else { return reportBadInput(errors) }
    var chosen: [(suiteCase: SuiteCase, file: String?)] = []
    if targets.contains(TestOptions.everyCase) {
      chosen = cases.filter { FileManager.default.fileExists(atPath: ActualOutputs.directory(of: $0)) }.map {
        ($0, nil)
      }
      if chosen.isEmpty {
        errors.append(
          InputError(
            file: nil, line: nil,
            message:
              "nothing to accept: no case has actual outputs (a failing run of test keeps them in CASE/"
              + "\(ActualOutputs.folderName))"))
      }
    }
    for target in targets where target != TestOptions.everyCase {
      let found = resolve(target, among: cases)
      if !found.isEmpty {
        chosen += found
      } else {
        let names = cases.map(\.fullName).joined(separator: ", ")
        errors.append(
          InputError(
            file: nil, line: nil, message: "--accept \(target): no such case or file (cases: \(names))"))
      }
    }
    errors += chosen.compactMap { ActualOutputs.problem(accepting: $0.suiteCase, file: $0.file) }
    guard errors.isEmpty else { return reportBadInput(errors) }

    var failed = false
    for (suiteCase, file) in chosen {
      let actual = ActualOutputs.directory(of: suiteCase)
      do {
        let outcomes = try GoldenCheck.update(suiteCase, outputDirectory: actual, only: file.map { [$0] })
        output(
          "ACCEPT \(suiteCase.fullName)\(file.map { "/" + $0 } ?? ""): \(CaseReport.updateCounts(outcomes))")
        for outcome in outcomes {
          switch outcome.status {
          case .created, .changed, .removed: output("    \(outcome.summary) \(outcome.expectedPath)")
          default: break
          }
        }
        if let file {
          try? FileManager.default.removeItem(atPath: actual + "/" + file)
        } else {
          ActualOutputs.discard(of: suiteCase)
        }
      } catch {
        failed = true
        printError("\(error)")
      }
    }
    return failed ? failure : success
  }

  /// The cases (and file) `target` names: `CASE`, `SUITE/CASE`, `CASE/FILE` or `SUITE/CASE/FILE`.
  /// A case's name alone names it in every suite that has one (it named the first alone, and the
  /// others went on failing unsaid).
  private static func resolve(_ target: String, among cases: [SuiteCase]) -> [(SuiteCase, String?)] {
    func named(_ name: String) -> [SuiteCase] { cases.filter { $0.fullName == name || $0.name == name } }
    let whole = named(target)
    if !whole.isEmpty { return whole.map { ($0, nil) } }
    guard let slash = target.lastIndex(of: "/") else { return [] }
    let file = String(target[target.index(after: slash)...])
    return named(String(target[..<slash])).map { ($0, file) }
  }
}
