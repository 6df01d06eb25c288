import Foundation

/// The differing fields of a dump with those that follow from others folded under them: an
/// element's `corners` are where its `position`, `size`, `anchorPoint`, `scale` and `rotation`
/// put them, so when one of those differs the corners' differences say nothing more. Corners
/// that differ alone (a change in how corners are computed) are shown.
struct FoldedDifferences: Sendable, Equatable {
  /// The fields shown, in the dump's order.
  var shown: [DumpDifference]
  /// The fields folded under the ones they follow from.
  var folded: [DumpDifference]

  /// The keys of an element from which its corners follow.
  static let cornerSources = ["position", "size", "anchorPoint", "scale", "rotation"]

  /// `fields` split into those shown and those folded.
  init(_ fields: [DumpDifference]) {
    var elementsWithSources = Set<Substring>()
    for field in fields {
      if let (element, key) = Self.elementAndKey(field.path), Self.cornerSources.contains(String(key)) {
        elementsWithSources.insert(element)
      }
    }
    shown = []
    folded = []
    for field in fields {
      if let (element, key) = Self.elementAndKey(field.path), key == "corners",
        elementsWithSources.contains(element)
      {
        folded.append(field)
      } else {
        shown.append(field)
      }
    }
  }

  /// `(elements[square], position)` for `elements[square].position[0]`; nil for a field that is
  /// not an element's.
  private static func elementAndKey(_ path: String) -> (element: Substring, key: Substring)? {
    // The last "]." ends the element's label: a name may hold dots and brackets of its own,
    // an element's keys do not.
    guard path.hasPrefix("elements["), let close = path.range(of: "].", options: .backwards) else {
      return nil
    }
    let key = path[close.upperBound...].prefix { $0 != "[" && $0 != "." }
    return (path[..<close.lowerBound], key)
  }

  /// `(and 8 corners that follow from them)`, or nil when none is folded.
  var foldedNote: String? {
    guard !folded.isEmpty else { return nil }
    return "(and \(folded.count) corner \(folded.count == 1 ? "number" : "numbers") that follow from them)"
  }
}
