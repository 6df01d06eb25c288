import Foundation
import Testing

@testable import SandboxHost

@Suite struct DumpComparisonTests {
  /// A dump shaped as docs/dumps.md writes them, with the square at `x` (its corners moved by
  /// `corners` more), moving at `velocity` across, and the drag in `state`.
  func dump(
    x: Double = 650, velocity: Double = 0, corners: Double = 0, state: String = "ended",
    order: [String] = ["circle", "square"]
  ) -> String {
    let left = 620 + corners
    let right = 680 + corners
    let elements = order.map { name in
      name == "square"
        ? "{\"name\": \"square\", \"position\": [\(x), 150.0], \"corners\": [[\(left), 120.0], [\(right), 120.0], "
          + "[\(right), 180.0], [\(left), 180.0]], \"velocity\": [\(velocity), 0.0]}"
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
      expected: try JSONParser.parse(a, file: "a.json"),
      actual: try JSONParser.parse(b, file: "b.json"), tolerances: NumberTolerances(any: tolerance))
  }

  @Test func numbersWithinTheToleranceAreAlike() throws {
    #expect(try differences(dump(x: 650), dump(x: 650.0000005)).isEmpty)
    #expect(try differences(dump(x: 650), dump(x: 650.01), tolerance: 0.1).isEmpty)
  }

  @Test func aNumberBeyondTheToleranceIsNamedByElementWithBothValuesAndItsQuantity() throws {
    let found = try differences(dump(x: 650), dump(x: 651.5))
    #expect(found.map(\.path) == ["elements[square].position[0]"])
    #expect(
      found[0].description
        == "elements[square].position[0]: expected 650.0, actual 651.5 (1.5 pt apart, tolerance 1e-06 pt (points))"
    )
  }

  @Test func aQuantitysToleranceWinsOverTheDumpToleranceForItsNumbersAlone() throws {
    func compared(_ tolerances: NumberTolerances) throws -> [String] {
      DumpComparison.differences(
        expected: try JSONParser.parse(dump(x: 650, velocity: 0), file: "a.json"),
        actual: try JSONParser.parse(dump(x: 650.4, velocity: 2.05), file: "b.json"),
        tolerances: tolerances
      ).map(\.description)
    }
    // Every element within 0.5 pt: the position passes, the velocity is still held to 1e-6.
    #expect(
      try compared(NumberTolerances(byQuantity: [.points: 0.5]))
        == [
          "elements[square].velocity[0]: expected 0.0, actual 2.05 (2.05 pt/s apart, tolerance 1e-06 pt/s (pointsPerSecond))"
        ])
    #expect(try compared(NumberTolerances(byQuantity: [.points: 0.5, .pointsPerSecond: 2.5])).isEmpty)
    // A looser dump tolerance does not loosen a quantity given its own.
    #expect(try compared(NumberTolerances(any: 3, byQuantity: [.points: 0.1])).count == 1)
  }

  @Test func eachNumberOfAnElementHasItsQuantity() {
    #expect(DumpQuantity.of(path: "elements[a].position[0]") == .points)
    #expect(DumpQuantity.of(path: "elements[a.b].corners[2][1]") == .points)
    #expect(DumpQuantity.of(path: "elements[a].size[1]") == .points)
    #expect(DumpQuantity.of(path: "elements[a].scale") == .scale)
    #expect(DumpQuantity.of(path: "elements[a].rotation") == .radians)
    #expect(DumpQuantity.of(path: "elements[a].velocity[1]") == .pointsPerSecond)
    #expect(DumpQuantity.of(path: "gestures[drag:a].touches") == nil)
    #expect(DumpQuantity.of(path: "t") == nil)
  }

  @Test func cornersThatFollowFromAnotherDifferenceAreFoldedUnderIt() throws {
    let moved = try differences(dump(x: 650), dump(x: 651.5, corners: 1.5))
    let folded = FoldedDifferences(moved)
    #expect(folded.shown.map(\.path) == ["elements[square].position[0]"])
    #expect(folded.folded.count == 4)
    #expect(folded.foldedNote == "(and 4 corner numbers that follow from them)")
    // Corners that differ alone are shown.
    let alone = FoldedDifferences(try differences(dump(x: 650), dump(x: 650, corners: 1.5)))
    #expect(alone.shown.count == 4 && alone.folded.isEmpty && alone.foldedNote == nil)
  }

  @Test func aCountIsShownAsWrittenAndAFractionalNumberWithItsFraction() throws {
    let found = try differences(
      "{\"touches\": 0, \"position\": [490.0, 1e2], \"big\": 123456789012}",
      "{\"touches\": 3, \"position\": [491.5, 2e2], \"big\": 123456789013}")
    #expect(found.map(\.path) == ["touches", "position[0]", "position[1]", "big"])
    #expect(found.map(\.expected) == ["0", "490.0", "100.0", "123456789012"])
    #expect(found.map(\.actual) == ["3", "491.5", "200.0", "123456789013"])
  }

  @Test func gesturesAreKeyedByKindAndElementAndRepeatsCounted() throws {
    let found = try differences(dump(state: "ended"), dump(state: "began"))
    #expect(
      found == [
        DumpDifference(path: "gestures[drag:scene].state", expected: "\"ended\"", actual: "\"began\"")
      ])
    #expect(
      DumpComparison.labels(
        try JSONParser.parse(
          "[{\"kind\": \"drag\", \"element\": \"s\"}, {\"kind\": \"drag\", \"element\": \"s\"}]",
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

  /// An object's members are matched by key whatever their order and however many there are
  /// (past a few, through a table): a changed value, a missing key and an added one are the
  /// same differences in an object of 5 keys as in one of 40.
  @Test func membersAreMatchedByKeyInSmallAndLargeObjectsAlike() throws {
    for count in [5, 40] {
      func object(_ keys: [Int], changing changed: Int? = nil) -> String {
        let members = keys.map { "\"k\($0)\": \($0 == changed ? 1000 : $0)" }
        return "{\"t\": 0, \"atRest\": true, \"extra\": {\(members.joined(separator: ", "))}}"
      }
      let keys = Array(0..<count)
      // Reversed, the second key's value changed, the first key gone and a new one added.
      let other = Array(keys.dropFirst().reversed()) + [count]
      let found = try differences(object(keys), object(other, changing: 1)).map(\.path)
      #expect(found == ["extra.k0", "extra.k1", "extra.k\(count)"], "\(count) keys")
      #expect(try differences(object(keys), object(keys.reversed())).isEmpty, "\(count) keys")
    }
  }
}

extension JSONValue {
  /// The items when the value is an array, else none.
  fileprivate var arrayItems: [JSONValue] {
    if case .array(let items) = kind { return items }
    return []
  }
}
