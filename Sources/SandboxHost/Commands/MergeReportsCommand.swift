import Foundation

extension Commands {
  /// `merge-reports`: one JUnit file and one HTML report from the blobs of every shard of a run
  /// (each BLOB_DIR a blob folder, or a folder of blob folders),
  /// the same as the one unsharded run would have written but for the times (docs/suites.md,
  /// "Merging shards"). 0 when every case passed, 1 when any failed, 2 on bad input: a blob that
  /// is missing or damaged, blobs of different runs (their N, their cases or `--update`
  /// disagree), a shard given twice or missing, or an output that cannot be written; then
  /// nothing is written.
  package static func mergeReports(_ options: MergeReportsOptions) -> Int32 {
    mergeReports(options) { print($0) }
  }

  /// `merge-reports`, its lines going to `output`.
  static func mergeReports(_ options: MergeReportsOptions, output: (String) -> Void) -> Int32 {
    var errors = problems(with: options)
    var blobs: [(directory: String, blob: ShardBlob)] = []
    if errors.isEmpty {
      for directory in options.blobDirectories.flatMap(ShardBlob.folders(in:)) {
        do {
          blobs.append((directory, try ShardBlob.read(from: directory)))
        } catch {
          errors += error.errors
        }
      }
    }
    let durations = CaseDurations.read(options.durationsPath, unless: &errors)
    if errors.isEmpty { errors = disagreements(among: blobs) }
    if errors.isEmpty { errors = damagedFiles(in: blobs) }
    guard errors.isEmpty, let first = blobs.first?.blob else { return reportBadInput(errors) }
    let records = blobs.flatMap(\.blob.records).sorted { $0.index < $1.index }

    var written: [String] = []
    do {
      if let report = options.reportDirectory {
        // Made whole beside the earlier report, which stays whole until this one takes its place.
        try ReportStaging.replace(report, last: HTMLReport.pageName) { staged in
          for (directory, blob) in blobs {
            // An update's section shows its changed goldens as a failure's shows its files.
            for record in blob.records where record.section != nil {
              try copyPictures(ofCase: record.index, from: directory, to: staged)
            }
          }
          try HTMLReport.write(records, update: first.update, to: staged)
        }
        written.append("report: \(report)/index.html")
      }
      if let junit = options.junitPath {
        try OutputFolder.create(junitFolder(junit))
        try JUnitReport.write(records, reportDirectory: options.reportDirectory, to: junit)
        written.append("JUnit XML: \(junit)")
      }
      if let path = options.durationsPath {
        let measured = records.map { ($0.fullName, $0.seconds) }
        try (durations ?? CaseDurations()).updated(with: measured).write(to: path)
        written.append("durations: \(path)")
      }
    } catch {
      printError("\(error)")
      return failure
    }
    let failed = records.filter { !$0.passed }.count
    output("merged \(blobs.count) shard\(blobs.count == 1 ? "" : "s") of \(first.shard.count)")
    output("\(records.count - failed) \(first.update ? "updated" : "passed"), \(failed) failed")
    written.forEach(output)
    fflush(nil)
    return failed == 0 ? success : failure
  }

  /// The faults of the options: no blob, outputs that cannot be written or that lie in a blob
  /// folder (an output never replaces an input), and outputs that overlap each other.
  static func problems(with options: MergeReportsOptions) -> [InputError] {
    var errors: [InputError] = []
    if options.blobDirectories.isEmpty {
      errors.append(InputError(file: nil, line: nil, message: "merge-reports needs at least one BLOB_DIR"))
    }
    if let report = options.reportDirectory,
      let problem = OutputFolder.problem(with: report, option: "--report")
    {
      errors.append(problem)
    }
    if let junit = options.junitPath { errors += problems(withJUnit: junit) }
    if let durations = options.durationsPath, let problem = CaseDurations.problem(with: durations) {
      errors.append(problem)
    }
    let outputs: [OutputOverlap.Output] = [
      options.reportDirectory.map { .init(option: "--report", path: $0, isFolder: true) },
      options.junitPath.map { .init(option: "--junit", path: $0, isFolder: false) },
      options.durationsPath.map { .init(option: "--durations", path: $0, isFolder: false) },
    ].compactMap { $0 }
    for output in outputs {
      for blob in options.blobDirectories
      where SuiteFolder.isInside(output.path, blob) || SuiteFolder.isInside(blob, output.path) {
        errors.append(
          InputError(
            file: output.path, line: nil,
            message: "\(output.option) and the blob folder \(blob) overlap; outputs never replace inputs"))
      }
    }
    return errors + OutputOverlap.problems(among: outputs)
  }

