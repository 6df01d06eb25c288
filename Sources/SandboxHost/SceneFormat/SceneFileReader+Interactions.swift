import Motion

/// Reading a scene file's interactions: each one's type, element and keys, its constraints and
/// what its release does (docs/scene-files.md).
extension SceneFileReader {
  /// One entry of `interactions`, or nil when it has a fault (each recorded with its line).
  /// `firstIndex` is where each element name is first declared; `springs` holds the springs
  /// read so far.
  static func readInteraction(
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
    constraints.rubberBand = readBand(
      "rubberBand", past: "bounds", hasBounds: boundsMember != nil, zeroHolds: false, in: members,
      reader: &reader, isValid: &isValid)
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
    release.scaleRubberBand = readBand(
      "scaleRubberBand", past: "scaleBounds", hasBounds: boundsMember != nil, zeroHolds: true, in: members,
      reader: &reader, isValid: &isValid)
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

  /// The length of the rubber band `key`, which stretches past the bounds `boundsKey` (given
  /// when `hasBounds`): a finite number above 0, or 0 too when `zeroHolds` (a band of 0 holds
  /// the value at its bound). Nil when absent or wrong; a wrong one is recorded with its line
  /// and clears `isValid`.
  private static func readBand(
    _ key: String, past boundsKey: String, hasBounds: Bool, zeroHolds: Bool, in members: [JSONMember],
    reader: inout DocumentReader, isValid: inout Bool
  ) -> Double? {
    guard let member = reader.member(key, in: members) else { return nil }
    guard let n = reader.number(member) else {
      isValid = false
      return nil
    }
    if !n.isFinite || (zeroHolds ? !(n >= 0) : !(n > 0)) {
      reader.fail(
        "\"\(key)\" must be \(zeroHolds ? "0 or above" : "above 0"), not \(n.messageSpelling)",
        line: member.value.line)
    } else if !hasBounds {
      reader.fail("\"\(key)\" needs \"\(boundsKey)\" to stretch past", line: member.value.line)
    } else {
      return n
    }
    isValid = false
    return nil
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
}
