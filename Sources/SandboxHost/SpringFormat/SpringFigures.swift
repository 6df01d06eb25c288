import Motion

/// A spring's values as people read and write them: each rounded to what matters (a duration
/// or a response to the millisecond, a bounce or a damping ratio to 0.01, a stiffness, a
/// damping, a tension or a friction to 0.1, a mass to 0.01), with one more decimal for every
/// value while the spring the rounded values name would differ from the spring itself by more
/// than 1 % in stiffness, damping or mass. A tuned scene writes `"duration": 0.455`, never
/// `0.45451636509017485`.
enum SpringFigures {
  /// How far the named spring may stray, a fraction of each physical value.
  static let tolerance = 0.01

  /// The decimals `key` is rounded to at first.
  static func decimals(of key: String) -> Int {
    switch key {
    case "duration", "response": 3
    case "bounce", "dampingFraction", "dampingRatio", "mass": 2
    default: 1
    }
  }

  /// `fields` (the values of `spring` in `form`, the threshold left out) rounded for people.
  static func rounded(
    _ fields: [(key: String, value: Double)], in form: SpringForm, naming spring: SpringSetting
  ) -> [(key: String, value: Double)] {
    for extra in 0...12 {
      let candidate = fields.map { ($0.key, round($0.value, decimals: decimals(of: $0.key) + extra)) }
      if names(candidate, in: form, spring) { return candidate }
    }
    return fields
  }

  /// Whether `fields` in `form` name a spring within `tolerance` of `spring`.
  private static func names(
    _ fields: [(key: String, value: Double)], in form: SpringForm, _ spring: SpringSetting
  ) -> Bool {
    let given = SpringFormValues<Double?>(form: form) { key in fields.first { $0.key == key }?.value }
    guard let named = try? SpringSetting(completing: given) else { return false }
    return close(named.stiffness, spring.stiffness) && close(named.damping, spring.damping)
      && close(named.mass, spring.mass)
  }

  private static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= tolerance * max(abs(a), abs(b)) || abs(a - b) < 1e-12
  }

  private static func round(_ value: Double, decimals: Int) -> Double {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    return rounded.isFinite ? rounded : value
  }
}
