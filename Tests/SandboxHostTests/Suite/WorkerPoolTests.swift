import Foundation
import Testing

@testable import SandboxHost

/// Replays in long-lived workers: one worker replays case after case, and a replay that
/// crashes, fails or hangs fails its case alone, with its own message, and the run goes on.
@Suite struct WorkerPoolTests {
  /// An executable shell script standing in for the program's `replay-worker`: it answers each
  /// request line with `answer` (shell, `$line` the request) and notes its process id in `pids`.
  func standIn(_ folder: TemporaryDirectory, _ answer: String) throws -> String {
    let pids = folder.path("pids")
    let path = try folder.write(
      "worker", "#!/bin/sh\nwhile read -r line; do\necho $$ >>'\(pids)'\n\(answer)\ndone\n")
    chmod(path, 0o755)
    return path
  }

  func cases(_ folder: TemporaryDirectory, _ names: [String]) -> [SuiteCase] {
    names.map { SuiteCase(suiteName: "suite", name: $0, directory: folder.path($0), scene: "toss") }
  }

  func run(_ cases: [SuiteCase], jobs: Int, pool: WorkerPool, in folder: TemporaryDirectory) -> [Int:
    ReplayRun]
  {
    var runs: [Int: ReplayRun] = [:]
    SuiteRunner.run(cases, jobs: jobs, workDirectory: folder.path("work"), replay: pool.replay) {
      index, _, run, _ in runs[index] = run
    }
    pool.stop()
    return runs
  }

  /// The distinct workers that took requests, and how many requests they took.
  func workers(_ folder: TemporaryDirectory) throws -> (distinct: Int, requests: Int) {
    let lines = try String(contentsOfFile: folder.path("pids"), encoding: .utf8).split(separator: "\n")
    return (Set(lines).count, lines.count)
  }

  @Test func oneWorkerReplaysCaseAfterCase() throws {
    let folder = try TemporaryDirectory()
    let pool = WorkerPool(executable: try standIn(folder, "echo 0"))
    let runs = run(cases(folder, ["one", "two", "three", "four"]), jobs: 1, pool: pool, in: folder)
    #expect(runs.count == 4 && runs.values.allSatisfy { $0.status == 0 })
    #expect(try workers(folder) == (1, 4))
  }

  @Test func aCrashingReplayFailsItsCaseAloneAndTheNextCaseGetsANewWorker() throws {
    let folder = try TemporaryDirectory()
    let answer = "case \"$line\" in *two*) kill -SEGV $$ ;; *four*) echo 3 ;; *) echo 0 ;; esac"
    let pool = WorkerPool(executable: try standIn(folder, answer))
    let runs = run(cases(folder, ["one", "two", "three", "four"]), jobs: 1, pool: pool, in: folder)
    #expect(runs[0]?.status == 0 && runs[2]?.status == 0)
    #expect(runs[1]?.status == 1)
    #expect(runs[1]?.message == "the replay was killed by signal 11")
    #expect(runs[3]?.status == 3)
    #expect(runs[3]?.message.hasPrefix("the replay failed with status 3") == true)
    #expect(try workers(folder) == (2, 4))
  }

  @Test func aReplayPastItsTimeoutIsStoppedWithItsWorkerAndFailsSayingSo() throws {
    let folder = try TemporaryDirectory()
    let answer = "case \"$line\" in *two*) exec sleep 30 ;; *) echo 0 ;; esac"
    let pool = WorkerPool(executable: try standIn(folder, answer), timeout: 0.5)
    let start = Date()
    let runs = run(cases(folder, ["one", "two", "three"]), jobs: 2, pool: pool, in: folder)
    #expect(runs[0]?.status == 0 && runs[2]?.status == 0)
    #expect(runs[1]?.status == 1)
    #expect(runs[1]?.message == "timed out: the replay ran longer than --timeout 0.5 s")
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test func aWorkerThatCannotStartFailsEachCaseSayingSo() throws {
    let folder = try TemporaryDirectory()
    let pool = WorkerPool(executable: folder.path("missing"))
    let runs = run(cases(folder, ["one"]), jobs: 1, pool: pool, in: folder)
    #expect(runs[0]?.status == 1)
    #expect(runs[0]?.message.hasPrefix("cannot start \(folder.path("missing"))") == true)
  }
}
