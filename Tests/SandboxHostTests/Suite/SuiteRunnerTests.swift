import Foundation
import Testing

@testable import SandboxHost

/// Replays in child processes: a replay that hangs or crashes fails its case alone, with its
/// own message, and the run goes on.
@Suite struct SuiteRunnerTests {
  /// An executable shell script standing in for the program, running `body`.
  func standIn(_ folder: TemporaryDirectory, _ name: String, _ body: String) throws -> String {
    let path = try folder.write(name, "#!/bin/sh\n" + body + "\n")
    chmod(path, 0o755)
    return path
  }

  func suiteCase(_ folder: TemporaryDirectory) -> SuiteCase {
    SuiteCase(suiteName: "suite", name: "one", directory: folder.path("one"), scene: "toss")
  }

  @Test func aReplayPastItsTimeoutIsStoppedAndFailsSayingSo() throws {
    let folder = try TemporaryDirectory()
    let hanging = try standIn(folder, "hang", "exec sleep 30")
    let start = Date()
    let run = SuiteRunner.childProcess(executable: hanging, timeout: 0.3)(
      suiteCase(folder), folder.path("out"), folder.path("log"))
    #expect(run.status == 1)
    #expect(run.message == "timed out: the replay ran longer than --timeout 0.3 s")
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func aCrashingReplayFailsItsCaseAloneAndTheOthersRun() throws {
    let folder = try TemporaryDirectory()
    let crashing = try standIn(folder, "crash", "kill -SEGV $$")
    let passing = try standIn(folder, "pass", "exit 0")
    var suiteCases: [SuiteCase] = []
    for name in ["one", "two", "three"] {
      var suiteCase = suiteCase(folder)
      suiteCase.name = name
      suiteCases.append(suiteCase)
    }
    let crashOnTwo: CaseReplay = { suiteCase, out, log in
      let executable = suiteCase.name == "two" ? crashing : passing
      return SuiteRunner.childProcess(executable: executable)(suiteCase, out, log)
    }
    var runs: [Int: ReplayRun] = [:]
    SuiteRunner.run(suiteCases, jobs: 2, workDirectory: folder.path("work"), replay: crashOnTwo) {
      index, _, run, _ in runs[index] = run
    }
    #expect(runs[0]?.status == 0 && runs[2]?.status == 0)
    #expect(runs[1]?.status == 1)
    #expect(runs[1]?.message == "the replay was killed by signal 11")
  }
}
