import Foundation

/// The checks of `test`'s options for shards, blobs, durations, repeats and time limits
/// (docs/suites.md, "Suites at team scale"), made before anything runs.
extension Commands {
  /// The outputs the options name, each a file or a folder, with the option's name.
  static func outputs(of options: TestOptions) -> [OutputOverlap.Output] {
    [
      options.reportDirectory.map { .init(option: "--report", path: $0, isFolder: true) },
      options.junitPath.map { .init(option: "--junit", path: $0, isFolder: false) },
      options.blobDirectory.map { .init(option: "--blob", path: $0, isFolder: true) },
      options.durationsPath.map { .init(option: "--durations", path: $0, isFolder: false) },
    ].compactMap { $0 }
  }

  /// The faults of the options of shards, repeats and time limits: `--repeat-each` below 1, a
  /// `--timeout` that is no positive number, a `--blob` folder that cannot be written, or a
  /// `--durations` file that cannot be read and written.
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
    }
    if let durations = options.durationsPath, let problem = CaseDurations.problem(with: durations) {
      errors.append(problem)
    }
    return errors
  }

  /// Whether a report or blob written into `folder` would write the file at `path`: one of the
  /// report's files (`HTMLReport.writes`), or the blob file.
  static func writesOver(_ path: String, _ folder: String) -> Bool {
    HTMLReport.writes(path, into: folder)
      || SuiteFolder.canonical(path) == SuiteFolder.canonical(folder + "/" + ShardBlob.fileName)
  }
}
