import Foundation
import Testing

@testable import Motion
@testable import SandboxHost

@Test func shortTextIsLeftAsItIs() {
  #expect("card".elided(to: 40) == "card")
  #expect(String(repeating: "é", count: 40).elided(to: 40) == String(repeating: "é", count: 40))
}

@Test func longTextIsCutToTheLimitEndingInAnEllipsis() {
  let cut = String(repeating: "n", count: 100_000).elided(to: 40)
  #expect(cut == String(repeating: "n", count: 39) + "…")
  #expect(String(repeating: "👍🏽", count: 50).elided(to: 10) == String(repeating: "👍🏽", count: 9) + "…")
}

extension SDLSuite {
  @Suite struct LongNames {
    @Test func theOverlayShowsAMillionCharacterNameElided() throws {
      // A 1,000,000-character name made SDL_ttf fail, and 100,000 took 1.76 GB (issue 9, point 9).
      let name = String(repeating: "n", count: 1_000_000)
      let scene = Scene(width: 300, height: 200)
      let element = Element(name: name, position: Point(x: 80, y: 100), size: Size(width: 80, height: 60))
      scene.addChild(element)
      element.addGestureRecognizer(DragGestureRecognizer())
      let runtime = MotionRuntime(scene: scene)
      let canvas = try OffscreenCanvas(sizeOf: scene)
      let text = try TextRenderer(renderer: canvas.renderer)
      let overlay = OverlayRenderer(text: text)
      try overlay.draw(runtime: runtime, touches: [])
      #expect(overlay.textLines == [String(repeating: "n", count: 39) + "… drag possible ×0"])
      // The text renderer itself never renders more than its limit, whoever asks.
      let width = try text.size(of: name).width
      #expect(width == (try text.size(of: String(repeating: "n", count: 199) + "…").width))
    }
  }
}
