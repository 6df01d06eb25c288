import Foundation
import Testing

@testable import SandboxHost

@Test func fileContentsAreToldApart() {
  #expect(FileContents.guess(#"{"size": [1, 1], "elements": []}"#) == .scene)
  #expect(FileContents.guess("# a script\n\n{\"t\": 0, \"key\": \"down\", \"name\": \"s\"}\n{") == .script)
  #expect(FileContents.guess("{\n  \"t\": 1.0,\n  \"atRest\": true,\n  \"elements\": []\n}\n") == .dump)
  #expect(FileContents.guess("hello") == nil)
  #expect(FileContents.guess(#"{"name": "x"}"#) == nil)
}

/// The faults a replay of `script` against `scene` reports, writing into `directory`.
private func replayFaults(script: String, scene: String, in directory: TemporaryDirectory) -> [InputError] {
  var options = ReplayOptions(scriptPath: script, scene: scene)
  options.outputDirectory = directory.path("out")
  do {
    _ = try HeadlessReplay(options: options)
    return []
  } catch {
    return error.errors
  }
}

@Test func swappedReplayArgumentsGiveOneLine() throws {
  // `replay board.json --scene mine.jsonl` printed 24 JSON errors (issue 9, point 11).
  let directory = try TemporaryDirectory()
  let scene = try directory.write(
    "board.json",
    #"{"size": [400, 300], "elements": [{"name": "a", "position": [10, 10], "size": [5, 5]}]}"#)
  let script = try directory.write(
    "mine.jsonl", "{\"t\": 0, \"touch\": \"down\", \"id\": 1, \"x\": 1, \"y\": 1}\n")
  #expect(
    replayFaults(script: scene, scene: script, in: directory) == [
      InputError(
        file: nil, line: nil,
        message:
          "\(scene) looks like a scene file and \(script) like an input script: swapped? replay takes the "
          + "script first and the scene after --scene: replay \(script) --scene \(scene)")
    ])
  #expect(
    replayFaults(script: scene, scene: "toss", in: directory).map(\.message) == [
      "this looks like a scene file, not an input script (replay takes the script first, the scene after --scene)"
    ])
}

@Test func aGoodFileIsNeverSecondGuessed() throws {
  // A script whose first line happens to be faulty is still reported line by line.
  let directory = try TemporaryDirectory()
  let script = try directory.write("s.jsonl", "{\"t\": 0, \"touch\": \"down\", \"id\": 1}\n")
  #expect(
    replayFaults(script: script, scene: "toss", in: directory) == [
      InputError(file: script, line: 1, message: "the line is missing the required key \"x\""),
      InputError(file: script, line: 1, message: "the line is missing the required key \"y\""),
    ])
}
