import Foundation
import Testing

@testable import SandboxHost

/// The warnings a replay prints before it runs for `set` lines that will do nothing, worked out
/// against the scene shown at each line: `r` reloads it as its file has it, a digit key switches
/// to a built-in scene.
@Suite struct ReplayerSetWarningTests {
  private func warnings(_ script: String, scene: String = "toss") throws -> [String] {
    let folder = try TemporaryDirectory()
    var options = ReplayOptions(scriptPath: try folder.write("s.jsonl", script), scene: scene)
    options.outputDirectory = folder.path("out")
    return try Replayer(options: options).setWarnings
  }

  @Test func aSceneSwitchedToIsTheOneASetLineNames() throws {
    // toss has 2 interactions; showcase (key 1) has its tossable at index 4.
    #expect(
      try warnings(
        """
        {"t": 0, "key": "down", "name": "1"}
        {"t": 0, "set": {"interaction": 4, "spring": {"stiffness": 5}}}
        """
      ).isEmpty)
    let before = try warnings(#"{"t": 0, "set": {"interaction": 4, "spring": {"stiffness": 5}}}"#)
    #expect(before.count == 1 && before[0].contains("\"interaction\" 4 is past the scene's 2 interactions"))
  }

  @Test func aReloadPutsTheSpringBackAsItsFileHasIt() throws {
    // Stiffness 1e300 makes mass 1e-10 overflow; after `r` the stiffness is the file's again.
    let script = """
      {"t": 0, "set": {"interaction": 1, "spring": {"stiffness": 1e300}}}
      {"t": 0.1, "key": "down", "name": "r"}
      {"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 1e-10}}}
      """
    #expect(try warnings(script).isEmpty)
    let withoutReload = try warnings(
      """
      {"t": 0, "set": {"interaction": 1, "spring": {"stiffness": 1e300}}}
      {"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 1e-10}}}
      """)
    #expect(withoutReload.count == 1 && withoutReload[0].contains("s.jsonl:2:"))
  }
}
