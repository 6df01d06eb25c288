import Motion
import Testing

@testable import SandboxHost

/// The faults of scene text, as `check` would print them, for a file called `s.json`.
private func sceneErrors(_ text: String) -> [InputError] {
  do {
    _ = try SceneDescription.parse(text, file: "s.json", defaultName: "s")
    return []
  } catch {
    return error.errors
  }
}

/// The single fault expected at `line`.
private func fault(_ line: Int?, _ message: String) -> [InputError] {
  [InputError(file: "s.json", line: line, message: message)]
}

/// A scene whose only element is `element` (on line 3) and whose interactions are `interactions`
/// (from line 6 on).
private func scene(element: String, interactions: [String] = []) -> String {
  """
  {"size": [400, 300],
   "elements": [
    \(element)
   ],
   "interactions": [\(interactions.isEmpty ? "" : "\n  " + interactions.joined(separator: ",\n  "))
   ]}
  """
}

private let square = #"{"name": "square", "position": [100, 100], "size": [40, 40]}"#

/// Two elements (lines 3 and 4) and the given interaction on line 6.
private func twoElements(_ interaction: String) -> String {
  """
  {"size": [400, 300],
   "elements": [
    {"name": "square", "position": [100, 100], "size": [40, 40]},
    {"name": "circle", "position": [300, 100], "size": [40, 40]}
   ], "interactions": [
    \(interaction)
   ]}
  """
}

let contractExample = """
  {
    "name": "stickers",
    "size": [800, 600],
    "background": "#1E1E28",
    "elements": [
      {"name": "photo", "position": [400, 300], "size": [600, 400], "color": "#2B2B3A"},
      {"name": "star", "parent": "photo", "position": [120, 100], "size": [120, 80],
       "color": "#E91E63", "rotation": 0.3, "scale": 1, "anchorPoint": [0.5, 0.5], "cornerRadius": 8},
      {"name": "circle", "position": [650, 150], "size": [60, 60], "color": "#4CAF50", "cornerRadius": 30},
      {"name": "square", "position": [100, 500], "size": [60, 60], "color": "#FFC107"}
    ],
    "interactions": [
      {"type": "directlyManipulable", "element": "star"},
      {"type": "draggable", "element": "circle"},
      {"type": "tossable", "element": "square", "destination": {"element": "circle"},
       "spring": {"stiffness": 342, "damping": 30, "mass": 1, "threshold": 1}}
    ]
  }
  """

// MARK: Good files

@Test func loadsTheContractExample() throws {
  let description = try SceneDescription.parse(contractExample, file: nil, defaultName: "x")
  #expect(description.name == "stickers")
  #expect(description.size == Size(width: 800, height: 600))
  #expect(description.background == Color(red: 0x1E, green: 0x1E, blue: 0x28))
  #expect(description.elements.map(\.name) == ["photo", "star", "circle", "square"])
  #expect(description.elements.map(\.line) == [6, 7, 9, 10])
  let star = description.elements[1]
  #expect(
    star
      == ElementDescription(
        name: "star", parent: "photo", position: Point(x: 120, y: 100), size: Size(width: 120, height: 80),
        rotation: 0.3, color: Color(red: 0xE9, green: 0x1E, blue: 0x63), cornerRadius: 8, line: 7))
  #expect(
    description.interactions == [
      InteractionDescription(kind: .directlyManipulable, element: "star", line: 13),
      InteractionDescription(kind: .draggable, element: "circle", line: 14),
      InteractionDescription(
        kind: .tossable(TossDescription(destination: .element("circle"))), element: "square", line: 15),
    ])
  #expect(description.interactions.map(\.wantsAnchorPointAdjustment) == [true, false, true])
}

@Test func appliesTheDefaults() throws {
  let text = #"{"size": [10, 20], "elements": [{"name": "a", "position": [1, 2], "size": [3, 4]}]}"#
  let description = try SceneDescription.parse(text, file: "dir/my-scene.json", defaultName: "my-scene")
  #expect(description.name == "my-scene")
  #expect(description.background == SceneDescription.defaultBackground)
  #expect(description.interactions.isEmpty)
  #expect(
    description.elements == [
      ElementDescription(
        name: "a", parent: nil, position: Point(x: 1, y: 2), size: Size(width: 3, height: 4),
        anchorPoint: Point(x: 0.5, y: 0.5), scale: 1, rotation: 0, color: .white, cornerRadius: 0,
        line: 1)
    ])
}

