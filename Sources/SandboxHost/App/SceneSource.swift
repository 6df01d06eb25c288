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
  func load() throws(InputErrors) -> LoadedScene {
    let (description, text) = try read()
    let loaded = description.makeLiveScene()
    loaded.fileText = text
    loaded.description = description
    return loaded
  }

  /// Reads the scene's file without building the scene: what the script model needs.
  func loadDescription() throws(InputErrors) -> SceneDescription {
    try read().description
  }

  private func read() throws(InputErrors) -> (description: SceneDescription, text: String) {
    let path = try BuiltInScenes.path(forNameOrPath: nameOrPath)
    let text = try TextFile.read(path)
    return (try SceneDescription.parse(text, file: path, defaultName: TextFile.baseName(path)), text)
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
