import Foundation

/// Checks, before anything is written, that an output folder can be made and written to.
enum OutputFolder {
  /// The fault with `path` as an output folder, or nil when it is a writable folder or can be
  /// created (its nearest existing ancestor is a writable folder). Creates nothing.
  static func problem(with path: String, option: String) -> InputError? {
    guard !path.isEmpty else { return InputError(file: nil, line: nil, message: "\(option) is empty") }
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        return InputError(file: path, line: nil, message: "\(option) names a file, not a folder")
      }
      // Writing a file into a folder takes search permission as well as write permission.
      guard access(path, W_OK | X_OK) == 0 else {
        return InputError(file: path, line: nil, message: "the \(option) folder is not writable")
      }
      return nil
    }
    var linked = stat()
    if lstat(path, &linked) == 0 {
      // There is something, but nothing it leads to: a link to nothing, or links in a loop.
      return InputError(
        file: path, line: nil, message: "\(option) is a link that leads to no folder (it is broken or loops)")
    }
    var ancestor = PathComponents.parent(of: path)
    while !ancestor.isEmpty, !manager.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
      let parent = PathComponents.parent(of: ancestor)
      if parent == ancestor { break }
      ancestor = parent
    }
    if ancestor.isEmpty { ancestor = "." }
    _ = manager.fileExists(atPath: ancestor, isDirectory: &isDirectory)
    guard isDirectory.boolValue, manager.isWritableFile(atPath: ancestor) else {
      return InputError(
        file: path, line: nil,
        message: "cannot create the \(option) folder (\(ancestor) is not a writable folder)")
    }
    return nil
  }

  /// Creates the folder and any missing parents.
  static func create(_ path: String) throws {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw RunError("cannot create \(path): \(failureReason(of: error))")
    }
  }

  /// The fault with `path` as a file to write (a recording), or nil when its folder exists and
  /// is writable and the path is not a folder.
  static func problemWritingFile(_ path: String, option: String) -> InputError? {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory) {
      if isDirectory.boolValue {
        return InputError(file: path, line: nil, message: "\(option) names a folder")
      }
      if !manager.isWritableFile(atPath: path) {
        return InputError(file: path, line: nil, message: "\(option) file is not writable")
      }
      return nil
    }
    var folder = PathComponents.parent(of: path)
    if folder.isEmpty { folder = "." }
    guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
      manager.isWritableFile(atPath: folder)
    else {
      return InputError(
        file: path, line: nil, message: "cannot write \(option): \(folder) is not a writable folder")
    }
    return nil
  }

  /// The fault with writing into `path` when it is a folder that already holds something (any
  /// entry, hidden ones included, but the staging folder of a run that was killed): files from an
  /// earlier run could pass for this run's. Nil when the folder is empty or does not exist.
  static func earlierRun(in path: String, option: String) -> InputError? {
    // What a run that was killed left while staging is no earlier run's output: the next run
    // removes it.
    guard
      let names = try? FileManager.default.contentsOfDirectory(atPath: path).filter({
        !OutputStaging.isAbandoned($0)
      }), !names.isEmpty
    else {
      return nil
    }
    let sorted = names.sorted()
    let shown = sorted.prefix(3).joined(separator: ", ") + (sorted.count > 3 ? ", …" : "")
    return InputError(
      file: path, line: nil,
      message:
        "the \(option) folder already holds \(sorted.count) file\(sorted.count == 1 ? "" : "s") from an earlier run "
        + "(\(shown)); pass --overwrite to replace them, or choose an empty folder")
  }
}
