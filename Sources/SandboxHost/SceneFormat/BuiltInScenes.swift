import Foundation

/// A scene that ships in `Assets/scenes/`.
struct BuiltInScene: Sendable, Equatable {
  /// The name `--scene` takes and the `scenes` command lists.
  var name: String
  /// What the scene shows, in one line.
  var summary: String
  /// The file's name inside `Assets/scenes/`.
  var fileName: String
}

/// The table of built-in scenes, in the order `scenes` lists them and keys 1–9 select them.
package enum BuiltInScenes {
  /// Every built-in scene; the first is the default.
  static let all: [BuiltInScene] = [
    BuiltInScene(
      name: "showcase",
      summary: "a polaroid with stickers to drag, pinch and turn, beside a square to toss at a circle",
      fileName: "showcase.json"),
    BuiltInScene(
      name: "stickers",
      summary: "a photo with four directly manipulable stickers, one riding on another",
      fileName: "stickers.json"),
    BuiltInScene(
      name: "toss",
      summary: "a square to toss; it springs to a circle you can drag",
      fileName: "toss.json"),
    BuiltInScene(
      name: "constraints",
      summary: "a slider knob on its track, a sheet that rubber-bands at its edges, a puck tossed in a pen",
      fileName: "constraints.json"),
    BuiltInScene(
      name: "pip",
      summary: "a picture-in-picture window flung to the corner nearest where it would glide",
      fileName: "pip.json"),
    BuiltInScene(
      name: "sheet",
      summary: "a bottom sheet with three detents, locked to its axis, rubber-banded at its ends",
      fileName: "sheet.json"),
    BuiltInScene(
      name: "gallery",
      summary:
        "a photo that springs back inside its zoom range and its bounds, and snaps to quarter turns",
      fileName: "gallery.json"),
    BuiltInScene(
      name: "glide",
      summary: "a puck flicked across a table glides to a stop, held at the edges by a rubber band",
      fileName: "glide.json"),
    BuiltInScene(
      name: "taps",
      summary:
        "a marker that springs to each tap, a star moved by a double tap, a heart that pulses, "
        + "a shuttle that slides and a bell that rings when held",
      fileName: "taps.json"),
  ]

  /// The scene `run` shows when none is named.
  static var defaultScene: BuiltInScene { all[0] }
  /// The name of the scene `run` shows when none is given.
  package static var defaultSceneName: String { defaultScene.name }

  /// The built-in scene called `name`, or nil.
  static func named(_ name: String) -> BuiltInScene? {
    all.first { $0.name == name }
  }

  /// The text of the `scenes` command: one line per scene, name first, the default marked.
  static var listing: String {
    let labels = all.map { $0.name == defaultScene.name ? "\($0.name) (default)" : $0.name }
    let width = labels.map(\.count).max() ?? 0
    var lines: [String] = []
    for (label, scene) in zip(labels, all) {
      lines.append(label + String(repeating: " ", count: width - label.count + 2) + scene.summary)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The path of a built-in scene's file; throws when the Assets folder cannot be found.
  static func path(of scene: BuiltInScene) throws(InputErrors) -> String {
    guard let assets = AssetLocator.assetsDirectory() else {
      throw InputErrors(
        file: nil, line: nil,
        message:
          "cannot find the Assets folder for the built-in scene \"\(scene.name)\"; set \(AssetLocator.environmentVariable)"
      )
    }
    return ((assets as NSString).appendingPathComponent("scenes") as NSString)
      .appendingPathComponent(scene.fileName)
  }

  /// The path of a built-in scene's own script (`Assets/scripts/NAME.jsonl`), or nil when
  /// there is none.
  static func scriptPath(of scene: BuiltInScene) -> String? {
    guard let assets = AssetLocator.assetsDirectory() else { return nil }
    let path = assets + "/scripts/" + scene.name + ".jsonl"
    return FileManager.default.fileExists(atPath: path) ? path : nil
  }

  /// What `--scene NAME|PATH` names: a built-in scene's file when `nameOrPath` is a built-in
  /// name, else `nameOrPath` itself when such a file exists. Throws otherwise.
  static func path(forNameOrPath nameOrPath: String) throws(InputErrors) -> String {
    if let scene = named(nameOrPath) { return try path(of: scene) }
    guard FileManager.default.fileExists(atPath: nameOrPath) else {
      throw InputErrors(
        file: nameOrPath, line: nil,
        message: TextFile.missingFileMessage(nameOrPath) + ", and not a built-in scene ("
          + all.map(\.name).joined(separator: ", ") + ")")
    }
    return nameOrPath
  }
}
