import Foundation

/// Refuses, before anything runs, outputs of one command that land on each other (an output
/// never replaces another output): two file outputs at one path, a file output at or inside a
/// folder output (`--report`, `--blob`), or two folder outputs one inside the other. A folder
/// output is taken to own all of its folder, so a file put there is refused whatever its name:
/// the report and the blob add files of their own (`report.js`, `cases.json`, `blob.json`),
/// and a list of them kept here would fall behind.
enum OutputOverlap {
  /// One output a command writes, as its option names it.
  struct Output: Sendable {
    /// The option that asks for it: `--junit`.
    var option: String
    /// Where it is written.
    var path: String
    /// Whether it is a folder the command fills (`--report`) rather than one file.
    var isFolder: Bool

    /// Creates an output.
    init(option: String, path: String, isFolder: Bool) {
      self.option = option
      self.path = path
      self.isFolder = isFolder
    }
  }

  /// A fault for every two of `outputs` that overlap, naming both options and the path; the
  /// outputs with an empty path are left to the options' own checks.
  static func problems(among outputs: [Output]) -> [InputError] {
    let given = outputs.filter { !$0.path.isEmpty }
    var errors: [InputError] = []
    for (index, later) in given.enumerated() {
      for earlier in given[..<index] {
        if let message = overlap(earlier, later) {
          errors.append(
            InputError(
              file: later.path, line: nil, message: message + "; outputs never write over each other"))
        }
      }
    }
    return errors
  }

  /// How `first` and `second` overlap, as a message names it; nil when they do not.
  private static func overlap(_ first: Output, _ second: Output) -> String? {
    switch (first.isFolder, second.isFolder) {
    case (false, false):
      guard sameFile(first.path, second.path) else { return nil }
      return "\(first.option) and \(second.option) name the same file \(second.path)"
    case (true, false):
      return inside(second, first)
    case (false, true):
      return inside(first, second)
    case (true, true):
      if SuiteFolder.canonical(first.path) == SuiteFolder.canonical(second.path) {
        return "\(first.option) and \(second.option) name the same folder \(second.path)"
      }
      return inside(second, first) ?? inside(first, second)
    }
  }

  /// The fault of `output` lying at or inside the folder output `folder`; nil when it does not.
  private static func inside(_ output: Output, _ folder: Output) -> String? {
    guard SuiteFolder.isInside(output.path, folder.path) else { return nil }
    return "\(output.option) \(output.path) lies inside the \(folder.option) folder \(folder.path)"
  }

  /// Whether two file paths are one file: the same place once links are resolved, or the same
  /// existing file (a hard link).
  private static func sameFile(_ first: String, _ second: String) -> Bool {
    if SuiteFolder.canonical(first) == SuiteFolder.canonical(second) { return true }
    guard let id = InputProtection.identity(of: first) else { return false }
    return id == InputProtection.identity(of: second)
  }
}
