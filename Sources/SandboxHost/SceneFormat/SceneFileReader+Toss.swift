/// Reading a tossable's destinations, container and spring (docs/scene-files.md).
extension SceneFileReader {
  /// A tossable's `destination`, `destinations` or `glide` (exactly one), its `container` and
  /// its `spring`; nil when its destinations are wrong (each fault recorded with its line).
  static func readToss(
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
