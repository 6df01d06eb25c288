import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct PNGHeaders {
    @Test func aPNGsSizeIsReadFromItsHeaderAndAnythingElseIsRefused() throws {
      // The contact sheet lays its tiles out from these sizes before it decodes any image.
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try writeImage(folder.file("a.png"), width: 37, height: 21, fill: Color(red: 1, green: 2, blue: 3))
      let size = try PNGHeader.size(of: folder.file("a.png"))
      #expect(size.width == 37 && size.height == 21)
      try Data("not a png at all, just text".utf8).write(to: URL(fileURLWithPath: folder.file("b.png")))
      #expect(throws: ImageError.notPNG(path: folder.file("b.png"))) {
        try PNGHeader.size(of: folder.file("b.png"))
      }
      #expect(throws: ImageError.missing(path: folder.file("c.png"))) {
        try PNGHeader.size(of: folder.file("c.png"))
      }
    }
  }
}
