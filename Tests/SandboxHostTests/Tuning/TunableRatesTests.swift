import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A session of the built-in `pip` scene (interaction 0 flings the window between the corners).
private func pipSession() throws -> Session {
  let source = SceneSource(nameOrPath: "pip")
  let session = Session(loaded: try source.load(), source: source, outputDirectory: "unused")
  session.outputs.report = { _ in }
  return session
}

@Suite struct TunableRatesTests {
  @Test func aSetLineReadsADecelerationRate() {
    let result = InputScript.parse(
      #"{"t": 1.5, "set": {"interaction": 0, "decelerationRate": 0.99}}"#, file: "s.jsonl")
    #expect(result.errors.isEmpty)
    #expect(result.lines.map(\.action) == [.directive(.setDecelerationRate(interaction: 0, rate: 0.99))])
    let faults = { (line: String) in InputScript.parse(line, file: "s.jsonl").errors.map(\.message) }
    #expect(
      faults(#"{"t": 0, "set": {"interaction": 0, "decelerationRate": 1}}"#) == [
        "\"decelerationRate\" must be above 0 and below 1 (the fraction of velocity kept per millisecond), not 1"
      ])
    #expect(
      faults(#"{"t": 0, "set": {"interaction": 0, "decelerationRate": 0.9, "spring": {"mass": 2}}}"#) == [
        "a set line sets \"spring\" or \"decelerationRate\", not both"
      ])
  }

  @Test func aRateSetIsRecordedAndChangesWhereTheNextReleaseLands() throws {
    let folder = try TemporaryDirectory()
    let session = try pipSession()
    let path = folder.path("session.jsonl")
    session.recorder = try ScriptRecorder(path: path, sceneName: "pip")
    try session.setDecelerationRate(0, 0.95)
    session.recorder = nil
    #expect(
      try InputScript.load(path: path).map(\.action) == [
        .directive(.setDecelerationRate(interaction: 0, rate: 0.95))
      ])
    #expect(TunableRates.rate(at: 0, in: session.loaded) == DecelerationRate(perMillisecond: 0.95))
    // At 0.95 a glide carries on about 20 ms' worth of velocity: the flick that lands in the
    // bottom-right corner at the normal rate stays in the top-left one.
    try session.handle(.touch(phase: .began, id: 1, location: Point(x: 130, y: 95)), wallTime: 0)
    try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 170, y: 125)), wallTime: 0.05)
    try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 170, y: 125)), wallTime: 0.05)
    let toss = try #require(session.loaded.runtime.interactions[0].interaction as? Tossable)
    #expect(toss.chosenDestination == 0)
  }
}
