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

  @Test func twoFoldersOfOneCaseNameAreAnErrorNamingBoth() throws {
    // `test a/s b/s` gave two cases named `s/toss`: FAIL and PASS under one name, one durations
    // entry for both, and `--accept s/toss` took one of them silently.
    let directory = try TemporaryDirectory()
    for suite in ["a/s", "b/s"] {
      for name in ["toss", suite == "a/s" ? "only-a" : "only-b"] {
        try FileManager.default.createDirectory(
          atPath: directory.path("\(suite)/\(name)/expected"), withIntermediateDirectories: true)
        try directory.write("\(suite)/\(name)/case.json", "{\"scene\": \"toss\"}")
        try directory.write("\(suite)/\(name)/script.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n")
      }
    }
    var errors: [InputError] = []
    let suites = [directory.path("a/s"), directory.path("b/s")]
    _ = SuiteFolder.cases(in: suites, filters: [], errors: &errors)
    #expect(
      errors.map(\.description) == [
        "error: \(directory.path("b/s/toss")): the case s/toss is also \(directory.path("a/s/toss")): two cases of "
          + "one name cannot be told apart in the reports (give their suites different folder names, or run "
          + "them apart)"
      ])
    // Cases of one suite name but of different names are no clash.
    errors = []
    let found = SuiteFolder.cases(in: suites, filters: ["only"], errors: &errors)
    #expect(errors.isEmpty)
    #expect(found.map(\.fullName) == ["s/only-a", "s/only-b"])
  }

  @Test func aCaseFolderWhoseNameIsNotUTF8IsNamedNotSkipped() throws {
    // Its case was left out without a word: a suite of four ran three.
    let directory = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      atPath: directory.path("suite/ok"), withIntermediateDirectories: true)
    try directory.write("suite/ok/case.json", "{\"scene\": \"toss\"}")
    try directory.write("suite/ok/script.jsonl", "{\"t\": 0, \"dump\": \"a.json\"}\n")
    let bad = Array(directory.path("suite/bad").utf8CString.dropLast()) + [CChar(bitPattern: 0xFF), 0]
    #expect(mkdir(bad, 0o755) == 0)
    var errors: [InputError] = []
    let found = SuiteFolder.cases(in: [directory.path("suite")], filters: [], errors: &errors)
    #expect(found.map(\.fullName) == ["suite/ok"])
    #expect(errors.count == 1 && errors.first?.message.contains("not UTF-8") == true, "\(errors)")
  }
}
