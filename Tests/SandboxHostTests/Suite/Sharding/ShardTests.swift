import Testing

@testable import SandboxHost

/// `--shard I/N` as people write it.
@Suite struct ShardTests {
  @Test func readsIOfN() {
    #expect(Shard(spelling: "2/4") == Shard(index: 2, count: 4))
    #expect(Shard(spelling: "1/1") == Shard(index: 1, count: 1))
  }

  @Test func refusesWhatIsNoPartOfAWhole() {
    for text in ["0/4", "5/4", "1/0", "-1/2", "2", "2/4/8", "a/b", "", "1 /2", "2/"] {
      #expect(Shard(spelling: text) == nil, "\(text)")
    }
    #expect(Shard.fault(of: "5/4").contains("\"5/4\""))
  }

  @Test func refusesMorePartsThanTheLargestCountSayingSo() {
    // N near Int.max overflowed the split; 1e12 made it keep a load per shard (8 TB).
    #expect(Shard(spelling: "1/\(Shard.largestCount)") == Shard(index: 1, count: Shard.largestCount))
    for text in ["1/\(Shard.largestCount + 1)", "1/4611686018427387904", "1/1000000000000"] {
      #expect(Shard(spelling: text) == nil, "\(text)")
      #expect(Shard.fault(of: text).contains("N must be at most \(Shard.largestCount)"), "\(text)")
    }
    #expect(!Shard(index: 1, count: Shard.largestCount + 1).isValid)
    #expect(Shard(index: 3, count: 4).isValid)
  }
}
