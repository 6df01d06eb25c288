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

extension ScriptOutput.Kind {
  /// The kind of golden a suite keeps of this output, or nil for one it keeps none of (a tuned
  /// scene).
  var golden: GoldenKind? {
    switch self {
    case .capture: .still
    case .dump: .dump
    case .film: .film
    case .track: .track
    case .tunedScene: nil
    }
  }
}
