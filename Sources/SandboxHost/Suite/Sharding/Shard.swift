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

  /// Reads `I/N` as `--shard` takes it (whole numbers, 1 ≤ I ≤ N); nil for anything else.
  package init?(spelling text: String) {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
      (1...count).contains(index)
    else { return nil }
    self.init(index: index, count: count)
  }

  /// The fault of a `--shard` value that `init(spelling:)` refuses.
  package static func fault(of text: String) -> String {
    "--shard must be I/N, whole numbers with 1 ≤ I ≤ N (such as 2/4), not \"\(text)\""
  }

  /// `2/4`.
  var spelling: String { "\(index)/\(count)" }
}
