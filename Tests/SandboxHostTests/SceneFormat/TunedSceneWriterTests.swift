import Foundation
import Motion
import Testing

@testable import SandboxHost

@Test func writesTheTunedSceneAsANewFileEachTime() throws {
  let folder = try TemporaryDirectory()
  let original = """
    {"name": "mine", "size": [400, 300],
     "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]},
                  {"name": "b", "position": [300, 200], "size": [20, 20]}],
     "interactions": [{"type": "draggable", "element": "b"},
                      {"type": "tossable", "element": "a", "destination": [300, 200]}]}
    """
  let path = try folder.write("mine.json", original)
  let source = SceneSource(nameOrPath: path)
  let loaded = try source.load()
  let spring = try #require(TunableSprings.spring(at: 1, in: loaded))
  try TunableSprings.apply(SpringChange(stiffness: 500, threshold: 0.5), to: spring)

  let out = folder.path("out")
  try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
  let first = try TunedSceneWriter.write(source: source, loaded: loaded, into: out).path
  let second = try TunedSceneWriter.write(source: source, loaded: loaded, into: out).path
  #expect(first == out + "/mine-tuned-1.json")
  #expect(second == out + "/mine-tuned-2.json")
  // A session passes the number its last press wrote: the numbers up to it are not tried again,
  // even where a file was taken away meanwhile.
  try FileManager.default.removeItem(atPath: first)
  let third = try TunedSceneWriter.write(source: source, loaded: loaded, into: out, after: 2)
  #expect(third == (out + "/mine-tuned-3.json", 3))
  #expect(try String(contentsOfFile: path, encoding: .utf8) == original)

  let tuned = try SceneDescription.load(path: second)
  guard case .tossable(let toss) = tuned.interactions[1].kind else {
    Issue.record("not a tossable")
    return
  }
  #expect(try toss.spring == SpringSetting.physical(stiffness: 500, damping: 30, mass: 1, threshold: 0.5))
  #expect(tuned.name == "mine")
  #expect(tuned.elements.map(\.name) == ["a", "b"])
}

@Test func writesTheRunningScenesFileEvenWhenTheFileNoLongerLoads() throws {
  // Hot reload keeps the last good scene running when an edit breaks the file; its tuned values
  // can still be written, into the text it was loaded from.
  let folder = try TemporaryDirectory()
  let original = """
    {"size": [400, 300], "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]}],
     "interactions": [{"type": "tossable", "element": "a", "destination": [300, 200]}]}
    """
  let path = try folder.write("mine.json", original)
  let source = SceneSource(nameOrPath: path)
  let loaded = try source.load()
  let spring = try #require(TunableSprings.spring(at: 0, in: loaded))
  try TunableSprings.apply(SpringChange(damping: 12), to: spring)
  _ = try folder.write("mine.json", original + ",,")
  let written = try TunedSceneWriter.write(source: source, loaded: loaded, into: folder.url.path).path
  let tuned = try SceneDescription.load(path: written)
  guard case .tossable(let toss) = tuned.interactions[0].kind else {
    Issue.record("not a tossable")
    return
  }
  #expect(toss.spring.damping == 12)
  // Deleted since: `w` (and Enter at the quit question) said "cannot read the scene again".
  try FileManager.default.removeItem(atPath: path)
  let out = folder.path("out")
  try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
  let afterDeletion = try TunedSceneWriter.write(source: source, loaded: loaded, into: out).path
  #expect(afterDeletion == out + "/mine-tuned-1.json")
  guard case .tossable(let kept) = try SceneDescription.load(path: afterDeletion).interactions[0].kind else {
    Issue.record("not a tossable")
    return
  }
  #expect(kept.spring.damping == 12)
}

@Test func writesTheTunedDecelerationRates() throws {
  let folder = try TemporaryDirectory()
  let original = """
    {"size": [400, 300], "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]},
                                      {"name": "b", "position": [200, 150], "size": [80, 80]}],
     "interactions": [{"type": "tossable", "element": "a", "destinations": [[50, 50], [300, 200]]},
                      {"type": "rotatable", "element": "b", "snapAngle": 1, "decelerationRate": "fast"}]}
    """
  let path = try folder.write("mine.json", original)
  let source = SceneSource(nameOrPath: path)
  let loaded = try source.load()
  TunableRates.set(DecelerationRate(perMillisecond: 0.995), at: 0, in: loaded)
  let written = try TunedSceneWriter.write(source: source, loaded: loaded, into: folder.url.path).path
  let tuned = try SceneDescription.load(path: written)
  #expect(tuned.interactions[0].release.decelerationRate == 0.995)
  #expect(tuned.interactions[1].release.decelerationRate == 0.99)
  #expect(tuned.interactions[1].release.snapAngle == 1)
}
