import Foundation

/// The replay workers of one `test` run (`motion-sandbox replay-worker`, see `ReplayWorker`):
/// each thread that replays cases keeps a worker of its own, started with its first case, so a
/// run of N jobs starts the program N times instead of once a case. (A worker ends with the
/// thread that started it, as the system ends a child whose parent thread is gone, see
/// `SuiteRunner.endWithTheTestThatStarted`; so a worker serves only its own thread.)
///
/// A case fails alone whatever its replay does, as in a process of its own: a replay that
/// crashes ends its worker (the case fails saying so, and the thread's next case gets a new
/// worker), and one that runs longer than `timeout` seconds is stopped with its worker
/// (SIGTERM, then SIGKILL a second later).
final class WorkerPool: @unchecked Sendable {
  private let executable: String
  private let arguments: [String]
  private let timeout: Double?
  /// Where a thread keeps its worker, in its own dictionary.
  private let key = "WorkerPool.worker." + UUID().uuidString
  // Every worker started, for `stop()`; shared by the threads that replay cases.
  private let lock = NSLock()
  private var started: [Worker] = []

  /// Workers running `executable replay-worker ARGUMENTS` (the arguments only name what the
  /// workers serve, for `ps`), each case stopped after `timeout` seconds when given.
  init(executable: String, arguments: [String] = [], timeout: Double? = nil) {
    self.executable = executable
    self.arguments = arguments
    self.timeout = timeout
    // A worker that died is written to through a closed pipe: a failed write, not the end of
    // this process.
    signal(SIGPIPE, SIG_IGN)
  }

  /// Replays a case with a worker.
  var replay: CaseReplay {
    { [self] suiteCase, outputDirectory, logPath in
      replay(ReplayWorker.Request(suiteCase, outputDirectory: outputDirectory, logPath: logPath))
    }
  }

  /// Ends every worker (their input closed, they end at once) and waits for them; call it once
  /// every case is done.
  func stop() {
    lock.lock()
    let workers = started
    started = []
    lock.unlock()
    for worker in workers { worker.finish() }
  }

  private func replay(_ request: ReplayWorker.Request) -> ReplayRun {
    _ = FileManager.default.createFile(atPath: request.logPath, contents: nil)
    let worker: Worker
    do {
      worker = try takeWorker()
    } catch {
      return ReplayRun(status: 1, message: "cannot start \(executable): \(failureReason(of: error))")
    }
    let outcome = worker.replay(request.line, timeout: timeout)
    if case .answered = outcome {} else { Thread.current.threadDictionary.removeObject(forKey: key) }
    switch outcome {
    case .answered(let status):
      guard status != 0 else { return ReplayRun(status: 0, message: "") }
      return ReplayRun(
        status: status, message: SuiteRunner.failureMessage(status: status, log: request.logPath))
    case .timedOut:
      return ReplayRun(
        status: 1, message: "timed out: the replay ran longer than --timeout \(timeout ?? 0) s")
    case .ended(let process):
      if process.terminationReason == .uncaughtSignal {
        return ReplayRun(status: 1, message: "the replay was killed by signal \(process.terminationStatus)")
      }
      let status = process.terminationStatus == 0 ? 1 : process.terminationStatus
      return ReplayRun(
        status: status, message: SuiteRunner.failureMessage(status: status, log: request.logPath))
    }
  }

  /// This thread's worker, started when it has none.
  private func takeWorker() throws -> Worker {
    if let worker = Thread.current.threadDictionary[key] as? Worker { return worker }
    let worker = try Worker(executable: executable, arguments: ["replay-worker"] + arguments)
    Thread.current.threadDictionary[key] = worker
    lock.lock()
    started.append(worker)
    lock.unlock()
    return worker
  }
}

/// One worker process and the pipes to it; used by one thread at a time.
private final class Worker {
  enum Outcome {
    /// The replay ended with this status; the worker waits for the next case.
    case answered(Int32)
    /// The replay ran past its time; the worker is stopped.
    case timedOut
    /// The worker ended without answering (its replay crashed or exited).
    case ended(Process)
  }

  private let process = Process()
  private let requests = Pipe()
  private let answers = Pipe()
  private var unread = Data()

  init(executable: String, arguments: [String]) throws {
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
      [SuiteRunner.parentVariable: "\(getpid())"]
    ) { $1 }
    process.standardInput = requests
    process.standardOutput = answers
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  /// Hands the worker a request line and waits for its answer, `timeout` seconds at most.
  func replay(_ request: String, timeout: Double?) -> Outcome {
    do {
      try requests.fileHandleForWriting.write(contentsOf: Data((request + "\n").utf8))
    } catch {
      return ended()
    }
    let deadline = timeout.map { Date().addingTimeInterval($0) }
    while true {
      if let newline = unread.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: unread[unread.startIndex..<newline], as: UTF8.self)
        unread = Data(unread[(newline + 1)...])
        guard let status = Int32(line) else { return ended() }
        return .answered(status)
      }
      let remaining = deadline.map { max(0, $0.timeIntervalSinceNow) }
      guard waitForAnswer(seconds: remaining) else {
        stop()
        return .timedOut
      }
      let data = answers.fileHandleForReading.availableData
      guard !data.isEmpty else { return ended() }
      unread.append(data)
    }
  }

  /// Whether the worker wrote (or ended) within `seconds` (forever when nil).
  private func waitForAnswer(seconds: Double?) -> Bool {
    var descriptor = pollfd(
      fd: answers.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = seconds.map { Int32(min($0 * 1000, Double(Int32.max)).rounded(.up)) } ?? -1
    while true {
      let ready = poll(&descriptor, 1, milliseconds)
      if ready >= 0 || errno != EINTR { return ready != 0 }
    }
  }

  /// The worker's end, once it has ended.
  private func ended() -> Outcome {
    try? requests.fileHandleForWriting.close()
    process.waitUntilExit()
    return .ended(process)
  }

  /// Stops the worker: SIGTERM, then SIGKILL a second later.
  private func stop() {
    process.terminate()
    let grace = Date().addingTimeInterval(1)
    while process.isRunning, Date() < grace { usleep(2_000) }
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    try? requests.fileHandleForWriting.close()
  }

  /// Ends the worker: its input closed, it ends on its own (at once when idle).
  func finish() {
    try? requests.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
