/// Which cases each shard runs: stable (a case's shard depends only on the case names, N and the
/// durations given, never on the machine or the order cases finish) and balanced.
enum ShardPartition {
  /// The shard (from 1) of each of `names`, in the same order.
  ///
  /// Without durations the cases are cut into N runs of consecutive cases whose counts differ
  /// by at most one, keeping each suite's cases together. With durations, longest first (ties
  /// by name), each case goes to the shard with the least time so far (ties to the lower shard):
  /// a case never measured counts as the mean of those measured, so a new case weighs like a
  /// typical one.
  static func shards(of names: [String], count: Int, durations: CaseDurations?) -> [Int] {
    guard count > 1, !names.isEmpty else { return names.map { _ in 1 } }
    guard let durations, !durations.seconds.isEmpty else {
      // In full width: `index * count` overflows for a count near `Int.max`.
      return names.indices.map { index in
        names.count.dividingFullWidth(index.multipliedFullWidth(by: count)).quotient + 1
      }
    }
    let known = names.compactMap { durations.seconds[$0] }
    let typical = known.isEmpty ? 1 : known.reduce(0, +) / Double(known.count)
    let weights = names.map { durations.seconds[$0] ?? typical }
    let order = names.indices.sorted {
      weights[$0] != weights[$1] ? weights[$0] > weights[$1] : (names[$0], $0) < (names[$1], $1)
    }
    // Each case goes to an empty shard while there is one, the lowest first, so shards past the
    // number of cases stay empty: no load need be kept for them, however large `count` is.
    var loads = [Double](repeating: 0, count: min(count, names.count))
    var result = [Int](repeating: 1, count: names.count)
    for index in order {
      var lightest = 0
      for shard in loads.indices.dropFirst() where loads[shard] < loads[lightest] { lightest = shard }
      loads[lightest] += weights[index]
      result[index] = lightest + 1
    }
    return result
  }
}
