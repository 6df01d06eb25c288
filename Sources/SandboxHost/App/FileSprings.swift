import Motion

/// Each interaction's spring parameters as the scene file gave them when it was loaded, by
/// interaction index: what tells a tuned value from the file's when the file is loaded again.
///
/// Each distinct set of parameters is kept once, and each interaction keeps the position of its
/// own: the springs of a large scene mostly share one set, so that is four bytes an interaction
/// rather than a copy each.
struct FileSprings {
  private var distinct: [SpringSetting] = []
  /// The position in `distinct` of each interaction's parameters, or -1 for an interaction
  /// without a spring.
  private var positions: [Int32] = []

  /// No interactions.
  init() {}

  /// The parameters of every spring of `loaded`.
  init(of loaded: LoadedScene) {
    let interactions = loaded.runtime.interactions
    // A spring with the very values of the spring before it (as most in a large scene) takes
    // that one's parameters rather than checking the same values again.
    var last: (values: SpringBits, parameters: SpringSetting?)?
    self.init(count: interactions.count) { index in
      guard let spring = TunableSprings.spring(of: interactions[index].interaction) else { return nil }
      let values = SpringBits(spring)
      if let last, last.values == values { return last.parameters }
      let parameters = try? TunableSprings.parameters(of: spring)
      last = (values, parameters)
      return parameters
    }
  }

  /// The parameters `parameters(index)` gives each of `count` interactions.
  private init(count: Int, _ parameters: (Int) -> SpringSetting?) {
    var positionOf: [SpringSetting: Int32] = [:]
    // Parameters equal to the last ones looked up are found without hashing them again.
    var last: (parameters: SpringSetting, position: Int32)?
    positions = (0..<count).map { index in
      guard let parameters = parameters(index) else { return -1 }
      if let last, last.parameters == parameters { return last.position }
      let position: Int32
      if let found = positionOf[parameters] {
        position = found
      } else {
        position = Int32(distinct.count)
        distinct.append(parameters)
        positionOf[parameters] = position
      }
      last = (parameters, position)
      return position
    }
  }

  /// These parameters once the file went from `old` to `new`, its interactions matched by
  /// `match`: each kept as the old file had it is now as the new file has it; each kept
  /// otherwise (as `w` wrote it) stays with its interaction.
  func rebased(from old: FileSprings, to new: FileSprings, matching match: InteractionMatch) -> FileSprings {
    FileSprings(count: new.count) { index in
      guard match.oldIndex.indices.contains(index), let oldIndex = match.oldIndex[index] else {
        return new[index]
      }
      let kept = self[oldIndex]
      return kept == nil || kept == old[oldIndex] ? new[index] : kept
    }
  }

  /// The number of interactions.
  var count: Int { positions.count }

  /// The parameters the file gave the spring of the interaction at `index`, or nil when it has
  /// none or `index` is past the last interaction.
  subscript(index: Int) -> SpringSetting? {
    guard positions.indices.contains(index), positions[index] >= 0 else { return nil }
    return distinct[Int(positions[index])]
  }
}

/// A spring's stiffness, damping, mass and threshold as bits: equal only for the very same values.
private struct SpringBits: Equatable {
  let stiffness: UInt64
  let damping: UInt64
  let mass: UInt64
  let threshold: UInt64

  init(_ spring: Spring<Point>) {
    stiffness = spring.stiffnessValue.bitPattern
    damping = spring.dampingValue.bitPattern
    mass = spring.massValue.bitPattern
    threshold = spring.threshold.bitPattern
  }
}
