import Foundation
import Testing

@testable import SandboxHost

/// `test`'s options for shards, blobs, durations, repeats and time limits: a bad one runs
/// nothing and writes nothing.
@Suite struct TestShardOptionsTests {
  @Test func badShardRepeatTimeoutBlobAndDurationsOptionsRunNothingAndWriteNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try StandInSuite.make(folder, cases: ["one"], golden: StandInSuite.dump)
    let marker = folder.path("replayed")
    let marking: CaseReplay = { _, _, _ in
      _ = FileManager.default.createFile(atPath: marker, contents: nil)
      return ReplayRun(status: 0, message: "")
    }
    var refusals: [(TestOptions, String)] = []
    var options = TestOptions(suites: [suite])
    options.repeatEach = 0
    refusals.append((options, "--repeat-each must be at least 1"))
    options = TestOptions(suites: [suite])
    options.timeout = 0
    refusals.append((options, "--timeout must be a number of seconds > 0"))
    options = TestOptions(suites: [suite])
    options.blobDirectory = suite + "/one/blob"
    refusals.append((options, "--blob lies inside the suite"))
    options = TestOptions(suites: [suite])
    options.durationsPath = suite + "/one/expected/durations.json"
    refusals.append((options, "--durations lies inside the suite"))
    options = TestOptions(suites: [suite])
    options.durationsPath = try folder.write("durations.json", "{\"suite/one\": \"slow\"}")
    options.blobDirectory = folder.path("blob")
    refusals.append((options, "durations.json:1: \"suite/one\" must be a number of seconds"))
    for (options, fault) in refusals {
      let errors = Commands.problems(with: options) + readingProblems(options)
      #expect(errors.contains { $0.description.contains(fault) }, "\(errors)")
      #expect(Commands.test(options, replay: marking, output: { _ in }) == Commands.badInput)
    }
    #expect(!FileManager.default.fileExists(atPath: marker))
    #expect(!FileManager.default.fileExists(atPath: folder.path("blob")))
  }

  /// The faults found in reading the durations file of `options`.
  func readingProblems(_ options: TestOptions) -> [InputError] {
    var errors: [InputError] = []
    _ = CaseDurations.read(options.durationsPath, unless: &errors)
    return errors
  }
}
