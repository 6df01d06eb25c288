import Foundation
import Motion

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
    // Driven too: a scene that loads can still stop the program once a finger moves it (a
    // tossable following its own turning parent did).
    let probe = InputScript.parse(probingScript(for: loaded), file: "probe.jsonl")
    let out = FuzzTarget.scratchFolder + "/scene"
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    ScriptFuzzing.replay(
      probe.lines, on: loaded, from: SceneSource(nameOrPath: "fuzz.json"), writingInto: out)
  }

  /// Input that reaches the interactions of most scenes, at the first element's centre and at
  /// the scene's: a one-finger drag and toss, two fingers pinching and turning, and a turn and a
  /// pinch of the wheel.
  static func probingScript(for loaded: LoadedScene) -> String {
    let size = loaded.scene.size
    var places = [Point(x: size.width / 2, y: size.height / 2)]
    if let first = loaded.elementsInFileOrder.first {
      let centre = first.convert(Point(x: first.size.width / 2, y: first.size.height / 2), to: nil)
      if centre.isFinite { places.insert(centre, at: 0) }
    }
    var lines: [String] = []
    var time = 0.0
    func line(_ dt: Double, _ body: String) {
      time += dt
      lines.append("{\"t\": \(time), " + body + "}")
    }
    func touch(_ phase: String, _ id: Int, _ p: Point) -> String {
      "\"touch\": \"\(phase)\", \"id\": \(id), \"x\": \(p.x), \"y\": \(p.y)"
    }
    for p in places {
      let q = Point(x: p.x + 40, y: p.y + 10)
      line(0.05, touch("down", 1, p))
      line(0.05, touch("move", 1, Point(x: p.x + 20, y: p.y + 5)))
      line(0.05, touch("up", 1, q))
      line(0.3, touch("down", 1, Point(x: p.x - 20, y: p.y)))
      line(0, touch("down", 2, Point(x: p.x + 20, y: p.y)))
      line(0.05, touch("move", 2, Point(x: p.x + 10, y: p.y + 30)))
      line(0.05, touch("move", 1, Point(x: p.x - 30, y: p.y - 10)))
      line(0.05, touch("up", 1, Point(x: p.x - 30, y: p.y - 10)))
      line(0, touch("up", 2, Point(x: p.x + 10, y: p.y + 30)))
      line(0.1, "\"wheel\": [0, 2], \"x\": \(p.x), \"y\": \(p.y), \"mods\": [\"shift\"]")
      line(0.05, "\"wheel\": [0, -1], \"x\": \(p.x), \"y\": \(p.y), \"mods\": [\"ctrl\"]")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
