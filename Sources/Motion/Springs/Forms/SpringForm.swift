/// The ways a spring may be written, each a set of keys (as scene files spell them) that
/// converts exactly to and from `SpringCoefficients`.
///
/// `stiffness` belongs to both `physical` and `android`: `dampingRatio` makes it Android,
/// anything else physical.
public enum SpringForm: String, CaseIterable, Sendable {
  /// `stiffness`, `damping`, `mass`: the coefficients themselves.
  case physical
  /// SwiftUI's `response`, `dampingFraction` (`SwiftUIResponseSpring`).
  case swiftUIResponse
  /// SwiftUI's `duration`, `bounce` (`SwiftUIDurationSpring`).
  case swiftUIDuration
  /// Android's `stiffness`, `dampingRatio`, optional `mass` (`AndroidSpring`).
  case android
  /// react-spring's `tension`, `friction`, optional `mass` (`ReactSpringConfiguration`).
  case reactSpring
  /// Origami's `origamiTension`, `origamiFriction` (`OrigamiSpring`).
  case origami
  /// Origami's and React Native's `bounciness`, `speed` (`BouncySpring`).
  case bouncy

  /// The keys of the form, in the order they are written.
  public var keys: [String] {
    switch self {
    case .physical: ["stiffness", "damping", "mass"]
    case .swiftUIResponse: ["response", "dampingFraction"]
    case .swiftUIDuration: ["duration", "bounce"]
    case .android: ["stiffness", "dampingRatio", "mass"]
    case .reactSpring: ["tension", "friction", "mass"]
    case .origami: ["origamiTension", "origamiFriction"]
    case .bouncy: ["bounciness", "speed"]
    }
  }

  /// The keys that may be left out of a complete spring: `mass` (default 1) wherever the form
  /// has one, and for `physical` every key (the defaults are 342, 30 and 1).
  public var optionalKeys: Set<String> {
    switch self {
    case .physical: ["stiffness", "damping", "mass"]
    case .android, .reactSpring: ["mass"]
    default: []
    }
  }

  /// The form's name in words, for messages.
  public var title: String {
    switch self {
    case .physical: "stiffness, damping and mass"
    case .swiftUIResponse: "SwiftUI response and dampingFraction"
    case .swiftUIDuration: "SwiftUI duration and bounce"
    case .android: "Android stiffness and dampingRatio"
    case .reactSpring: "react-spring tension, friction and mass"
    case .origami: "Origami origamiTension and origamiFriction"
    case .bouncy: "bounciness and speed"
    }
  }

  /// The rule `key`'s value must meet in this form, in words and as a test.
  func rule(for key: String) -> (text: String, holds: (Double) -> Bool) {
    switch key {
    case "stiffness" where self == .android: ("above 0", { $0 > 0 })
    case "stiffness", "damping", "tension", "friction", "dampingFraction", "dampingRatio", "speed":
      ("0 or more", { $0 >= 0 })
    case "mass": ("above 0", { $0 > 0 })
    case "response", "duration": ("a number of seconds above 0", { $0 > 0 })
    case "bounce": ("between -1 and 1, both excluded", { $0 > -1 && $0 < 1 })
    case "origamiTension": ("at least -23.59 (a stiffness of 0)", { $0 >= OrigamiSpring.lowestTension })
    case "origamiFriction": ("at least -0.3333 (a damping of 0)", { $0 >= OrigamiSpring.lowestFriction })
    case "bounciness": ("from 0 to 42.5", { $0 >= 0 && $0 <= BouncySpring.largestBounciness })
    default: ("one of the keys " + keys.joined(separator: ", "), { _ in false })
    }
  }

  /// Checks one value of this form against its key's range; throws `outOfRange` naming the
  /// key, so that a file's error can name its line and key before the spring is complete.
  public func check(_ key: String, _ value: Double) throws(SpringFormError) {
    let rule = rule(for: key)
    guard value.isFinite, rule.holds(value) else {
      throw .outOfRange(key: key, value: value, rule: rule.text)
    }
  }

  /// Checks `values` of this form in order, as `check(_:_:)` does one: the first out of range
  /// throws, so a form's initializer names the same key whichever value is at fault.
  func check(_ values: KeyValuePairs<String, Double>) throws(SpringFormError) {
    for (key, value) in values { try check(key, value) }
  }

