import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A session of the built-in toss scene (interaction 1 tosses the square to the circle).
private func tossSession(outputDirectory: String = "unused") throws -> Session {
  let source = SceneSource(nameOrPath: "toss")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: outputDirectory)
  session.outputs.report = { _ in }
  return session
}

private func press(_ session: Session, _ name: String, at time: Double) throws {
  try session.handle(.key(down: true, name: name), wallTime: time)
  try session.handle(.key(down: false, name: name), wallTime: time)
}

/// Tosses the square from where the toss scene puts it (150, 460).
private func toss(_ session: Session, at start: Double) throws {
  try session.handle(.touch(phase: .began, id: 1, location: Point(x: 150, y: 460)), wallTime: start)
  try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 200, y: 420)), wallTime: start + 0.05)
  try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 250, y: 380)), wallTime: start + 0.1)
}

@Test func tuningKeysAreRecordedAsSetLinesNotAsKeys() throws {
  let folder = try TemporaryDirectory()
  let session = try tossSession()
  let path = folder.path("session.jsonl")
  session.recorder = try ScriptRecorder(path: path, sceneName: "toss")
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)
  try press(session, "Down", at: 0.3)
  try press(session, "Left", at: 0.4)
  try press(session, "p", at: 0.5)
  session.recorder = nil
  let lines = try InputScript.load(path: path)
  #expect(
    lines.map(\.action) == [
      .directive(.setSpring(interaction: 1, spring: SpringChange(stiffness: 376.2))),
      .directive(.setSpring(interaction: 1, spring: SpringChange(damping: 27.27))),
      .input(.key(down: true, name: "p")),
    ])
  #expect(lines.map(\.time) == [0.2, 0.4, 0.5])
  let spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 376.2 && spring.damping.read() == 27.27)
  #expect(session.showsTrails)
}

@Test func aSetInFlightKeepsPositionAndVelocity() throws {
  let session = try tossSession()
  try toss(session, at: 0)
  session.advance(toWallTime: 0.25)
  let square = try #require(session.loaded.scene.element(named: "square"))
  let position = square.position
  let velocity = session.loaded.runtime.velocity(of: square)
  #expect(velocity.length > 10)
  try session.play(
    .directive(.setSpring(interaction: 1, spring: SpringChange(stiffness: 900, damping: 10, threshold: 3))),
    wallTime: 0.25)
  #expect(square.position == position)
  #expect(session.loaded.runtime.velocity(of: square) == velocity)
  let spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 900 && spring.damping.read() == 10 && spring.mass.read() == 1)
  #expect(spring.threshold == 3)
}

@Test func replayingTheRecordedSetLinesReproducesTheLiveState() throws {
  let folder = try TemporaryDirectory()
  let live = try tossSession()
  let path = folder.path("session.jsonl")
  live.recorder = try ScriptRecorder(path: path, sceneName: "toss")
  try press(live, "t", at: 0.05)
  try toss(live, at: 0.1)
  try press(live, "Right", at: 0.3)
  try press(live, "Right", at: 0.31)
  try press(live, "Down", at: 0.32)
  try press(live, "Left", at: 0.4)
  live.advance(toWallTime: 0.6)
  live.recorder = nil

  let replayed = try tossSession()
  for line in try InputScript.load(path: path) {
    try replayed.play(line.action, wallTime: line.time)
  }
  replayed.advance(toWallTime: 0.6)
  #expect(replayed.stateDump() == live.stateDump())
  #expect(!live.loaded.runtime.isAtRest)
}

@Test func aSetOnAnInteractionWithoutASpringDoesNothing() throws {
  let session = try tossSession()
  let before = session.stateDump()
  try session.play(.directive(.setSpring(interaction: 0, spring: SpringChange(mass: 2))), wallTime: 0)
  try session.play(.directive(.setSpring(interaction: 5, spring: SpringChange(mass: 2))), wallTime: 0)
  #expect(session.stateDump() == before)
}

@Test func aReloadKeepsPauseOverlayAndPanelAndABrokenFileKeepsTheLastGoodScene() throws {
  let folder = try TemporaryDirectory()
  let text = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
  let path = try folder.write("toss.json", text)
  let source = SceneSource(nameOrPath: path)
  let session = Session(
    loaded: try source.load(), source: source, outputDirectory: "unused", showsOverlay: true)
  session.outputs.report = { _ in }
  try press(session, "space", at: 0.1)
  try press(session, "t", at: 0.2)
  try folder.write("toss.json", text.replacingOccurrences(of: "[620, 170]", with: "[600, 200]"))
  try session.reloadScene()
  #expect(session.loaded.scene.element(named: "circle")?.position == Point(x: 600, y: 200))
  #expect(session.clock.isPaused && session.showsOverlay && session.tuner.isVisible)
  #expect(session.tuner.selection == 1)
  #expect(session.sceneError == nil)

  let good = session.loaded
  try folder.write(
    "toss.json", text.replacingOccurrences(of: "\"size\": [70, 70]", with: "\"size\": [70, -70]"))
  try session.reloadScene()
  #expect(session.loaded === good)
  let error = try #require(session.sceneError)
  #expect(error.contains(path + ":7"))
  try folder.write("toss.json", text)
  try session.reloadScene()
  #expect(session.sceneError == nil)
  #expect(session.loaded !== good)
}

