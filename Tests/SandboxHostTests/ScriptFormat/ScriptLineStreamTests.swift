import Foundation
import Testing

@testable import SandboxHost

@Suite struct ScriptLineStreamTests {
  @Test func aStreamedFileGivesTheLinesOfTheWholeText() throws {
    let folder = try TemporaryDirectory()
    var text = "# a long session\n"
    text += longDrag(lines: 5_000, perSecond: 100, lineBreak: "\r\n\n")
    text += "{\"t\": 50, \"dump\": \"end.json\"}"
    let path = try folder.write("long.jsonl", text)
    let stream = try ScriptLineStream(path: path)
    var streamed: [ScriptLine] = []
    while let line = try stream.next() { streamed.append(line) }
    let whole = InputScript.parse(text, file: path)
    #expect(whole.errors.isEmpty)
    #expect(streamed == whole.lines)
    #expect(streamed.last?.lineNumber == 10_002)
  }

  @Test func aFileThatTurnsFaultyAfterItsCheckEndsTheReplay() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("s.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n")
    let stream = try ScriptLineStream(path: path)
    try folder.write("s.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n{\"t\": 1, \"touch\": \"sideways\"}\n")
    #expect(try stream.next() != nil)
    do {
      _ = try stream.next()
      Issue.record("a faulty line went through")
    } catch let error as RunError {
      #expect(error.message.contains("s.jsonl:2: the script changed while it was replayed"))
    }
  }

  @Test func aScriptThatGrowsWhileItPlaysEndsTheReplayBeforeALineNoCheckRead() throws {
    // Lines appended while a replay played were played unchecked (a dump named like the script
    // replaced it); the stream now hands out only what was read while the file was as checked.
    let folder = try TemporaryDirectory()
    let text =
      "{\"t\": 0, \"film\": \"f.png\", \"until\": 300}\n{\"t\": 300, \"key\": \"down\", \"name\": \"space\"}\n"
    let path = try folder.write("rec.jsonl", text)
    let checked = try #require(FileFingerprint(path: path))
    let stream = try ScriptLineStream(path: path, unchangedSince: checked)
    #expect(try stream.next()?.lineNumber == 1)
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("{\"t\": 301, \"dump\": \"rec.jsonl\"}\n".utf8))
    try handle.close()
    // The second line was read with the first, before the change.
    #expect(try stream.next()?.lineNumber == 2)
    do {
      let line = try stream.next()
      Issue.record("a line appended after the check was played: \(String(describing: line))")
    } catch let error as RunError {
      #expect(error.message == "\(path): the script changed while it was replayed; replay it again")
    }
  }

  @Test func aFaultOnTheLastOfManyLinesIsReportedWithItsLineAndNothingElseIsKept() throws {
    let folder = try TemporaryDirectory()
    var text = ""
    for i in 0..<20_000 { text += "{\"t\": \(Double(i) / 1000), \"dump\": \"d\(i % 3).json\"}\n" }
    text += "{\"t\": 30, \"key\": \"down\", \"name\": \"nosuchkey\"}\n"
    let path = try folder.write("s.jsonl", text)
    var count = 0
    let errors = try InputScript.stream(path: path) { _ in count += 1 }
    #expect(count == 20_000)
    #expect(errors.count == 1)
    #expect(errors.first?.line == 20_001)
    #expect(errors.first?.file == path)
  }
}

/// A finger put down and moved `lines − 1` times, `perSecond` lines a second, each line ended
/// by `lineBreak`: the bulk of a long recorded session.
func longDrag(lines: Int, perSecond: Double, lineBreak: String = "\n") -> String {
  var text = ""
  for i in 0..<lines {
    text += "{\"t\": \(Double(i) / perSecond), \"touch\": \"\(i == 0 ? "down" : "move")\", \"id\": 1, "
    text += "\"x\": \(100 + i % 200), \"y\": 300}" + lineBreak
  }
  return text
}
