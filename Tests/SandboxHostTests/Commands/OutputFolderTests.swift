import Foundation
import Testing

@testable import SandboxHost

@Suite struct OutputFolderTests {
  @Test func aOneLetterFolderBesideUsIsFine() {
    #expect(OutputFolder.problem(with: "o", option: "--out") == nil)
    #expect(OutputFolder.problem(with: "", option: "--out") != nil)
  }

  @Test func aLinkToNothingIsBadInputNotARunTimeFailure() throws {
    // `--out` as a broken link or a loop of links passed the check and failed at run time
    // (status 1, "cannot create loopA: File exists").
    let directory = try TemporaryDirectory()
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: directory.path("dangling"), withDestinationPath: "nowhere")
    try fm.createSymbolicLink(atPath: directory.path("loopA"), withDestinationPath: "loopB")
    try fm.createSymbolicLink(atPath: directory.path("loopB"), withDestinationPath: "loopA")
    for name in ["dangling", "loopA"] {
      let problem = OutputFolder.problem(with: directory.path(name), option: "--out")
      #expect(problem?.message == "--out is a link that leads to no folder (it is broken or loops)")
    }
    try fm.createDirectory(atPath: directory.path("real"), withIntermediateDirectories: true)
    try fm.createSymbolicLink(atPath: directory.path("toReal"), withDestinationPath: "real")
    #expect(OutputFolder.problem(with: directory.path("toReal"), option: "--out") == nil)
  }

  @Test func aFolderUnderAFileCannotBeMade() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("of-\(UUID().uuidString)")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    #expect(OutputFolder.problem(with: file.path + "/inner", option: "--out") != nil)
    #expect(OutputFolder.problem(with: file.path, option: "--out") != nil)
  }
}

@Suite struct EarlierRunTests {
  @Test func aFolderHoldingAnythingIsFromAnEarlierRun() throws {
    let folder = try TemporaryDirectory()
    #expect(OutputFolder.earlierRun(in: folder.path("absent"), option: "--out") == nil)
    #expect(OutputFolder.earlierRun(in: folder.url.path, option: "--out") == nil)
    try folder.write(".hidden", "")
    try folder.write("final.json", "{}")
    let problem = try #require(OutputFolder.earlierRun(in: folder.url.path, option: "--out"))
    #expect(problem.message.contains("2 files") && problem.message.contains("--overwrite"))
  }
}

/// The diff image of `compare` goes into the current folder unless --diff says otherwise: never
/// beside the inputs.
@Test func theDefaultDiffImageGoesIntoTheCurrentFolder() {
  #expect(Commands.defaultDiffPath(for: "runs/one/final.png") == "final-diff.png")
  #expect(Commands.defaultDiffPath(for: "final") == "final-diff.png")
  #expect(Commands.defaultDiffPath(for: "/a/.hidden") == ".hidden-diff.png")
}
