import Motion

extension SceneDescription {
  /// The keys a scene file's top level may have.
  static let topLevelKeys = ["name", "size", "background", "elements", "interactions"]
  /// The keys an element may have.
  static let elementKeys = [
    "name", "parent", "position", "size", "anchorPoint", "scale", "rotation", "color", "cornerRadius",
  ]
  /// The keys every interaction may have.
  static let interactionKeys = ["type", "element", "anchorPointAdjustment"]
  /// The keys only a tossable interaction may have.
  static let tossableKeys = ["destination", "destinations", "glide", "container"]
  /// The keys that say how an interaction settles on release, each for some types (see
  /// `ReleaseDescription.keysByType`).
  static let releaseKeys = ReleaseDescription.keysByType.map(\.key)
  /// The constraint keys (docs/scene-files.md), for the types in
  /// `InteractionDescription.constrainableTypeNames`.
  static let constraintKeys = ["axis", "bounds", "rubberBand"]
  /// The key of an interaction's spring, for the types in `InteractionType.sprung`: a
  /// tossable's spring, the spring a dragged element springs back inside its `bounds` with, or
  /// the spring that carries a tapped element to the tap.
  static let springKey = "spring"
  /// Every key an interaction of each type may have, as `readInteraction` checks them one by one.
  static let keysByInteractionType: [InteractionType: [String]] = Dictionary(
    uniqueKeysWithValues: InteractionType.allCases.map { type in
      var keys = interactionKeys
      if type == .tossable { keys += tossableKeys }
      if type == .setPositionOnTap { keys += setPositionOnTapKeys }
      if type == .tween { keys += tweenKeys }
      if InteractionType.constrainable.contains(type) { keys += constraintKeys }
      if InteractionType.sprung.contains(type) { keys.append(springKey) }
      for entry in ReleaseDescription.keysByType where entry.types.contains(type) { keys.append(entry.key) }
      return (type, keys)
    })

  /// Reads the scene file at `path` strictly (docs/scene-files.md); its `name` defaults to the file's
  /// base name. Throws every fault found, each naming the file and, where known, the line.
  static func load(path: String) throws(InputErrors) -> SceneDescription {
    let text = try TextFile.read(path)
    return try parse(text, file: path, defaultName: TextFile.baseName(path))
  }

  /// Reads a built-in scene by name, else the scene file at `nameOrPath` (as `--scene` takes it).
  static func load(nameOrPath: String) throws(InputErrors) -> SceneDescription {
    try load(path: BuiltInScenes.path(forNameOrPath: nameOrPath))
  }

  /// Reads scene-file text strictly (docs/scene-files.md). A syntax error is thrown alone (nothing after
  /// it can be trusted); otherwise every fault of types, ranges, keys and names is thrown
  /// together, each with its line. `file` is only used to name the file in faults.
  static func parse(
    _ text: String, file: String?, defaultName: String
  ) throws(InputErrors) -> SceneDescription {
    try read(JSONDocument.parse(text), file: file, defaultName: defaultName)
  }

  /// Reads scene-file text already parsed, as `parse(_:file:defaultName:)` reads it.
  static func read(_ parsed: JSONDocument, file: String?, defaultName: String) throws(InputErrors)
    -> SceneDescription
  {
    switch parsed {
    case .success(let root):
      return try read(root, file: file, defaultName: defaultName)
    case .failure(let error):
      throw InputErrors(file: file, line: error.line, message: error.messageWithColumn)
    }
  }

  /// Reads a scene file already parsed as the JSON value `root`, with every fault `parse` finds
  /// after the syntax.
  static func read(_ root: JSONValue, file: String?, defaultName: String) throws(InputErrors)
    -> SceneDescription
  {
    var reader = DocumentReader(file: file)
    let description = SceneFileReader.read(root, defaultName: defaultName, reader: &reader)
    guard reader.errors.isEmpty, let description else {
      throw InputErrors(reader.errors)
    }
    return description
  }
}

/// The checks of docs/scene-files.md over a parsed scene file.
enum SceneFileReader {
  /// Whether no element lies deeper than `SceneDescription.maximumDepth` (a top-level element
  /// at depth 1), else records the fault at the first that does. A parent declared later is
  /// a fault of its own, reported by `readElement`; here it counts as no parent.
  static func depthIsWithinLimit(
    _ elementValues: [JSONValue], firstIndex: [String: Int], reader: inout DocumentReader
  ) -> Bool {
    var depths = [Int](repeating: 1, count: elementValues.count)
    for (index, value) in elementValues.enumerated() {
      guard let members = value.members, let parent = reader.member("parent", in: members),
        case .string(let parentName) = parent.value.kind, let parentIndex = firstIndex[parentName],
        parentIndex < index
      else { continue }
      depths[index] = depths[parentIndex] + 1
      if depths[index] > SceneDescription.maximumDepth {
        reader.fail(
          "the element lies \(depths[index]) deep in the tree of parents; a scene may nest at most "
            + "\(SceneDescription.maximumDepth) deep",
          line: value.line)
        return false
      }
    }
    return true
  }

