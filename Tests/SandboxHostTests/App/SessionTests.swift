import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A toss scene built in code: a square tossed (drag on the scene) to a fixed point.
private func tossSession() -> Session {
  let scene = Scene(width: 800, height: 600)
  let square = Element(name: "square", position: Point(x: 100, y: 500), size: Size(width: 60, height: 60))
  scene.addChild(square)
  let runtime = MotionRuntime(scene: scene)
  let tossable = Tossable(
    destination: ReactiveProperty(Point(x: 600, y: 150)), toss: square, container: scene,
    springSource: runtime.springSource)
  tossable.connect(with: runtime)
  let loaded = LoadedScene(name: "toss", scene: scene, runtime: runtime, elementsInFileOrder: [square])
  let session = Session(loaded: loaded, source: SceneSource(nameOrPath: "toss"), outputDirectory: "unused")
  session.outputs.report = { _ in }
  return session
}

private func square(_ session: Session) -> Point { session.loaded.elementsInFileOrder[0].position }

private func toss(_ session: Session) throws {
  try session.handle(.touch(phase: .began, id: 1, location: Point(x: 100, y: 500)), wallTime: 0)
  try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 130, y: 470)), wallTime: 0.05)
  try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 160, y: 440)), wallTime: 0.1)
}

private func key(_ session: Session, _ name: String, at time: Double) throws {
  try session.handle(.key(down: true, name: name), wallTime: time)
  try session.handle(.key(down: false, name: name), wallTime: time)
}

@Test func oneSecondOfSlowMotionEqualsATenthOfASecondOfNormalTime() throws {
  let slow = tossSession()
  try toss(slow)
  try key(slow, "s", at: 0.1)
  slow.advance(toWallTime: 1.1)
  #expect(slow.clock.isSlowMotion)
  let normal = tossSession()
  try toss(normal)
  normal.advance(toWallTime: 0.2)
  // The spring has moved the square, and both clocks show the same motion time.
  #expect(square(normal).distance(to: Point(x: 160, y: 440)) > 1)
  #expect(square(slow).distance(to: square(normal)) < 1e-9)
  let v1 = slow.loaded.runtime.velocity(of: slow.loaded.elementsInFileOrder[0])
  let v2 = normal.loaded.runtime.velocity(of: normal.loaded.elementsInFileOrder[0])
  #expect((v1 - v2).length < 1e-9)
}

@Test func aDragHeldAcrossASlowMotionToggleDoesNotJump() throws {
  let session = tossSession()
  try session.handle(.touch(phase: .began, id: 1, location: Point(x: 100, y: 500)), wallTime: 0)
  try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 140, y: 480)), wallTime: 0.05)
  let before = square(session)
  try key(session, "s", at: 0.06)
  session.advance(toWallTime: 0.3)
  #expect(square(session) == before)
  try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 150, y: 470)), wallTime: 0.4)
  #expect(square(session).distance(to: Point(x: 150, y: 470)) < 1e-9)
}

@Test func pauseFreezesTheSpringAndAStepMovesItOneFrame() throws {
  let paused = tossSession()
  try toss(paused)
  try key(paused, "space", at: 0.2)
  paused.advance(toWallTime: 5)
  let reference = tossSession()
  try toss(reference)
  reference.advance(toWallTime: 0.2)
  #expect(square(paused).distance(to: square(reference)) < 1e-9)
  try key(paused, ".", at: 5)
  // One frame at 60 fps, whatever the rate the session is shown or replayed at.
  reference.advance(toWallTime: 0.2 + 1.0 / 60)
  #expect(paused.clock.motionTime == 0.2 + 1.0 / 60)
  #expect(square(paused).distance(to: square(reference)) < 1e-9)
}

@Test func quitKeysEndOnlyWhenEnabled() throws {
  let session = tossSession()
  session.isLive = false
  try key(session, "Escape", at: 0)
  #expect(!session.wantsToQuit)
  session.isLive = true
  try key(session, "q", at: 0)
  #expect(session.wantsToQuit)
}

