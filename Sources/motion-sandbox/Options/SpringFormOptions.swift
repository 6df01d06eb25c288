import ArgumentParser

/// One of the seven forms' values, for `spring` (docs/springs.md lists which go together).
struct SpringFormOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: ArgumentHelp("Stiffness k (physical or Android).", valueName: "K"))
  var stiffness: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Damping c (physical).", valueName: "C"))
  var damping: Double?
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Mass m (physical, Android, react-spring).", valueName: "M"))
  var mass: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI response, seconds.", valueName: "R"))
  var response: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI damping fraction.", valueName: "Z"))
  var dampingFraction: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI duration, seconds.", valueName: "D"))
  var duration: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("SwiftUI bounce, in (-1, 1).", valueName: "B"))
  var bounce: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Android damping ratio.", valueName: "Z"))
  var dampingRatio: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("react-spring tension.", valueName: "K"))
  var tension: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("react-spring friction.", valueName: "C"))
  var friction: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Origami tension.", valueName: "T"))
  var origamiTension: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Origami friction.", valueName: "F"))
  var origamiFriction: Double?
  @Option(
    parsing: .unconditional, help: ArgumentHelp("Origami / React Native bounciness, 0-42.5.", valueName: "B"))
  var bounciness: Double?
  @Option(parsing: .unconditional, help: ArgumentHelp("Origami / React Native speed.", valueName: "S"))
  var speed: Double?

  /// The values given, by scene-file key (`dampingFraction` for `--damping-fraction`).
  var given: [(key: String, value: Double)] {
    let all: [(String, Double?)] = [
      ("stiffness", stiffness), ("damping", damping), ("mass", mass), ("response", response),
      ("dampingFraction", dampingFraction), ("duration", duration), ("bounce", bounce),
      ("dampingRatio", dampingRatio), ("tension", tension), ("friction", friction),
      ("origamiTension", origamiTension), ("origamiFriction", origamiFriction), ("bounciness", bounciness),
      ("speed", speed),
    ]
    return all.compactMap { key, value in value.map { (key, $0) } }
  }
}
