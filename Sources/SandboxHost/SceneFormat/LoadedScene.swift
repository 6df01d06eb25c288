import Motion

/// A scene ready to run: its element tree, the runtime with its interactions wired, and the
/// elements in scene-file order (the order of dumps).
final class LoadedScene {
  /// The scene's name (the file's `name`, else the file's base name).
  let name: String
  /// The root of the element tree.
  let scene: Scene
  /// The runtime that drives the scene's interactions.
  let runtime: MotionRuntime
  /// The scene's elements in the order the file declares them.
  let elementsInFileOrder: [Element]
  /// The text of the scene file it was loaded from, when it was: what `w` writes the tuned
  /// values into, even after the file on disk has been edited into one that does not load.
  var fileText: String? { keptText?.text }
  /// `fileText`, deflated while the scene runs.
  private(set) var keptText: CompressedText?
  /// The scene file's description it was built from, when it was loaded from one: what the
  /// script model reads a script's `set` lines against, and what a reload of the same text
  /// takes instead of parsing it again.
  var description: SceneDescription?
  /// The file and default name `description` was parsed with.
  var parsedAs: (file: String?, defaultName: String)?

  /// Creates a loaded scene from its parts.
  init(name: String, scene: Scene, runtime: MotionRuntime, elementsInFileOrder: [Element]) {
    self.name = name
    self.scene = scene
    self.runtime = runtime
    self.elementsInFileOrder = elementsInFileOrder
  }
}

extension LoadedScene {
  /// The scene of the scene file `text` (read from `file`, or from no file), with its
  /// interactions wired; every fault names the file and line. When `previous` was built from the
  /// same text, its description is taken rather than parsed again (the text, file and name
  /// decide the description alone).
  ///
  /// The text is let go of before the scene is built, kept only deflated: the room it took is
  /// then free for the scene's own objects.
  static func live(
    text: consuming String, file: String?, defaultName: String, replacing previous: LoadedScene?
  ) throws(InputErrors) -> LoadedScene {
    let description: SceneDescription
    let keptText: CompressedText
    if let previous, let parsed = previous.description, let parsedAs = previous.parsedAs,
      parsedAs.file == file, parsedAs.defaultName == defaultName, let kept = previous.keptText,
      kept.holds(text)
    {
      description = parsed
      keptText = kept
    } else {
      description = try SceneDescription.parse(text, file: file, defaultName: defaultName)
      keptText = CompressedText(copy text)
    }
    _ = consume text
    let loaded = description.makeLiveScene()
    loaded.keptText = keptText
    loaded.description = description
    loaded.parsedAs = (file, defaultName)
    return loaded
  }
}
