/// What `motion-sandbox merge-reports` was asked to do (docs/suites.md, "Merging shards").
package struct MergeReportsOptions: Sendable {
  /// The blob folders that `test --blob` wrote, one a shard, in any order.
  package var blobDirectories: [String]
  /// Where to write the merged JUnit XML, if anywhere.
  package var junitPath: String?
  /// Where to write the merged HTML report, if anywhere.
  package var reportDirectory: String?
  /// The durations file to write every shard's times into, if any.
  package var durationsPath: String?

  /// Creates options merging these blob folders, writing nothing yet.
  package init(blobDirectories: [String]) {
    self.blobDirectories = blobDirectories
  }
}
