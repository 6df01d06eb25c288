import Foundation

/// The checks of `test`'s options for shards, blobs, durations, repeats and time limits
/// (docs/suites.md, "Suites at team scale"), made before anything runs.
extension Commands {
  /// The options that name an output, with the option's name.
  static func outputOptions(_ options: TestOptions) -> [(String, String?)] {
    [
      ("--report", options.reportDirectory), ("--junit", options.junitPath),
      ("--blob", options.blobDirectory),
      ("--durations", options.durationsPath),
    ]
  }

  /// The faults of the options of shards, repeats and time limits: `--repeat-each` below 1, a
  /// `--timeout` that is no positive number, a `--blob` folder that cannot be written or is the
  /// report's, a `--durations` file that cannot be read and written, or that a report or blob
  /// would write over.
  static func shardProblems(with options: TestOptions) -> [InputError] {
    var errors: [InputError] = []
    if options.repeatEach < 1 {
      errors.append(InputError(file: nil, line: nil, message: "--repeat-each must be at least 1"))
    }
    if let timeout = options.timeout, !(timeout.isFinite && timeout > 0) {
      errors.append(
        InputError(file: nil, line: nil, message: "--timeout must be a number of seconds > 0, not \(timeout)")
      )
    }
    if let blob = options.blobDirectory {
      if let problem = OutputFolder.problem(with: blob, option: "--blob") { errors.append(problem) }
      if let report = options.reportDirectory, SuiteFolder.canonical(blob) == SuiteFolder.canonical(report) {
        errors.append(InputError(file: blob, line: nil, message: "--blob and --report name the same folder"))
      }
    }
    if let durations = options.durationsPath {
      if let problem = CaseDurations.problem(with: durations) { errors.append(problem) }
      for (option, folder) in [("--report", options.reportDirectory), ("--blob", options.blobDirectory)] {
        if let folder, writesOver(durations, folder) {
          errors.append(
            InputError(
              file: durations, line: nil, message: "--durations would write over the files of \(option)"))
        }
      }
    }
    return errors
  }

  /// Whether a report or blob written into `folder` would write the file at `path`: its page,
  /// its blob file, or a picture under its `files/`.
  static func writesOver(_ path: String, _ folder: String) -> Bool {
    SuiteFolder.isInside(path, reportFiles(folder)) || isReportPage(path, folder)
      || SuiteFolder.canonical(path) == SuiteFolder.canonical(folder + "/" + ShardBlob.fileName)
  }
}
