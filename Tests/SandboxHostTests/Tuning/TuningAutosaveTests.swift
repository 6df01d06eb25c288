import Foundation
import Testing

@testable import SandboxHost

@Test func anAutosaveReadsBackAsItWasWritten() throws {
  let folder = try TemporaryDirectory()
  let path = folder.path("mine.json.autosave")
  let autosave = TuningAutosave(
    scene: "mine.json",
    springs: [
      .init(
        interaction: 1, key: .init(type: "tossable", element: "square"),
        spring: try SpringSetting.physical(stiffness: 376.2, damping: 30, threshold: 1)),
      .init(interaction: 2, spring: try SpringSetting.physical(stiffness: 300, damping: 20, threshold: 1)),
    ])
  try autosave.write(to: path)
  #expect(TuningAutosave.read(at: path) == autosave)
  TuningAutosave.remove(at: path)
  #expect(TuningAutosave.read(at: path) == nil)
}

@Test func aDamagedAutosaveIsNotOffered() {
  #expect(TuningAutosave(parsing: "{\"scene\": \"x\", \"springs\": [{\"interaction\": -1}]}") == nil)
  #expect(TuningAutosave(parsing: "not json") == nil)
}

@Test func aSceneFilesAutosaveLiesBesideItAndABuiltInOnesInTheOutputFolder() {
  #expect(
    TuningAutosave.path(for: SceneSource(nameOrPath: "scenes/mine.json"), outputDirectory: "out")
      == "scenes/mine.json.autosave")
  #expect(
    TuningAutosave.path(for: SceneSource(nameOrPath: "toss"), outputDirectory: "out")
      == "out/toss.json.autosave")
}

@Test func anAutosavedSpringFindsItsInteractionWhereverTheFileMovedIt() throws {
  // The toss scene with its interactions in the other order: the tossable is #0.
  let text = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
  let draggable = "{\"type\": \"draggable\", \"element\": \"circle\"},\n    "
  let tossableEnd = "\"threshold\": 1}}"
  let reordered = text.replacingOccurrences(of: draggable, with: "")
    .replacingOccurrences(
      of: tossableEnd, with: tossableEnd + ",\n    {\"type\": \"draggable\", \"element\": \"circle\"}")
  let loaded = try SceneDescription.parse(reordered, file: nil, defaultName: "toss").makeLiveScene()
  let spring = try SpringSetting.physical(stiffness: 376.2, damping: 30, threshold: 1)
  let keyed = TuningAutosave(
    scene: "toss.json",
    springs: [.init(interaction: 1, key: .init(type: "tossable", element: "square"), spring: spring)])
  let found = keyed.placed(in: loaded)
  #expect(found.placed.map(\.index) == [0] && found.gone.isEmpty)
  // One written before autosaves said what their interaction is goes by index: #1 is now the
  // draggable, which has no spring.
  let unkeyed = TuningAutosave(scene: "toss.json", springs: [.init(interaction: 1, spring: spring)])
  #expect(unkeyed.placed(in: loaded).placed.isEmpty && unkeyed.placed(in: loaded).gone.count == 1)
  // Another element's: gone.
  let other = TuningAutosave(
    scene: "toss.json",
    springs: [.init(interaction: 1, key: .init(type: "tossable", element: "box"), spring: spring)])
  #expect(other.placed(in: loaded).gone.count == 1)
}
