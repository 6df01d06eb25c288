import Foundation
import Testing

@testable import SandboxHost

/// How the runner reports a case whose replay failed. (Replays that crash, fail or hang, each
/// failing its case alone while the run goes on: WorkerPoolTests.)
@Suite struct SuiteRunnerTests {
  @Test func aFailedReplaysMessageNamesItsStatusAndTheLastLinesOfItsLog() throws {
    let folder = try TemporaryDirectory()
    let log = try folder.write("replay.log", "one\ntwo\nthree\nfour\n")
    #expect(
      SuiteRunner.failureMessage(status: 2, log: log) == "the replay failed with status 2: two / three / four"
    )
  }
}
