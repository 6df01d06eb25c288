import CSDL2
import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct Text {
    @Test func theDejaVuFontIsFound() throws {
      let path = try FontLocator.monospacedFontPath()
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(path.hasSuffix(".ttf"))
    }

    @Test func textHasASizeAndDrawsInItsColour() throws {
      let canvas = try OffscreenCanvas(width: 200, height: 40, supersampling: 1)
      let text = try TextRenderer(renderer: canvas.renderer, pointSize: 20)
      let one = try text.size(of: "M")
      let four = try text.size(of: "MMMM")
      // A monospaced font: four letters are four times as wide as one.
      #expect(one.width > 5 && four.width == 4 * one.width)
      #expect(one.height > 10 && text.lineHeight >= one.height - 2)
      #expect(try text.size(of: "") == (0, text.lineHeight))
      SDL_SetRenderDrawColor(canvas.renderer.pointer, 0, 0, 0, 255)
      SDL_RenderClear(canvas.renderer.pointer)
      try text.draw("MMMM", x: 10, y: 5, color: Color(red: 0, green: 255, blue: 0))
      let folder = try TemporaryFolder()
      defer { folder.remove() }
      try canvas.capture(to: folder.file("text.png"))
      let image = try RGBAImage(contentsOfPNG: folder.file("text.png"))
      var lit = 0
      var strayColour = false
      for y in 0..<40 {
        for x in 0..<200 {
          let p = image.pixel(x: x, y: y)
          if p.green > 0 {
            lit += 1
            if x < 10 || x >= 10 + four.width || y < 5 || y >= 5 + four.height { strayColour = true }
          }
          if p.red > 0 || p.blue > 0 { strayColour = true }
        }
      }
      #expect(lit > 50)
      #expect(!strayColour)
    }

    @Test func theCacheKeepsAtMostItsLimit() throws {
      let canvas = try OffscreenCanvas(width: 50, height: 20, supersampling: 1)
      let text = try TextRenderer(renderer: canvas.renderer, pointSize: 8)
      for i in 0..<(TextRenderer.cacheLimit + 20) { _ = try text.size(of: "line \(i)") }
      #expect(text.cachedCount == TextRenderer.cacheLimit)
      _ = try text.size(of: "line 5")
      #expect(text.cachedCount == TextRenderer.cacheLimit)
    }

    @Test func textFollowsTheScaleOfAResizedWindow() throws {
      // A window resized to half the scene's size draws scene points at half the pixels: text
      // follows, so the panels drawn around it in scene points still hold it.
      let canvas = try OffscreenCanvas(width: 200, height: 40, supersampling: 1)
      let text = try TextRenderer(renderer: canvas.renderer, pointSize: 20)
      let full = try text.size(of: "MMMM")
      let fullLine = text.lineHeight
      try text.followScale(0.5)
      let half = try text.size(of: "MMMM")
      #expect(abs(Double(half.width) - Double(full.width) / 2) <= 2)
      #expect(abs(Double(text.lineHeight) - Double(fullLine) / 2) <= 2)
      // Unchanged scale: the cached strings stay.
      let cached = text.cachedCount
      try text.followScale(0.5)
      #expect(text.cachedCount == cached)
      try text.followScale(1)
      #expect(try text.size(of: "MMMM") == full)
    }

    @Test func aMissingFontFileIsAnError() throws {
      let canvas = try OffscreenCanvas(width: 10, height: 10)
      #expect(throws: SDLError.self) {
        try TextRenderer(renderer: canvas.renderer, fontPath: "/no/such/font.ttf")
      }
    }
  }
}
