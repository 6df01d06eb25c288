import Foundation

extension Commands {
  /// `case new SUITE/NAME --recording FILE --scene S` (see `CaseFromRecording`): 0 when the
  /// case and its goldens were written, 1 when its first replay failed (the case is kept, without
  /// goldens, to look at), 2 on bad input (nothing written).
  package static func newCase(_ path: String, recording: String, scene: String) -> Int32 {
    let trimmed = SuiteFolder.trimmingSlashes(path)
    let suite = (trimmed as NSString).deletingLastPathComponent
    let name = (trimmed as NSString).lastPathComponent
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
    guard rename(staging, place) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(atPath: staging)
      printError("cannot put the case at \(place): \(reason)")
      return failure
    }
    print("case new: \(place) (script.jsonl from \(recording), scene \(scene)); writing its goldens")
    var options = TestOptions(suites: [place])
    options.update = true
    return test(options)
  }
}
