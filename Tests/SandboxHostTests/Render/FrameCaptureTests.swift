import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct Capturing {
    let folder: TemporaryFolder
    init() throws { folder = try TemporaryFolder() }

    @Test func aCaptureIsAnOpaquePNGOfTheFrameAndLeavesNoTemporaryFile() throws {
      defer { folder.remove() }
      let canvas = try OffscreenCanvas(width: 20, height: 10, supersampling: 2)
      SDL_SetRenderDrawColor(canvas.renderer.pointer, 200, 10, 10, 0)
      SDL_RenderClear(canvas.renderer.pointer)
      let path = folder.file("frame.png")
      try captureFrame(renderer: canvas.renderer, to: path)
      let image = try RGBAImage(contentsOfPNG: path)
      #expect(image.width == 20 && image.height == 10)
      #expect(image.pixel(x: 19, y: 9) == Color(red: 200, green: 10, blue: 10, alpha: 255))
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame.png"])
    }

    @Test func aCaptureIntoAMissingFolderThrowsAndWritesNothing() throws {
      defer { folder.remove() }
      let canvas = try OffscreenCanvas(width: 8, height: 8)
      #expect(throws: RunError.self) {
        try canvas.capture(to: folder.file("no/such/folder/frame.png"))
      }
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aCaptureReplacesAnOlderFileWhole() throws {
      defer { folder.remove() }
      let path = folder.file("frame.png")
      try "old".write(toFile: path, atomically: true, encoding: .utf8)
      let canvas = try OffscreenCanvas(width: 8, height: 8)
      try canvas.capture(to: path)
      #expect(try RGBAImage(contentsOfPNG: path).width == 8)
    }
  }
}
