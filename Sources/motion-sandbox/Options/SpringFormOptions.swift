import ArgumentParser

/// One of the seven forms' values, for `spring` (docs/springs.md lists which go together): four
/// groups, so that `--help` lists the options of each form together.
struct SpringFormOptions: ParsableArguments {
  @OptionGroup(title: "Physical spring, Android / Compose") var physical: PhysicalForm
  @OptionGroup(title: "SwiftUI spring") var swiftUI: SwiftUIForm
  @OptionGroup(title: "react-spring") var reactSpring: ReactSpringForm
  @OptionGroup(title: "Origami, React Native") var origami: OrigamiForm

  /// The values given, by scene-file key (`dampingFraction` for `--damping-fraction`).
  var given: [(key: String, value: Double)] {
    let all: [(String, Double?)] = [
      ("stiffness", physical.stiffness), ("damping", physical.damping), ("mass", physical.mass),
      ("response", swiftUI.response), ("dampingFraction", swiftUI.dampingFraction),
      ("duration", swiftUI.duration), ("bounce", swiftUI.bounce), ("dampingRatio", physical.dampingRatio),
      ("tension", reactSpring.tension), ("friction", reactSpring.friction),
      ("origamiTension", origami.origamiTension), ("origamiFriction", origami.origamiFriction),
      ("bounciness", origami.bounciness), ("speed", origami.speed),
    ]
    return all.compactMap { key, value in value.map { (key, $0) } }
  }
}

/// The help of a form's value: its meaning, and the letter that names it. Values may be
/// negative (a SwiftUI bounce), so each option takes the word after it whatever it looks like.
private func form(_ meaning: String, _ letter: String) -> ArgumentHelp {
  ArgumentHelp(meaning, valueName: letter)
}

/// A physical spring's values (react-spring's mass too), and Android's damping ratio.
struct PhysicalForm: ParsableArguments {
  @Option(parsing: .unconditional, help: form("Stiffness k (physical, Android).", "K")) var stiffness: Double?
  @Option(parsing: .unconditional, help: form("Damping c (physical).", "C")) var damping: Double?
  @Option(parsing: .unconditional, help: form("Mass m (physical, Android, react-spring).", "M"))
  var mass: Double?
  @Option(parsing: .unconditional, help: form("Android damping ratio.", "Z")) var dampingRatio: Double?
}

/// SwiftUI's two spellings: response and damping fraction, or duration and bounce.
struct SwiftUIForm: ParsableArguments {
  @Option(parsing: .unconditional, help: form("SwiftUI response, seconds.", "R")) var response: Double?
  @Option(parsing: .unconditional, help: form("SwiftUI damping fraction.", "Z")) var dampingFraction: Double?
  @Option(parsing: .unconditional, help: form("SwiftUI duration, seconds.", "D")) var duration: Double?
  @Option(parsing: .unconditional, help: form("SwiftUI bounce, in (-1, 1).", "B")) var bounce: Double?
}

/// react-spring's tension and friction.
struct ReactSpringForm: ParsableArguments {
  @Option(parsing: .unconditional, help: form("react-spring tension.", "K")) var tension: Double?
  @Option(parsing: .unconditional, help: form("react-spring friction.", "C")) var friction: Double?
}

/// Origami's tension and friction, and the bounciness and speed Origami and React Native share.
struct OrigamiForm: ParsableArguments {
  @Option(parsing: .unconditional, help: form("Origami tension.", "T")) var origamiTension: Double?
  @Option(parsing: .unconditional, help: form("Origami friction.", "F")) var origamiFriction: Double?
  @Option(parsing: .unconditional, help: form("Origami / React Native bounciness, 0-42.5.", "B"))
  var bounciness: Double?
  @Option(parsing: .unconditional, help: form("Origami / React Native speed.", "S")) var speed: Double?
}
