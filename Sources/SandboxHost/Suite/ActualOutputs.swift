import CSDL2
import Foundation

/// The outputs of a case's last failing run, kept in the case's `actual/` folder beside
/// `expected/` so that they can be looked at, compared and accepted as goldens
/// (`test --accept`) without replaying. A run that passes, `--update` and an accept remove the
/// folder; a run that fails replaces it whole.
enum ActualOutputs {
  /// The folder's name in a case.
  static let folderName = "actual"

  /// The case's folder of actual outputs.
  static func directory(of suiteCase: SuiteCase) -> String {
    suiteCase.directory + "/" + folderName
  }

  /// Makes a copy of the replay's outputs in `outputDirectory` the case's `actual/`, in one
  /// step: the copy is built beside it and then put in its place.
  static func keep(_ outputDirectory: String, of suiteCase: SuiteCase) throws {
    let manager = FileManager.default
    let staging = suiteCase.directory + "/.actual-staging-\(getpid())-\(UUID().uuidString.prefix(8))"
    do {
      try manager.copyItem(atPath: outputDirectory, toPath: staging)
    } catch {
      try? manager.removeItem(atPath: staging)
      throw RunError("cannot keep the actual outputs of \(suiteCase.fullName): \(failureReason(of: error))")
    }
    let target = directory(of: suiteCase)
    if manager.fileExists(atPath: target), sandbox_exchange_paths(staging, target) == 0 {
      try? manager.removeItem(atPath: staging)
      return
    }
    try? manager.removeItem(atPath: target)
    guard rename(staging, target) == 0 else {
      let reason = String(cString: strerror(errno))
      try? manager.removeItem(atPath: staging)
      throw RunError("cannot keep the actual outputs of \(suiteCase.fullName) in \(target): \(reason)")
    }
  }

  /// Keeps the outputs of a case that failed on its goldens, and removes those of one that
  /// passed or was updated, and of one whose replay failed (timed out, crashed): an earlier
  /// run's outputs left there would be accepted as this run's.
  static func record(_ outcome: CaseOutcome, outputDirectory: String, update: Bool) {
    if update || outcome.passed || outcome.replayFailure != nil {
      discard(of: outcome.suiteCase)
    } else {
      try? keep(outputDirectory, of: outcome.suiteCase)
    }
  }

  /// Removes the case's `actual/` (and copies a killed run left half-made).
  static func discard(of suiteCase: SuiteCase) {
    let manager = FileManager.default
    try? manager.removeItem(atPath: directory(of: suiteCase))
    for name in (try? manager.contentsOfDirectory(atPath: suiteCase.directory)) ?? []
    where name.hasPrefix(".actual-staging-") {
      try? manager.removeItem(atPath: suiteCase.directory + "/" + name)
    }
  }

  /// What keeps the case's actual outputs from being accepted (none kept, or older than its
  /// script or scene file), or nil. `file` limits the check to one output.
  static func problem(accepting suiteCase: SuiteCase, file: String?) -> InputError? {
    let manager = FileManager.default
    let folder = directory(of: suiteCase)
    var isFolder: ObjCBool = false
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return InputError(
        file: folder, line: nil,
        message:
          "\(suiteCase.fullName) has no actual outputs to accept: only a run that fails on its goldens keeps "
          + "them (one that passes, times out or crashes keeps none)")
    }
    let names = file.map { [$0] } ?? ((try? manager.contentsOfDirectory(atPath: folder)) ?? [])
    if let file {
      guard suiteCase.outputs.contains(file) else {
        return InputError(
          file: nil, line: nil,
          message:
            "\(suiteCase.fullName) writes no \(file) (it writes \(suiteCase.outputs.joined(separator: ", ")))"
        )
      }
      guard manager.fileExists(atPath: folder + "/" + file) else {
        return InputError(file: folder + "/" + file, line: nil, message: "the last run did not write it")
      }
    }
    let oldest = names.compactMap { modified(folder + "/" + $0) }.min()
    // What the case replays with: its script, its case.json (scene, fps, settle), its scene file.
    let sources =
      [("script", suiteCase.scriptPath), ("case file", suiteCase.directory + "/case.json")]
      + (FileManager.default.fileExists(atPath: suiteCase.scene) ? [("scene", suiteCase.scene)] : [])
    for (what, path) in sources {
      if let oldest, let changed = modified(path), changed > oldest {
        return InputError(
          file: folder, line: nil,
          message:
            "the actual outputs of \(suiteCase.fullName) are older than its \(what) \(path): run the test again "
            + "before accepting them")
      }
    }
    return nil
  }

  /// When `path` last changed: the newest of the file it leads to and every link on the way,
  /// so a script that is a link counts the file it points to (whose edits the link's own time
  /// never shows) and the link being pointed elsewhere.
  static func modified(_ path: String) -> Date? {
    var newest: Date?
    var current = path
    // Links in a loop end the walk; the kernel's own limit on a chain is 40.
    for _ in 0..<40 {
      var status = stat()
      guard lstat(current, &status) == 0 else { break }
      let time = Date(
        timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
      newest = max(newest ?? time, time)
      guard (status.st_mode & S_IFMT) == S_IFLNK,
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { break }
      let folder = PathComponents.parent(of: current)
      current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
    }
    return newest
  }
}
