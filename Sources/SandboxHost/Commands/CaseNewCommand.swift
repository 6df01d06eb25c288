import Foundation

extension Commands {
  /// `case new SUITE/NAME --recording FILE --scene S` (see `CaseFromRecording`): 0 when the
  /// case and its goldens were written, 1 when its first replay failed (the case is kept, without
  /// goldens, to look at), 2 on bad input (nothing written).
  package static func newCase(_ path: String, recording: String, scene: String) -> Int32 {
    newCase(path, recording: recording, scene: scene) { options, output in
      let workers = WorkerPool(
        executable: SuiteRunner.ownExecutable(), arguments: options.suites, timeout: options.timeout)
      defer { workers.stop() }
      return test(options, replay: workers.replay, output: output)
    }
  }

  /// `case new`, its test lines going to `output` and the goldens written by `update` (`test
  /// --update` of the staged case, its lines going to the output it is given).
  static func newCase(
    _ path: String, recording: String, scene: String, output standard: SuiteOutput = .standard,
    update: (TestOptions, SuiteOutput) -> Int32
  ) -> Int32 {
    let trimmed = PathComponents.trimmingSlashes(path)
    let suite = PathComponents.parent(of: trimmed)
    let name = PathComponents.last(of: trimmed)
    guard !suite.isEmpty else {
      return reportBadInput([
        InputError(
          file: nil, line: nil,
          message: "give the case as SUITE/NAME (the suite folder, then the case's name)")
      ])
    }
    let staging: String
    do {
      staging = try CaseFromRecording.stage(suite: suite, name: name, recording: recording, scene: scene)
    } catch let error as InputErrors {
      return reportBadInput(error.errors)
    } catch {
      printError("\(error)")
      return failure
    }
    let place = suite + "/" + name
    print("case new: \(place) (script.jsonl from \(recording), scene \(scene)); writing its goldens")
    // The goldens are written while the case is still staged, so a `case new` killed meanwhile
    // leaves no case without goldens at `place`, only a hidden folder the next one removes.
    // Its lines name the case as it will be named.
    let stagedName = URL(fileURLWithPath: staging).lastPathComponent
    var output = standard
    output.line = { standard.line($0.replacingOccurrences(of: stagedName, with: name)) }
    output.text = { standard.text($0.replacingOccurrences(of: stagedName, with: name)) }
    var options = TestOptions(suites: [staging])
    options.update = true
    let status = update(options, output)
    // A first replay that failed keeps the case, without goldens, to look at.
    guard rename(staging, place) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: staging)
      printError("cannot put the case at \(place): \(reason)")
      return failure
    }
    return status
  }
}
