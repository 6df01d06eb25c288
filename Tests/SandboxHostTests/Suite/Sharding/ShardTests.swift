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
}
