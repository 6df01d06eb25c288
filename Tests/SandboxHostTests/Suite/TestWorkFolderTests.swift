import Foundation
import Testing

@testable import SandboxHost

@Suite struct TestWorkFolderTests {
  @Test func aFolderLeftByAKilledRunIsRemovedByTheNextAndARunningOnesIsKept() throws {
    let folder = try TemporaryDirectory()
    let temporary = folder.url.path + "/"
    // A process that has ended: a child that exited.
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/true")
    try child.run()
    child.waitUntilExit()
    let abandoned = temporary + TestWorkFolder.prefix + "\(child.processIdentifier)-A"
    let running = temporary + TestWorkFolder.prefix + "\(getpid())-B"
    let other = temporary + "motion-sandbox-other"
    for path in [abandoned, running, other] {
      try FileManager.default.createDirectory(atPath: path + "/1", withIntermediateDirectories: true)
    }
    let next = TestWorkFolder.path(in: temporary)
    #expect(next.hasPrefix(temporary + TestWorkFolder.prefix + "\(getpid())-"))
    #expect(!FileManager.default.fileExists(atPath: abandoned))
    #expect(FileManager.default.fileExists(atPath: running))
    #expect(FileManager.default.fileExists(atPath: other))
  }
}
