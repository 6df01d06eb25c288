import Foundation

/// A hidden folder inside an output folder where a command writes its whole set of outputs
/// before any of them takes the place of an earlier file: `commit()` moves them all into the
/// output folder once everything is written, `discard()` removes them after a failure. A
/// command that fails at run time so leaves the output folder as it found it, never a
/// `final.json` without its `final.png`.
final class OutputStaging {
  /// The output folder the files are meant for.
  let destination: String
  /// The hidden folder written into; inside `destination`, so moving a file is a rename.
  let path: String
  /// The file moved last by `commit()`, so that its presence means the set is complete.
  var movedLast = "final.json"

  /// The start of every staging folder's name; the process id that follows it tells a folder
  /// whose process has gone (killed, or its terminal closed) from one still being written.
  static let namePrefix = ".motion-sandbox-staging-"

  /// Creates the hidden folder inside `destination`, which must exist, after removing the
  /// folders that processes which have gone left there.
  init(in destination: String) throws {
    self.destination = destination
    Self.removeAbandoned(in: destination)
    // mkdtemp's template ends in six X, which it replaces with a unique name.
    let template = Self.namePrefix + "\(getpid())-" + String(repeating: "X", count: 6)
    var templateBytes = Array(InputProtection.path(of: template, in: destination).utf8CString)
    guard let made = mkdtemp(&templateBytes) else {
      throw RunError("cannot write into \(destination): \(String(cString: strerror(errno)))")
    }
    path = String(cString: made)
  }

  /// Where a file named `name` is written while staged.
  func stagedPath(of name: String) -> String { InputProtection.path(of: name, in: path) }

  /// Where a file staged at `stagedPath` ends up after `commit()`.
  func finalPath(ofStaged stagedPath: String) -> String {
    InputProtection.path(of: URL(fileURLWithPath: stagedPath).lastPathComponent, in: destination)
  }

  /// Moves every staged file into the output folder, replacing files of the same name, and
  /// removes the hidden folder. Returns the names moved.
  @discardableResult
  func commit() throws -> [String] {
    let manager = FileManager.default
    var names: [String]
    do {
      names = try manager.contentsOfDirectory(atPath: path).sorted()
    } catch {
      throw RunError("cannot read \(path): \(failureReason(of: error))")
    }
    if let last = names.firstIndex(of: movedLast) { names.append(names.remove(at: last)) }
    for name in names {
      let target = InputProtection.path(of: name, in: destination)
      if rename(stagedPath(of: name), target) != 0 {
        throw RunError("cannot write \(target): \(String(cString: strerror(errno)))")
      }
    }
    discard()
    return names
  }

  /// Whether `name` (in an output folder) is a staging folder of a process that no longer runs.
  static func isAbandoned(_ name: String) -> Bool {
    guard name.hasPrefix(namePrefix) else { return false }
    let rest = name.dropFirst(namePrefix.count)
    guard let dash = rest.firstIndex(of: "-"), let pid = pid_t(rest[..<dash]), pid > 0 else { return false }
    return kill(pid, 0) != 0 && errno == ESRCH
  }

  /// Removes the staging folders in `destination` whose processes have gone.
  static func removeAbandoned(in destination: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: destination) else { return }
    for name in names where isAbandoned(name) {
      try? FileManager.default.removeItem(atPath: InputProtection.path(of: name, in: destination))
    }
  }

  /// Removes the hidden folder and whatever is still in it.
  func discard() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
