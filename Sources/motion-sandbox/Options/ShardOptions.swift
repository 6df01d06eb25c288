import ArgumentParser
import SandboxHost

/// How `test` runs one part of a suite split over machines, and what it leaves for the merge.
struct ShardOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "Run only the I-th of N parts of the cases (1 ≤ I ≤ N); the same case is always in the same part for the "
        + "same N and cases.",
      valueName: "I/N"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "A durations file (JSON: \"suite/case\" to seconds): read to balance the shards by time when it exists, "
        + "and written with this run's times.",
      valueName: "FILE"))
  var durations: String?

  @Option(
    help: ArgumentHelp(
      "Write this run's results into DIR (blob.json and the report's pictures) for merge-reports.",
      valueName: "DIR"))
  var blob: String?

  func validate() throws {
    if let shard, Shard(spelling: shard) == nil { throw ValidationError(Shard.fault(of: shard)) }
  }
}