@Test func readsEveryTossableOption() throws {
  let text = twoElements(
    #"{"type": "tossable", "element": "square", "destination": [5, 6.5], "container": "circle", "anchorPointAdjustment": false, "spring": {"stiffness": 0, "damping": 0, "mass": 2, "threshold": 0.5}}"#
  )
  let interaction = try #require(
    try SceneDescription.parse(text, file: nil, defaultName: "x").interactions.first)
  #expect(interaction.typeName == "tossable")
  #expect(interaction.wantsAnchorPointAdjustment == false)
  #expect(
    interaction.toss
      == TossDescription(
        destination: .point(Point(x: 5, y: 6.5)), container: "circle",
        spring: try SpringSetting.physical(stiffness: 0, damping: 0, mass: 2, threshold: 0.5)))
}

@Test func theSceneNamesTheRootInParentAndContainer() throws {
  let text = """
    {"size": [400, 300], "elements": [
      {"name": "a", "parent": "scene", "position": [1, 2], "size": [3, 4]},
      {"name": "b", "position": [1, 2], "size": [3, 4]}],
     "interactions": [{"type": "tossable", "element": "a", "destination": {"element": "b"},
       "container": "scene"}]}
    """
  let description = try SceneDescription.parse(text, file: nil, defaultName: "x")
  #expect(description.elements[0].parent == nil)
  #expect(description.interactions[0].toss?.container == "scene")
}

@Test func buildsTheElementTreeInFileOrder() throws {
  let description = try SceneDescription.parse(contractExample, file: nil, defaultName: "x")
  var wired: [(String, String, Int)] = []
  let loaded = makeLoadedScene(from: description) { interaction, element, elements, runtime in
    #expect(runtime.scene === elements["scene"])
    wired.append((interaction.typeName, element.name, elements.count))
  }
  #expect(loaded.name == "stickers")
  #expect(loaded.elementsInFileOrder.map(\.name) == ["photo", "star", "circle", "square"])
  #expect(loaded.scene.children.map(\.name) == ["photo", "circle", "square"])
  #expect(loaded.scene.size == Size(width: 800, height: 600))
  #expect(loaded.scene.background == Color(red: 0x1E, green: 0x1E, blue: 0x28))
  let star = loaded.elementsInFileOrder[1]
  #expect(star.parent === loaded.elementsInFileOrder[0])
  #expect(star.color == Color(red: 0xE9, green: 0x1E, blue: 0x63))
  #expect(star.cornerRadius == 8)
  #expect(star.rotation == 0.3)
  #expect(star.size == Size(width: 120, height: 80))
  #expect(loaded.runtime.scene === loaded.scene)
  #expect(wired.map(\.0) == ["directlyManipulable", "draggable", "tossable"])
  #expect(wired.map(\.1) == ["star", "circle", "square"])
  #expect(wired.map(\.2) == [5, 5, 5])
}

@Test func theTossContainerDefaultsToTheParent() throws {
  let description = try SceneDescription.parse(contractExample, file: nil, defaultName: "x")
  let loaded = makeLoadedScene(from: description) { _, _, _, _ in }
  let byName = Dictionary(uniqueKeysWithValues: loaded.elementsInFileOrder.map { ($0.name, $0) })
  let toss = try #require(description.interactions[2].toss)
  #expect(toss.containerElement(for: byName["square"]!, in: byName) === loaded.scene)
  #expect(toss.containerElement(for: byName["star"]!, in: byName) === byName["photo"])
  let named = TossDescription(destination: .point(.zero), container: "photo")
  #expect(named.containerElement(for: byName["square"]!, in: byName) === byName["photo"])
}

// MARK: Faults, each with its line

@Test func syntaxErrorsNameTheLineAndColumn() {
  #expect(
    sceneErrors("{\"size\": [1, 2],\n \"elements\": [}\n")
      == fault(2, "expected a value, found '}' (column 15)"))
  #expect(sceneErrors("") == fault(1, "empty input: expected a JSON value (column 1)"))
  #expect(sceneErrors("{\"size\": [1e999, 2]}") == fault(1, "1e999 is not a finite number (column 11)"))
}

@Test func theTopLevelMustBeAnObjectWithKnownKeys() {
  #expect(sceneErrors("[]") == fault(1, "a scene file must be an object, not an array"))
  #expect(
    sceneErrors("{\"size\": [1, 2], \"elements\": [],\n \"colour\": \"#000000\"}")
      == fault(
        2, "unknown key \"colour\" in the scene (allowed: name, size, background, elements, interactions)"))
}

