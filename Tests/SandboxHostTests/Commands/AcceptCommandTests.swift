import Foundation
import Testing

@testable import SandboxHost

/// `test --accept`: what a failing run kept in `CASE/actual` becomes the goldens without a
/// replay, all or one file, and is refused when missing or older than the case's inputs.
@Suite struct AcceptCommandTests {
  let helpers = TestCommandTests()

  func golden(_ suite: String, _ name: String, _ file: String) throws -> String {
    try String(contentsOfFile: suite + "/" + name + "/expected/" + file, encoding: .utf8)
  }

  @Test func aFailingRunKeepsItsOutputsAndAcceptMakesThemTheGoldensWithoutReplaying() throws {
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one", "two"], golden: helpers.dump)
    #expect(
      Commands.test(
        TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.failure)
    let kept = suite + "/one/" + ActualOutputs.folderName
    #expect(FileManager.default.fileExists(atPath: kept + "/a.json"))

    // One file of one case: that golden alone changes, the rest stays to accept.
    var options = TestOptions(suites: [suite])
    options.accept = ["one/a.json"]
    let marking = helpers.markingReplay(folder)
    var lines: [String] = []
    #expect(Commands.test(options, replay: marking.replay, output: { lines.append($0) }) == Commands.success)
    #expect(lines.first == "ACCEPT suite/one/a.json: 1 changed")
    #expect(try golden(suite, "one", "a.json") == helpers.moved)
    #expect(try golden(suite, "one", "final.json") == helpers.dump)
    #expect(!FileManager.default.fileExists(atPath: kept + "/a.json"))

    // Every case that has actual outputs, all or none each; the kept outputs are gone after.
    options.accept = [TestOptions.everyCase]
    lines = []
    #expect(Commands.test(options, replay: marking.replay, output: { lines.append($0) }) == Commands.success)
    #expect(lines.contains("ACCEPT suite/two: 2 changed"))
    #expect(try golden(suite, "one", "final.json") == helpers.moved)
    #expect(try golden(suite, "two", "a.json") == helpers.moved)
    #expect(!FileManager.default.fileExists(atPath: kept))
    #expect(!FileManager.default.fileExists(atPath: marking.marker), "accepting replays nothing")
    // And the suite passes now.
    #expect(
      Commands.test(
        TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.success)
  }

