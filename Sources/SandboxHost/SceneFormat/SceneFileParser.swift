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
    let root: JSONValue
    do {
      root = try JSONParser.parse(text)
    } catch {
      throw InputErrors(
        file: file, line: error.line, message: "\(error.message) (column \(error.column))")
    }
    return try read(root, file: file, defaultName: defaultName)
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
private enum SceneFileReader {
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
    // One spring carries a tossed element to one destination: a second tossable on the same
    // element would fight the first for its position.
    var tossableLine: [String: Int] = [:]
    tossableLine.reserveCapacity(interactionValues.count)
    var springs = SpringMemo()
    for value in interactionValues {
      guard
        let interaction = readInteraction(value, firstIndex: firstIndex, springs: &springs, reader: &reader)
      else {
        continue
      }
      if interaction.toss != nil {
        if let first = tossableLine[interaction.element] {
          reader.fail(
            "element \"\(interaction.element)\" already has a tossable interaction (line \(first)); "
              + "an element takes one tossable",
            line: interaction.line)
          continue
        }
        tossableLine[interaction.element] = interaction.line
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

  private static func readInteraction(
    _ value: JSONValue, firstIndex: [String: Int], springs: inout SpringMemo, reader: inout DocumentReader
  ) -> InteractionDescription? {
    guard let members = reader.object(value, "an interaction") else { return nil }
    var type: InteractionType?
    var what = "an interaction"
    if let member = reader.required("type", in: members, of: what, line: value.line),
      let s = reader.string(member, allowEmpty: true)
    {
      if let named = InteractionType(rawValue: s) {
        type = named
        what = "a \(s) interaction"
      } else {
        reader.fail(
          "unknown interaction type \"\(s)\" (allowed: "
            + InteractionDescription.typeNames.joined(separator: ", ") + ")",
          line: member.value.line)
      }
    }
    let isTossable = type == .tossable
    let isConstrainable = type.map { InteractionType.constrainable.contains($0) } ?? true
    // An interaction of a known type whose keys are all its type's own (as most are) has none
    // of the key faults `rejectKeys` looks for.
    let keysAreTheType =
      type.flatMap { SceneDescription.keysByInteractionType[$0] }.map { keys in
        members.allSatisfy { member in keys.contains { member.has(key: $0) } }
      } ?? false
    if !keysAreTheType { rejectKeys(members, of: type, in: what, reader: &reader) }

    var element: String?
    if let member = reader.required("element", in: members, of: what, line: value.line),
      let s = reader.string(member)
    {
      if firstIndex[s] != nil {
        element = s
      } else {
        reader.fail("unknown element \"\(s)\" in \(what)", line: member.value.line)
      }
    }
    var anchorPointAdjustment: Bool?
    if let member = reader.member("anchorPointAdjustment", in: members) {
      anchorPointAdjustment = reader.bool(member)
    }

    var kind: InteractionDescription.Kind?
    switch type {
    case .draggable: kind = .draggable
    case .pinchable: kind = .pinchable
    case .rotatable: kind = .rotatable
    case .directlyManipulable: kind = .directlyManipulable
    case .setPositionOnTap:
      // The spring that carries the element to each tap; without one it jumps there.
      var spring: SpringSetting?
      if let member = reader.member(SceneDescription.springKey, in: members) {
        spring = SpringCodec.readSpring(member, reader: &reader)
      }
      kind = SceneDescription.readTaps(members, reader: &reader).map {
        .setPositionOnTap(taps: $0, spring: spring)
      }
    case .tween:
      kind = SceneDescription.readTween(members, line: value.line, reader: &reader).map { .tween($0) }
    case .tossable:
      if let toss = readToss(
        members, line: value.line, element: element, firstIndex: firstIndex, springs: &springs,
        reader: &reader)
      {
        kind = .tossable(toss)
      }
    case nil: kind = nil
    }
    let constraints = isConstrainable ? readConstraints(members, reader: &reader) : ConstraintDescription()
    let release = readRelease(members, reader: &reader)
    var springBack: SpringSetting?
    if !isTossable, isConstrainable, let member = reader.member(SceneDescription.springKey, in: members) {
      // The library makes a spring back wherever the constraints bound the position at rest.
      if constraints?.bounds == nil && constraints?.axis == nil {
        reader.fail(
          "\"spring\" springs the element back inside \"bounds\" or onto its \"axis\"; it needs one of them",
          line: member.line)
      } else {
        springBack = SpringCodec.readSpring(member, reader: &reader)
      }
    }

    guard let kind, let element, let constraints, let release else { return nil }
    var description = InteractionDescription(
      kind: kind, element: element, anchorPointAdjustment: anchorPointAdjustment, line: value.line)
    description.constraints = constraints
    description.release = release
    description.springBack = springBack
    return description
  }

  /// Records the faults of `members`' keys that belong to another type of interaction than
  /// `type`, or to none (`what` names the interaction).
  private static func rejectKeys(
    _ members: [JSONMember], of type: InteractionType?, in what: String, reader: inout DocumentReader
  ) {
    let typeName = type?.rawValue
    let isConstrainable = type.map { InteractionType.constrainable.contains($0) } ?? true
    let onlyFor: [(keys: [String], type: InteractionType)] = [
      (SceneDescription.tossableKeys, .tossable), (SceneDescription.setPositionOnTapKeys, .setPositionOnTap),
      (SceneDescription.tweenKeys, .tween),
    ]
    for (keys, owner) in onlyFor {
      for member in members where keys.contains(member.key) {
        if let typeName, type != owner {
          reader.fail(
            "\"\(member.key)\" is only for \(owner.rawValue) interactions, not \(typeName)", line: member.line
          )
        }
      }
    }
    for member in members where SceneDescription.constraintKeys.contains(member.key) {
      if let typeName, !isConstrainable {
        reader.fail(
          "\"\(member.key)\" is only for "
            + InteractionDescription.constrainableTypeNames.joined(separator: ", ")
            + " interactions, not \(typeName)",
          line: member.line)
      }
    }
    let isSprung = type.map { InteractionType.sprung.contains($0) } ?? true
    for member in members where member.key == SceneDescription.springKey {
      if let typeName, !isSprung {
        reader.fail(
          "\"spring\" is only for "
            + InteractionType.sprung.map(\.rawValue).joined(separator: ", ")
            + " interactions, not \(typeName)",
          line: member.line)
      }
    }
    for member in members {
      guard let type, let entry = ReleaseDescription.keysByType.first(where: { $0.key == member.key }),
        !entry.types.contains(type)
      else { continue }
      reader.fail(
        "\"\(member.key)\" is only for \(entry.types.map(\.rawValue).joined(separator: ", ")) interactions, "
          + "not \(type.rawValue)",
        line: member.line)
    }
    // Keys of another type were named above; the rest must be known to some type. Messages
    // list the keys this type takes (every key while the type is unknown).
    let typeKeys =
      onlyFor.flatMap(\.keys) + SceneDescription.constraintKeys + [SceneDescription.springKey]
      + SceneDescription.releaseKeys
    let others = members.filter { !typeKeys.contains($0.key) }
    let releaseKeys = ReleaseDescription.keysByType.filter { entry in
      type.map { entry.types.contains($0) } ?? true
    }
    let allowed =
      SceneDescription.interactionKeys
      + onlyFor.filter { typeName == nil || type == $0.type }.flatMap(\.keys)
      + (isConstrainable ? SceneDescription.constraintKeys : [])
      + (isSprung ? [SceneDescription.springKey] : [])
      + releaseKeys.map(\.key)
    reader.rejectUnknownKeys(others, allowed: allowed, in: what)
  }

  /// The `axis`, `bounds` and `rubberBand` of an interaction (docs/scene-files.md), or nil when any is
  /// wrong (each fault recorded with its line).
  private static func readConstraints(
    _ members: [JSONMember], reader: inout DocumentReader
  ) -> ConstraintDescription? {
    var constraints = ConstraintDescription()
    var isValid = true
    if let member = reader.member("axis", in: members) {
      if let s = reader.string(member, allowEmpty: true), let axis = ConstraintDescription.Axis(rawValue: s) {
        constraints.axis = axis
      } else {
        isValid = false
        if case .string(let s) = member.value.kind {
          reader.fail(
            "unknown axis \"\(s)\" (allowed: "
              + ConstraintDescription.Axis.allCases.map(\.rawValue).joined(separator: ", ") + ")",
            line: member.value.line)
        }
      }
    }
    let boundsMember = reader.member("bounds", in: members)
    if let member = boundsMember {
      if let rect = readRect(member, reader: &reader) {
        constraints.bounds = rect
      } else {
        isValid = false
      }
    }
    if let member = reader.member("rubberBand", in: members) {
      if let n = reader.number(member) {
        if !(n > 0) || !n.isFinite {
          isValid = false
          reader.fail("\"rubberBand\" must be above 0, not \(n.messageSpelling)", line: member.value.line)
        } else if boundsMember == nil {
          isValid = false
          reader.fail("\"rubberBand\" needs \"bounds\" to stretch past", line: member.value.line)
        } else {
          constraints.rubberBand = n
        }
      } else {
        isValid = false
      }
    }
    return isValid ? constraints : nil
  }

  /// The `decelerationRate`, `scaleBounds`, `scaleRubberBand` and `snapAngle` of an
  /// interaction, or nil when any is wrong (each fault recorded with its line). Whether the
  /// type takes them was checked with the keys.
  private static func readRelease(
    _ members: [JSONMember], reader: inout DocumentReader
  ) -> ReleaseDescription? {
    var release = ReleaseDescription()
    var isValid = true
    if let member = reader.member("decelerationRate", in: members) {
      switch member.value.kind {
      case .string(let name) where name == "normal":
        release.decelerationRate = DecelerationRate.normal.perMillisecond
      case .string(let name) where name == "fast":
        release.decelerationRate = DecelerationRate.fast.perMillisecond
      case .number(let n) where n > 0 && n < 1:
        release.decelerationRate = n
      case .number(let n):
        isValid = false
        reader.fail(
          "\"decelerationRate\" must be above 0 and below 1 (the fraction of velocity kept per millisecond), "
            + "not \(n.messageSpelling)", line: member.value.line)
      default:
        isValid = false
        reader.fail(
          "\"decelerationRate\" must be a number in (0, 1), \"normal\" or \"fast\", not \(member.value.typeName)",
          line: member.value.line)
      }
    }
    let boundsMember = reader.member("scaleBounds", in: members)
    if let member = boundsMember {
      if let pair = reader.pair(member) {
        if pair.x > 0, pair.x <= pair.y {
          release.scaleBounds = pair.x...pair.y
        } else {
          isValid = false
          reader.fail("\"scaleBounds\" must be [min, max] with 0 < min ≤ max", line: member.value.line)
        }
      } else {
        isValid = false
      }
    }
    if let member = reader.member("scaleRubberBand", in: members), let n = reader.number(member) {
      if !(n >= 0) || !n.isFinite {
        isValid = false
        reader.fail(
          "\"scaleRubberBand\" must be 0 or above, not \(n.messageSpelling)", line: member.value.line)
      } else if boundsMember == nil {
        isValid = false
        reader.fail("\"scaleRubberBand\" needs \"scaleBounds\" to stretch past", line: member.value.line)
      } else {
        release.scaleRubberBand = n
      }
    } else if reader.member("scaleRubberBand", in: members) != nil {
      isValid = false
    }
    if let member = reader.member("snapAngle", in: members) {
      if let n = reader.number(member), n > 0, n.isFinite {
        release.snapAngle = n
      } else {
        isValid = false
        if case .number(let n) = member.value.kind {
          reader.fail(
            "\"snapAngle\" must be above 0 (radians), not \(n.messageSpelling)", line: member.value.line)
        }
      }
    }
    return isValid ? release : nil
  }

  /// The `[x, y, width, height]` in `member`, finite, with a width and height above 0.
  private static func readRect(_ member: JSONMember, reader: inout DocumentReader) -> Rect? {
    let value = member.value
    guard case .array(let items) = value.kind, items.count == 4 else {
      reader.fail(
        "\"\(member.key)\" must be an array of four numbers [x, y, width, height], not \(value.typeName)",
        line: value.line)
      return nil
    }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let n) = item.kind, n.isFinite else {
        reader.fail(
          "\"\(member.key)\" must be an array of four finite numbers [x, y, width, height]", line: item.line)
        return nil
      }
      numbers.append(n)
    }
    guard numbers[2] > 0, numbers[3] > 0 else {
      reader.fail(
        "\"\(member.key)\" must have a width and a height above 0, not "
          + "[\(numbers[2].messageSpelling), \(numbers[3].messageSpelling)]",
        line: value.line)
      return nil
    }
    guard (numbers[0] + numbers[2]).isFinite, (numbers[1] + numbers[3]).isFinite else {
      reader.fail(
        "\"\(member.key)\" reaches past the largest number: x + width and y + height must be finite",
        line: value.line)
      return nil
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  private static func readToss(
    _ members: [JSONMember], line: Int, element: String?, firstIndex: [String: Int],
    springs: inout SpringMemo, reader: inout DocumentReader
  ) -> TossDescription? {
    let what = "a tossable interaction"
    var destinations: [TossDestination]?
    let given = ["destination", "destinations", "glide"].compactMap { reader.member($0, in: members) }
    if given.count > 1 {
      reader.fail(
        "a tossable takes one of \"destination\", \"destinations\" and \"glide\", not "
          + given.map { "\"\($0.key)\"" }.joined(separator: " and "),
        line: given[1].line)
    } else if let member = given.first {
      switch member.key {
      case "destination":
        destinations = readDestination(member, element: element, firstIndex: firstIndex, reader: &reader)
          .map { [$0] }
      case "destinations":
        destinations = readDestinations(member, element: element, firstIndex: firstIndex, reader: &reader)
      default:
        if let glides = reader.bool(member) {
          if glides {
            destinations = []
          } else {
            reader.fail(
              "\"glide\" must be true (a tossable that springs takes \"destination\" or \"destinations\")",
              line: member.value.line)
          }
        }
      }
    } else {
      // The one-destination key is named; docs/scene-files.md gives the other two.
      reader.fail("\(what) is missing the required key \"destination\"", line: line)
    }
    var container: String?
    if let member = reader.member("container", in: members), let s = reader.string(member) {
      if s == SceneDescription.sceneName || firstIndex[s] != nil {
        container = s
      } else {
        reader.fail("unknown container \"\(s)\"", line: member.value.line)
      }
    }
    var spring = SpringSetting.default
    if let member = reader.member("spring", in: members) {
      spring = springs.read(member, reader: &reader)
    }
    guard let destinations else { return nil }
    return TossDescription(destinations: destinations, container: container, spring: spring)
  }

  /// The `destinations` array: one or more destinations, each as `destination` takes it.
  private static func readDestinations(
    _ member: JSONMember, element: String?, firstIndex: [String: Int], reader: inout DocumentReader
  ) -> [TossDestination]? {
    guard case .array(let items) = member.value.kind, !items.isEmpty else {
      reader.fail(
        "\"destinations\" must be a non-empty array of points [x, y] or {\"element\": NAME}, not "
          + (member.value.typeName == "an array" ? "an empty array" : member.value.typeName),
        line: member.value.line)
      return nil
    }
    var destinations: [TossDestination] = []
    var isValid = true
    for item in items {
      let itemMember = JSONMember(key: "destination", line: item.line, column: item.column, value: item)
      if let destination = readDestination(
        itemMember, element: element, firstIndex: firstIndex, reader: &reader)
      {
        destinations.append(destination)
      } else {
        isValid = false
      }
    }
    return isValid ? destinations : nil
  }

  private static func readDestination(
    _ member: JSONMember, element: String?, firstIndex: [String: Int], reader: inout DocumentReader
  ) -> TossDestination? {
    switch member.value.kind {
    case .array:
      return reader.pair(member).map { .point($0) }
    case .object(let inner):
      reader.rejectUnknownKeys(inner, allowed: ["element"], in: "\"destination\"")
      guard
        let nameMember = reader.required(
          "element", in: inner, of: "\"destination\"", line: member.value.line),
        let name = reader.string(nameMember)
      else { return nil }
      guard firstIndex[name] != nil else {
        reader.fail("unknown destination element \"\(name)\"", line: nameMember.value.line)
        return nil
      }
      guard name != element else {
        reader.fail(
          "the destination element \"\(name)\" is the tossed element itself",
          line: nameMember.value.line)
        return nil
      }
      return .element(name)
    default:
      reader.fail(
        "\"destination\" must be a point [x, y] or {\"element\": NAME}, not \(member.value.typeName)",
        line: member.value.line)
      return nil
    }
  }
}

/// The springs a scene file has read without a fault, by what their objects hold: a scene
/// repeats its springs (every tossable of a field the same), and each is read in full once.
///
/// A `spring` object read without a fault gives a setting that depends on its keys, in order,
/// and their numbers alone, so an object holding the same keys in the same order with numbers
/// of the same bits gives the same setting; any other object, or one whose reading finds a
/// fault, is read in full each time.
private struct SpringMemo {
  private struct Key: Hashable {
    var keys: [String] = []
    var numbers: [UInt64] = []
  }

  private var settings: [Key: SpringSetting] = [:]

  /// The spring in `member`, as `SpringCodec.readSpring` reads it.
  mutating func read(_ member: JSONMember, reader: inout DocumentReader) -> SpringSetting {
    guard let members = member.value.members else { return SpringCodec.readSpring(member, reader: &reader) }
    var key = Key()
    key.keys.reserveCapacity(members.count)
    key.numbers.reserveCapacity(members.count)
    for item in members {
      guard case .number(let n) = item.value.kind else {
        return SpringCodec.readSpring(member, reader: &reader)
      }
      key.keys.append(item.key)
      key.numbers.append(n.bitPattern)
    }
    if let known = settings[key] { return known }
    let faultsBefore = reader.errors.count
    let setting = SpringCodec.readSpring(member, reader: &reader)
    if reader.errors.count == faultsBefore { settings[key] = setting }
    return setting
  }
}
