import Motion
import Testing

@testable import SandboxHost

/// Runs `session` from `start` to `end` in 60 fps frames, sampling the tuned element as a
/// frame does.
private func frames(_ session: Session, from start: Double, to end: Double) {
  var t = start
  while t <= end {
    session.advance(toWallTime: t)
    session.tuner.sample(
      session.loaded, wallTime: session.clock.wallTime, motionTime: session.clock.motionTime)
    t += 1.0 / 60
  }
}

/// A toss of the square, each touch followed by a frame as live.
private func tossSquare(_ session: Session, from start: Point, by move: Point, at time: Double) throws {
  try session.handle(.touch(phase: .began, id: 1, location: start), wallTime: time)
  frames(session, from: time, to: time)
  try session.handle(.touch(phase: .moved, id: 1, location: start + move * 0.5), wallTime: time + 0.05)
  frames(session, from: time + 0.05, to: time + 0.05)
  try session.handle(.touch(phase: .ended, id: 1, location: start + move), wallTime: time + 0.1)
}

@Test func theLastFinishedFlightStaysAsAGhostUntilTheNextEnds() throws {
  let source = SceneSource(nameOrPath: "toss")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.outputs.report = { _ in }
  session.tuner.toggle(in: session.loaded)
  try tossSquare(session, from: Point(x: 150, y: 460), by: Point(x: 100, y: -80), at: 0.1)
  frames(session, from: 0.2, to: 2)
  let history = session.tuner.history
  // The speed handed to the spring on release, not the element's 0 on that frame.
  let release = try #require(history.lastRelease)
  #expect(release.speed > 500)
  var first: [Point] = []
  history.forEachGhostPoint { first.append($0) }
  #expect(first.count > 10)
  #expect(first.first!.x < 300 && (first.last! - Point(x: 620, y: 170)).length < 2)
  // The next toss: in flight, the ghost is still the first; when it ends, it is the second.
  try tossSquare(session, from: Point(x: 620, y: 170), by: Point(x: -100, y: 100), at: 2.1)
  frames(session, from: 2.2, to: 2.3)
  var during: [Point] = []
  history.forEachGhostPoint { during.append($0) }
  #expect(during == first)
  frames(session, from: 2.3, to: 4)
  var second: [Point] = []
  history.forEachGhostPoint { second.append($0) }
  #expect(second != first && second.count > 10)
  #expect(second.first!.x < 620)
}

@Test func pausedTheSpeedGraphTakesNoSamples() throws {
  let source = SceneSource(nameOrPath: "toss")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.tuner.toggle(in: session.loaded)
  try tossSquare(session, from: Point(x: 150, y: 460), by: Point(x: 100, y: -80), at: 0.1)
  frames(session, from: 0.2, to: 0.3)
  session.clock.togglePause(atWallTime: 0.3)
  let history = session.tuner.history
  let latest = history.latestSampleTime
  // Paused frames for a second: no flat line at the frozen speed, and the graph stays put.
  var t = 0.31
  while t < 1.3 {
    session.advance(toWallTime: t)
    session.tuner.sample(
      session.loaded, wallTime: session.clock.wallTime, motionTime: session.clock.motionTime,
      paused: session.clock.isPaused)
    t += 1.0 / 60
  }
  #expect(history.latestSampleTime == latest)
}

