import Foundation
import Testing

@testable import SandboxHost

/// A film checked against its golden frame by frame: after a frame that was the golden's to the
/// byte, only the rows where either film changed are compared, and a difference there is found.
@Suite struct FilmFrameCheckTests {
  let width = 40
  let height = 30

  /// A frame of one grey with the pixels of `box` in `value`.
  func frame(_ box: PixelBox = .empty, value: UInt8 = 200) -> [UInt8] {
    var frame = [UInt8](repeating: 60, count: width * height * 3)
    for y in box.top..<box.bottom {
      for x in box.left..<box.right { for c in 0..<3 { frame[3 * (y * width + x) + c] = value } }
    }
    return frame
  }

  /// A golden film of `frames` at t = 0, 1, 2 … in a new folder, and a check against it.
  func check(_ frames: [[UInt8]], in folder: TemporaryDirectory) throws -> FilmFrameCheck {
    var film = FilmEncoder(width: width, height: height)
    for (index, frame) in frames.enumerated() { try film.append(frame, at: Double(index)) }
    let path = folder.path("golden.png")
    try Data(film.file()).write(to: URL(fileURLWithPath: path))
    return try #require(FilmFrameCheck(golden: path, tolerance: 0, allowance: .pixels(0)))
  }

  let moved = PixelBox(left: 5, top: 4, right: 9, bottom: 8)
  let movedOn = PixelBox(left: 20, top: 12, right: 24, bottom: 16)

  /// A check against a golden of three frames (a square appears, then another elsewhere) that
  /// has seen the golden's first two frames, each changed where it changed: both match.
  func checkPastTwoFrames(in folder: TemporaryDirectory) throws -> FilmFrameCheck {
    let check = try check([frame(), frame(moved), frame(movedOn)], in: folder)
    #expect(check.matches(frame(), width: width, height: height, changed: nil))
    #expect(check.matches(frame(moved), width: width, height: height, changed: moved))
    return check
  }

  @Test func framesThatAreTheGoldensMatchWhereverTheyChanged() throws {
    let check = try checkPastTwoFrames(in: try TemporaryDirectory())
    #expect(check.matches(frame(movedOn), width: width, height: height, changed: moved.union(movedOn)))
  }

  @Test func aFrameThatDiffersWhereItChangedIsFound() throws {
    let check = try checkPastTwoFrames(in: try TemporaryDirectory())
    // The square landed a little lower than the golden's.
    let lower = PixelBox(left: 20, top: 14, right: 24, bottom: 18)
    #expect(!check.matches(frame(lower), width: width, height: height, changed: moved.union(lower)))
  }

  @Test func aFrameThatStoodStillWhereTheGoldenMovedIsFound() throws {
    let check = try checkPastTwoFrames(in: try TemporaryDirectory())
    // Nothing moved in the recording, but the golden's frame did: its rows are compared.
    #expect(!check.matches(frame(moved), width: width, height: height, changed: .empty))
  }
}
