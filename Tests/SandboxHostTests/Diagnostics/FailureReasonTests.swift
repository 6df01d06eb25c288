import Foundation
import Testing

@testable import SandboxHost

@Suite struct FailureReasonTests {
  @Test func aFoundationFailureIsToldByTheSystemsReason() throws {
    // "cannot create rep/files/1: The operation could not be completed. (NSCocoaErrorDomain
    // error 512.)" said nothing of why.
    let directory = try TemporaryDirectory()
    let file = try directory.write("file", "x")
    do {
      try FileManager.default.createDirectory(atPath: file + "/1", withIntermediateDirectories: true)
      Issue.record("a folder was made inside a file")
    } catch {
      #expect(failureReason(of: error) == "Not a directory")
    }
    #expect(
      failureReason(of: RunError("cannot write x: No space left on device"))
        == "cannot write x: No space left on device")
  }
}
