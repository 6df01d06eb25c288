import Motion

extension SpringFormValues where Number == Double {
  /// `spring` written in `form` (mass 1 forms hold the spring of mass 1 that moves the same);
  /// throws `notExpressible` when the form cannot hold it exactly.
  init(_ spring: SpringCoefficients, in form: SpringForm) throws(SpringFormError) {
    switch form {
    case .physical:
      self = .physical(stiffness: spring.stiffness, damping: spring.damping, mass: spring.mass)
    case .swiftUIResponse:
      let s = try SwiftUIResponseSpring(spring)
      self = .swiftUIResponse(response: s.response, dampingFraction: s.dampingFraction)
    case .swiftUIDuration:
      let s = try SwiftUIDurationSpring(spring)
      self = .swiftUIDuration(duration: s.duration, bounce: s.bounce)
    case .android:
      let s = try AndroidSpring(spring)
      self = .android(stiffness: s.stiffness, dampingRatio: s.dampingRatio, mass: s.mass)
    case .reactSpring:
      let s = ReactSpringConfiguration(spring)
      self = .reactSpring(tension: s.tension, friction: s.friction, mass: s.mass)
    case .origami:
      let s = try OrigamiSpring.studio(spring)
      self = .origami(origamiTension: s.tension, origamiFriction: s.friction)
    case .bouncy:
      let s = try BouncySpring(spring)
      self = .bouncy(bounciness: s.bounciness, speed: s.speed)
    }
  }

  /// The spring the values describe: each value checked against its key's range in order
  /// (`outOfRange` naming the first at fault), then the whole (`invalidSpring` when the values
  /// make no spring together).
  func coefficients() throws(SpringFormError) -> SpringCoefficients {
    switch self {
    case .physical(let stiffness, let damping, let mass):
      // Key by key, as the other forms' types check theirs (and without a list: the tuning
      // panel reads its spring every frame).
      try SpringForm.physical.check("stiffness", stiffness)
      try SpringForm.physical.check("damping", damping)
      try SpringForm.physical.check("mass", mass)
      do {
        return try SpringCoefficients(stiffness: stiffness, damping: damping, mass: mass)
      } catch {
        throw .invalidSpring(error)
      }
    case .swiftUIResponse(let response, let dampingFraction):
      return try SwiftUIResponseSpring(response: response, dampingFraction: dampingFraction).coefficients
    case .swiftUIDuration(let duration, let bounce):
      return try SwiftUIDurationSpring(duration: duration, bounce: bounce).coefficients
    case .android(let stiffness, let dampingRatio, let mass):
      return try AndroidSpring(stiffness: stiffness, dampingRatio: dampingRatio, mass: mass).coefficients
    case .reactSpring(let tension, let friction, let mass):
      return try ReactSpringConfiguration(tension: tension, friction: friction, mass: mass).coefficients
    case .origami(let tension, let friction):
      return try OrigamiSpring(tension: tension, friction: friction).coefficients
    case .bouncy(let bounciness, let speed):
      return try BouncySpring(bounciness: bounciness, speed: speed).coefficients
    }
  }
}

extension SpringFormValues where Number == Double? {
  /// No value at all of the physical form: a change of the threshold alone.
  static var none: Self { .physical(stiffness: nil, damping: nil, mass: nil) }

  /// Whether no value is given.
  var isEmpty: Bool { numbers.allSatisfy { $0 == nil } }

  /// The values given, each with its key, in the form's order.
  var given: [(key: String, value: Double)] {
    values.compactMap { pair in pair.value.map { (key: pair.key, value: $0) } }
  }

  /// The values given, each left out taken from `base`, which `base` gives in this form (it is
  /// asked only when a value is left out).
  func filled(
    from base: () throws(SpringFormError) -> SpringFormValues<Double>
  ) throws(SpringFormError) -> SpringFormValues<Double> {
    let numbers = self.numbers
    guard numbers.contains(nil) else {
      return SpringFormValues<Double>(form: form, numbers: numbers.compactMap { $0 })
    }
    let others = try base().numbers
    return SpringFormValues<Double>(form: form, numbers: zip(numbers, others).map { $0 ?? $1 })
  }
}
