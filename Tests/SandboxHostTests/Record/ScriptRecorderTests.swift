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
    try recorder.record(.key(down: false, name: "space"), at: 2)
  }
  let script = try InputScript.load(path: path)
  #expect(script.map(\.time) == [1.6899, 1.6899, 2])
}
