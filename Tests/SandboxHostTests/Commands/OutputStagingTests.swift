import Foundation
import Testing

@testable import SandboxHost

@Suite struct OutputStagingTests {
  private func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  /// An output folder `out` in `directory` holding `old` as `name`.
  private func outputFolder(in directory: TemporaryDirectory, holding name: String, _ old: String) throws
    -> String
  {
    let out = directory.path("out")
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    try directory.write("out/" + name, old)
    return out
  }

  @Test func committedOutputsReplaceTheOldOnesAndFinalJSONComesLast() throws {
    let directory = try TemporaryDirectory()
    let out = try outputFolder(in: directory, holding: "final.json", "old")
    let staging = try OutputStaging(in: out)
    for name in ["final.json", "final.png", "a.json"] {
      try Data(name.utf8).write(to: URL(fileURLWithPath: staging.stagedPath(of: name)))
    }
    #expect(try String(contentsOfFile: directory.path("out/final.json"), encoding: .utf8) == "old")
    #expect(try staging.commit() == ["a.json", "final.png", "final.json"])
    #expect(try names(in: out) == ["a.json", "final.json", "final.png"])
    #expect(try String(contentsOfFile: directory.path("out/final.json"), encoding: .utf8) == "final.json")
    #expect(staging.finalPath(ofStaged: staging.stagedPath(of: "a.json")) == out + "/a.json")
  }

  @Test func aStagingFolderAKilledRunLeftIsNoEarlierRunAndIsRemoved() throws {
    // A replay killed by a closed terminal (SIGHUP) or a closed pipe (SIGPIPE) left its staging
    // folder, and every later replay into the folder was refused as if it held an earlier run.
    let directory = try TemporaryDirectory()
    let out = directory.path("out")
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let abandoned = OutputStaging.namePrefix + "\(finished.processIdentifier)-abcdef"
    let alive = OutputStaging.namePrefix + "\(getpid())-ghijkl"
    for name in [abandoned, alive] {
      try FileManager.default.createDirectory(atPath: out + "/" + name, withIntermediateDirectories: true)
    }
    // A running process's folder still counts, as a run into the same folder at the same time.
    #expect(OutputFolder.earlierRun(in: out, option: "--out")?.message.contains(alive) == true)
    try FileManager.default.removeItem(atPath: out + "/" + alive)
    #expect(OutputFolder.earlierRun(in: out, option: "--out") == nil)
    let staging = try OutputStaging(in: out)
    let left = try FileManager.default.contentsOfDirectory(atPath: out)
    #expect(left == [URL(fileURLWithPath: staging.path).lastPathComponent])
    staging.discard()
  }

  @Test func aDiscardedSetLeavesTheFolderAsItWas() throws {
    // A replay that failed at run time left final.json without final.png (issue 9, point 9).
    let directory = try TemporaryDirectory()
    let out = try outputFolder(in: directory, holding: "keep.txt", "kept")
    let staging = try OutputStaging(in: out)
    try Data("half".utf8).write(to: URL(fileURLWithPath: staging.stagedPath(of: "final.json")))
    staging.discard()
    #expect(try names(in: out) == ["keep.txt"])
  }
}
