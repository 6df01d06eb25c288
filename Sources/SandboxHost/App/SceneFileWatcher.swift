import Foundation

/// Notices when a scene file changes on disk, by polling its modification time and size a few
/// times a second (docs/tuning.md: a reload within half a second).
///
/// The path is looked up afresh at every poll, so an editor that saves by writing a new file
/// and renaming it over the old one is noticed like one that writes in place. A file that is
/// missing for a moment (between the two steps of such a save) is not a change; its return is.
struct SceneFileWatcher {
  /// How often the file is looked at, in seconds.
  static let interval = 0.2

  /// The file watched.
  let path: String
  private var lastSeen: Stamp?
  private var lastPoll = -Double.infinity

  /// What identifies one version of the file.
  private struct Stamp: Equatable {
    var modified: Date
    var size: UInt64
  }

  /// Watches `path`, taking its present state as the one already loaded.
  init(path: String) {
    self.path = path
    lastSeen = Self.stamp(of: path)
  }

  /// Watches the scene's file when the source names a file rather than a built-in scene.
  init?(source: SceneSource) {
    guard BuiltInScenes.named(source.nameOrPath) == nil else { return nil }
    self.init(path: source.nameOrPath)
  }

  /// Looks at the file if `interval` has passed since the last look (`now` in seconds, any
  /// origin); true when it changed since the last time this returned true (or since creation).
  mutating func poll(now: Double) -> Bool {
    guard now - lastPoll >= Self.interval else { return false }
    lastPoll = now
    guard let stamp = Self.stamp(of: path), stamp != lastSeen else { return false }
    lastSeen = stamp
    return true
  }

  private static func stamp(of path: String) -> Stamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let modified = attributes[.modificationDate] as? Date,
      let size = (attributes[.size] as? NSNumber)?.uint64Value
    else { return nil }
    return Stamp(modified: modified, size: size)
  }
}
