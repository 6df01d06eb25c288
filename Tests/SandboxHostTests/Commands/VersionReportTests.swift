import CSDL2
import Foundation
import Testing

@testable import SandboxHost

@Suite struct VersionReportTests {
  @Test func theFirstLineIsTheVersionFilesLine() throws {
    // Tests/SandboxHostTests/Commands/VersionReportTests.swift → the repository is four levels up.
    var root = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { root = root.deletingLastPathComponent() }
    let file = try String(contentsOf: root.appendingPathComponent("VERSION"), encoding: .utf8)
    let version = try #require(file.split(separator: "\n").first)
    let lines = VersionReport.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "motion-sandbox \(version)")
  }

  @Test func theSecondLineNamesTheSDLLoadedAndTheOneCompiledAgainst() throws {
    let lines = VersionReport.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2)
    var loaded = SDL_version()
    SDL_GetVersion(&loaded)
    // The headers compiled against are the ones pkg-config describes on the building machine.
    let compiled = try pkgConfigVersion("sdl2")
    #expect(
      lines.last == "SDL \(loaded.major).\(loaded.minor).\(loaded.patch) (compiled against \(compiled))")
  }

  private func pkgConfigVersion(_ module: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", module]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
