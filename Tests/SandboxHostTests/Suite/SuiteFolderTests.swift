import Foundation
import Testing

@testable import SandboxHost

@Suite struct SuiteFolderTests {
  @Test func aCaseReachedTwiceIsFoundOnce() throws {
    // `test suite suite/one` ran `one` twice, and the JUnit XML held it twice.
    let directory = try TemporaryDirectory()
    for name in ["one", "two"] {
      try FileManager.default.createDirectory(
        atPath: directory.path("suite/\(name)/expected"), withIntermediateDirectories: true)
      try directory.write("suite/\(name)/case.json", "{\"scene\": \"toss\"}")
      try directory.write("suite/\(name)/script.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n")
    }
    var errors: [InputError] = []
    let suite = directory.path("suite")
    let found = SuiteFolder.cases(
      in: [suite, suite + "/one", directory.url.path + "/./suite/two/"], filters: [], errors: &errors)
    #expect(errors.isEmpty)
    #expect(found.map(\.fullName) == ["suite/one", "suite/two"])
  }

  @Test func suitesAreNumberedByTheCasesTheyGive() throws {
    // A suite that gives no case (filtered out, or reached before) takes no number, so a case's
    // suite number is at most its own and a blob's can be checked against the run.
    let directory = try TemporaryDirectory()
    for path in ["a/one", "b/two", "c/three"] {
      try FileManager.default.createDirectory(
        atPath: directory.path(path + "/expected"), withIntermediateDirectories: true)
      try directory.write(path + "/case.json", "{\"scene\": \"toss\"}")
      try directory.write(path + "/script.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n")
    }
    var errors: [InputError] = []
    let suites = ["a", "b", "a", "c"].map { directory.path($0) }
    let found = SuiteFolder.cases(in: suites, filters: ["one", "three"], errors: &errors)
    #expect(errors.isEmpty)
    #expect(found.map(\.fullName) == ["a/one", "c/three"])
    #expect(found.map(\.suiteIndex) == [0, 1])
  }
}