@Test func missingRequiredTopLevelKeys() {
  #expect(
    sceneErrors("\n{\"elements\": []}") == fault(2, "the scene is missing the required key \"size\""))
  #expect(
    sceneErrors("{\"size\": [1, 2]}") == fault(1, "the scene is missing the required key \"elements\""))
}

@Test func wrongTopLevelTypesAndSizes() {
  #expect(
    sceneErrors("{\"size\": \"big\",\n \"elements\": []}")
      == fault(1, "\"size\" must be an array of two numbers, not a string"))
  #expect(
    sceneErrors("{\"size\": [1, 2, 3], \"elements\": []}")
      == fault(1, "\"size\" must be an array of two numbers, not an array of 3"))
  #expect(
    sceneErrors("{\"elements\": [],\n\"size\": [0, 2]}")
      == fault(2, "\"size\" must have a width and a height above 0, not [0, 2]"))
  #expect(
    sceneErrors("{\"size\": [1, 2], \"elements\": {}}")
      == fault(1, "\"elements\" must be an array of objects, not an object"))
  #expect(
    sceneErrors("{\"size\": [1, 2], \"elements\": [],\n \"interactions\": 3}")
      == fault(2, "\"interactions\" must be an array of objects, not a number"))
  #expect(
    sceneErrors("{\"size\": [1, 2], \"elements\": [],\n \"name\": 3}")
      == fault(2, "\"name\" must be a string, not a number"))
  #expect(
    sceneErrors("{\"size\": [1, 2], \"elements\": [],\n \"background\": \"#1234\"}")
      == fault(2, "\"background\" must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", not \"#1234\""))
}

@Test func elementFaults() {
  #expect(sceneErrors(scene(element: "3")) == fault(3, "an element must be an object, not a number"))
  #expect(
    sceneErrors(scene(element: #"{"position": [1, 2], "size": [3, 4]}"#))
      == fault(3, "an element is missing the required key \"name\""))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "size": [3, 4]}"#))
      == fault(3, "element \"a\" is missing the required key \"position\""))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4]}"#))
      == fault(3, "element \"a\" is missing the required key \"size\""))
  #expect(
    sceneErrors(scene(element: ##"{"name": "a", "position": [3, 4], "size": [1, 1], "colour": "#FFFFFF"}"##))
      == fault(
        3,
        "unknown key \"colour\" in element \"a\" (allowed: name, parent, position, size, anchorPoint, scale, rotation, color, cornerRadius)"
      ))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, "4"], "size": [1, 1]}"#))
      == fault(3, "\"position\" must be an array of two numbers, not an array holding something else"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, -1]}"#))
      == fault(3, "\"size\" must have a width and a height above 0, not [1, -1]"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "rotation": "0.3"}"#))
      == fault(3, "\"rotation\" must be a number, not a string"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "scale": 0}"#))
      == fault(3, "\"scale\" must be above 0, not 0"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "cornerRadius": -2}"#))
      == fault(3, "\"cornerRadius\" must be 0 or more, not -2"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "color": "red"}"#))
      == fault(3, "\"color\" must be a colour \"#RRGGBB\" or \"#RRGGBBAA\", not \"red\""))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "anchorPoint": 0.5}"#))
      == fault(3, "\"anchorPoint\" must be an array of two numbers, not a number"))
  #expect(
    sceneErrors(scene(element: #"{"name": "", "position": [3, 4], "size": [1, 1]}"#))
      == fault(3, "\"name\" must not be empty"))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [3, 4], "size": [1, 1], "parent": 7}"#))
      == fault(3, "\"parent\" must be a string, not a number"))
}

