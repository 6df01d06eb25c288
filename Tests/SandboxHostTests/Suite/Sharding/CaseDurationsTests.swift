import Foundation
import Testing

@testable import SandboxHost

/// The durations file: read strictly, written back with this run's times.
@Suite struct CaseDurationsTests {
  @Test func aWrittenFileReadsBackAndKeepsOtherCases() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("durations.json")
    #expect(try CaseDurations.read(path) == CaseDurations())
    try CaseDurations(seconds: ["a/one": 1.5, "b/two": 0.25]).write(to: path)
    let updated = try CaseDurations.read(path).updated(with: [("a/one", 3), ("a/one", 2)])
    #expect(updated.seconds == ["a/one": 2, "b/two": 0.25])
    #expect(updated.text == "{\n  \"a/one\": 2.000,\n  \"b/two\": 0.250\n}\n")
  }

  @Test func aBadFileIsNamedWithTheLineAtFault() {
    let cases: [(String, String)] = [
      ("{\n  \"a/one\": \"fast\"\n}", "\"a/one\" must be a number of seconds ≥ 0, not a string"),
      // Named by its value: it is a number, only a negative one.
      ("{\n  \"a/one\": -1\n}", "\"a/one\" must be a number of seconds ≥ 0, not -1"),
      ("[1, 2]", "must be an object"),
      ("{\n  \"a/one\": 1,\n", "not a durations file"),
    ]
    for (text, fault) in cases {
      #expect {
        _ = try CaseDurations.parse(text, file: "d.json")
      } throws: { error in
        guard let errors = error as? InputErrors, let first = errors.errors.first else { return false }
        return first.file == "d.json" && first.line != nil && first.message.contains(fault)
      }
    }
  }
}
