import Testing

@testable import SandboxHost

/// Which shard runs which case: every case once, the same way on every machine, balanced.
@Suite struct ShardPartitionTests {
  let names = (1...10).map { "suite/case-\($0)" }

  @Test func everyCaseRunsInExactlyOneShardAndCountsDifferByOneAtMost() {
    for count in 1...12 {
      let shards = ShardPartition.shards(of: names, count: count, durations: nil)
      #expect(shards.count == names.count)
      #expect(shards.allSatisfy { (1...count).contains($0) })
      let sizes = (1...count).map { shard in shards.filter { $0 == shard }.count }
      #expect(sizes.max()! - sizes.min()! <= 1, "\(count): \(sizes)")
    }
  }

  @Test func anyCountSplitsWithoutOverflowOrStoragePerShard() {
    // More shards than cases: each case its own shard, the lowest ones, as with as many shards
    // as cases. `index * count` overflowed for these counts, and a load per shard was kept.
    var durations = CaseDurations()
    durations.seconds = ["suite/case-2": 3, "suite/case-5": 1]
    for count in [11, 1_000_000_000_000, Int.max / 2, Int.max] {
      let plain = ShardPartition.shards(of: names, count: count, durations: nil)
      #expect(Set(plain).count == names.count, "\(count): \(plain)")
      #expect(plain == plain.sorted(), "\(count): \(plain)")
      #expect(
        ShardPartition.shards(of: names, count: count, durations: durations)
          == ShardPartition.shards(of: names, count: names.count, durations: durations), "\(count)")
    }
  }

  @Test func withoutDurationsEachShardHoldsConsecutiveCases() {
    #expect(ShardPartition.shards(of: names, count: 4, durations: nil) == [1, 1, 1, 2, 2, 3, 3, 3, 4, 4])
  }

  @Test func durationsBalanceTheShardsByTime() {
    // One long case and many short ones: by count the long case's shard would take 10 s, by
    // time it runs alone.
    var durations = CaseDurations()
    durations.seconds = Dictionary(uniqueKeysWithValues: names.map { ($0, 1.0) })
    durations.seconds["suite/case-1"] = 9
    let shards = ShardPartition.shards(of: names, count: 2, durations: durations)
    let load = { (shard: Int) in
      names.indices.filter { shards[$0] == shard }.map { durations.seconds[names[$0]]! }
    }
    #expect(load(1) == [9])
    #expect(load(2).reduce(0, +) == 9)
  }

  @Test func theSameCasesAndDurationsGiveTheSameShardsInAnyOrderOfTheDurationsFile() {
    let durations = CaseDurations(seconds: ["suite/case-3": 2, "suite/case-7": 2, "suite/case-9": 0.5])
    let reordered = CaseDurations(seconds: ["suite/case-9": 0.5, "suite/case-7": 2, "suite/case-3": 2])
    let first = ShardPartition.shards(of: names, count: 3, durations: durations)
    #expect(first == ShardPartition.shards(of: names, count: 3, durations: reordered))
    // A case never measured weighs as a typical one, so every shard still gets cases.
    #expect(Set(first) == [1, 2, 3])
  }
}