/// A script's session passes over the tuning panel's keys (a script tunes with `set` lines):
/// `t` opens no panel, and Enter then starts no typing that would swallow the next keys (a `c`
/// after it wrote no capture, though `check` said it would).
@Test func aScriptsSessionPassesOverTheTuningPanelsKeys() throws {
  let session = tossSession()
  session.isLive = false
  try key(session, "t", at: 0)
  try key(session, "Return", at: 0)
  #expect(!session.tuner.isVisible)
  #expect(session.tuner.type(keyName: "c", down: true, in: session.loaded) == .passThrough)
  session.isLive = true
  try key(session, "t", at: 0)
  #expect(session.tuner.isVisible)
}

@Test func aRecordingHoldsTheRawInputAndTheCaptureAndDumpPresses() throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let session = Session(
    loaded: tossSession().loaded, source: SceneSource(nameOrPath: "toss"), outputDirectory: folder.path)
  session.outputs.report = { _ in }
  var captured: [String] = []
  session.outputs.writeCapture = { captured.append($0) }
  session.outputs.keyPressFileName = { kind, time, ext in "\(kind)-\(time).\(ext)" }
  let path = folder.appendingPathComponent("session.jsonl").path
  session.recorder = try ScriptRecorder(path: path, sceneName: "toss")
  let drag = InputAction.mouse(
    phase: .down, button: .left, location: Point(x: 100, y: 500), modifiers: [.ctrl])
  try session.handle(drag, wallTime: 0.25)
  try session.handle(
    .wheel(delta: Point(x: 0, y: 2), location: Point(x: 5, y: 6), modifiers: [.shift]), wallTime: 0.5)
  try key(session, "space", at: 0.75)
  try key(session, "c", at: 1)
  try key(session, "d", at: 1.5)
  try key(session, "Escape", at: 2)
  session.recorder = nil

  let parsed = InputScript.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
  #expect(parsed.errors.isEmpty)
  #expect(
    parsed.lines.map(\.action) == [
      .input(drag),
      .input(.wheel(delta: Point(x: 0, y: 2), location: Point(x: 5, y: 6), modifiers: [.shift])),
      .input(.key(down: true, name: "space")), .directive(.capture(name: "capture-1.0.png")),
      .directive(.dump(name: "dump-1.5.json")),
    ])
  // The release of space does nothing on replay, so it is not kept.
  #expect(parsed.lines.map(\.time) == [0.25, 0.5, 0.75, 1, 1.5])
  #expect(captured == [folder.path + "/capture-1.0.png"])
  let dump = try String(contentsOfFile: folder.path + "/dump-1.5.json", encoding: .utf8)
  #expect(dump.hasPrefix("{\"t\": 1.5,") || dump.contains("\"t\": 1.5"))
}

@Test func numberKeysSwitchBuiltInScenesAndRReloadsTheScene() throws {
  let source = SceneSource(nameOrPath: "showcase")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  var messages: [String] = []
  var shown: [String] = []
  session.outputs.report = { messages.append($0) }
  session.sceneChanged = { loaded, _ in shown.append(loaded.name) }
  try key(session, "3", at: 0.5)
  #expect(session.loaded.name == "toss" && shown == ["toss"])
  // Drag the toss scene's circle away, then reset: it is back where the file puts it.
  try session.handle(.touch(phase: .began, id: 1, location: Point(x: 620, y: 170)), wallTime: 1)
  try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 500, y: 300)), wallTime: 1.1)
  #expect(session.loaded.scene.element(named: "circle")?.position == Point(x: 500, y: 300))
  try key(session, "r", at: 1.2)
  #expect(session.loaded.name == "toss" && shown == ["toss", "toss"])
  #expect(session.loaded.scene.element(named: "circle")?.position == Point(x: 620, y: 170))
  #expect(session.adapter.activeTouches.isEmpty)
  try key(session, "9", at: 1.3)
  // Each switch and reset is said, in the window and on stdout.
  #expect(session.loaded.name == "taps" && messages == ["scene toss", "reloaded toss", "scene taps"])
  try key(session, "1", at: 1.4)
  #expect(session.loaded.name == "showcase" && messages.last == "scene showcase")
}