  @Test func acceptIsRefusedWhenThereIsNothingOrItIsOlderThanTheScriptAndWritesNothing() throws {
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one"], golden: helpers.dump)
    var options = TestOptions(suites: [suite])
    options.accept = [TestOptions.everyCase]
    let marking = helpers.markingReplay(folder)
    #expect(Commands.test(options, replay: marking.replay, output: { _ in }) == Commands.badInput)
    _ = Commands.test(
      TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
    // The script changed after the run: its outputs no longer say what the case does.
    let later = Date().addingTimeInterval(60)
    try FileManager.default.setAttributes(
      [.modificationDate: later], ofItemAtPath: suite + "/one/script.jsonl")
    #expect(Commands.test(options, replay: marking.replay, output: { _ in }) == Commands.badInput)
    #expect(try golden(suite, "one", "a.json") == helpers.dump)
    options.accept = ["nope"]
    #expect(Commands.test(options, replay: marking.replay, output: { _ in }) == Commands.badInput)
    options.accept = ["one/other.json"]
    #expect(Commands.test(options, replay: marking.replay, output: { _ in }) == Commands.badInput)
  }

  @Test func aCaseNamedAloneIsAcceptedInEverySuiteThatHasIt() throws {
    // `--accept one` accepted the first suite's case alone, and said nothing of the other's,
    // which went on failing.
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one"], golden: helpers.dump)
    let other = folder.path("other")
    try FileManager.default.copyItem(atPath: suite, toPath: other)
    let both = TestOptions(suites: [suite, other])
    #expect(
      Commands.test(both, replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.failure)
    var options = both
    options.accept = ["one/a.json"]
    var lines: [String] = []
    let marking = helpers.markingReplay(folder)
    #expect(Commands.test(options, replay: marking.replay, output: { lines.append($0) }) == Commands.success)
    #expect(
      lines.filter { $0.hasPrefix("ACCEPT") } == [
        "ACCEPT suite/one/a.json: 1 changed", "ACCEPT other/one/a.json: 1 changed",
      ])
    options.accept = ["one"]
    lines = []
    #expect(Commands.test(options, replay: marking.replay, output: { lines.append($0) }) == Commands.success)
    #expect(lines.filter { $0.hasPrefix("ACCEPT") }.count == 2)
    #expect(try golden(other, "one", "final.json") == helpers.moved)
    #expect(try golden(suite, "one", "final.json") == helpers.moved)
    // A suite's name still picks one.
    #expect(
      Commands.test(both, replay: helpers.replay(writing: helpers.dump), output: { _ in }) == Commands.failure
    )
    options.accept = ["other/one"]
    lines = []
    #expect(Commands.test(options, replay: marking.replay, output: { lines.append($0) }) == Commands.success)
    #expect(lines.filter { $0.hasPrefix("ACCEPT") } == ["ACCEPT other/one: 2 changed"])
  }

  @Test func anEmptyTargetIsRefusedRatherThanAcceptingEveryCase() throws {
    // `--accept "$CASE"` with CASE unset: accepting every failing case would be the worst guess.
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one", "two"], golden: helpers.dump)
    _ = Commands.test(
      TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
    var options = TestOptions(suites: [suite])
    options.accept = [""]
    var lines: [String] = []
    #expect(
      Commands.test(options, replay: helpers.replay(writing: helpers.moved), output: { lines.append($0) })
        == Commands.badInput)
    #expect(lines.isEmpty)
    #expect(try golden(suite, "one", "a.json") == helpers.dump)
    #expect(try golden(suite, "two", "a.json") == helpers.dump)
    #expect(FileManager.default.fileExists(atPath: suite + "/one/" + ActualOutputs.folderName))
  }

  @Test func aPassingRunOrAnUpdateRemovesWhatAnEarlierFailingRunKept() throws {
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one"], golden: helpers.dump)
    _ = Commands.test(
      TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
    #expect(FileManager.default.fileExists(atPath: suite + "/one/actual"))
    _ = Commands.test(
      TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.dump), output: { _ in })
    #expect(!FileManager.default.fileExists(atPath: suite + "/one/actual"))
  }

  @Test func aScriptThatIsALinkIsJudgedByTheFileItLeadsTo() throws {
    // The link's own time was read: an edit of the file it points to was accepted over.
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one"], golden: helpers.dump)
    let real = folder.path("one.jsonl")
    let script = suite + "/one/script.jsonl"
    try FileManager.default.moveItem(atPath: script, toPath: real)
    try FileManager.default.createSymbolicLink(atPath: script, withDestinationPath: "../../one.jsonl")
    let earlier = Date().addingTimeInterval(-60)
    try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: real)
    #expect(
      Commands.test(
        TestOptions(suites: [suite]), replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.failure)
    var options = TestOptions(suites: [suite])
    options.accept = [TestOptions.everyCase]
    let later = Date().addingTimeInterval(60)
    try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: real)
    #expect(
      Commands.test(options, replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.badInput)
    #expect(try golden(suite, "one", "a.json") == helpers.dump)
    // A link pointed elsewhere after the run counts too, however old its new file.
    try FileManager.default.setAttributes([.modificationDate: earlier], ofItemAtPath: real)
    var errors: [InputError] = []
    let one = try #require(SuiteFolder.cases(in: [suite], filters: [], errors: &errors).first)
    #expect(ActualOutputs.problem(accepting: one, file: nil) == nil)
    try FileManager.default.removeItem(atPath: script)
    Thread.sleep(forTimeInterval: 0.02)
    try FileManager.default.createSymbolicLink(atPath: script, withDestinationPath: "../../one.jsonl")
    #expect(
      Commands.test(options, replay: helpers.replay(writing: helpers.moved), output: { _ in })
        == Commands.badInput)
  }

  @Test func aRunWhoseReplayFailsLeavesNoEarlierOutputsToAccept() throws {
    // A timed-out run left the earlier failing run's outputs in actual/, and --accept took them.
    let folder = try TemporaryDirectory()
    let suite = try helpers.makeSuite(folder, cases: ["one"], golden: helpers.dump)
    let failing = TestOptions(suites: [suite])
    #expect(Commands.test(failing, replay: helpers.replay(writing: helpers.moved), output: { _ in }) == 1)
    #expect(FileManager.default.fileExists(atPath: suite + "/one/actual"))
    let timedOut: CaseReplay = { _, _, _ in ReplayRun(status: 1, message: "timed out") }
    #expect(
      Commands.test(TestOptions(suites: [suite]), replay: timedOut, output: { _ in }) == Commands.failure)
    #expect(!FileManager.default.fileExists(atPath: suite + "/one/actual"))
    var options = TestOptions(suites: [suite])
    options.accept = ["one"]
    #expect(Commands.test(options, replay: timedOut, output: { _ in }) == Commands.badInput)
    #expect(try golden(suite, "one", "a.json") == helpers.dump)
  }
}
