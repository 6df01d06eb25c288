import Motion

/// The values of one spring form (docs/springs.md), each under its own name: `Double` for a
/// whole spring, `Double?` for a `set` line's change, where a value left out keeps its own.
enum SpringFormValues<Number: Sendable & Hashable>: Sendable, Hashable {
  /// `stiffness`, `damping`, `mass`: the coefficients themselves.
  case physical(stiffness: Number, damping: Number, mass: Number)
  /// SwiftUI's `response`, `dampingFraction`.
  case swiftUIResponse(response: Number, dampingFraction: Number)
  /// SwiftUI's `duration`, `bounce`.
  case swiftUIDuration(duration: Number, bounce: Number)
  /// Android's `stiffness`, `dampingRatio`, `mass`.
  case android(stiffness: Number, dampingRatio: Number, mass: Number)
  /// react-spring's `tension`, `friction`, `mass`.
  case reactSpring(tension: Number, friction: Number, mass: Number)
  /// Origami's `origamiTension`, `origamiFriction`.
  case origami(origamiTension: Number, origamiFriction: Number)
  /// Origami's and React Native's `bounciness`, `speed`.
  case bouncy(bounciness: Number, speed: Number)

  /// The values of `form`, `numbers` in the order of its keys (`SpringForm.keys`), one each.
  init(form: SpringForm, numbers: [Number]) {
    precondition(numbers.count == form.keys.count, "one number for each key of the form")
    let n = numbers
    switch form {
    case .physical: self = .physical(stiffness: n[0], damping: n[1], mass: n[2])
    case .swiftUIResponse: self = .swiftUIResponse(response: n[0], dampingFraction: n[1])
    case .swiftUIDuration: self = .swiftUIDuration(duration: n[0], bounce: n[1])
    case .android: self = .android(stiffness: n[0], dampingRatio: n[1], mass: n[2])
    case .reactSpring: self = .reactSpring(tension: n[0], friction: n[1], mass: n[2])
    case .origami: self = .origami(origamiTension: n[0], origamiFriction: n[1])
    case .bouncy: self = .bouncy(bounciness: n[0], speed: n[1])
    }
  }

  /// The values of `form`, `number` giving each key's, asked in the order of the keys.
  init<Failure: Error>(form: SpringForm, number: (String) throws(Failure) -> Number) throws(Failure) {
    self.init(form: form, numbers: try form.keys.map(number))
  }

  /// The form the values are written in.
  var form: SpringForm {
    switch self {
    case .physical: .physical
    case .swiftUIResponse: .swiftUIResponse
    case .swiftUIDuration: .swiftUIDuration
    case .android: .android
    case .reactSpring: .reactSpring
    case .origami: .origami
    case .bouncy: .bouncy
    }
  }

  /// The values in the order of the form's keys.
  var numbers: [Number] {
    switch self {
    case .physical(let a, let b, let c), .android(let a, let b, let c), .reactSpring(let a, let b, let c):
      [a, b, c]
    case .swiftUIResponse(let a, let b), .swiftUIDuration(let a, let b), .origami(let a, let b),
      .bouncy(let a, let b):
      [a, b]
    }
  }

  /// Each key of the form with its value, in the form's order.
  var values: [(key: String, value: Number)] {
    zip(form.keys, numbers).map { (key: $0, value: $1) }
  }
}
