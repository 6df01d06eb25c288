import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A scene file of `count` tossables, each tossed by a drag on the scene to where it lies.
private func tossablesFile(_ count: Int) -> String {
  let elements = (0..<count).map {
    "{\"name\": \"e\($0)\", \"position\": [\(10 + $0), 20], \"size\": [16, 12], \"color\": \"#FFCA28\"}"
  }
  let interactions = (0..<count).map {
    "{\"type\": \"tossable\", \"element\": \"e\($0)\", \"destination\": [\(10 + $0), 20]}"
  }
  return """
    {"name": "tossables", "size": [800, 600], "background": "#1E1E28",
     "elements": [\(elements.joined(separator: ",\n"))],
     "interactions": [\(interactions.joined(separator: ",\n"))]}
    """
}

private func loadTossables(_ count: Int) throws -> LoadedScene {
  try SceneDescription.parse(tossablesFile(count), file: nil, defaultName: "tossables").makeLiveScene()
}

/// What outlives a scene only while something holds it.
private struct Survivors {
  weak var runtime: MotionRuntime?
  weak var element: Element?
  weak var interaction: Tossable?

  init(_ loaded: LoadedScene) {
    runtime = loaded.runtime
    element = loaded.elementsInFileOrder.last
    interaction = loaded.runtime.interactions.last?.interaction as? Tossable
  }

  var anyAlive: Bool { runtime != nil || element != nil || interaction != nil }
  var allAlive: Bool { runtime != nil && element != nil && interaction != nil }
}

/// Loads `count` tossables and retires them into `retirement`: what holds them is then the
/// retirement alone.
private func retireTossables(_ count: Int, into retirement: SceneRetirement) throws -> Survivors {
  let loaded = try loadTossables(count)
  retirement.retire(loaded)
  return Survivors(loaded)
}

@Test func aRetiredSceneGoesInSlicesThatEachMoveItOnAndThenGoesWhole() throws {
  let retirement = SceneRetirement()
  let survivors = try retireTossables(200, into: retirement)
  #expect(retirement.isPending && survivors.allAlive)
  // A slice whose time is already up still removes a few interactions, so letting go always
  // moves on, however busy the frames are.
  var slices = 0
  var counts: [Int] = []
  while retirement.letGo(until: 0, now: { 1 }) {
    slices += 1
    counts.append(survivors.runtime?.interactions.count ?? -1)
  }
  #expect(counts.first == 168)
  #expect(counts == Array(stride(from: 168, through: 8, by: -32)))
  #expect(slices == 6)
  #expect(!retirement.isPending)
  // Nothing of the scene is left: no cycle kept any of it.
  #expect(!survivors.anyAlive)
}

@Test func aSliceWithTimeLeftLetsGoOfTheWholeScene() throws {
  let retirement = SceneRetirement()
  let survivors = try retireTossables(50, into: retirement)
  #expect(!retirement.letGo(until: 1, now: { 0 }))
  #expect(!retirement.isPending && !survivors.anyAlive)
  // Nothing retired: nothing to do.
  #expect(!retirement.letGo(until: 1, now: { 0 }))
}

@Test func retiringAnotherSceneLetsGoOfTheFirstAtOnce() throws {
  let retirement = SceneRetirement()
  let first = try retireTossables(40, into: retirement)
  retirement.letGo(until: 0, now: { 1 })
  let second = try retireTossables(40, into: retirement)
  #expect(!first.anyAlive)
  #expect(second.allAlive && retirement.isPending)
}

@Test func aReloadShowsTheNewSceneAndRetiresTheOldUntilTheFramesLetItGo() throws {
  let folder = try TemporaryDirectory()
  let path = try folder.write("tossables.json", tossablesFile(100))
  let source = SceneSource(nameOrPath: path)
  let session = Session(loaded: try source.load(), source: source, outputDirectory: folder.path("out"))
  session.outputs.report = { _ in }
  let old = Survivors(session.loaded)
  try folder.write(
    "tossables.json", tossablesFile(100).replacingOccurrences(of: "[10, 20]", with: "[300, 300]"))
  try session.reloadScene()
  #expect(session.loaded.elementsInFileOrder[0].position == Point(x: 300, y: 300))
  #expect(session.loaded.runtime !== old.runtime)
  // The old scene is held, untouched by the new one's frames, until slices let it go.
  #expect(session.retirement.isPending && old.allAlive)
  session.advance(toWallTime: 1)
  #expect(old.runtime?.interactions.count == 100)
  while session.retirement.letGo(until: 0, now: { 1 }) {}
  #expect(!old.anyAlive)
  #expect(session.loaded.runtime.interactions.count == 100)
}
