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
    #expect(parsed.tolerances == CaseTolerances())
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

  @Test func tolerancesInTheMotionsUnitsAndForOneFileOverrideTheCases() throws {
    let parsed = try parse(
      """
      {"scene": "toss", "tolerance": 3, "maxPixelRatio": 0.01, "points": 0.5, "pointsPerSecond": 2.5,
       "files": {"toss.png": {"maxPixels": 40}, "toss.jsonl": {"dumpTolerance": 0.001, "radians": 0.01}}}
      """)
    let shared = parsed.tolerances.tolerances(for: "in-flight.png")
    #expect(shared.pixels == 3 && shared.allowance == .ratio(0.01))
    #expect(shared.numbers.tolerance(for: .points) == 0.5)
    #expect(shared.numbers.tolerance(for: .pointsPerSecond) == 2.5)
    #expect(shared.numbers.tolerance(for: .scale) == 1e-6 && shared.numbers.tolerance(for: nil) == 1e-6)
    let film = parsed.tolerances.tolerances(for: "toss.png")
    #expect(film.pixels == 3 && film.allowance == .pixels(40))
    let track = parsed.tolerances.tolerances(for: "toss.jsonl")
    #expect(track.numbers.tolerance(for: nil) == 0.001 && track.numbers.tolerance(for: .radians) == 0.01)
    #expect(track.numbers.tolerance(for: .points) == 0.5)
    #expect(parsed.tolerances.strictestPixels == 3)
  }

  @Test func badTolerancesAreFaultsWithTheirLines() {
    let text = """
      {"scene": "toss",
       "maxPixels": 10, "maxPixelRatio": 0.5,
       "points": -1,
       "files": {"toss.png": {"maxPixelRatio": 2, "pixels": 1},
                 "toss.jsonl": 3}}
      """
    do {
      _ = try parse(text)
      Issue.record("bad tolerances were accepted")
    } catch {
      let messages = error.errors.map { "\($0.line ?? 0): \($0.message)" }
      #expect(messages.contains("2: give \"maxPixels\" or \"maxPixelRatio\", not both"))
      #expect(messages.contains("3: \"points\" must be ≥ 0 (pt)"))
      #expect(messages.contains("4: \"maxPixelRatio\" must be from 0 to 1"))
      #expect(messages.contains { $0.hasPrefix("4: unknown key \"pixels\"") })
      #expect(messages.contains { $0.hasPrefix("5: ") })
    }
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

  @Test func aSceneInTheCasesOutputFoldersIsRefused() throws {
    // `--update` wrote a dump over expected/final.json as its scene, and a failing run's new
    // actual/ took actual/scene.json away.
    let folder = try TemporaryDirectory()
    for place in ["expected", "actual", ".expected-staging-1"] {
      try FileManager.default.createDirectory(atPath: folder.path(place), withIntermediateDirectories: true)
      try folder.write(place + "/scene.json", "{\"size\": [10, 10], \"elements\": []}")
      do {
        _ = try SuiteCase.parse(
          "{\"scene\": \"\(place)/scene.json\"}", file: "case.json", directory: folder.url.path,
          suiteName: "s")
        Issue.record("a scene in \(place)/ was taken")
      } catch {
        #expect(error.errors.first?.message.contains("lies in the case's \(place)/") == true, "\(error)")
        #expect(error.errors.first?.line == 1)
      }
    }
    // Beside them, in a folder of its own, it is fine.
    try FileManager.default.createDirectory(atPath: folder.path("scenes"), withIntermediateDirectories: true)
    try folder.write("scenes/scene.json", "{\"size\": [10, 10], \"elements\": []}")
    #expect(
      try SuiteCase.parse(
        "{\"scene\": \"scenes/scene.json\"}", file: "case.json", directory: folder.url.path, suiteName: "s"
      ).scene == folder.path("scenes/scene.json"))
  }
}
