import Foundation

extension Commands {
  /// `test`: replays every case of the suites (or of one shard of them) and compares its
  /// outputs with its goldens, or writes the goldens with `update` (docs/suites.md). Shows each
  /// case as it finishes in the reporter's style and closes with `N passed, N failed`. 0 when
  /// every case passes, 1 when any fails, 2 on bad input (a suite, a case, an option, the
  /// durations file), in which case nothing runs and nothing is written.
  package static func test(_ options: TestOptions) -> Int32 {
    // Long-lived replay workers, each replaying case after case (see `ReplayWorker`).
    let workers = WorkerPool(
      executable: SuiteRunner.ownExecutable(), arguments: options.suites, timeout: options.timeout)
    defer { workers.stop() }
    return test(options, replay: workers.replay, output: .standard)
  }

  /// `test` with the way each case is replayed given (tests replay in process), and where its
  /// lines go (a test's collector; a dot reporter's dots come as lines of their own).
  static func test(_ options: TestOptions, replay: @escaping CaseReplay, output: @escaping (String) -> Void)
    -> Int32
  {
    test(options, replay: replay, output: SuiteOutput(line: output, text: output))
  }

  /// `test` with the way each case is replayed and where its lines go given.
  static func test(_ options: TestOptions, replay: @escaping CaseReplay, output: SuiteOutput) -> Int32 {
    // Names and paths are printed as they are: in a GitHub Actions log a line break in one would
    // start a line the log may run as a workflow command (annotations escape their own).
    let output = options.reporter == .github ? output.escapingLineBreaks : output
    if let targets = options.accept { return accept(options, targets: targets, output: output.line) }
    var errors = problems(with: options)
    let allCases = SuiteFolder.cases(in: options.suites, filters: options.filters, errors: &errors)
    if errors.isEmpty, allCases.isEmpty, !options.filters.isEmpty {
      let filters = options.filters.map { "--filter \"\($0)\"" }.joined(separator: " or ")
      errors.append(InputError(file: nil, line: nil, message: "no case matches \(filters)"))
    }
    let durations = CaseDurations.read(options.durationsPath, unless: &errors)
    if errors.isEmpty { errors = problems(writing: options, over: allCases) }
    guard errors.isEmpty else { return reportBadInput(errors) }

    // The shard's cases, with each one's number in the whole run (the reports' order).
    let shard = options.shard ?? .whole
    let shardOfCase = ShardPartition.shards(
      of: allCases.map(\.fullName), count: shard.count, durations: durations)
    let runIndices = allCases.indices.filter { shardOfCase[$0] == shard.index }
    let cases = runIndices.map { allCases[$0] }
    if options.shard != nil {
      output.line("shard \(shard.spelling): \(cases.count) of \(allCases.count) cases")
    }

    let work = TestWorkFolder.path()
    defer { try? FileManager.default.removeItem(atPath: work) }
    do {
      try OutputFolder.create(work)
      // The report and blob folders are made, and their earlier contents replaced, only at the
      // end (`ReportStaging`): a run stopped half way leaves them as they were.
      if let junit = options.junitPath { try OutputFolder.create(junitFolder(junit)) }
    } catch {
      printError("\(error)")
      return failure
    }
    var outcomes = [CaseOutcome?](repeating: nil, count: cases.count)
    var outputFolders = [String](repeating: "", count: cases.count)
    var writeFailure: String?
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let progress = SuiteProgress(
      style: options.reporter, output: output, update: options.update, total: cases.count)
    let keepsOutputs = options.reportDirectory != nil || options.blobDirectory != nil
    let repeated = RepeatedReplay.wrapping(replay, times: options.repeatEach)
    SuiteRunner.run(cases, jobs: jobs, workDirectory: work, replay: repeated) { index, out, run, seconds in
      let start = Date()
      let suiteCase = cases[index]
      var outcome = CaseOutcome(suiteCase: suiteCase, seconds: seconds, replayFailure: nil, files: [])
      if run.status != 0 {
        outcome.replayFailure = run.message
        outcome.failingOutput = run.differingOutput
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
      progress.show(outcome)
      outcomes[index] = outcome
      outputFolders[index] = out
      // The reports need the actual images, which are removed with the work folder.
      if !keepsOutputs { try? FileManager.default.removeItem(atPath: out) }
    }
    progress.close()
    let finished = outcomes.compactMap { $0 }
    // The summary is printed whatever becomes of the reports: the cases ran.
    var reportFailures: [String] = []
    var written: [String] = []
    func record(_ position: Int, drawingInto folder: String?) throws -> CaseRecord {
      // A blob keeps every output's digest; a report a failing case's, for `review` to accept
      // only the outputs the report shows.
      let wantsDigests =
        options.blobDirectory != nil || (options.reportDirectory != nil && !finished[position].passed)
      let digests = wantsDigests ? OutputDigest.folder(outputFolders[position]) : [:]
      return try CaseRecord(
        finished[position], index: runIndices[position], update: options.update, reportDirectory: folder,
        outputs: digests)
    }
    // The report draws the failing cases' pictures as it makes their records; the JUnit XML
    // needs none, and is written even when the report cannot be.
    var drawn: [CaseRecord]?
    if let report = options.reportDirectory {
      do {
        // Drawn whole beside the earlier report, which stays whole until this one takes its place.
        drawn = try ReportStaging.replace(report, last: HTMLReport.pageName) { staged in
          let records = try finished.indices.map { try record($0, drawingInto: staged) }
          try HTMLReport.write(records, update: options.update, to: staged)
          return records
        }
      } catch {
        reportFailures.append("\(error)")
      }
    }
    if let junit = options.junitPath {
      do {
        let records = try drawn ?? finished.indices.map { try record($0, drawingInto: nil) }
        try JUnitReport.write(records, reportDirectory: options.reportDirectory, to: junit)
        written.append("JUnit XML: \(junit)")
      } catch {
        reportFailures.append("\(error)")
      }
    }
    if drawn != nil, let report = options.reportDirectory { written.append("report: \(report)/index.html") }
    if let blob = options.blobDirectory {
      do {
        try ReportStaging.replace(blob, last: ShardBlob.fileName) { staged in
          let records = try finished.indices.map { try record($0, drawingInto: staged) }
          try ShardBlob(
            shard: shard, update: options.update, caseNames: allCases.map(\.fullName), records: records
          ).write(into: staged)
        }
        written.append("blob: \(blob)")
      } catch {
        reportFailures.append("\(error)")
      }
    }
    if let path = options.durationsPath {
      do {
        let measured = finished.map { ($0.suiteCase.fullName, $0.seconds) }
        try (durations ?? CaseDurations()).updated(with: measured).write(to: path)
        written.append("durations: \(path)")
      } catch {
        reportFailures.append("\(error)")
      }
    }
    let failed = finished.filter { !$0.passed }.count
    output.line("\(finished.count - failed) \(options.update ? "updated" : "passed"), \(failed) failed")
    written.forEach(output.line)
    // Standard output is buffered when it is a file or a pipe (a CI log): the summary first.
    fflush(nil)
    if let writeFailure { printError(writeFailure) }
    reportFailures.forEach(printError)
    return failed == 0 && reportFailures.isEmpty ? success : failure
  }

  /// The faults of the options themselves: `--jobs` below 1, an output that cannot be written or
  /// lies inside a suite (where it could replace a case's files), and outputs that overlap.
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
    errors += shardProblems(with: options)
    if options.filters.contains("") {
      errors.append(
        InputError(file: nil, line: nil, message: "--filter is empty (leave it out to run every case)"))
    }
    if let junit = options.junitPath { errors += problems(withJUnit: junit) }
    for output in outputs(of: options) {
      for suite in options.suites where SuiteFolder.isInside(output.path, suite) {
        errors.append(
          InputError(
            file: output.path, line: nil,
            message:
              "\(output.option) lies inside the suite \(suite); outputs never go among a suite's inputs"))
      }
    }
    return errors + OutputOverlap.problems(among: outputs(of: options))
  }

