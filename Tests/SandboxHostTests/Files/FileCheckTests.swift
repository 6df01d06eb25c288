import Foundation
import Testing

@testable import SandboxHost

private let goodScene =
  #"{"size": [100, 100], "elements": [{"name": "a", "position": [1, 2], "size": [3, 4]}]}"#

@Test func checkPassesGoodFilesOfBothKinds() throws {
  let directory = try TemporaryDirectory()
  let scene = try directory.write("scene.json", goodScene)
  let script = try directory.write("script.jsonl", "# comment\n{\"t\": 0, \"dump\": \"a.json\"}\n")
  #expect(checkFiles([scene, script]).isEmpty)
  #expect(checkFile(scene).kind == .scene)
  #expect(checkFile(script).kind == .script)
}

@Test func checkReportsEveryFaultOfEveryFileInOrder() throws {
  let directory = try TemporaryDirectory()
  let scene = try directory.write(
    "bad.json", "{\"size\": [100, -1],\n \"elements\": [{\"name\": \"a\", \"position\": [1, 2]}]}")
  let script = try directory.write(
    "bad.ndjson", "{\"t\": 0, \"touch\": \"down\"}\n\n{\"t\": 1, \"capture\": \"../x.png\"}\n")
  let missing = directory.path("missing.json")
  #expect(
    checkFiles([scene, missing, script]) == [
      InputError(
        file: scene, line: 1, message: "\"size\" must have a width and a height above 0, not [100, -1]"),
      InputError(file: scene, line: 2, message: "element \"a\" is missing the required key \"size\""),
      InputError(file: missing, line: nil, message: "no such file"),
      InputError(file: script, line: 1, message: "a touch line is missing the required key \"id\""),
      InputError(file: script, line: 1, message: "the line is missing the required key \"x\""),
      InputError(file: script, line: 1, message: "the line is missing the required key \"y\""),
      InputError(
        file: script, line: 3, message: "\"capture\" must be a plain file name without '/', not \"../x.png\""),
    ])
}

@Test func checkDecidesByContentWithoutAKnownExtension() throws {
  let directory = try TemporaryDirectory()
  let script = try directory.write("input.txt", "\n# recorded\n{\"t\": 0, \"key\": \"down\"}\n")
  #expect(checkFile(script).kind == .script)
  #expect(
    checkFile(script).errors == [
      InputError(file: script, line: 3, message: "a key line is missing the required key \"name\"")
    ])
  let scene = try directory.write("scene.txt", "{\n  \"size\": [1, 1], \"elements\": []\n}\n")
  #expect(checkFile(scene) == (.scene, []))
  let oneLineScene = try directory.write("one-line", goodScene)
  #expect(checkFile(oneLineScene).kind == .scene)
  let broken = try directory.write("broken", "{\"t\": ")
  #expect(checkFile(broken).kind == .scene)
}

@Test func checkNamesUnreadableFiles() throws {
  let directory = try TemporaryDirectory()
  let folder = directory.path("folder.json")
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
  #expect(
    checkFile(folder).errors == [InputError(file: folder, line: nil, message: "is a directory, not a file")])
  let binary = directory.path("binary.json")
  try Data([0x7B, 0xFF, 0xFE, 0x7D]).write(to: URL(fileURLWithPath: binary))
  #expect(checkFile(binary).errors == [InputError(file: binary, line: nil, message: "is not UTF-8 text")])
}

@Test func checkAcceptsABuiltInSceneName() {
  #expect(checkFile("toss").kind == .scene)
  #expect(checkFile("toss").errors.isEmpty)
}

@Test func loadingASceneFileNamesItAfterTheFile() throws {
  let directory = try TemporaryDirectory()
  let path = try directory.write("my-room.json", goodScene)
  #expect(try SceneDescription.load(path: path).name == "my-room")
  #expect(try SceneDescription.load(nameOrPath: path).name == "my-room")
  let bad = try directory.write("bad.json", "{\"size\": [1, 1], \"elements\": [], \"extra\": 1}")
  #expect(
    throws: InputErrors(
      file: bad, line: 1,
      message: "unknown key \"extra\" in the scene (allowed: name, size, background, elements, interactions)")
  ) {
    try SceneDescription.load(path: bad)
  }
}