  /// What makes blobs no whole run: different N, cases or `--update`; a shard twice or missing;
  /// a case twice or in no blob; suite numbers that are not the run's.
  static func disagreements(among blobs: [(directory: String, blob: ShardBlob)]) -> [InputError] {
    guard let (firstDirectory, first) = blobs.first else { return [] }
    var errors: [InputError] = []
    for (directory, blob) in blobs.dropFirst() {
      let file = directory + "/" + ShardBlob.fileName
      let other = "\(firstDirectory)/\(ShardBlob.fileName)"
      if blob.shard.count != first.shard.count {
        errors.append(
          InputError(
            file: file, line: nil,
            message: "the blobs disagree on N: this one is shard \(blob.shard.spelling), \(other) is shard "
              + "\(first.shard.spelling)"))
      } else if blob.caseNames != first.caseNames {
        errors.append(
          InputError(
            file: file, line: nil,
            message: "the blobs are of different runs: their cases differ from those of \(other)"))
      } else if blob.update != first.update {
        errors.append(
          InputError(
            file: file, line: nil,
            message:
              "the blobs are of different runs: one ran with --update and \(other) did not, or the reverse"))
      }
    }
    guard errors.isEmpty else { return errors }
    var seen: [Int: String] = [:]
    for (directory, blob) in blobs {
      if let earlier = seen[blob.shard.index] {
        errors.append(
          InputError(
            file: directory + "/" + ShardBlob.fileName, line: nil,
            message: "shard \(blob.shard.spelling) is given twice (also \(earlier))"))
      }
      seen[blob.shard.index] = directory
    }
    let missing = (1...first.shard.count).filter { seen[$0] == nil }
    if !missing.isEmpty {
      let names = missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ")
      errors.append(
        InputError(
          file: nil, line: nil,
          message:
            "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing: "
            + "merge-reports needs the blob of every shard"))
    }
    guard errors.isEmpty else { return errors }
    var owner: [Int: String] = [:]
    for (directory, blob) in blobs {
      for record in blob.records {
        if let earlier = owner[record.index] {
          errors.append(
            InputError(
              file: directory + "/" + ShardBlob.fileName, line: nil,
              message: "case \(record.fullName) is also in \(earlier)/\(ShardBlob.fileName)"))
        }
        owner[record.index] = directory
      }
    }
    let unrun = first.caseNames.indices.filter { owner[$0] == nil }
    if !unrun.isEmpty {
      let names = unrun.prefix(3).map { first.caseNames[$0] }.joined(separator: ", ")
      // Cases twice and cases in none: the shards split the cases differently, as shards run
      // one after another do when each rewrites the durations file the next one reads.
      let why =
        errors.isEmpty
        ? ""
        : "; the shards split the cases differently: give every shard the same durations file (a shard run "
          + "earlier on this machine rewrote it: give each a copy)"
      errors.append(
        InputError(
          file: nil, line: nil,
          message:
            "\(unrun.count) case\(unrun.count == 1 ? " is" : "s are") in no blob (\(names)\(unrun.count > 3 ? ", …" : ""))"
            + why))
    }
    // With every case once, the suites' numbers can be followed from case to case.
    return errors.isEmpty ? suiteDisagreements(among: blobs) : errors
  }

