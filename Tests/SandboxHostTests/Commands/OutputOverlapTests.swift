import Foundation
import Testing

@testable import SandboxHost

/// Outputs of one command that land on each other are refused before anything runs: one
/// output never silently replaces another.
@Suite struct OutputOverlapTests {
  @Test func filesAtOnePathOrInsideAFolderOutputAndNestedFoldersOverlap() throws {
    let folder = try TemporaryDirectory()
    let report = OutputOverlap.Output(option: "--report", path: folder.path("out/rep"), isFolder: true)
    func file(_ option: String, _ path: String) -> OutputOverlap.Output {
      .init(option: option, path: folder.path(path), isFolder: false)
    }
    let overlapping: [[OutputOverlap.Output]] = [
      [report, file("--junit", "out/rep/report.js")],
      [report, file("--junit", "out/rep/cases.json")],
      [report, file("--durations", "out/rep")],
      [file("--junit", "out/same.xml"), file("--durations", "out/./same.xml")],
      [
        .init(option: "--blob", path: folder.path("out/b"), isFolder: true),
        file("--junit", "out/b/blob.json"),
      ],
      [report, .init(option: "--blob", path: folder.path("out/rep/"), isFolder: true)],
      [report, .init(option: "--blob", path: folder.path("out/rep/blob"), isFolder: true)],
    ]
    for outputs in overlapping {
      let errors = OutputOverlap.problems(among: outputs)
      #expect(errors.count == 1, "\(outputs)")
      let message = errors.first?.description ?? ""
      #expect(message.contains(outputs[0].option) && message.contains(outputs[1].option), "\(message)")
      #expect(message.contains("outputs never write over each other"), "\(message)")
    }
    let apart = [
      report, file("--junit", "out/junit.xml"), file("--durations", "out/durations.json"),
      .init(option: "--blob", path: folder.path("out/blob"), isFolder: true),
    ]
    #expect(OutputOverlap.problems(among: apart).isEmpty)
  }

  @Test func aFileOutputLinkedToAnotherIsTheSameFile() throws {
    let folder = try TemporaryDirectory()
    let target = try folder.write("junit.xml", "")
    try FileManager.default.createSymbolicLink(atPath: folder.path("link.xml"), withDestinationPath: target)
    let errors = OutputOverlap.problems(among: [
      .init(option: "--junit", path: target, isFolder: false),
      .init(option: "--durations", path: folder.path("link.xml"), isFolder: false),
    ])
    #expect(
      errors.map(\.message) == [
        "--junit and --durations name the same file \(folder.path("link.xml"))"
          + "; outputs never write over each other"
      ])
  }
}
