import CSDL2
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// The edge where SDL's events become the sandbox's input: one finger counts once, finger
  /// coordinates become scene points, and losing focus is reported.
  @Suite struct EventDecoding {
    private func decoder() -> SDLEventDecoder {
      SDLEventDecoder(annotations: nil, acceptsLiveInput: true, startTicks: 1000)
    }

    @Test func mouseEventsSynthesizedFromTouchesAreIgnored() {
      var decoder = decoder()
      var press = SDL_Event()
      press.type = SDL_MOUSEBUTTONDOWN.rawValue
      press.button.button = UInt8(SDL_BUTTON_LEFT)
      press.button.x = 40
      press.button.y = 30
      press.button.timestamp = 1500
      press.button.which = SDLEventDecoder.touchMouseID
      #expect(decoder.decode(press, windowSize: Size(width: 800, height: 600)) == .ignored)
      press.button.which = 0
      #expect(
        decoder.decode(press, windowSize: Size(width: 800, height: 600))
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 40, y: 30), modifiers: []), wallTime: 0.5))
    }

    @Test func fingerCoordinatesAreScaledToScenePoints() {
      var decoder = decoder()
      var finger = SDL_Event()
      finger.type = SDL_FINGERDOWN.rawValue
      finger.tfinger.fingerId = 7
      finger.tfinger.x = 0.25
      finger.tfinger.y = 0.5
      finger.tfinger.timestamp = 3000
      #expect(
        decoder.decode(finger, windowSize: Size(width: 800, height: 600))
          == .input(.touch(phase: .began, id: 7, location: Point(x: 200, y: 300)), wallTime: 2))
      finger.type = SDL_FINGERUP.rawValue
      guard
        case .input(.touch(let phase, _, _), _) = decoder.decode(
          finger, windowSize: Size(width: 800, height: 600))
      else {
        Issue.record("a lifted finger was not decoded")
        return
      }
      #expect(phase == .ended)
    }

    @Test func losingFocusIsReported() {
      var decoder = decoder()
      var window = SDL_Event()
      window.type = SDL_WINDOWEVENT.rawValue
      window.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
      window.window.timestamp = 1250
      #expect(decoder.decode(window, windowSize: Size(width: 10, height: 10)) == .focusLost(wallTime: 0.25))
    }
  }
}