  /// The records whose suite number is not the run's: in the run's order the numbers start at
  /// 0 and rise by at most one from a case to the next (`SuiteCase.suiteIndex`), and cases of
  /// one number are of one suite. A record that breaks this would make a suite of its own in
  /// the JUnit file. The first such record is named, with its blob: past it the numbers of
  /// the next cases cannot be judged.
  static func suiteDisagreements(among blobs: [(directory: String, blob: ShardBlob)]) -> [InputError] {
    let records = blobs.flatMap { blob in blob.blob.records.map { (blob.directory, $0) } }.sorted {
      $0.1.index < $1.1.index
    }
    var previous: (directory: String, record: CaseRecord)?
    for (directory, record) in records {
      let before = previous?.record
      let fits =
        before.map { before in
          record.suiteIndex == before.suiteIndex
            ? record.suiteName == before.suiteName : record.suiteIndex == before.suiteIndex + 1
        } ?? (record.suiteIndex == 0)
      if !fits {
        let after =
          before.map { "after case \($0.fullName)'s \($0.suiteIndex)" } ?? "as the run's first case"
        return [
          InputError(
            file: directory + "/" + ShardBlob.fileName, line: nil,
            message: "case \(record.fullName) has suiteIndex \(record.suiteIndex), which cannot come \(after)"
              + (previous.map { " (in \($0.directory)/\(ShardBlob.fileName))" } ?? ""))
        ]
      }
      previous = (directory, record)
    }
    return []
  }

  /// The pictures a blob's sections link that its `files/` does not hold (a blob copied in part,
  /// a CI artifact cut short, would make a report of broken pictures), and the files it holds
  /// that no report writes (see `foreignFiles`).
  static func damagedFiles(in blobs: [(directory: String, blob: ShardBlob)]) -> [InputError] {
    var errors: [InputError] = []
    for (directory, blob) in blobs {
      for record in blob.records {
        let missing = record.pictureLinks.filter { link in
          var isFolder: ObjCBool = false
          return !FileManager.default.fileExists(atPath: directory + "/" + link, isDirectory: &isFolder)
            || isFolder.boolValue
        }
        errors += foreignFiles(ofCase: record.index, in: directory)
        guard let first = missing.first else { continue }
        let more = missing.count > 1 ? " (and \(missing.count - 1) more)" : ""
        errors.append(
          InputError(
            file: directory + "/" + ShardBlob.fileName, line: nil,
            message:
              "a damaged blob: the section of case \(record.fullName) shows \(first), which \(directory) does not "
              + "hold\(more)"))
      }
    }
    return errors
  }

  /// Copies the pictures of case `index` from a blob's `files/` into the report's.
  /// The files of a blob's `files/N/` that no report writes there: a blob is a CI artifact, and
  /// a script or a page of anyone's would run in the page `review` serves, beside its Accept.
  static func foreignFiles(ofCase index: Int, in directory: String) -> [InputError] {
    let folder = "\(HTMLReport.filesFolder)/\(index + 1)/"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + folder)) ?? []
    return names.sorted().compactMap { name in
      let contents = FileManager.default.contents(atPath: directory + "/" + folder + name) ?? Data()
      guard !ReportSectionCheck.isReportFile(named: name, contents: contents, folder: folder) else {
        return nil
      }
      return InputError(
        file: directory + "/" + folder + name, line: nil,
        message: "a damaged blob: not a file a report writes (a picture, a dump, a track, a film's script)")
    }
  }

  private static func copyPictures(ofCase index: Int, from blob: String, to report: String) throws {
    let source = "\(blob)/\(HTMLReport.filesFolder)/\(index + 1)"
    guard FileManager.default.fileExists(atPath: source) else { return }
    let target = "\(report)/\(HTMLReport.filesFolder)/\(index + 1)"
    do {
      try OutputFolder.create(target)
      for name in try FileManager.default.contentsOfDirectory(atPath: source) {
        try? FileManager.default.removeItem(atPath: target + "/" + name)
        try FileManager.default.copyItem(atPath: source + "/" + name, toPath: target + "/" + name)
      }
    } catch {
      throw RunError("cannot copy the pictures of \(source) to \(target): \(failureReason(of: error))")
    }
  }
}
