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
  var fileText: String?
  /// The scene file's description it was built from, when it was loaded from one: what the
  /// script model reads a script's `set` lines against.
  var description: SceneDescription?

  /// Creates a loaded scene from its parts.
  init(name: String, scene: Scene, runtime: MotionRuntime, elementsInFileOrder: [Element]) {
    self.name = name
    self.scene = scene
    self.runtime = runtime
    self.elementsInFileOrder = elementsInFileOrder
  }
}
