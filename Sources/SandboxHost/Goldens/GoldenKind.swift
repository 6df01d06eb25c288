/// Which kind of golden a script's output line writes: the one place a kind is mapped to its
/// strategy.
enum GoldenKind: String, Sendable, Equatable {
  /// A `capture` line's PNG.
  case still
  /// A `dump` line's state dump.
  case dump
  /// A `film` line's animated PNG.
  case film
  /// A `track` line's JSON Lines of dumps.
  case track

  /// How files of this kind are compared, described and shown.
  var strategy: any GoldenStrategy {
    switch self {
    case .still: StillGolden()
    case .dump: DumpGolden()
    case .film: FilmGolden()
    case .track: TrackGolden()
    }
  }
}

extension ScriptAction {
  /// The file this line writes into the output folder and its kind of golden, when it writes one.
  var goldenOutput: (name: String, kind: GoldenKind)? {
    switch self {
    case .capture(let name): (name, .still)
    case .dump(let name): (name, .dump)
    case .record(let line): (line.name, line.kind == .film ? .film : .track)
    default: nil
    }
  }
}

extension ScriptAction {
  /// The line's action key, as messages name the line: `capture`, `dump`, `film`, `track`, …
  var lineKind: String {
    switch self {
    case .touch: "touch"
    case .mouse: "mouse"
    case .wheel: "wheel"
    case .key: "key"
    case .capture: "capture"
    case .dump: "dump"
    case .record(let film): film.kind.rawValue
    case .setSpring: "set"
    }
  }
}
