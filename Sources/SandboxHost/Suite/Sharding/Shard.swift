/// One part of a suite split for several machines: `--shard I/N` runs the I-th of N parts
/// (docs/suites.md, "Shards").
package struct Shard: Sendable, Equatable, Codable {
  /// Which part, from 1.
  package var index: Int
  /// How many parts there are, at least 1.
  package var count: Int

  /// The whole suite as one part (a run without `--shard`).
  static let whole = Shard(index: 1, count: 1)

  /// Creates the part `index` of `count` (1 ≤ index ≤ count).
  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// The most parts a run may be split into. A part is a machine's job (GitHub Actions runs at
  /// most 256 of a matrix), and `merge-reports` needs every part's blob: a larger N is a
  /// mistake, and one near `Int.max` overflowed the split.
  package static let largestCount = 1000

  /// Reads `I/N` as `--shard` takes it (whole numbers, 1 ≤ I ≤ N ≤ `largestCount`); nil for
  /// anything else.
  package init?(spelling text: String) {
    guard let (index, count) = Self.numbers(of: text), (1...Self.largestCount).contains(count),
      (1...count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }

  /// The fault of a `--shard` value that `init(spelling:)` refuses.
  package static func fault(of text: String) -> String {
    if let (index, count) = numbers(of: text), count > largestCount, (1...count).contains(index) {
      return "--shard: N must be at most \(largestCount), not \(count) (in \"\(text)\")"
    }
    return "--shard must be I/N, whole numbers with 1 ≤ I ≤ N (such as 2/4), not \"\(text)\""
  }

  /// Whether this is a part of a split `--shard` takes.
  var isValid: Bool { (1...Self.largestCount).contains(count) && (1...count).contains(index) }

  /// The two whole numbers of `I/N`, whatever their values.
  private static func numbers(of text: String) -> (Int, Int)? {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
    return (index, count)
  }

  /// `2/4`.
  var spelling: String { "\(index)/\(count)" }
}