private func chord(_ session: Session, _ modifier: String, _ name: String, at time: Double) throws {
  try session.handle(.key(down: true, name: modifier), wallTime: time)
  try press(session, name, at: time)
  try session.handle(.key(down: false, name: modifier), wallTime: time)
}

@Test func ctrlZUndoesAndCtrlShiftZRedoesRecordedAsSetLines() throws {
  let folder = try TemporaryDirectory()
  let session = try tossSession()
  let path = folder.path("session.jsonl")
  session.recorder = try ScriptRecorder(path: path, sceneName: "toss")
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)
  try press(session, "Down", at: 0.25)
  try press(session, "Left", at: 0.3)
  try chord(session, "Left Ctrl", "Z", at: 0.4)
  try chord(session, "Left Ctrl", "Z", at: 0.5)
  let spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 342 && spring.damping.read() == 30)
  try session.handle(.key(down: true, name: "Left Ctrl"), wallTime: 0.6)
  try chord(session, "Left Shift", "Z", at: 0.6)
  try session.handle(.key(down: false, name: "Left Ctrl"), wallTime: 0.6)
  try chord(session, "Right Ctrl", "Y", at: 0.7)
  #expect(spring.stiffness.read() == 376.2 && spring.damping.read() == 27.27)
  session.recorder = nil
  let lines = try InputScript.load(path: path)
  let sets = lines.compactMap { line -> SpringChange? in
    if case .directive(.setSpring(1, let change)) = line.action { return change } else { return nil }
  }
  #expect(
    sets == [
      SpringChange(stiffness: 376.2), SpringChange(damping: 27.27), SpringChange(damping: 30),
      SpringChange(stiffness: 342), SpringChange(stiffness: 376.2), SpringChange(damping: 27.27),
    ])
  // Neither z nor y is recorded as a key: a replay applies the set lines alone.
  let keys = lines.compactMap { line -> String? in
    if case .input(.key(_, let name)) = line.action { return name.lowercased() } else { return nil }
  }
  #expect(!keys.contains("z") && !keys.contains("y"))
}

@Test func rKeepsTheTunedSpringsAndShiftRReloadsTheFilesValues() throws {
  let session = try tossSession()
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)
  try toss(session, at: 0.3)
  try press(session, "r", at: 0.5)
  var spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 376.2)
  #expect(session.loaded.scene.element(named: "square")?.position == Point(x: 150, y: 460))
  // Undo reaches across the reset.
  try chord(session, "Left Ctrl", "z", at: 0.6)
  spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 342)
  try press(session, "Right", at: 0.7)
  try chord(session, "Left Shift", "r", at: 0.8)
  spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 342)
}

@Test func aHotReloadKeepsATunedValueUnlessTheFileChangedThatValue() throws {
  let folder = try TemporaryDirectory()
  let text = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
  #expect(text.contains("\"damping\": 30"))
  let path = try folder.write("toss.json", text)
  let source = SceneSource(nameOrPath: path)
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.outputs.report = { _ in }
  let recording = folder.path("session.jsonl")
  session.recorder = try ScriptRecorder(path: recording, sceneName: "toss")
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)  // stiffness 376.2
  try press(session, "Down", at: 0.3)
  try press(session, "Left", at: 0.4)  // damping 27.27
  // The file changes the damping only: the tuned stiffness stays, the file's damping wins.
  try folder.write("toss.json", text.replacingOccurrences(of: "\"damping\": 30", with: "\"damping\": 12"))
  try session.reloadScene()
  let spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 376.2 && spring.damping.read() == 12)
  session.recorder = nil
  // Recorded as `r` (whose replay keeps every tuned value) and the set line of what the file won.
  let lines = try InputScript.load(path: recording)
  #expect(lines.last?.action == .directive(.setSpring(interaction: 1, spring: SpringChange(damping: 12))))
}

/// What a session said.
private final class Said {
  var lines: [String] = []
}

