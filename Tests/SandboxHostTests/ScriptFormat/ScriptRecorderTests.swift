import Foundation
import Motion
import Testing

@testable import SandboxHost

@Test func aRecordingsTimesNeverGoBack() throws {
  // A reload is recorded at the clock's time, to the millisecond; an event stamped within the
  // same millisecond, handled after it, would have gone back, and replay refuses such a script.
  let folder = try TemporaryDirectory()
  let path = folder.path("rec.jsonl")
  do {
    let recorder = try ScriptRecorder(path: path, sceneName: "toss")
    try recorder.record(.key(down: true, name: "r"), at: 1.6899)
    try recorder.record(.key(down: true, name: "space"), at: 1.689)
    try recorder.record(.key(down: true, name: "o"), at: 2)
  }
  let script = try InputScript.load(path: path)
  #expect(script.map(\.time) == [1.6899, 1.6899, 2])
}

@Test func aRecordingSaysWhichSceneReplaysIt() throws {
  // The header named the scene's own name: a file named "stickers" inside read as the built-in
  // scene of that name, which a replay would then have been given.
  let folder = try TemporaryDirectory()
  let path = folder.path("rec.jsonl")
  _ = try ScriptRecorder(path: path, sceneName: "stickers", scene: "my board.json")
  let header = try String(contentsOfFile: path, encoding: .utf8)
  #expect(header == "# motion-sandbox recording of scene stickers; replay it with --scene 'my board.json'\n")
  #expect(ScriptRecorder.quotedIfNeeded("scenes/board.json") == "scenes/board.json")
  #expect(ScriptRecorder.quotedIfNeeded("it's.json") == "'it'\\''s.json'")
}

@Test func keysThatDoNothingOnReplayAreNotRecorded() throws {
  // Ctrl-Z, `z`, `u`, a quit key and key releases do nothing in a replay; Shift does (it makes
  // `/` show the keys), and a digit switches the scene.
  let folder = try TemporaryDirectory()
  let path = folder.path("rec.jsonl")
  do {
    let recorder = try ScriptRecorder(path: path, sceneName: "toss")
    for (index, name) in ["Left Ctrl", "Z", "u", "q", "1"].enumerated() {
      try recorder.record(.key(down: true, name: name), at: Double(index))
      try recorder.record(.key(down: false, name: name), at: Double(index) + 0.5)
    }
    try recorder.record(.key(down: true, name: "Left Shift"), at: 6)
    try recorder.record(.key(down: true, name: "/"), at: 6.5)
    try recorder.record(.key(down: false, name: "Left Shift"), at: 7)
    try recorder.record(.key(down: true, name: "/"), at: 7.5)
    try recorder.record(.dump(name: "d.json"), at: 8)
  }
  let script = try InputScript.load(path: path)
  #expect(
    script.map(\.action) == [
      .input(.key(down: true, name: "1")), .input(.key(down: true, name: "Left Shift")),
      .input(.key(down: true, name: "/")),
      .input(.key(down: false, name: "Left Shift")), .directive(.dump(name: "d.json")),
    ])
}
