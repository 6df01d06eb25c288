import Foundation
import Testing

/// Every test that calls SDL lives in this suite (through extensions), so none run at once:
/// SDL, SDL_image and SDL_ttf keep global state and are not meant for concurrent use.
@Suite(.serialized) struct SDLSuite {}

/// A fresh empty folder for one test's files, removed by `remove()` or, at the latest, when the
/// test lets go of it, so no test leaves anything behind.
final class TemporaryFolder {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "render-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` inside the folder.
  func file(_ name: String) -> String { path + "/" + name }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  deinit { remove() }
}
