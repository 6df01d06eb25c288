import Foundation
import Testing

@testable import SandboxHost

@Suite struct DumpComparisonTests {
  /// A dump shaped as docs/dumps.md writes them, with the square at `x` and the drag in `state`.
  func dump(x: Double = 650, state: String = "ended", order: [String] = ["circle", "square"]) -> String {
    let elements = order.map { name in
      name == "square"
        ? "{\"name\": \"square\", \"position\": [\(x), 150.0], \"velocity\": [0.0, 0.0]}"
        : "{\"name\": \"circle\", \"position\": [10.0, 20.0], \"velocity\": [0.0, 0.0]}"
    }
    return """
      {"t": 0.4, "atRest": true, "elements": [\(elements.joined(separator: ", "))],
       "interactions": [{"type": "tossable", "element": "square", "state": "atRest"}],
       "gestures": [{"kind": "drag", "element": "scene", "state": "\(state)", "touches": 0},
                    {"kind": "drag", "element": "scene", "state": "possible", "touches": 0}]}
      """
  }

  func differences(_ a: String, _ b: String, tolerance: Double = 1e-6) throws -> [DumpDifference] {
    DumpComparison.differences(
      expected: try DumpComparison.parse(text: a, file: "a.json"),
      actual: try DumpComparison.parse(text: b, file: "b.json"), tolerance: tolerance)
  }

  @Test func numbersWithinTheToleranceAreAlike() throws {
    #expect(try differences(dump(x: 650), dump(x: 650.0000005)).isEmpty)
    #expect(try differences(dump(x: 650), dump(x: 650.01), tolerance: 0.1).isEmpty)
  }

  @Test func aNumberBeyondTheToleranceIsNamedByElementWithBothValues() throws {
    let found = try differences(dump(x: 650), dump(x: 651.5))
    #expect(
      found == [DumpDifference(path: "elements[square].position[0]", expected: "650.0", actual: "651.5")])
    #expect(found[0].description == "elements[square].position[0]: expected 650.0, actual 651.5")
  }

  @Test func aCountIsShownAsWrittenAndAFractionalNumberWithItsFraction() throws {
    let found = try differences(
      "{\"touches\": 0, \"position\": [490.0, 1e2], \"big\": 123456789012}",
      "{\"touches\": 3, \"position\": [491.5, 2e2], \"big\": 123456789013}")
    #expect(
      found == [
        DumpDifference(path: "touches", expected: "0", actual: "3"),
        DumpDifference(path: "position[0]", expected: "490.0", actual: "491.5"),
        DumpDifference(path: "position[1]", expected: "100.0", actual: "200.0"),
        DumpDifference(path: "big", expected: "123456789012", actual: "123456789013"),
      ])
  }

  @Test func gesturesAreKeyedByKindAndElementAndRepeatsCounted() throws {
    let found = try differences(dump(state: "ended"), dump(state: "began"))
    #expect(
      found == [
        DumpDifference(path: "gestures[drag:scene].state", expected: "\"ended\"", actual: "\"began\"")
      ])
    #expect(
      DumpComparison.labels(
        try DumpComparison.parse(
          text: "[{\"kind\": \"drag\", \"element\": \"s\"}, {\"kind\": \"drag\", \"element\": \"s\"}]",
          file: "x"
        ).arrayItems) == ["drag:s", "drag:s#2"])
  }

  @Test func anotherOrderAndAMissingElementAreDifferences() throws {
    let reordered = try differences(dump(), dump(order: ["square", "circle"]))
    #expect(reordered.map(\.path) == ["elements (order)"])
    let missing = try differences(dump(), dump(order: ["circle"]))
    #expect(missing.map(\.path) == ["elements[square]"])
    #expect(missing[0].actual == DumpComparison.absent)
  }

  @Test func typesAndKeysMustAgree() throws {
    let found = try differences("{\"a\": 1, \"b\": true}", "{\"a\": \"1\", \"c\": null}")
    #expect(found.map(\.path) == ["a", "b", "c"])
    #expect(found[1] == DumpDifference(path: "b", expected: "true", actual: DumpComparison.absent))
  }

  @Test func badFilesAreInputErrorsNamingFileAndLine() throws {
    let folder = try TemporaryDirectory()
    let good = try folder.write("good.json", dump())
    let bad = try folder.write("bad.json", "{\n  \"t\": ,\n}")
    #expect(throws: InputErrors.self) {
      try DumpComparison.compare(expected: good, actual: folder.path("missing.json"))
    }
    do {
      _ = try DumpComparison.compare(expected: bad, actual: good)
      Issue.record("a malformed dump was accepted")
    } catch {
      #expect(error.errors.first?.file == bad && error.errors.first?.line == 2)
    }
    #expect(try DumpComparison.compare(expected: good, actual: good).isEmpty)
  }

  @Test func jsonOfAnotherKindIsNoDump() throws {
    let folder = try TemporaryDirectory()
    let good = try folder.write("good.json", dump())
    let scene = try folder.write("scene.json", "{\"size\": [10, 10], \"elements\": []}")
    let other = try folder.write("other.json", "[1, 2]")
    for (path, says) in [(scene, "; it looks like a scene file"), (other, "")] {
      do {
        _ = try DumpComparison.compare(expected: good, actual: path)
        Issue.record("\(path) was compared as a dump")
      } catch {
        #expect(
          error.errors.map(\.description) == [
            "error: \(path): not a state dump (an object with \"t\" and \"atRest\", as dump lines write)\(says)"
          ])
      }
    }
    let stringTime = try folder.write("string-t.json", #"{"t": "0.4", "atRest": true, "elements": []}"#)
    #expect(
      throws: InputErrors(
        file: stringTime, line: nil,
        message: "not a state dump: its \"t\" must be a number and its \"atRest\" true or false")
    ) { try DumpComparison.compare(expected: good, actual: stringTime) }
  }
}

extension JSONValue {
  /// The items when the value is an array, else none.
  fileprivate var arrayItems: [JSONValue] {
    if case .array(let items) = kind { return items }
    return []
  }
}
