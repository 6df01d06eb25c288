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
}
