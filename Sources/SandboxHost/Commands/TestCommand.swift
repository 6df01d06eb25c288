import Foundation

extension Commands {
  /// `test`: replays every case of the suites and compares its outputs with its goldens, or
  /// writes the goldens with `update` (docs/suites.md). Prints one progress line per case and a
  /// closing `N passed, N failed`. 0 when every case passes, 1 when any fails, 2 on bad input
  /// (a suite, a case, an option), in which case nothing runs and nothing is written.
  package static func test(_ options: TestOptions) -> Int32 {
    test(options, replay: SuiteRunner.childProcess(executable: SuiteRunner.ownExecutable()))
  }

  /// `test` with the way each case is replayed given (tests replay in process), and where its
  /// lines go (standard output, or a test's collector).
  static func test(
    _ options: TestOptions, replay: @escaping CaseReplay, output: (String) -> Void = { print($0) }
  ) -> Int32 {
    if let targets = options.accept { return accept(options, targets: targets, output: output) }
    var errors = problems(with: options)
    let cases = SuiteFolder.cases(in: options.suites, filters: options.filters, errors: &errors)
    if errors.isEmpty, cases.isEmpty, !options.filters.isEmpty {
      let filters = options.filters.map { "--filter \"\($0)\"" }.joined(separator: " or ")
      errors.append(InputError(file: nil, line: nil, message: "no case matches \(filters)"))
    }
    if errors.isEmpty { errors = problems(writing: options, over: cases) }
    guard errors.isEmpty else { return reportBadInput(errors) }

    let work = NSTemporaryDirectory() + "motion-sandbox-test-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: work) }
    do {
      try OutputFolder.create(work)
      if let report = options.reportDirectory {
        try OutputFolder.create(report)
        // The images of an earlier run into the same report would lie beside this run's.
        HTMLReport.removeImages(in: report)
      }
      if let junit = options.junitPath { try OutputFolder.create(junitFolder(junit)) }
    } catch {
      printError("\(error)")
      return failure
    }
    var outcomes = [CaseOutcome?](repeating: nil, count: cases.count)
    var writeFailure: String?
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    SuiteRunner.run(cases, jobs: jobs, workDirectory: work, replay: replay) { index, out, run, seconds in
      let start = Date()
      let suiteCase = cases[index]
      var outcome = CaseOutcome(suiteCase: suiteCase, seconds: seconds, replayFailure: nil, files: [])
      if run.status != 0 {
        outcome.replayFailure = run.message
      } else if options.update {
        do {
          outcome.files = try GoldenCheck.update(suiteCase, outputDirectory: out)
        } catch {
          outcome.replayFailure = "\(error)"
          writeFailure = "\(error)"
        }
      } else {
        outcome.files = GoldenCheck.verify(suiteCase, outputDirectory: out)
      }
      ActualOutputs.record(outcome, outputDirectory: out, update: options.update)
      outcome.seconds += Date().timeIntervalSince(start)
      output(CaseReport.progressLine(outcome, update: options.update))
      if !outcome.passed {
        let details = CaseReport.details(outcome)
        if outcome.replayFailure == nil {
          output(details.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
        }
      } else if options.update {
        for file in outcome.files {
          switch file.status {
          case .created, .changed, .removed: output("    \(file.summary) \(file.expectedPath)")
          default: break
          }
        }
      }
      // Progress shows as each case ends, in a CI log (a pipe) too.
      fflush(nil)
      outcomes[index] = outcome
      // The report needs the actual images, which are removed with the work folder; copy now.
      if options.reportDirectory == nil { try? FileManager.default.removeItem(atPath: out) }
    }
    let finished = outcomes.compactMap { $0 }
    // The summary is printed whatever becomes of the reports: the cases ran.
    var reportFailures: [String] = []
    var written: [String] = []
    if let junit = options.junitPath {
      do {
        try JUnitReport.write(finished, to: junit)
        written.append("JUnit XML: \(junit)")
      } catch {
        reportFailures.append("\(error)")
      }
    }
    if let report = options.reportDirectory {
      do {
        try HTMLReport.write(finished, update: options.update, to: report)
        written.append("report: \(report)/index.html")
      } catch {
        reportFailures.append("\(error)")
      }
    }
    let failed = finished.filter { !$0.passed }.count
    if options.update {
      output("\(finished.count - failed) updated, \(failed) failed")
    } else {
      output("\(finished.count - failed) passed, \(failed) failed")
    }
    written.forEach(output)
    // Standard output is buffered when it is a file or a pipe (a CI log): the summary first.
    fflush(nil)
    if let writeFailure { printError(writeFailure) }
    reportFailures.forEach(printError)
    return failed == 0 && reportFailures.isEmpty ? success : failure
  }

  /// The faults of the options themselves: `--jobs` below 1, and a `--report` or `--junit` that
  /// cannot be written or lies inside a suite (where it could replace a case's files).
  static func problems(with options: TestOptions) -> [InputError] {
    var errors: [InputError] = []
    if options.suites.isEmpty {
      errors.append(InputError(file: nil, line: nil, message: "test needs at least one SUITE"))
    }
    if let jobs = options.jobs, jobs < 1 {
      errors.append(InputError(file: nil, line: nil, message: "--jobs must be at least 1"))
    }
    if let report = options.reportDirectory {
      if let problem = OutputFolder.problem(with: report, option: "--report") { errors.append(problem) }
    }
    if options.filters.contains("") {
      errors.append(
        InputError(file: nil, line: nil, message: "--filter is empty (leave it out to run every case)"))
    }
    if let junit = options.junitPath {
      var isDirectory: ObjCBool = false
      let folder = junitFolder(junit)
      if junit.isEmpty {
        errors.append(InputError(file: nil, line: nil, message: "--junit is empty"))
      } else if FileManager.default.fileExists(atPath: junit, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        errors.append(InputError(file: junit, line: nil, message: "--junit names a folder"))
      } else if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        errors.append(
          InputError(file: junit, line: nil, message: "cannot write --junit: \(folder) is a file"))
      } else if let problem = OutputFolder.problem(with: folder, option: "--junit") {
        errors.append(problem)
      }
      if let report = options.reportDirectory, !junit.isEmpty, !report.isEmpty,
        SuiteFolder.canonical(junit) == SuiteFolder.canonical(report)
          || SuiteFolder.isInside(junit, reportFiles(report)) || isReportPage(junit, report)
      {
        errors.append(
          InputError(
            file: junit, line: nil, message: "--junit would write over the report's own files in \(report)"))
      }
    }
    for (option, path) in [("--report", options.reportDirectory), ("--junit", options.junitPath)] {
      guard let path else { continue }
      for suite in options.suites where SuiteFolder.isInside(path, suite) {
        errors.append(
          InputError(
            file: path, line: nil,
            message: "\(option) lies inside the suite \(suite); outputs never go among a suite's inputs"))
      }
    }
    return errors
  }

