import CSDL2
import Foundation

/// How a case's replay ended.
struct ReplayRun: Sendable {
  /// The replay's exit status (0 success).
  var status: Int32
  /// Why it failed: the status and the last lines it wrote to stderr.
  var message: String
  /// The output the failure is about, when it is one's (see `RepeatedReplay`).
  var differingOutput: String? = nil
}

/// Runs a case's replay, writing into the given folder; the second path is a log file beside it.
typealias CaseReplay =
  @Sendable (_ suiteCase: SuiteCase, _ outputDirectory: String, _ logPath: String) -> ReplayRun

/// Replays cases, `jobs` at a time, and hands each finished one back in the order they finish.
package enum SuiteRunner {
  /// This program's own executable, to start replay workers with (`WorkerPool`).
  static func ownExecutable() -> String {
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    return CommandLine.arguments[0]
  }

  /// The environment variable that tells a replay the process id of the `test` that started it.
  static let parentVariable = "MOTION_SANDBOX_SUITE_PARENT"

  /// In a replay that a `test` started: ends this process with that `test`, however it ends
  /// (killed with SIGKILL too), so a killed `test` leaves no replay running; ends it at once
  /// when the `test` is already gone. Does nothing in a process that no `test` started.
  package static func endWithTheTestThatStarted() {
    guard let text = ProcessInfo.processInfo.environment[parentVariable], let parent = Int32(text) else {
      return
    }
    if sandbox_end_with_parent(parent) != 0 { exit(1) }
  }

  /// What a case whose replay ended with `status` (not 0) failed of: the status and the last
  /// lines of its log.
  static func failureMessage(status: Int32, log logPath: String) -> String {
    let text = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
    let last = text.split(separator: "\n").suffix(3).joined(separator: " / ")
    return "the replay failed with status \(status): \(last)"
  }

  /// The output folder and log file of case `index`, its folder created.
  private static func folders(_ index: Int, in workDirectory: String) -> (out: String, log: String) {
    let folder = "\(workDirectory)/\(index + 1)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return (folder + "/out", folder + "/replay.log")
  }

  /// Replays every case, `jobs` at once (on the calling thread when `jobs` is 1), each into
  /// `workDirectory/N/out` with its log in `workDirectory/N/replay.log`; calls `finished` on
  /// the calling thread with each case's index, output folder and run as soon as it is done.
  static func run(
    _ cases: [SuiteCase], jobs: Int, workDirectory: String, replay: @escaping CaseReplay,
    finished: (_ index: Int, _ outputDirectory: String, _ run: ReplayRun, _ seconds: Double) -> Void
  ) {
    if jobs <= 1 || cases.count <= 1 {
      for (index, suiteCase) in cases.enumerated() {
        let start = Date()
        let (out, log) = folders(index, in: workDirectory)
        let run = replay(suiteCase, out, log)
        finished(index, out, run, Date().timeIntervalSince(start))
      }
      return
    }
    let board = WorkBoard(count: cases.count)
    for _ in 0..<min(jobs, cases.count) {
      let thread = Thread {
        while let index = board.take() {
          let start = Date()
          let (out, log) = folders(index, in: workDirectory)
          let run = replay(cases[index], out, log)
          board.finish(index, out: out, run: run, seconds: Date().timeIntervalSince(start))
        }
      }
      thread.start()
    }
    for _ in cases.indices {
      let done = board.waitForFinished()
      finished(done.index, done.out, done.run, done.seconds)
    }
  }
}

/// The cases still to start and those finished, shared by the worker threads and the caller.
private final class WorkBoard: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private var next = 0
  private var done: [(index: Int, out: String, run: ReplayRun, seconds: Double)] = []

  init(count: Int) { self.count = count }

  /// The next case to replay, or nil when every case has been taken.
  func take() -> Int? {
    condition.lock()
    defer { condition.unlock() }
    guard next < count else { return nil }
    defer { next += 1 }
    return next
  }

  func finish(_ index: Int, out: String, run: ReplayRun, seconds: Double) {
    condition.lock()
    done.append((index, out, run, seconds))
    condition.signal()
    condition.unlock()
  }

  /// Blocks until a case has finished and hands it over.
  func waitForFinished() -> (index: Int, out: String, run: ReplayRun, seconds: Double) {
    condition.lock()
    defer { condition.unlock() }
    while done.isEmpty { condition.wait() }
    return done.removeFirst()
  }
}
