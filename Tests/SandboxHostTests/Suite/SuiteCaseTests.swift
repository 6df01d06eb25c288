import Foundation
import Testing

@testable import SandboxHost

@Suite struct SuiteCaseTests {
  func parse(_ text: String) throws(InputErrors) -> SuiteCase {
    try SuiteCase.parse(text, file: "case.json", directory: "cases/one", suiteName: "cases")
  }

  @Test func onlyTheSceneIsRequiredAndTheRestHasTheContractsDefaults() throws {
    let parsed = try parse("{\"scene\": \"toss\"}")
    #expect(parsed.scene == "toss" && parsed.fps == 60 && parsed.settle == 10)
    #expect(parsed.tolerance == 0 && parsed.dumpTolerance == 1e-6)
    #expect(parsed.fullName == "cases/one")
  }

  @Test func everyFaultIsReportedWithItsLine() {
    let text = """
      {"scene": "toss",
       "fps": 0,
       "tolerance": 2.5,
       "dumpTolerance": "small",
       "colour": 1}
      """
    do {
      _ = try parse(text)
      Issue.record("a bad case.json was accepted")
    } catch {
      #expect(error.errors.map(\.line) == [5, 2, 3, 4])
      #expect(error.errors.allSatisfy { $0.file == "case.json" })
      #expect(error.errors[0].message.hasPrefix("unknown key \"colour\""))
    }
    #expect(throws: InputErrors.self) { try parse("{\"fps\": 30}") }
    #expect(throws: InputErrors.self) { try parse("[]") }
  }

  @Test func aScenePathIsTakenRelativeToTheCaseFolder() throws {
    let folder = try TemporaryDirectory()
    try folder.write("scene.json", "{\"size\": [10, 10], \"elements\": []}")
    let parsed = try SuiteCase.parse(
      "{\"scene\": \"scene.json\"}", file: "case.json", directory: folder.url.path, suiteName: "s")
    #expect(parsed.scene == folder.path("scene.json"))
    #expect(throws: InputErrors.self) {
      try SuiteCase.parse(
        "{\"scene\": \"nope.json\"}", file: "case.json", directory: folder.url.path, suiteName: "s")
    }
  }
}
