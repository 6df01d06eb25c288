import Foundation
import Testing

@testable import SandboxHost

@Suite struct ScriptFileReaderTests {
  /// Every line the reader hands out, as strings.
  private func lines(of text: [UInt8]) throws -> [String] {
    let folder = try TemporaryDirectory()
    let path = folder.path("script.jsonl")
    try Data(text).write(to: URL(fileURLWithPath: path))
    var reader = try ScriptFileReader(path: path)
    var result: [String] = []
    var expectedNumber = 1
    while let (number, line) = try reader.nextLine() {
      #expect(number == expectedNumber)
      expectedNumber += 1
      result.append(String(line))
    }
    return result
  }

  @Test(arguments: [
    "", "\n", "a", "a\n", "a\nb", "a\r\nb\r\n", "\n\n# note\n{\"t\": 0}\n", "é\nü\r\nx",
  ])
  func linesAreThoseOfSplittingTheWholeText(_ text: String) throws {
    let expected = InputScript.splitLines(text).map { line in
      // Splitting text takes CRLF as one break; the reader leaves the CR for the parser to drop.
      String(line)
    }
    let read = try lines(of: Array(text.utf8)).map { $0.hasSuffix("\r") ? String($0.dropLast()) : $0 }
    #expect(read == expected)
  }

  @Test(arguments: [
    "\u{FEFF}# note\n{\"t\": 0.1, \"dump\": \"a.json\"}\n", "\u{FEFF}\n{\"t\": 0.1, \"dump\": \"a.json\"}",
  ])
  func aByteOrderMarkBeforeACommentOrABlankLineIsNotPartOfIt(_ text: String) throws {
    // What `check` accepts the replay's stream reads the same way.
    let folder = try TemporaryDirectory()
    let path = try folder.write("bom.jsonl", text)
    #expect(checkFile(path).errors.isEmpty)
    let stream = try ScriptLineStream(path: path)
    #expect(try stream.next()?.action == .directive(.dump(name: "a.json")))
    #expect(try stream.next() == nil)
  }

  @Test func aLineLongerThanTheBufferIsReadWhole() throws {
    let long = String(repeating: "x", count: ScriptFileReader.chunkSize * 3 + 17)
    #expect(try lines(of: Array("a\n\(long)\nb".utf8)) == ["a", long, "b"])
  }

  @Test func textThatIsNotUTF8IsAFaultNamingTheFile() throws {
    #expect(throws: InputErrors.self) { try lines(of: [0x7B, 0x0A, 0xFF, 0xFE, 0x0A]) }
    do {
      _ = try lines(of: [0x61, 0x0A, 0xC3, 0x28])
      Issue.record("read text that is not UTF-8")
    } catch let error as InputErrors {
      #expect(error.errors.map(\.message) == ["the line is not UTF-8 text"])
      #expect(error.errors.map(\.line) == [2])
    }
  }

  @Test func aMissingFileOrAFolderIsAFault() throws {
    let folder = try TemporaryDirectory()
    #expect(throws: InputErrors.self) { _ = try ScriptFileReader(path: folder.path("none.jsonl")) }
    #expect(throws: InputErrors.self) { _ = try ScriptFileReader(path: folder.url.path) }
  }
}
