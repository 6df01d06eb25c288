import Foundation

/// Replays suite cases one after another in one long-lived process (`motion-sandbox
/// replay-worker`): `test` hands each case to a worker rather than starting a process for it,
/// so the program's start (its libraries linked, the Swift runtime and the command line set
/// up), a fifth of a built-in case's time once drawing got cheap, is paid once a worker rather
/// than once a case. Each case is replayed exactly as `replay` replays it, with its standard
/// error going to the case's log.
///
/// The requests come one a line on standard input, each a JSON object (`Request`); the worker
/// answers each with the replay's exit status, on a line of its own on standard output, and
/// ends when its input does. A replay that crashes or hangs takes its worker with it: the
/// runner fails that case alone and starts another worker (see `WorkerPool`).
package enum ReplayWorker {
  /// One case's replay: what `replay` would take on its command line, and the case's log.
  struct Request: Codable, Equatable {
    var script: String
    var scene: String
    var fps: Double
    var settle: Double
    var outputDirectory: String
    var goldens: String
    var tolerance: Int
    var logPath: String

    init(_ suiteCase: SuiteCase, outputDirectory: String, logPath: String) {
      script = suiteCase.scriptPath
      scene = suiteCase.scene
      fps = suiteCase.fps
      settle = suiteCase.settle
      self.outputDirectory = outputDirectory
      goldens = suiteCase.expectedDirectory
      tolerance = suiteCase.tolerances.strictestPixels
      self.logPath = logPath
    }

    /// The options `replay` takes from the command line this request stands for.
    var options: ReplayOptions {
      var options = ReplayOptions(scriptPath: script, scene: scene)
      options.fps = fps
      options.settle = settle
      options.outputDirectory = outputDirectory
      options.goldens = GoldenReference(directory: goldens, pixelTolerance: tolerance)
      return options
    }

    /// The request as its line (without the line break).
    var line: String {
      // Encoding strings and numbers cannot fail.
      String(decoding: (try? JSONEncoder().encode(self)) ?? Data(), as: UTF8.self)
    }
  }

  /// Serves requests until standard input ends; returns the exit status (2 for a request that
  /// cannot be read).
  package static func serve() -> Int32 {
    // Standard output carries the answers alone: what a replay prints goes nowhere, and its
    // standard error goes to its case's log.
    let answers = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
    let nowhere = open("/dev/null", O_WRONLY)
    guard nowhere >= 0, dup2(nowhere, STDOUT_FILENO) >= 0 else { return Commands.failure }
    close(nowhere)
    let standardError = dup(STDERR_FILENO)
    defer { close(standardError) }
    while let line = readLine() {
      guard let request = try? JSONDecoder().decode(Request.self, from: Data(line.utf8)) else {
        Commands.printError("replay-worker: not a request: \(line)")
        return Commands.badInput
      }
      let log = open(request.logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      if log >= 0 {
        dup2(log, STDERR_FILENO)
        close(log)
      }
      let status = Commands.replayInProcess(request.options)
      dup2(standardError, STDERR_FILENO)
      answers.write(Data("\(status)\n".utf8))
    }
    return Commands.success
  }
}
