import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
///
/// Each test makes its own, so tests running in parallel never share files.
final class TemporaryDirectory {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("motion-sandbox-tests-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String {
    url.appendingPathComponent(name).path
  }

  /// Writes `text` to `name` inside the folder and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let path = path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }
}