  /// The description, or nil when something required could not be read; faults go to `reader`.
  static func read(
    _ root: JSONValue, defaultName: String, reader: inout DocumentReader
  ) -> SceneDescription? {
    guard let top = reader.object(root, "a scene file") else { return nil }
    reader.rejectUnknownKeys(top, allowed: SceneDescription.topLevelKeys, in: "the scene")

    var name = defaultName
    if let member = reader.member("name", in: top), let s = reader.string(member) { name = s }
    var size: Size?
    if let member = reader.required("size", in: top, of: "the scene", line: root.line) {
      size = reader.positiveSize(member)
      if let s = size, s.width > SceneDescription.maximumSide || s.height > SceneDescription.maximumSide {
        let side = SceneDescription.maximumSide.messageSpelling
        reader.fail(
          "the scene's \"size\" must be at most [\(side), \(side)] points, not "
            + "[\(s.width.messageSpelling), \(s.height.messageSpelling)]",
          line: member.value.line)
        size = nil
      }
    }
    var background = SceneDescription.defaultBackground
    if let member = reader.member("background", in: top), let c = reader.color(member) {
      background = c
    }

    let elementValues = reader.objectArray(
      reader.required("elements", in: top, of: "the scene", line: root.line))
    let interactionValues = reader.objectArray(reader.member("interactions", in: top))

    // The limits first, before any element is read (docs/reliability.md).
    for (values, most, what) in [
      (elementValues, SceneDescription.maximumElements, "elements"),
      (interactionValues, SceneDescription.maximumInteractions, "interactions"),
    ] where values.count > most {
      reader.fail(
        "the scene has \(values.count) \(what); a scene may have at most \(most)",
        line: values[most].line)
      return nil
    }

    // Names first, so a reference can tell "declared later" from "not declared at all".
    var firstIndex: [String: Int] = [:]
    firstIndex.reserveCapacity(elementValues.count)
    for (index, value) in elementValues.enumerated() {
      guard let members = value.members,
        let nameMember = reader.member("name", in: members),
        case .string(let elementName) = nameMember.value.kind
      else { continue }
      if firstIndex[elementName] == nil { firstIndex[elementName] = index }
    }

    guard depthIsWithinLimit(elementValues, firstIndex: firstIndex, reader: &reader) else { return nil }

    var elements: [ElementDescription] = []
    elements.reserveCapacity(elementValues.count)
    var firstLine: [String: Int] = [:]
    firstLine.reserveCapacity(elementValues.count)
    for (index, value) in elementValues.enumerated() {
      if let element = readElement(
        value, index: index, firstIndex: firstIndex, firstLine: &firstLine, reader: &reader)
      {
        elements.append(element)
      }
    }

    rejectCornersPastAnyNumber(elements, reader: &reader)

    var interactions: [InteractionDescription] = []
    interactions.reserveCapacity(interactionValues.count)
    // An element takes one of each of these sorts: one spring carries a tossed element to one
    // destination (a second tossable would fight the first for its position), and pinches
    // multiply the scale (a second interaction that scales it would square each pinch, and a
    // thousand of them drove it past any number, which stopped the program).
    let oneOfEach: [(sort: String, rule: String, holds: (InteractionDescription) -> Bool)] = [
      ("a tossable interaction", "an element takes one tossable", { $0.toss != nil }),
      (
        "an interaction that scales it", "an element takes one pinchable or directlyManipulable",
        { $0.kind == .pinchable || $0.kind == .directlyManipulable }
      ),
    ]
    var firstLines = [[String: Int]](repeating: [:], count: oneOfEach.count)
    var springs = SpringMemo()
    for value in interactionValues {
      guard
        let interaction = readInteraction(value, firstIndex: firstIndex, springs: &springs, reader: &reader)
      else {
        continue
      }
      // The sort, if any, of which the element already has one, and that one's line.
      let repeated = oneOfEach.indices.lazy.compactMap { index in
        oneOfEach[index].holds(interaction) ? firstLines[index][interaction.element].map { (index, $0) } : nil
      }.first
      if let (index, first) = repeated {
        reader.fail(
          "element \"\(interaction.element)\" already has \(oneOfEach[index].sort) (line \(first)); "
            + oneOfEach[index].rule,
          line: interaction.line)
        continue
      }
      for index in oneOfEach.indices where oneOfEach[index].holds(interaction) {
        firstLines[index][interaction.element] = interaction.line
      }
      interactions.append(interaction)
    }

    guard let size else { return nil }
    return SceneDescription(
      name: name, size: size, background: background, elements: elements,
      interactions: interactions)
  }