@Test func acceptsColoursWithAlphaAndNegativeRotation() throws {
  let text = scene(
    element: ##"{"name": "a", "position": [3, 4], "size": [1, 1], "color": "#11223380", "rotation": -1.5}"##)
  let element = try SceneDescription.parse(text, file: nil, defaultName: "x").elements[0]
  #expect(element.color == Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x80))
  #expect(element.rotation == -1.5)
}

@Test func nameFaults() {
  let duplicate = """
    {"size": [400, 300], "elements": [
      {"name": "a", "position": [1, 2], "size": [3, 4]},
      {"name": "b", "position": [1, 2], "size": [3, 4]},
      {"name": "a", "position": [1, 2], "size": [3, 4]}]}
    """
  #expect(sceneErrors(duplicate) == fault(4, "duplicate element name \"a\" (first on line 2)"))
  let later = """
    {"size": [400, 300], "elements": [
      {"name": "a", "parent": "b", "position": [1, 2], "size": [3, 4]},
      {"name": "b", "position": [1, 2], "size": [3, 4]}]}
    """
  #expect(sceneErrors(later) == fault(2, "parent \"b\" of element \"a\" must be declared before it"))
  let selfParent = scene(element: #"{"name": "a", "parent": "a", "position": [1, 2], "size": [3, 4]}"#)
  #expect(sceneErrors(selfParent) == fault(3, "parent \"a\" of element \"a\" must be declared before it"))
  let unknown = scene(element: #"{"name": "a", "parent": "nobody", "position": [1, 2], "size": [3, 4]}"#)
  #expect(sceneErrors(unknown) == fault(3, "unknown parent \"nobody\" of element \"a\""))
  let reserved = scene(element: #"{"name": "scene", "position": [1, 2], "size": [3, 4]}"#)
  #expect(sceneErrors(reserved) == fault(3, "the element name \"scene\" is reserved for the scene itself"))
}

@Test func interactionFaults() {
  #expect(
    sceneErrors(scene(element: square, interactions: [#"{"type": "spinnable", "element": "square"}"#]))
      == fault(
        6,
        "unknown interaction type \"spinnable\" (allowed: draggable, pinchable, rotatable, directlyManipulable, tossable, setPositionOnTap, tween)"
      ))
  #expect(
    sceneErrors(scene(element: square, interactions: [#"{"element": "square"}"#]))
      == fault(6, "an interaction is missing the required key \"type\""))
  #expect(
    sceneErrors(scene(element: square, interactions: [#"{"type": "draggable"}"#]))
      == fault(6, "a draggable interaction is missing the required key \"element\""))
  #expect(
    sceneErrors(scene(element: square, interactions: [#"{"type": "draggable", "element": "ghost"}"#]))
      == fault(6, "unknown element \"ghost\" in a draggable interaction"))
  #expect(
    sceneErrors(
      scene(element: square, interactions: [#"{"type": "pinchable", "element": "square", "speed": 2}"#]))
      == fault(
        6,
        "unknown key \"speed\" in a pinchable interaction "
          + "(allowed: type, element, anchorPointAdjustment, scaleBounds, scaleRubberBand)")
  )
  #expect(
    sceneErrors(
      scene(
        element: square,
        interactions: [#"{"type": "rotatable", "element": "square", "anchorPointAdjustment": 1}"#]))
      == fault(6, "\"anchorPointAdjustment\" must be true or false, not a number"))
  #expect(
    sceneErrors(scene(element: square, interactions: ["[]"]))
      == fault(6, "an interaction must be an object, not an array"))
  #expect(
    sceneErrors(scene(element: square, interactions: [#"{"type": "tossable", "element": "square"}"#]))
      == fault(6, "a tossable interaction is missing the required key \"destination\""))
}

@Test func tossableOnlyKeysOnOtherInteractions() {
  let text = scene(
    element: square,
    interactions: [#"{"type": "draggable", "element": "square", "destination": [1, 2], "spring": {}}"#])
  #expect(
    sceneErrors(text) == [
      InputError(
        file: "s.json", line: 6, message: "\"destination\" is only for tossable interactions, not draggable"),
      // A draggable's spring is its spring back inside its bounds or onto its axis.
      InputError(
        file: "s.json", line: 6,
        message:
          "\"spring\" springs the element back inside \"bounds\" or onto its \"axis\"; it needs one of them"),
    ])
}

@Test func aRubberBandsSpringBackIsTheDraggablesSpring() throws {
  let text = scene(
    element: square,
    interactions: [
      #"{"type": "draggable", "element": "square", "bounds": [0, 0, 300, 200], "rubberBand": 40, "spring": {"stiffness": 500, "damping": 20}}"#
    ])
  #expect(sceneErrors(text) == [])
  let loaded = try SceneDescription.parse(text, file: "s.json", defaultName: "s").makeLiveScene()
  let spring = try #require(TunableSprings.spring(at: 0, in: loaded))
  #expect(spring.stiffness.read() == 500 && spring.damping.read() == 20)
}

@Test func tossableFaults() {
  func toss(_ options: String) -> [InputError] {
    sceneErrors(twoElements(#"{"type": "tossable", "element": "square", "# + options + "}"))
  }
  #expect(
    toss(#""destination": "circle""#)
      == fault(6, "\"destination\" must be a point [x, y] or {\"element\": NAME}, not a string"))
  #expect(
    toss(#""destination": [1]"#)
      == fault(6, "\"destination\" must be an array of two numbers, not an array of 1"))
  #expect(toss(#""destination": {"element": "moon"}"#) == fault(6, "unknown destination element \"moon\""))
  #expect(
    toss(#""destination": {"element": "square"}"#)
      == fault(6, "the destination element \"square\" is the tossed element itself"))
  #expect(
    toss(#""destination": {"element": "circle", "offset": 3}"#)
      == fault(6, "unknown key \"offset\" in \"destination\" (allowed: element)"))
  #expect(
    toss(#""destination": {}"#) == fault(6, "\"destination\" is missing the required key \"element\""))
  #expect(toss(#""destination": [1, 2], "container": "box""#) == fault(6, "unknown container \"box\""))
  #expect(
    toss(#""destination": [1, 2], "spring": {"stiffness": -1}"#)
      == fault(6, "\"stiffness\" must be 0 or more, not -1"))
  #expect(
    toss(#""destination": [1, 2], "spring": {"damping": -0.5}"#)
      == fault(6, "\"damping\" must be 0 or more, not -0.5"))
  #expect(
    toss(#""destination": [1, 2], "spring": {"mass": 0}"#) == fault(6, "\"mass\" must be above 0, not 0"))
  // A value out of range is the fault said; no second line about the defaults standing in.
  #expect(
    toss(#""destination": [1, 2], "spring": {"stiffness": -1, "mass": 1e-308}"#)
      == fault(6, "\"stiffness\" must be 0 or more, not -1"))
  // Each value in range, together no spring: refused as a `set` line making it is (the scene
  // was accepted, and the toss jumped to its destination).
  #expect(
    toss(#""destination": [1, 2], "spring": {"mass": 1e-308}"#)
      == fault(
        6,
        "\"spring\": spring stiffness 342.0 and damping 30.0 are too large for mass 1e-308: "
          + "their ratios to the mass overflow"))
  #expect(
    toss(#""destination": [1, 2], "spring": {"threshold": -1}"#)
      == fault(6, "\"threshold\" must be above 0, not -1"))
  #expect(
    toss(#""destination": [1, 2], "spring": {"friction": 1}"#)
      == fault(6, "\"spring\" written as react-spring tension, friction and mass is missing \"tension\""))
  #expect(
    toss(#""destination": [1, 2], "spring": 5"#) == fault(6, "\"spring\" must be an object, not a number"))
  #expect(
    toss(#""destination": [1, 2], "spring": {"mass": "1"}"#)
      == fault(6, "\"mass\" must be a number, not a string"))
}

@Test func reportsEverySemanticFaultWithItsLine() {
  let text = """
    {
      "size": [800, 600],
      "elements": [
        {"name": "a", "position": [1, 2], "size": [0, 4]},
        {"name": "b", "position": [1, 2], "size": [3, 4], "colour": "#FFFFFF"},
        {"name": "a", "position": [1, 2], "size": [3, 4]}
      ],
      "interactions": [
        {"type": "draggable", "element": "c"},
        {"type": "tossable", "element": "b", "destination": [1, 2], "spring": {"mass": 0}}
      ]
    }
    """
  #expect(sceneErrors(text).map(\.line) == [4, 5, 6, 9, 10])
}

@Test func aSceneMayBeAsLargeAsTheLimitAndNoLarger() {
  // `check` passed sizes that `replay` could not draw (issue 9, point 6); the limit is now the
  // parser's, so both agree.
  #expect(sceneErrors(#"{"size": [8192, 8192], "elements": []}"#).isEmpty)
  #expect(sceneErrors(#"{"size": [0.5, 0.5], "elements": []}"#).isEmpty)
  #expect(
    sceneErrors(#"{"size": [8192.5, 10], "elements": []}"#)
      == fault(1, "the scene's \"size\" must be at most [8192, 8192] points, not [8192.5, 10]"))
  #expect(
    sceneErrors(#"{"size": [10, 1e9], "elements": []}"#)
      == fault(1, "the scene's \"size\" must be at most [8192, 8192] points, not [10, 1000000000]"))
}

@Test func anElementTakesOneTossable() {
  // The second tossable was silently ignored (issue 9, point 7).
  let text = """
    {"size": [400, 300],
     "elements": [{"name": "a", "position": [10, 10], "size": [5, 5]}],
     "interactions": [
      {"type": "tossable", "element": "a", "destination": [100, 100]},
      {"type": "tossable", "element": "a", "destination": [200, 100]}
     ]}
    """
  #expect(
    sceneErrors(text)
      == fault(5, "element \"a\" already has a tossable interaction (line 4); an element takes one tossable"))
}

/// Pinches multiply an element's scale, so two interactions that scale one element scaled it by
/// the square of each pinch, and a thousand of them (accepted by `check`) past any number, which
/// stopped the replay: the second is refused, naming both lines; a rotatable beside one is fine.
@Test func anElementTakesOneInteractionThatScalesIt() {
  let text = """
    {"size": [400, 300],
     "elements": [{"name": "a", "position": [10, 10], "size": [5, 5]}],
     "interactions": [
      {"type": "pinchable", "element": "a"},
      {"type": "rotatable", "element": "a"},
      {"type": "directlyManipulable", "element": "a"}
     ]}
    """
  #expect(
    sceneErrors(text)
      == fault(
        6,
        "element \"a\" already has an interaction that scales it (line 4); "
          + "an element takes one pinchable or directlyManipulable"))
}

/// An element whose corners no number holds in scene space was accepted, and its dump gave them
/// as (0, 0): it is refused, naming the first element of a chain that gets there and not its
/// descendants; elements that are merely huge are fine.
@Test func anElementWhoseCornersPassTheLargestNumberIsRefused() {
  let message =
    "element \"a\" has corners in scene space past the largest number (its size, scale and position, "
    + "with its parents', multiply or add up to infinity)"
  #expect(
    sceneErrors(
      scene(element: #"{"name": "a", "position": [10, 10], "size": [1e300, 1e300], "scale": 1e10}"#))
      == fault(3, message))
  #expect(
    sceneErrors(
      scene(element: #"{"name": "a", "position": [1e308, 10], "size": [1e308, 1], "anchorPoint": [-1, 0]}"#))
      == fault(3, message))
  #expect(
    sceneErrors(scene(element: #"{"name": "a", "position": [10, 10], "size": [1e300, 1e300]}"#)).isEmpty)
  var elements = [#"{"name": "a", "position": [1, 1], "size": [10, 10], "scale": 1e200}"#]
  for index in 1...3 {
    elements.append(
      #"{"name": "c\#(index)", "parent": "\#(index == 1 ? "a" : "c\(index - 1)")", "position": [1, 1], "size": [10, 10], "scale": 1e200}"#
    )
  }
  let chain = """
    {"size": [400, 300], "elements": [
    \(elements.joined(separator: ",\n"))
    ]}
    """
  #expect(
    sceneErrors(chain)
      == [
        InputError(
          file: "s.json", line: 3, message: message.replacingOccurrences(of: "\"a\"", with: "\"c1\""))
      ])
}

@Test func repeatedSpringsReadAsEachOneAloneAndTheirFaultsAreNamedAtEveryLine() throws {
  // The same spring object on many tossables is read in full once; another in other numbers,
  // other keys or another order is its own; a faulty one is named on each line it is on.
  let springs = [
    #"{"stiffness": 200, "damping": 8, "mass": 1, "threshold": 1}"#,
    #"{"stiffness": 200, "damping": 8, "mass": 1, "threshold": 1}"#,
    #"{"stiffness": 200, "damping": 8, "mass": 2, "threshold": 1}"#,
    #"{"damping": 8, "stiffness": 200, "mass": 1, "threshold": 1}"#,
    #"{"response": 0.5, "dampingFraction": 0.8}"#,
    #"{"stiffness": 200, "damping": 8, "mass": 1, "threshold": 1}"#,
  ]
  func text(_ springs: [String]) -> String {
    """
    {"size": [400, 300],
     "elements": [
    \(springs.indices.map { #"  {"name": "e\#($0)", "position": [10, 10], "size": [4, 4]}"# }.joined(separator: ",\n"))
     ], "interactions": [
    \(springs.enumerated().map { #"  {"type": "tossable", "element": "e\#($0.offset)", "destination": [1, 2], "spring": \#($0.element)}"# }.joined(separator: ",\n"))
     ]}
    """
  }
  let read = try SceneDescription.parse(text(springs), file: nil, defaultName: "s")
  for (index, spring) in springs.enumerated() {
    let alone = try SceneDescription.parse(text([spring]), file: nil, defaultName: "s")
    #expect(read.interactions[index].toss?.spring == alone.interactions[0].toss?.spring)
  }
  let faulty = #"{"stiffness": -1, "damping": 8}"#
  let errors = sceneErrors(text([faulty, springs[0], faulty]))
  #expect(errors.map(\.line) == [7, 9])
}
