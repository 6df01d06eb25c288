import Foundation
import Testing

@testable import SandboxHost

/// `--repeat-each N`: a case must write the same bytes every time it is replayed.
@Suite struct RepeatedReplayTests {
  /// A replay that writes `a.json` and a track `t.jsonl` whose third line changes from the
  /// second replay on.
  func driftingReplay() -> CaseReplay {
    let runs = Counter()
    return { _, out, _ in
      let run = runs.next()
      try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      try? Data(StandInSuite.dump.utf8).write(to: URL(fileURLWithPath: out + "/a.json"))
      try? Data(StandInSuite.dump.utf8).write(to: URL(fileURLWithPath: out + "/final.json"))
      let track = "{\"t\": 0}\n{\"t\": 0.1}\n{\"t\": \(run == 1 ? "0.2" : "0.25")}\n"
      try? Data(track.utf8).write(to: URL(fileURLWithPath: out + "/t.jsonl"))
      return ReplayRun(status: 0, message: "")
    }
  }

  @Test func aCaseWhoseRepeatsDifferFailsNamingTheFileAndFrame() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: ["one"], golden: StandInSuite.dump)
    var suiteCase = SuiteCase(suiteName: "suite", name: "one", directory: suite + "/one", scene: "s")
    suiteCase.outputs = ["a.json", "t.jsonl", "final.json"]
    suiteCase.kinds["t.jsonl"] = .track
    let replay = RepeatedReplay.wrapping(driftingReplay(), times: 3)
    let run = replay(suiteCase, folder.path("out"), folder.path("log"))
    #expect(run.status == 1)
    #expect(
      run.message == "not deterministic: repeat 2 of 3 wrote other bytes than the first in t.jsonl at frame 2"
    )
    #expect(run.differingOutput == "t.jsonl")
    #expect(!FileManager.default.fileExists(atPath: folder.path("out-repeat-2")))
  }

  @Test func repeatsThatAgreePassAndTheSuiteSaysSo() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: ["one", "two"], golden: StandInSuite.dump)
    var options = TestOptions(suites: [suite])
    options.repeatEach = 3
    let replays = Counter()
    let counting: CaseReplay = { suiteCase, out, log in
      _ = replays.next()
      return StandInSuite.replay(writing: StandInSuite.dump)(suiteCase, out, log)
    }
    #expect(Commands.test(options, replay: counting, output: { _ in }) == Commands.success)
    #expect(replays.next() == 7)
  }
}
