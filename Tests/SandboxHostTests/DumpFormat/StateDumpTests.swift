import Motion
import Testing

@testable import SandboxHost

/// An interaction that does nothing but report a fixed state, to see how dumps list interactions
/// (one no scene file names is listed by its Swift type).
private final class StillInteraction: Interaction {
  let state: MotionState
  init(state: MotionState) { self.state = state }
  func add(to target: Element, withRuntime runtime: MotionRuntime) {}
}

@Test func dumpsAHandWorkedSceneExactly() throws {
  let text = """
    {"size": [800, 600], "elements": [
      {"name": "card", "position": [400, 300], "size": [200, 100]},
      {"name": "tile", "parent": "card", "position": [100, 50], "size": [60, 40],
       "rotation": 1.5707963267948966},
      {"name": "dot", "position": [10, 20], "size": [5, 5], "anchorPoint": [0, 0], "scale": 2}
    ], "interactions": [{"type": "rotatable", "element": "tile"}]}
    """
  let description = try SceneDescription.parse(text, file: nil, defaultName: "dump")
  let loaded = makeLoadedScene(from: description) { _, element, elements, runtime in
    element.addGestureRecognizer(RotationGestureRecognizer())
    elements["scene"]?.addGestureRecognizer(DragGestureRecognizer())
    runtime.add(StillInteraction(state: .active), to: element)
    runtime.add(StillInteraction(state: .atRest), to: elements["dot"]!)
  }
  // The tile's centre lands on the card's centre (400, 300); turned a quarter clockwise, its
  // local top-left (30 left of and 20 above the centre) goes 20 right of and 30 above it.
  let expected = """
    {
      "t": 1.5,
      "atRest": true,
      "elements": [
        {"name": "card", "position": [400.0, 300.0], "size": [200.0, 100.0], "anchorPoint": [0.5, 0.5], \
    "scale": 1.0, "rotation": 0.0, "corners": [[300.0, 250.0], [500.0, 250.0], [500.0, 350.0], [300.0, 350.0]], \
    "velocity": [0.0, 0.0]},
        {"name": "tile", "position": [100.0, 50.0], "size": [60.0, 40.0], "anchorPoint": [0.5, 0.5], \
    "scale": 1.0, "rotation": 1.5707963267948966, "corners": [[420.0, 270.0], [420.0, 330.0], [380.0, 330.0], \
    [380.0, 270.0]], "velocity": [0.0, 0.0]},
        {"name": "dot", "position": [10.0, 20.0], "size": [5.0, 5.0], "anchorPoint": [0.0, 0.0], \
    "scale": 2.0, "rotation": 0.0, "corners": [[10.0, 20.0], [20.0, 20.0], [20.0, 30.0], [10.0, 30.0]], \
    "velocity": [0.0, 0.0]}
      ],
      "interactions": [
        {"type": "StillInteraction", "element": "tile", "state": "active"},
        {"type": "StillInteraction", "element": "dot", "state": "atRest"}
      ],
      "gestures": [
        {"kind": "drag", "element": "scene", "state": "possible", "touches": 0},
        {"kind": "rotate", "element": "tile", "state": "possible", "touches": 0}
      ]
    }

    """
  #expect(StateDump.json(at: 1.5, of: loaded) == expected)
}

@Test func anEmptySceneDumpsEmptyLists() throws {
  let description = SceneDescription(name: "empty", size: Size(width: 10, height: 10), elements: [])
  let loaded = makeLoadedScene(from: description) { _, _, _, _ in }
  #expect(
    StateDump.json(at: 0, of: loaded) == """
      {
        "t": 0.0,
        "atRest": true,
        "elements": [],
        "interactions": [],
        "gestures": []
      }

      """)
}

