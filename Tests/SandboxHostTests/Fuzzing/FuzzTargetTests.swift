import Foundation
import Testing

@testable import SandboxHost

/// Every input a fuzzer found a fault with (Tests/FuzzRegressions/TARGET, docs/reliability.md)
/// goes through the same entry the fuzz program calls, and returns, in a bounded time.
@Suite struct FuzzTargetTests {
  /// The regression corpus: Tests/FuzzRegressions, beside this test target's folder.
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("FuzzRegressions")

  /// Each target's regression inputs, by file name.
  static func inputs(of target: FuzzTarget) -> [URL] {
    let folder = corpus.appendingPathComponent(target.rawValue)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
  }

  /// The most one input may take, in seconds, in a debug build on a loaded machine.
  static let timeLimit = 30.0

  @Test(arguments: FuzzTarget.allCases)
  func everyRegressionInputReturnsInBoundedTime(_ target: FuzzTarget) throws {
    let inputs = Self.inputs(of: target)
    #expect(!inputs.isEmpty || target != .script, "the corpus of \(target.rawValue) is missing")
    for input in inputs {
      let bytes = try [UInt8](Data(contentsOf: input))
      let start = Date()
      target.run(bytes)
      let seconds = Date().timeIntervalSince(start)
      #expect(seconds < Self.timeLimit, "\(input.lastPathComponent) took \(seconds) s")
    }
  }

  @Test(arguments: FuzzTarget.allCases)
  func emptyAndGarbageInputsReturn(_ target: FuzzTarget) {
    target.run([])
    target.run(Array("{\"t\": 0}\n\u{0}\u{FF}[".utf8) + [0xFF, 0xFE])
    #expect(FuzzTarget(rawValue: target.rawValue) == target)
  }

  /// The `suite` target's seeds (Fuzz/seeds/suite, a run of the built-in suite with one case
  /// failing) are sound files of their kinds, so the fuzzer starts inside the readers and the
  /// merge rather than at their first refusal.
  @Test func theSuiteSeedsReadAsTheirKinds() throws {
    let seeds = Self.corpus.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fuzz/seeds/suite")
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: folder.path("blob"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: seeds.appendingPathComponent("blob.json").path, toPath: folder.path("blob/blob.json"))
    let blob = try ShardBlob.read(from: folder.path("blob"))
    #expect(blob.records.contains { $0.fullName == "builtin/constraints" })
    let durations = try CaseDurations.read(seeds.appendingPathComponent("durations.json").path)
    #expect(durations.seconds["builtin/constraints"] != nil)
    try FileManager.default.createDirectory(atPath: folder.path("report"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: seeds.appendingPathComponent("report-cases.json").path, toPath: folder.path("report/cases.json")
    )
    #expect(try ReviewCases.read(reportDirectory: folder.path("report")).cases.count == 1)
  }

  @Test func aSoundScriptIsReplayedOnTheSmallScene() throws {
    let text = """
      {"t": 0, "touch": "down", "id": 1, "x": 400, "y": 300}
      {"t": 0.1, "touch": "move", "id": 1, "x": 420, "y": 320}
      {"t": 0.2, "touch": "up", "id": 1, "x": 440, "y": 340}
      {"t": 0.3, "wheel": [0, 3], "x": 400, "y": 300, "mods": ["shift"]}
      """
    let parsed = InputScript.parse(text, file: nil)
    #expect(parsed.errors.isEmpty)
    let source = SceneSource(nameOrPath: ScriptFuzzing.sceneName)
    let loaded = try source.load()
    let folder = try TemporaryDirectory()
    ScriptFuzzing.replay(parsed.lines, on: loaded, from: source, writingInto: folder.url.path)
    #expect(loaded.runtime.isAtRest || ScriptFuzzing.frameBudget > 0)
  }
}
