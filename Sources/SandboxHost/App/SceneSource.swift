import Foundation

/// Where a session's scene comes from and how to load it again: `r` reloads it, keys 1–9 load
/// a built-in scene instead.
struct SceneSource: Sendable {
  /// A built-in scene's name or a scene file's path, as `--scene` takes it.
  var nameOrPath: String

  /// Creates a source for a built-in name or a path.
  init(nameOrPath: String) {
    self.nameOrPath = nameOrPath
  }

  /// The built-in scene at `index` of the built-in list, or nil past its end.
  static func builtIn(index: Int) -> SceneSource? {
    guard BuiltInScenes.all.indices.contains(index) else { return nil }
    return SceneSource(nameOrPath: BuiltInScenes.all[index].name)
  }

  /// Loads the scene afresh, with its interactions wired; every fault names the file and line.
  ///
  /// Given the scene it replaces, read from the same file, a file whose text has not changed
  /// since is not parsed again: `r`, which resets a scene to what its file says, mostly finds
  /// the file as it was, and its description is then `previous`'s.
  func load(replacing previous: LoadedScene? = nil) throws(InputErrors) -> LoadedScene {
    let (path, text) = try read()
    return try LoadedScene.live(
      text: consume text, file: path, defaultName: TextFile.baseName(path), replacing: previous)
  }

  /// Reads the scene's file without building the scene: what the script model needs.
  func loadDescription() throws(InputErrors) -> SceneDescription {
    let (path, text) = try read()
    return try SceneDescription.parse(text, file: path, defaultName: TextFile.baseName(path))
  }

  /// The scene file's path (a built-in scene's own file for a name) and text.
  private func read() throws(InputErrors) -> (path: String, text: String) {
    let path = try BuiltInScenes.path(forNameOrPath: nameOrPath)
    return (path, try TextFile.read(path))
  }

  /// Loads the scene, or adds its faults to `faults` and returns nil, so that a command can
  /// check all of its input before it reports anything.
  func load(collectingFaultsInto faults: inout [InputError]) -> LoadedScene? {
    do {
      return try load()
    } catch {
      faults.append(contentsOf: error.errors)
      return nil
    }
  }
}
