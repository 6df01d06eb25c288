import Foundation

/// Finding the cases of the suites given to `motion-sandbox test`.
enum SuiteFolder {
  /// The cases of every suite, in the order given and by folder name within a suite, keeping
  /// those whose `suite/case` name contains one of `filters` (all when there are none), each
  /// once. A suite is a folder of case folders (hidden folders and plain files beside them are
  /// ignored); a folder that itself holds `case.json` is a suite of that one case. Two folders
  /// giving one `suite/case` name are an error. Every fault goes into `errors`.
  static func cases(in suites: [String], filters: [String], errors: inout [InputError]) -> [SuiteCase] {
    var found: [SuiteCase] = []
    var seen: Set<String> = []
    // The folder of each `suite/case` name: reports, durations and `--accept` know a case by its
    // name alone, so two folders of one name (`test a/s b/s`) could not be told apart.
    var folderOfName: [String: String] = [:]
    let manager = FileManager.default
    // The suites that have given a case so far: a suite none of whose cases is kept (by
    // `--filter`, or as reached before) takes no number.
    var suiteIndex = 0
    for suite in suites {
      if found.last?.suiteIndex == suiteIndex { suiteIndex += 1 }
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: suite, isDirectory: &isDirectory) else {
        errors.append(InputError(file: suite, line: nil, message: "no such suite folder"))
        continue
      }
      guard isDirectory.boolValue else {
        errors.append(
          InputError(file: suite, line: nil, message: "is a file; a suite is a folder of case folders"))
        continue
      }
      let trimmed = PathComponents.trimmingSlashes(suite)
      var folders: [(directory: String, suiteName: String)] = []
      if manager.fileExists(atPath: trimmed + "/case.json") {
        let absolute = URL(fileURLWithPath: trimmed).standardizedFileURL
        folders.append((trimmed, absolute.deletingLastPathComponent().lastPathComponent))
      } else {
        let suiteName = URL(fileURLWithPath: trimmed).standardizedFileURL.lastPathComponent
        let names = ((try? manager.contentsOfDirectory(atPath: trimmed)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
          let directory = trimmed + "/" + name
          guard manager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            // A name that is not UTF-8 comes back with U+FFFD in it, and names nothing: a case
            // skipped without a word would pass unnoticed.
            if name.contains("\u{FFFD}") {
              errors.append(
                InputError(
                  file: directory, line: nil,
                  message: "a name that is not UTF-8, which motion-sandbox cannot open: rename it"))
            }
            continue
          }
          guard manager.fileExists(atPath: directory + "/case.json") else {
            errors.append(
              InputError(
                file: directory, line: nil,
                message: "a folder of the suite without case.json (every folder is a case)"))
            continue
          }
          folders.append((directory, suiteName))
        }
        if folders.isEmpty, errors.isEmpty {
          errors.append(InputError(file: suite, line: nil, message: "the suite holds no case folder"))
        }
      }
      for folder in folders {
        // A case reached twice (`test suite suite/case`, or one suite by two spellings) runs once.
        guard seen.insert(canonical(folder.directory)).inserted else { continue }
        let name = folder.suiteName + "/" + URL(fileURLWithPath: folder.directory).lastPathComponent
        if !filters.isEmpty, !filters.contains(where: { name.contains($0) }) { continue }
        if let other = folderOfName[name] {
          errors.append(
            InputError(
              file: folder.directory, line: nil,
              message:
                "the case \(name) is also \(other): two cases of one name cannot be told apart in the "
                + "reports (give their suites different folder names, or run them apart)"))
          continue
        }
        folderOfName[name] = folder.directory
        if let loaded = SuiteCase.load(
          directory: folder.directory, suiteName: folder.suiteName, suiteIndex: suiteIndex, errors: &errors)
        {
          found.append(loaded)
        }
      }
    }
    return found
  }

  /// `path` made absolute, with `.` and `..` and symbolic links of its existing part resolved,
  /// so two spellings of one place compare equal.
  static func canonical(_ path: String) -> String {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    var existing = absolute
    var rest: [String] = []
    while !FileManager.default.fileExists(atPath: existing), existing != "/" {
      rest.insert(URL(fileURLWithPath: existing).lastPathComponent, at: 0)
      existing = PathComponents.parent(of: existing)
      if existing.isEmpty { existing = "/" }
    }
    var resolved = existing
    if let real = realpath(existing, nil) {
      resolved = String(cString: real)
      free(real)
    }
    for component in rest { resolved = resolved == "/" ? "/" + component : resolved + "/" + component }
    return resolved
  }

  /// Whether `path` is `folder` or lies inside it.
  static func isInside(_ path: String, _ folder: String) -> Bool {
    let p = canonical(path)
    let f = canonical(folder)
    return p == f || p.hasPrefix(f == "/" ? "/" : f + "/")
  }
}
