import Foundation
import Testing

@testable import SandboxHost

@Test func noticesAWriteInPlaceAndASaveByRename() throws {
  let folder = try TemporaryDirectory()
  let path = try folder.write("scene.json", "{}")
  var watcher = SceneFileWatcher(path: path)
  var changed = watcher.poll(now: 0)
  #expect(!changed)
  try folder.write("scene.json", "{ }")
  changed = watcher.poll(now: 1)
  #expect(changed)
  changed = watcher.poll(now: 2)
  #expect(!changed)

  // An editor that writes a new file and renames it over the old one.
  let temporary = try folder.write("scene.json.tmp", "{  }")
  try FileManager.default.removeItem(atPath: path)
  changed = watcher.poll(now: 3)
  #expect(!changed)
  try FileManager.default.moveItem(atPath: temporary, toPath: path)
  changed = watcher.poll(now: 4)
  #expect(changed)
}

@Test func looksAtTheFileAFewTimesASecond() throws {
  let folder = try TemporaryDirectory()
  let path = try folder.write("scene.json", "{}")
  var watcher = SceneFileWatcher(path: path)
  var changed = watcher.poll(now: 10)
  #expect(!changed)
  try folder.write("scene.json", "{ }")
  changed = watcher.poll(now: 10 + SceneFileWatcher.interval / 2)
  #expect(!changed)
  changed = watcher.poll(now: 10 + SceneFileWatcher.interval * 1.01)
  #expect(changed)
}

@Test func builtInScenesAreNotWatched() {
  #expect(SceneFileWatcher(source: SceneSource(nameOrPath: "toss")) == nil)
}
