import Foundation
import Testing

@testable import SandboxHost

@Suite struct AtomicWriteTests {
  @Test func aLinkIsFollowedAndStaysALink() throws {
    // `--junit link.xml` replaced the link with a file; a dangling link's file was never made.
    let directory = try TemporaryDirectory()
    let target = try directory.write("target.xml", "old")
    let link = directory.path("link.xml")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.xml")
    try writeAtomically(Data("new".utf8), to: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.xml")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")

    try FileManager.default.createDirectory(atPath: directory.path("sub"), withIntermediateDirectories: true)
    let dangling = directory.path("dangling.xml")
    try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: "sub/made.xml")
    try writeAtomically(Data("made".utf8), to: dangling)
    #expect(try String(contentsOfFile: directory.path("sub/made.xml"), encoding: .utf8) == "made")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dangling) == "sub/made.xml")
  }

  // A renamed file would leave the reader waiting for a writer for ever.
  @Test(.timeLimit(.minutes(1))) func aPipeIsWrittenIntoInPlace() async throws {
    // A device or a pipe (`--junit /dev/stdout`) had a file renamed over it: `--junit /dev/full`
    // replaced the device and said it had written the report. (Devices themselves are left out
    // of the tests: a regression would replace the machine's.)
    let directory = try TemporaryDirectory()
    let fifo = directory.path("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = Task.detached {
      // Read to the end (a read by the file's size would read nothing of a pipe and close it).
      let handle = FileHandle(forReadingAtPath: fifo)
      return String(decoding: handle?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
    }
    try writeAtomically(Data("through the pipe".utf8), to: fifo)
    #expect(await reader.value == "through the pipe")
  }

  @Test func aFileMovedInWithoutReplacingLeavesOneThatIsThere() throws {
    let directory = try TemporaryDirectory()
    let taken = try directory.write("scene-tuned-1.json", "mine")
    #expect(try !StagedFile(Data("tuned".utf8), for: taken).commitWithoutReplacing())
    #expect(try String(contentsOfFile: taken, encoding: .utf8) == "mine")
    let free = directory.path("scene-tuned-2.json")
    #expect(try StagedFile(Data("tuned".utf8), for: free).commitWithoutReplacing())
    #expect(try String(contentsOfFile: free, encoding: .utf8) == "tuned")
    // No temporary is left beside them.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.url.path).sorted()
        == [taken, free].map {
          URL(fileURLWithPath: $0).lastPathComponent
        })
  }

  @Test func aJSONTextIsWrittenAChunkAtATimeAndAppearsWhole() throws {
    // The final dump of a large scene is written as it is made, never held whole.
    let directory = try TemporaryDirectory()
    let path = directory.path("final.json")
    let line = String(repeating: "x", count: 1000)
    try writeAtomically(to: path) { text in
      for _ in 0..<(3 * JSONText.chunkSize / 1000) { text.appendQuoted(line) }
    }
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written == String(repeating: "\"" + line + "\"", count: 3 * JSONText.chunkSize / 1000))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["final.json"])
  }

  @Test func aFailedStreamedWriteLeavesNothingAndNamesTheFile() throws {
    // Chunks already on disk must not stay behind when the rest cannot be written.
    let directory = try TemporaryDirectory()
    let path = directory.path("final.json")
    struct Full: Error {}
    #expect(throws: Full.self) {
      try StagedFile(for: path) { file in
        try file.write(Array(String(repeating: "y", count: 3 * JSONText.chunkSize).utf8).span)
        throw Full()
      }.commit()
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
  }

  @Test func aJSONTextStopsAtItsDrainsFirstFailureAndReportsIt() {
    struct Full: Error {}
    var drained = 0
    var text = JSONText(draining: { bytes in
      drained += 1
      if drained == 2 { throw Full() }
    })
    for _ in 0..<(4 * JSONText.chunkSize / 10) { text.append("0123456789") }
    #expect(throws: Full.self) { try text.finish() }
    // After the failure nothing more is handed on.
    #expect(drained == 2)
  }
}
