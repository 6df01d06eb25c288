import Foundation
import Testing

@testable import SandboxHost

/// Digests tell outputs apart by their bytes alone.
@Suite struct OutputDigestTests {
  @Test func theSameBytesGiveTheSameDigestAndOneByteChangesIt() {
    let bytes = Data("{\"t\": 0.1}".utf8)
    #expect(OutputDigest.of(bytes) == OutputDigest.of(Data("{\"t\": 0.1}".utf8)))
    #expect(OutputDigest.of(bytes) != OutputDigest.of(Data("{\"t\": 0.2}".utf8)))
    // FNV-1a's published value for no bytes, and the size after it.
    #expect(OutputDigest.of(Data()) == "cbf29ce484222325-0")
  }

  @Test func aFolderIsDigestedFileByFileHiddenFilesLeftOut() throws {
    let folder = try TemporaryDirectory()
    try folder.write("a.json", "{}")
    try folder.write(".staging", "x")
    #expect(OutputDigest.folder(folder.path("")) == ["a.json": OutputDigest.of(Data("{}".utf8))])
  }
}
