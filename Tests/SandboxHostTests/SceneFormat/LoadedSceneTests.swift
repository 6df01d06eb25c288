import Foundation
import Motion
import Testing

@testable import SandboxHost

private let sceneText = """
  {"name": "pair", "size": [400, 300],
   "elements": [{"name": "a", "position": [100, 100], "size": [40, 40]},
                {"name": "b", "position": [300, 200], "size": [40, 40]}],
   "interactions": [{"type": "draggable", "element": "a"},
                    {"type": "tossable", "element": "b", "destination": [50, 50]}]}
  """

@Test func aResetOfAnUnchangedFileBuildsTheSceneAfreshFromItsDescription() throws {
  let first = try LoadedScene.live(text: sceneText, file: "pair.json", defaultName: "pair", replacing: nil)
  first.elementsInFileOrder[0].position = Point(x: 5, y: 5)
  let reset = try LoadedScene.live(text: sceneText, file: "pair.json", defaultName: "pair", replacing: first)
  #expect(reset.runtime !== first.runtime && reset.scene !== first.scene)
  #expect(reset.elementsInFileOrder.map(\.position) == [Point(x: 100, y: 100), Point(x: 300, y: 200)])
  #expect(reset.runtime.interactions.count == 2)
  #expect(reset.description == first.description)
  #expect(reset.fileText == sceneText)
}

@Test func anEditedFileOrAnotherFileIsParsedAgain() throws {
  let first = try LoadedScene.live(text: sceneText, file: "pair.json", defaultName: "pair", replacing: nil)
  let edited = sceneText.replacingOccurrences(of: "[300, 200]", with: "[250, 150]")
  let reloaded = try LoadedScene.live(text: edited, file: "pair.json", defaultName: "pair", replacing: first)
  #expect(reloaded.elementsInFileOrder[1].position == Point(x: 250, y: 150))
  // The same text from another file is another scene file: its faults name that file.
  let other = try LoadedScene.live(text: sceneText, file: "copy.json", defaultName: "copy", replacing: first)
  #expect(other.description?.name == "pair")
  #expect(other.parsedAs?.file == "copy.json")
  let broken = sceneText.replacingOccurrences(of: "[40, 40]", with: "[40, -40]")
  #expect(throws: InputErrors.self) {
    try LoadedScene.live(text: broken, file: "pair.json", defaultName: "pair", replacing: first)
  }
}