/// A drag of the square from (100, 500) over 0.1 s of wall time starting at `start`, with a
/// move every 10 ms, speeding up; released where it ends.
private func curvedToss(_ session: Session, start: Double) throws {
  try session.handle(.touch(phase: .began, id: 1, location: Point(x: 100, y: 500)), wallTime: start)
  for k in 1...10 {
    let s = Double(k) / 10
    let p = Point(x: 100 + 120 * s * s, y: 500 - 90 * s)
    try session.handle(.touch(phase: .moved, id: 1, location: p), wallTime: start + 0.01 * Double(k))
  }
  try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 220, y: 410)), wallTime: start + 0.1)
}

private func squareVelocity(_ session: Session) -> Point {
  session.loaded.runtime.velocity(of: session.loaded.elementsInFileOrder[0])
}

/// The same curved toss released at wall time 0.2 in two sessions, the second after `name` was
/// pressed at 0.05; both release the square at the same place and speed.
private func tossPair(pressing name: String) throws -> (normal: Session, keyed: Session) {
  let normal = tossSession()
  try curvedToss(normal, start: 0.1)
  let keyed = tossSession()
  try key(keyed, name, at: 0.05)
  try curvedToss(keyed, start: 0.1)
  #expect(square(keyed) == square(normal))
  #expect((squareVelocity(keyed) - squareVelocity(normal)).length < 1e-9)
  #expect(squareVelocity(normal).length > 500)
  return (normal, keyed)
}

@Test func aTossMadeInSlowMotionFollowsTheSamePathInMotionTime() throws {
  let (normal, slow) = try tossPair(pressing: "s")
  let releasedAt = (normal: normal.clock.motionTime, slow: slow.clock.motionTime)
  for tau in [0.01, 0.05, 0.2, 0.6] {
    normal.advance(toWallTime: 0.2 + tau)
    slow.advance(toWallTime: 0.2 + tau / MotionClock.slowMotionRate)
    #expect(
      abs((slow.clock.motionTime - releasedAt.slow) - (normal.clock.motionTime - releasedAt.normal)) < 1e-9)
    #expect(square(slow).distance(to: square(normal)) < 1e-6, "τ = \(tau)")
    #expect((squareVelocity(slow) - squareVelocity(normal)).length < 1e-6, "τ = \(tau)")
  }
}

@Test func aDragWhilePausedMovesTheElementAndTossesAtTheFingersSpeed() throws {
  let dragged = tossSession()
  try key(dragged, "space", at: 0.05)
  try dragged.handle(.touch(phase: .began, id: 1, location: Point(x: 100, y: 500)), wallTime: 0.1)
  try dragged.handle(.touch(phase: .moved, id: 1, location: Point(x: 130, y: 480)), wallTime: 0.15)
  #expect(square(dragged) == Point(x: 130, y: 480))
  let (normal, paused) = try tossPair(pressing: "space")
  // Resumed later, the toss carries on as it would have right after the release.
  try key(paused, "space", at: 1.0)
  normal.advance(toWallTime: 0.3)
  paused.advance(toWallTime: 1.1)
  #expect(square(paused).distance(to: square(normal)) < 1e-6)
}

@Test func aFingerHeldStillDumpsVelocityZeroEvenWhilePaused() throws {
  for pausing in [false, true] {
    let session = tossSession()
    if pausing { try key(session, "space", at: 0) }
    try session.handle(.touch(phase: .began, id: 1, location: Point(x: 100, y: 500)), wallTime: 0)
    for k in 1...6 {
      let p = Point(x: 100 + 15 * Double(k), y: 500)
      try session.handle(.touch(phase: .moved, id: 1, location: p), wallTime: 0.016 * Double(k))
    }
    session.advance(toWallTime: 0.11)
    #expect(squareVelocity(session).x > 500, "paused: \(pausing)")
    session.advance(toWallTime: 1.1)
    #expect(squareVelocity(session) == .zero, "paused: \(pausing)")
    #expect(session.stateDump().contains("\"velocity\": [0.0, 0.0]"))
  }
}