@Test func theLastThreeFlightsStayAsGhostsAndADraggedDestinationReplacesNone() throws {
  let source = SceneSource(nameOrPath: "toss")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.outputs.report = { _ in }
  session.tuner.toggle(in: session.loaded)
  let history = session.tuner.history
  func ghost(_ age: Int) -> [Point] {
    var points: [Point] = []
    history.forEachGhostPoint(age: age) { points.append($0) }
    return points
  }
  try tossSquare(session, from: Point(x: 150, y: 460), by: Point(x: 100, y: -80), at: 0.1)
  frames(session, from: 0.2, to: 2)
  try tossSquare(session, from: Point(x: 620, y: 170), by: Point(x: -100, y: 100), at: 2.1)
  frames(session, from: 2.2, to: 4)
  try tossSquare(session, from: Point(x: 620, y: 170), by: Point(x: 100, y: 100), at: 4.1)
  frames(session, from: 4.2, to: 6)
  let ghosts = (0..<3).map(ghost)
  #expect(ghosts.allSatisfy { $0.count > 10 })
  #expect(ghosts[0] != ghosts[1] && ghosts[1] != ghosts[2])
  // The first toss began at the square's place in the file: it is the oldest ghost.
  #expect(ghosts[2].first!.x < 300)
  // The circle dragged away by its rim, off the square resting on it: the square follows it on
  // its spring, with no release.
  try session.handle(.touch(phase: .began, id: 2, location: Point(x: 660, y: 170)), wallTime: 6.1)
  try session.handle(.touch(phase: .moved, id: 2, location: Point(x: 540, y: 250)), wallTime: 6.2)
  frames(session, from: 6.2, to: 6.3)
  try session.handle(.touch(phase: .ended, id: 2, location: Point(x: 540, y: 250)), wallTime: 6.3)
  frames(session, from: 6.3, to: 8)
  let circle = try #require(session.loaded.scene.element(named: "circle"))
  #expect(circle.position == Point(x: 500, y: 250))
  #expect((0..<3).map(ghost) == ghosts)
}

/// A tap at `point` at wall time `time`, with a frame after each touch as live.
private func tap(_ session: Session, at point: Point, time: Double) throws {
  try session.handle(.touch(phase: .began, id: 1, location: point), wallTime: time)
  frames(session, from: time, to: time)
  try session.handle(.touch(phase: .ended, id: 1, location: point), wallTime: time + 0.05)
}

/// A session of the built-in scene `name` with the panel shown.
private func sessionWithPanel(_ name: String) throws -> Session {
  let source = SceneSource(nameOrPath: name)
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.outputs.report = { _ in }
  session.tuner.toggle(in: session.loaded)
  return session
}

@Test func eachTapOfTheTapsSceneIsAFlightEvenOneDuringTheLastFlight() throws {
  let session = try sessionWithPanel("taps")
  // The marker's spring is the one tuned: the taps scene has something to tune.
  #expect(session.tuner.selection == 0)
  let history = session.tuner.history
  try tap(session, at: Point(x: 600, y: 200), time: 0.1)
  frames(session, from: 0.15, to: 0.3)
  let first = try #require(history.flight)
  #expect(first.progress > 0 && first.progress < 1)
  // Tapped again mid-flight: a new flight from where the marker is, the first kept as a ghost.
  try tap(session, at: Point(x: 200, y: 450), time: 0.35)
  frames(session, from: 0.4, to: 0.45)
  #expect(try #require(history.flight).elapsed < 0.1)
  var ghost: [Point] = []
  history.forEachGhostPoint { ghost.append($0) }
  #expect(ghost.count > 3 && ghost.first!.x < ghost.last!.x)
  var releases = 0
  history.forEachRelease(since: 0) { _ in releases += 1 }
  #expect(releases == 2)
  frames(session, from: 0.45, to: 3)
  #expect(history.flight == nil)
  let marker = try #require(session.loaded.runtime.scene.element(named: "marker"))
  #expect(marker.position == Point(x: 200, y: 450))
}

@Test func theGalleryPhotoDraggedPastItsBoundsSpringsBackInAFlight() throws {
  let session = try sessionWithPanel("gallery")
  #expect(session.tuner.selection == 0)
  try tossSquare(session, from: Point(x: 400, y: 300), by: Point(x: 250, y: 150), at: 0.1)
  let photo = try #require(session.loaded.runtime.scene.element(named: "photo"))
  // Held back by the rubber band past its bounds (x up to 450, y up to 330): far short of the
  // 250 points dragged.
  #expect(photo.position.x > 460 && photo.position.x < 560)
  frames(session, from: 0.15, to: 0.3)
  #expect(session.tuner.history.lastRelease != nil && session.tuner.history.flight != nil)
  frames(session, from: 0.3, to: 3)
  // Sprung back to the nearest point inside: the bounds' corner.
  #expect((photo.position - Point(x: 450, y: 330)).length < 1e-6)
  var ghost: [Point] = []
  session.tuner.history.forEachGhostPoint { ghost.append($0) }
  #expect(ghost.count > 3 && (ghost.last! - Point(x: 450, y: 330)).length < 2)
}
