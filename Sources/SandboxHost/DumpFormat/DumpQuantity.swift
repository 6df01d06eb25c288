/// What a number of a state dump measures, for tolerances in the motion's own units
/// (`points`, `scale`, `radians`, `pointsPerSecond` in `case.json` and `compare`).
enum DumpQuantity: String, Sendable, CaseIterable {
  /// An element's `position`, `size` and `corners`.
  case points
  /// An element's `scale`.
  case scale
  /// An element's `rotation`.
  case radians
  /// An element's `velocity`.
  case pointsPerSecond

  /// `compare`'s option for the quantity, without its dashes (`points-per-second`).
  var optionName: String { self == .pointsPerSecond ? "points-per-second" : rawValue }

  /// The unit after a value in a message.
  var unit: String {
    switch self {
    case .points: "pt"
    case .scale: "× scale"
    case .radians: "rad"
    case .pointsPerSecond: "pt/s"
    }
  }

  /// The quantity of the number at `path` (`elements[square].position[0]`), by the last key
  /// of its path; nil for numbers of no quantity (`t`, `touches`, `anchorPoint`).
  static func of(path: String) -> DumpQuantity? {
    guard let dot = path.lastIndex(of: ".") else { return nil }
    let key = path[path.index(after: dot)...].prefix { $0 != "[" }
    switch key {
    case "position", "size", "corners": return .points
    case "scale": return .scale
    case "rotation": return .radians
    case "velocity": return .pointsPerSecond
    default: return nil
    }
  }
}
