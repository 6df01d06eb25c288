import Foundation

/// The scene-file fuzz target: what `check` and `--scene` do with a file's bytes.
enum SceneFuzzing {
  /// Reads `bytes` as a scene file: its text, its kind, its description, and (when accepted) the
  /// scene built from it with its interactions wired and its state dumped.
  static func run(_ bytes: [UInt8]) {
    guard bytes.count <= TextFile.maximumBytes, let text = String(data: Data(bytes), encoding: .utf8) else {
      return
    }
    _ = inputFileKind(path: "fuzz.json", text: text)
    guard let description = try? SceneDescription.parse(text, file: "fuzz.json", defaultName: "fuzz") else {
      return
    }
    let loaded = description.makeLiveScene()
    loaded.runtime.advance(to: 1, gestureTime: 1)
    _ = StateDump.json(at: 1, of: loaded)
  }
}
