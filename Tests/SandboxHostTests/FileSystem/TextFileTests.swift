import Foundation
import Testing

@testable import SandboxHost

/// What a missing file is called on an `error:` line.
@Suite struct TextFileTests {
  @Test func aMissingFileABrokenLinkAndLinksInALoopAreEachNamedForWhatTheyAre() throws {
    let folder = try TemporaryDirectory()
    let manager = FileManager.default
    #expect(TextFile.missingFileMessage(folder.path("nothing")) == "no such file")
    try manager.createSymbolicLink(atPath: folder.path("broken"), withDestinationPath: "gone.json")
    #expect(
      TextFile.missingFileMessage(folder.path("broken")).hasPrefix(
        "a link to gone.json, which does not exist"))
    // a → b → a: called a link to a missing file before.
    try manager.createSymbolicLink(atPath: folder.path("a"), withDestinationPath: "b")
    try manager.createSymbolicLink(atPath: folder.path("b"), withDestinationPath: "a")
    let loop = TextFile.missingFileMessage(folder.path("a"))
    #expect(loop.hasPrefix("a link to b in a loop of links, which leads to no file"))
    #expect(!loop.contains("does not exist"))
    #expect(throws: InputErrors.self) { try TextFile.read(folder.path("a")) }
    do {
      _ = try TextFile.read(folder.path("a"))
    } catch {
      #expect(error.errors.first?.message == loop)
    }
  }
}