  /// The form a set of keys belongs to: the first form (in declaration order, so `physical`
  /// before `android`) that holds them all, or nil when no form does (they mix forms).
  public static func holding(_ keys: some Collection<String>) -> SpringForm? {
    allCases.first { form in keys.allSatisfy { form.keys.contains($0) } }
  }

  /// The spring `values` (keyed as `keys`) describe. A key left out takes its default: 1 for a
  /// mass; for `physical`, 342, 30 and 1. Throws `outOfRange` naming the key at fault,
  /// `missingKey` for a required key left out, or `invalidSpring`.
  public func coefficients(from values: [String: Double]) throws(SpringFormError) -> SpringCoefficients {
    func value(_ key: String, default fallback: Double? = nil) throws(SpringFormError) -> Double {
      if let v = values[key] { return v }
      if let fallback { return fallback }
      throw .missingKey(key, form: title)
    }
    switch self {
    case .physical:
      let k = try value("stiffness", default: 342)
      let c = try value("damping", default: 30)
      let m = try value("mass", default: 1)
      try check(["stiffness": k, "damping": c, "mass": m])
      return try Motion.coefficients(k, c, m)
    case .swiftUIResponse:
      return try SwiftUIResponseSpring(
        response: value("response"), dampingFraction: value("dampingFraction")
      ).coefficients
    case .swiftUIDuration:
      return try SwiftUIDurationSpring(duration: value("duration"), bounce: value("bounce")).coefficients
    case .android:
      return try AndroidSpring(
        stiffness: value("stiffness"), dampingRatio: value("dampingRatio"), mass: value("mass", default: 1)
      ).coefficients
    case .reactSpring:
      return try ReactSpringConfiguration(
        tension: value("tension"), friction: value("friction"), mass: value("mass", default: 1)
      ).coefficients
    case .origami:
      return try OrigamiSpring(tension: value("origamiTension"), friction: value("origamiFriction"))
        .coefficients
    case .bouncy:
      return try BouncySpring(bounciness: value("bounciness"), speed: value("speed")).coefficients
    }
  }

  /// `spring` written in this form, every key of `keys` with its value (mass 1 forms convert
  /// the same motion). Throws `notExpressible` when the form cannot hold it exactly.
  public func values(of spring: SpringCoefficients) throws(SpringFormError) -> [(key: String, value: Double)]
  {
    switch self {
    case .physical:
      return [("stiffness", spring.stiffness), ("damping", spring.damping), ("mass", spring.mass)]
    case .swiftUIResponse: return try SwiftUIResponseSpring(spring).formValues
    case .swiftUIDuration: return try SwiftUIDurationSpring(spring).formValues
    case .android: return try AndroidSpring(spring).formValues
    case .reactSpring: return ReactSpringConfiguration(spring).formValues
    case .origami: return try OrigamiSpring(spring).formValues
    case .bouncy: return try BouncySpring(spring).formValues
    }
  }

  /// Whether the form has a mass of its own; the others are mass 1, and a change made in them
  /// to a spring of another mass keeps that mass (`SpringCoefficients.scaled(toMass:)`).
  public var hasMass: Bool { keys.contains("mass") }

  /// `spring` with the keys of `changes` (all of this form) replaced: the spring written in
  /// this form, those values set, and read back; a form without mass keeps `spring`'s mass,
  /// and a form with one keeps it unless `changes` sets it.
  /// So `{"dampingFraction": 0.5}` keeps the response, and `{"bounce": 0.2}` the duration.
  public func applying(
    _ changes: [String: Double], to spring: SpringCoefficients
  ) throws(SpringFormError) -> SpringCoefficients {
    var values = changes
    // Only a change that leaves a key out needs the spring written in this form (which may
    // not hold it).
    if keys.contains(where: { changes[$0] == nil }) {
      for (key, value) in try self.values(of: spring) where values[key] == nil { values[key] = value }
    }
    let changed = try coefficients(from: values)
    if hasMass { return changed }
    do {
      return try changed.scaled(toMass: spring.mass)
    } catch {
      throw .invalidSpring(error)
    }
  }
}