@Test func aDumpIsValidJSONThatReadsBack() throws {
  let description = try SceneDescription.parse(contractExample, file: nil, defaultName: "x")
  let loaded = makeLoadedScene(from: description) { _, _, _, _ in }
  let root = try JSONParser.parse(StateDump.json(at: 0.25, of: loaded))
  let members = try #require(root.members)
  #expect(members.map(\.key) == ["t", "atRest", "elements", "interactions", "gestures"])
  guard case .array(let elements) = members[2].value.kind else {
    Issue.record("elements is not an array")
    return
  }
  #expect(
    elements.compactMap { $0.members?.first?.value.kind }
      == ["photo", "star", "circle", "square"].map { .string($0) })
  #expect(
    elements[0].members?.map(\.key) == [
      "name", "position", "size", "anchorPoint", "scale", "rotation", "corners", "velocity",
    ])
}

@Test func theWriterSpellsNumbersAndStringsDeterministically() {
  let writer = JSONWriter()
  #expect(JSONWriter.format(650) == "650.0")
  #expect(JSONWriter.format(-0.0) == "0.0")
  #expect(JSONWriter.format(0.1) == "0.1")
  #expect(JSONWriter.format(1e-6) == "1e-06")
  #expect(JSONWriter.format(-2.5) == "-2.5")
  #expect(JSONWriter.format(.nan) == "null")
  #expect(JSONWriter.format(-.infinity) == "null")
  #expect(JSONWriter.quote("a\"b\\c\nd\u{1}é") == #""a\"b\\c\nd\u0001é""#)
  #expect(
    writer.string(from: .object([("a", .array([])), ("b", .object([])), ("c", .null), ("d", .integer(-3))]))
      == "{\n  \"a\": [],\n  \"b\": {},\n  \"c\": null,\n  \"d\": -3\n}")
  #expect(
    writer.string(from: .array([.array([.object([("k", .bool(false))]), .string("s")])]))
      == "[\n  [\n    {\"k\": false},\n    \"s\"\n  ]\n]")
}

@Test func writtenStringsParseBackUnchanged() throws {
  let text = "quote \" backslash \\ tab \t nul \u{0} emoji 😀 line\nbreak"
  let written = JSONWriter().string(from: .string(text))
  #expect(try JSONParser.parse(written).kind == .string(text))
}

/// docs/gestures.md: a dump's `t` reads back as the very double the script gave, in its shortest
/// spelling (`0.4`, never `0.39999999999999997`).
@Test func dumpTimesAreTheShortestSpellingThatReadsBackExactly() throws {
  for text in ["0.4", "0.1", "0.7", "1.3", "2.675", "0.35", "1e-06", "123.456"] {
    let t = try #require(Double(text))
    let written = JSONWriter.format(t)
    #expect(Double(written) == t)
    #expect(written == (text == "1e-06" ? "1e-06" : text))
  }
  let description = try SceneDescription.parse(
    "{\"size\": [10, 10], \"elements\": []}", file: nil, defaultName: "empty")
  #expect(StateDump.json(at: 0.4, of: description.makeLiveScene()).contains("\"t\": 0.4,"))
}

/// A tossable's chosen destination that is an element is written as its name, found by its
/// position property wherever the element stands in the file; the dump makes no other element's
/// position property on the way (it searched every element for each tossable, making each one's,
/// and took 25 s for 20,000 tossables whose snap points came last in the file).
@Test func aChosenDestinationIsNamedWithoutMakingAnyOtherElementsPositionProperty() throws {
  let text = """
    {"size": [800, 600], "elements": [
      {"name": "card", "position": [400, 300], "size": [60, 60]},
      {"name": "plain", "position": [10, 10], "size": [5, 5]},
      {"name": "left", "position": [100, 300], "size": [10, 10]},
      {"name": "right", "position": [700, 300], "size": [10, 10]}
    ], "interactions": [{"type": "tossable", "element": "card",
      "destinations": [{"element": "right"}, {"element": "left"}]}]}
    """
  let loaded = try SceneDescription.parse(text, file: nil, defaultName: "dump").makeLiveScene()
  let plain = try #require(loaded.elementsInFileOrder.first { $0.name == "plain" })
  #expect(plain.positionPropertyIfMade == nil)
  let dump = StateDump.json(at: 0, of: loaded)
  #expect(dump.contains(#""destinationIndex": null, "destination": "right"}"#))
  #expect(plain.positionPropertyIfMade == nil)
}
