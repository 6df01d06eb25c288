/// How far an output may be from its golden, each kind of golden using its own (the keys of
/// `case.json` and the options of `compare`; docs/suites.md). The defaults are exact.
struct GoldenTolerances: Sendable, Equatable {
  /// `tolerance`: the largest difference of one channel (0–255) of a still's or a film frame's
  /// pixel that is not a difference.
  var pixels = CommandLineDefaults.imageTolerance
  /// `maxPixels` or `maxPixelRatio`: how many pixels of a still, or of each film frame, may
  /// differ beyond `pixels`.
  var allowance = PixelAllowance.pixels(0)
  /// `dumpTolerance` and the quantities' own (`points`, `scale`, `radians`,
  /// `pointsPerSecond`), for the numbers of dumps and tracks.
  var numbers = NumberTolerances()
}

/// How many pixels of an image may differ beyond the channel tolerance.
enum PixelAllowance: Sendable, Equatable, CustomStringConvertible {
  /// At most this many (`maxPixels`, ≥ 0).
  case pixels(Int)
  /// At most this fraction of the image's pixels, rounded down (`maxPixelRatio`, 0–1).
  case ratio(Double)

  /// How many of `total` pixels may differ.
  func allowed(of total: Int) -> Int {
    switch self {
    case .pixels(let count): count
    case .ratio(let ratio): Int((ratio * Double(total)).rounded(.down))
    }
  }

  /// What is wrong with the allowance (a count below 0, a ratio outside 0–1), or nil.
  var fault: String? {
    switch self {
    case .pixels(let count): count >= 0 ? nil : "maxPixels must be 0 or more, not \(count)"
    case .ratio(let ratio):
      (0...1).contains(ratio) ? nil : "maxPixelRatio must be from 0 to 1, not \(ratio.messageSpelling)"
    }
  }

  /// `maxPixels 12`, `maxPixelRatio 0.001`.
  var description: String {
    switch self {
    case .pixels(let count): "maxPixels \(count)"
    case .ratio(let ratio): "maxPixelRatio \(ratio.messageSpelling)"
    }
  }
}