  /// The faults of outputs that would write over a case's inputs (its scene file, script,
  /// `case.json` or goldens), wherever those lie: the JUnit file being one of them, or the
  /// report's page or image folder holding one.
  static func problems(writing options: TestOptions, over cases: [SuiteCase]) -> [InputError] {
    var inputs: [InputProtection.Input] = []
    for suiteCase in cases {
      let name = suiteCase.fullName
      if BuiltInScenes.named(suiteCase.scene) == nil {
        inputs.append(.init(path: suiteCase.scene, role: "the scene file of \(name)"))
      }
      inputs.append(.init(path: suiteCase.scriptPath, role: "the script of \(name)"))
      inputs.append(.init(path: suiteCase.directory + "/case.json", role: "the case.json of \(name)"))
      let goldens = (try? FileManager.default.contentsOfDirectory(atPath: suiteCase.expectedDirectory)) ?? []
      for golden in goldens.sorted() {
        inputs.append(.init(path: suiteCase.golden(golden), role: "a golden of \(name)"))
      }
    }
    var errors: [InputError] = []
    // Among a case's goldens, where `--update` writes new ones too, even when `expected/` is a
    // link to a folder outside the suite.
    for (option, path) in [("--report", options.reportDirectory), ("--junit", options.junitPath)] {
      guard let path else { continue }
      for suiteCase in cases where SuiteFolder.isInside(path, suiteCase.expectedDirectory) {
        errors.append(
          InputError(
            file: path, line: nil,
            message:
              "\(option) lies among the goldens of \(suiteCase.fullName) (\(suiteCase.expectedDirectory))"))
      }
    }
    if let junit = options.junitPath {
      errors += InputProtection.problems(
        writing: [.init(path: junit, origin: "--junit", remedy: "choose another --junit path")], over: inputs)
    }
    if let report = options.reportDirectory {
      for input in inputs
      where SuiteFolder.isInside(input.path, reportFiles(report)) || isReportPage(input.path, report) {
        errors.append(
          InputError(
            file: report, line: nil,
            message: "--report would write over \(input.role), \(input.path); choose another --report folder")
        )
      }
    }
    return errors
  }

  /// The folder of the report's images.
  private static func reportFiles(_ report: String) -> String {
    report + "/" + HTMLReport.filesFolder
  }

  /// Whether `path` is the report's page.
  private static func isReportPage(_ path: String, _ report: String) -> Bool {
    SuiteFolder.canonical(path) == SuiteFolder.canonical(report + "/index.html")
  }

  /// The folder `--junit` writes into (created when missing).
  static func junitFolder(_ path: String) -> String {
    let folder = OutputFolder.parentFolder(of: path)
    return folder.isEmpty ? "." : folder
  }
}
