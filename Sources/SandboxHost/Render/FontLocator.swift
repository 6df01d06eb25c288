import Foundation

/// Finds the monospaced font the overlay, the HUD and contact sheets write with.
enum FontLocator {
  /// The environment variable that, when set to a font file, overrides the search.
  static let environmentVariable = "MOTION_SANDBOX_FONT"
  /// Where Debian and Ubuntu install DejaVu Sans Mono.
  static let debianPath = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"

  /// The font file to use: `$MOTION_SANDBOX_FONT` if it names an existing file, else DejaVu Sans
  /// Mono where Debian puts it, else what `fc-match 'DejaVu Sans Mono'` answers.
  ///
  /// Throws `SDLError` naming the places tried when none holds a font.
  static func monospacedFontPath() throws -> String {
    let files = FileManager.default
    if let chosen = ProcessInfo.processInfo.environment[environmentVariable], !chosen.isEmpty {
      guard files.fileExists(atPath: chosen) else {
        throw SDLError("\(environmentVariable)=\(chosen): no such font file")
      }
      return chosen
    }
    if files.fileExists(atPath: debianPath) { return debianPath }
    if let matched = fontConfigMatch(), files.fileExists(atPath: matched) { return matched }
    throw SDLError(
      "no DejaVu Sans Mono font: install fonts-dejavu-core or set \(environmentVariable) to a .ttf file")
  }

  private static func fontConfigMatch() -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["fc-match", "-f", "%{file}", "DejaVu Sans Mono"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return nil
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, let path = String(data: data, encoding: .utf8) else {
      return nil
    }
    let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }
}
