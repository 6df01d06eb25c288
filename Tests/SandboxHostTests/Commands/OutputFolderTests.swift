import Foundation
import Testing

@testable import SandboxHost

@Suite struct OutputFolderTests {
  @Test func parentFoldersOfShortAndNestedPaths() {
    #expect(OutputFolder.parentFolder(of: "o") == "")
    #expect(OutputFolder.parentFolder(of: "a/b") == "a")
    #expect(OutputFolder.parentFolder(of: "a/b/") == "a")
    #expect(OutputFolder.parentFolder(of: "/x") == "/")
    #expect(OutputFolder.parentFolder(of: "/") == "/")
  }

  @Test func aOneLetterFolderBesideUsIsFine() {
    #expect(OutputFolder.problem(with: "o", option: "--out") == nil)
    #expect(OutputFolder.problem(with: "", option: "--out") != nil)
  }

  @Test func aFolderUnderAFileCannotBeMade() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("of-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(OutputFolder.problem(with: file.path + "/inner", option: "--out") != nil)
    #expect(OutputFolder.problem(with: file.path, option: "--out") != nil)
  }
}