/// A session of a copy of the toss scene in `folder`, its tossable's stiffness tuned to 376.2
/// with the panel's keys, and the file's text.
private func tunedFileSession(_ folder: TemporaryDirectory, said: Said) throws -> (Session, String) {
  let text = try String(contentsOfFile: BuiltInScenes.path(forNameOrPath: "toss"), encoding: .utf8)
  let source = SceneSource(nameOrPath: try folder.write("toss.json", text))
  let session = Session(loaded: try source.load(), source: source, outputDirectory: folder.path("out"))
  session.outputs.report = { said.lines.append($0) }
  try press(session, "t", at: 0.1)
  try press(session, "Right", at: 0.2)
  return (session, text)
}

@Test func aTunedValueTheFileReplacesIsNamedAndCtrlZGivesItBack() throws {
  // The file's edit of a tuned value replaced it with no word of it, and Ctrl-Z could not
  // bring it back: an afternoon's tuning lost to a teammate's pull.
  let folder = try TemporaryDirectory()
  let said = Said()
  let (session, text) = try tunedFileSession(folder, said: said)
  try folder.write(
    "toss.json", text.replacingOccurrences(of: "\"stiffness\": 342", with: "\"stiffness\": 500"))
  try session.reloadScene()
  var spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 500)
  #expect(
    said.lines.contains(
      "the file's {\"stiffness\": 500} of #1 replaces the tuned {\"stiffness\": 376.2} (Ctrl-Z gives it back)"
    ))
  try chord(session, "Left Ctrl", "z", at: 0.6)
  spring = try #require(TunableSprings.spring(at: 1, in: session.loaded))
  #expect(spring.stiffness.read() == 376.2)
}

/// The toss scene's tossable, as its file writes it.
private func tossableText(_ text: String) throws -> String {
  let tossable = try #require(text.range(of: "{\"type\": \"tossable\""))
  let end = try #require(text.range(of: "}}\n", range: tossable.upperBound..<text.endIndex))
  return String(text[tossable.lowerBound..<end.upperBound].dropLast())
}

/// The toss scene's two interactions in the other order: the tossable first.
private func reordered(_ text: String) throws -> String {
  let draggable = "{\"type\": \"draggable\", \"element\": \"circle\"}"
  let tossable = try tossableText(text)
  let moved = text.replacingOccurrences(of: draggable + ",\n    ", with: "")
    .replacingOccurrences(of: tossable, with: tossable + ",\n    " + draggable)
  #expect(moved != text)
  return moved
}

@Test func aTunedSpringFollowsItsInteractionWhenTheFileMovesIt() throws {
  // The tuning went by index: with the interactions reordered, the tossable's tuned spring was
  // lost without a word (and `w` would write it into whatever interaction took its place).
  let folder = try TemporaryDirectory()
  let said = Said()
  let (session, text) = try tunedFileSession(folder, said: said)
  try folder.write("toss.json", try reordered(text))
  try session.reloadScene()
  #expect(session.sceneError == nil)
  #expect(try #require(TunableSprings.spring(at: 0, in: session.loaded)).stiffness.read() == 376.2)
  #expect(session.tuner.selection == 0)
  #expect(
    said.lines.contains("the tuned {\"stiffness\": 376.2} of #1 follows its tossable on \"square\" to #0"))
  #expect(session.hasUnsavedTuning)
  try chord(session, "Left Ctrl", "z", at: 0.6)
  #expect(try #require(TunableSprings.spring(at: 0, in: session.loaded)).stiffness.read() == 342)
  try chord(session, "Right Ctrl", "Y", at: 0.7)
  #expect(try #require(TunableSprings.spring(at: 0, in: session.loaded)).stiffness.read() == 376.2)
  // `w` writes it into the tossable.
  try press(session, "w", at: 0.8)
  let written = try String(contentsOfFile: folder.path("out/toss-tuned-1.json"), encoding: .utf8)
  let scene = try #require(JSONSerialization.jsonObject(with: Data(written.utf8)) as? [String: Any])
  let interactions = try #require(scene["interactions"] as? [[String: Any]])
  #expect(interactions[0]["type"] as? String == "tossable")
  #expect((interactions[0]["spring"] as? [String: Any])?["stiffness"] as? Double == 376.2)
}

@Test func aTunedSpringWhoseInteractionTheFileTookOutIsSaidToGo() throws {
  let folder = try TemporaryDirectory()
  let said = Said()
  let (session, text) = try tunedFileSession(folder, said: said)
  // Another interaction where the tossable was.
  try folder.write(
    "toss.json",
    text.replacingOccurrences(
      of: try tossableText(text), with: "{\"type\": \"rotatable\", \"element\": \"square\"}"))
  try session.reloadScene()
  #expect(session.sceneError == nil)
  #expect(
    said.lines.contains(
      "#1, the tossable on \"square\", is gone from the file, and its tuned {\"stiffness\": 376.2} with it"))
  #expect(!session.hasUnsavedTuning)
}
