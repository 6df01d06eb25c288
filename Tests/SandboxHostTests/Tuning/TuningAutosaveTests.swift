import Foundation
import Testing

@testable import SandboxHost

@Test func anAutosaveReadsBackAsItWasWritten() throws {
  let folder = try TemporaryDirectory()
  let path = folder.path("mine.json.autosave")
  let autosave = TuningAutosave(
    scene: "mine.json",
    springs: [
      .init(interaction: 1, spring: try SpringSetting.physical(stiffness: 376.2, damping: 30, threshold: 1))
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