  /// Refuses an element whose corners in scene space no number holds: sizes, scales and
  /// positions, its parents' included, that multiply or add up past the largest Double. Its dump
  /// would give its corners as nonsense and nothing could draw it. One walk in file order, as
  /// parents come before their children.
  private static func rejectCornersPastAnyNumber(
    _ elements: [ElementDescription], reader: inout DocumentReader
  ) {
    // Only parents' maps are looked up again: a flat scene keeps none.
    let parents = Set(elements.lazy.compactMap(\.parent))
    var toScene: [String: Transform] = [:]
    // The descendants of a refused element are past it too; only the first is named.
    var refused: Set<String> = []
    for element in elements {
      if let parent = element.parent, refused.contains(parent) {
        refused.insert(element.name)
        continue
      }
      let toParent = Transform(
        elementAt: element.position, size: element.size, anchorPoint: element.anchorPoint,
        scale: element.scale, rotation: element.rotation)
      let transform = element.parent.flatMap { toScene[$0] }.map { toParent.then($0) } ?? toParent
      if !parents.isEmpty, parents.contains(element.name) { toScene[element.name] = transform }
      let (w, h) = (element.size.width, element.size.height)
      let isPast = (0..<4).contains { corner in
        !transform.apply(to: Point(x: corner == 1 || corner == 2 ? w : 0, y: corner >= 2 ? h : 0)).isFinite
      }
      guard isPast else { continue }
      refused.insert(element.name)
      reader.fail(
        "element \"\(element.name)\" has corners in scene space past the largest number (its size, "
          + "scale and position, with its parents', multiply or add up to infinity)",
        line: element.line)
    }
  }

  private static func readElement(
    _ value: JSONValue, index: Int, firstIndex: [String: Int], firstLine: inout [String: Int],
    reader: inout DocumentReader
  ) -> ElementDescription? {
    guard let members = reader.object(value, "an element") else { return nil }
    // How messages name the element, made only for a message.
    var written: String?
    var what: String { written.map { "element \"\($0)\"" } ?? "an element" }
    var name: String?
    if let member = reader.required("name", in: members, of: what, line: value.line),
      let s = reader.string(member)
    {
      written = s
      if s == SceneDescription.sceneName {
        reader.fail(
          "the element name \"\(s)\" is reserved for the scene itself", line: member.value.line)
      } else if let first = firstLine[s] {
        reader.fail("duplicate element name \"\(s)\" (first on line \(first))", line: member.value.line)
      } else {
        firstLine[s] = member.value.line
        name = s
      }
    }
    reader.rejectUnknownKeys(members, allowed: SceneDescription.elementKeys, in: what)

    var parent: String?
    var parentIsValid = true
    if let member = reader.member("parent", in: members) {
      if let s = reader.string(member) {
        if s == SceneDescription.sceneName {
          parent = nil
        } else if let declared = firstIndex[s], declared < index {
          parent = s
        } else if firstIndex[s] != nil {
          parentIsValid = false
          reader.fail(
            "parent \"\(s)\" of \(what) must be declared before it", line: member.value.line)
        } else {
          parentIsValid = false
          reader.fail("unknown parent \"\(s)\" of \(what)", line: member.value.line)
        }
      } else {
        parentIsValid = false
      }
    }

    var position: Point?
    if let member = reader.required("position", in: members, of: what, line: value.line) {
      position = reader.pair(member)
    }
    var size: Size?
    if let member = reader.required("size", in: members, of: what, line: value.line) {
      size = reader.positiveSize(member)
    }
    var anchorPoint = Point(x: 0.5, y: 0.5)
    if let member = reader.member("anchorPoint", in: members), let p = reader.pair(member) {
      anchorPoint = p
    }
    var scale = 1.0
    if let member = reader.member("scale", in: members), let n = reader.number(member) {
      if n > 0 {
        scale = n
      } else {
        reader.fail("\"scale\" must be above 0, not \(n.messageSpelling)", line: member.value.line)
      }
    }
    var rotation = 0.0
    if let member = reader.member("rotation", in: members), let n = reader.number(member) {
      rotation = n
    }
    var color = Color.white
    if let member = reader.member("color", in: members), let c = reader.color(member) { color = c }
    var cornerRadius = 0.0
    if let member = reader.member("cornerRadius", in: members), let n = reader.number(member) {
      if n >= 0 {
        cornerRadius = n
      } else {
        reader.fail("\"cornerRadius\" must be 0 or more, not \(n.messageSpelling)", line: member.value.line)
      }
    }

    guard let name, parentIsValid, let position, let size else { return nil }
    return ElementDescription(
      name: name, parent: parent, position: position, size: size, anchorPoint: anchorPoint,
      scale: scale, rotation: rotation, color: color, cornerRadius: cornerRadius, line: value.line)
  }
}
