import Foundation

/// The temporary folder a `test` run replays its cases into, named for the run's process
/// (`motion-sandbox-test-PID-…`), so that a run killed before it could remove its folder
/// (SIGKILL) leaves one that the next run finds and removes: a folder whose process no longer
/// runs.
enum TestWorkFolder {
  static let prefix = "motion-sandbox-test-"

  /// A new folder's path for this process (not yet made), after removing those of runs that
  /// were killed.
  static func path(in temporary: String = NSTemporaryDirectory()) -> String {
    removeAbandoned(in: temporary)
    return temporary + prefix + "\(getpid())-" + UUID().uuidString
  }

  /// Removes the work folders in `temporary` whose process has ended.
  static func removeAbandoned(in temporary: String) {
    let manager = FileManager.default
    for name in (try? manager.contentsOfDirectory(atPath: temporary)) ?? [] where name.hasPrefix(prefix) {
      let rest = name.dropFirst(prefix.count)
      guard let pid = Int32(rest.prefix { $0 != "-" }), pid > 0, !isRunning(pid) else { continue }
      try? manager.removeItem(atPath: temporary + "/" + name)
    }
  }

  /// Whether a process `pid` runs (one of another user's counts as running).
  static func isRunning(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }
}