  /// The faults of outputs that would write over a case's inputs (its scene file, script,
  /// `case.json` or goldens), wherever those lie: the JUnit file being one of them, or a file
  /// the report or the blob writes being one.
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
    for output in outputs(of: options) {
      for suiteCase in cases where SuiteFolder.isInside(output.path, suiteCase.expectedDirectory) {
        errors.append(
          InputError(
            file: output.path, line: nil,
            message:
              "\(output.option) lies among the goldens of \(suiteCase.fullName) (\(suiteCase.expectedDirectory))"
          ))
      }
    }
    if let junit = options.junitPath {
      errors += InputProtection.problems(
        writing: [.init(path: junit, origin: "--junit", remedy: "choose another --junit path")], over: inputs)
    }
    if let durations = options.durationsPath {
      errors += InputProtection.problems(
        writing: [.init(path: durations, origin: "--durations", remedy: "choose another --durations path")],
        over: inputs)
    }
    for (option, folder) in [("--report", options.reportDirectory), ("--blob", options.blobDirectory)] {
      guard let folder else { continue }
      for input in inputs where writesOver(input.path, folder) {
        errors.append(
          InputError(
            file: folder, line: nil,
            message:
              "\(option) would write over \(input.role), \(input.path); choose another \(option) folder")
        )
      }
    }
    return errors
  }

  /// The faults of `--junit PATH` as an output: empty, a folder, or in a folder that cannot be
  /// written. (Over another output is `OutputOverlap`'s to find.)
  static func problems(withJUnit junit: String) -> [InputError] {
    var errors: [InputError] = []
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
    return errors
  }

  /// The folder `--junit` writes into (created when missing).
  static func junitFolder(_ path: String) -> String {
    let folder = PathComponents.parent(of: path)
    return folder.isEmpty ? "." : folder
  }
}
