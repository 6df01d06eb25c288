import CSDL2
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// The edge where live SDL events become the sandbox's input, tested on synthesized events of
  /// every kind the decoder reads: one finger counts once, coordinates become scene points,
  /// times come from SDL's ticks, modifiers from the latest key event, and losing focus and
  /// quitting are reported.
  @Suite struct EventDecoding {
    private let window = Size(width: 800, height: 600)

    private func decoder(modifiers: KeyModifiers = []) -> SDLEventDecoder {
      SDLEventDecoder(startTicks: 1000, modifiers: modifiers)
    }

    private func mouseButton(_ type: SDL_EventType, _ button: Int32, x: Int32, y: Int32, which: UInt32 = 0)
      -> SDL_Event
    {
      var event = SDL_Event()
      event.type = type.rawValue
      event.button.button = UInt8(button)
      event.button.x = x
      event.button.y = y
      event.button.timestamp = 1500
      event.button.which = which
      return event
    }

    private func finger(_ type: SDL_EventType, id: Int64, x: Float, y: Float, touchID: Int64 = 1) -> SDL_Event
    {
      var event = SDL_Event()
      event.type = type.rawValue
      event.tfinger.touchId = touchID
      event.tfinger.fingerId = id
      event.tfinger.x = x
      event.tfinger.y = y
      event.tfinger.timestamp = 3000
      return event
    }

    private func key(
      _ type: SDL_EventType, _ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, repeats: Bool = false
    )
      -> SDL_Event
    {
      var event = SDL_Event()
      event.type = type.rawValue
      event.key.keysym.sym = SDL_Keycode(code.rawValue)
      event.key.keysym.mod = UInt16(mod.rawValue)
      event.key.repeat = repeats ? 1 : 0
      event.key.timestamp = 1250
      return event
    }

    @Test func mouseButtonsAreReadAndThoseSynthesizedFromTouchesIgnored() {
      var decoder = decoder()
      var press = mouseButton(
        SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 40, y: 30, which: SDLEventDecoder.touchMouseID)
      #expect(decoder.decode(press, windowSize: window) == .ignored)
      press.button.which = 0
      #expect(
        decoder.decode(press, windowSize: window)
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 40, y: 30), modifiers: []), wallTime: 0.5))
      let release = mouseButton(SDL_MOUSEBUTTONUP, SDL_BUTTON_RIGHT, x: 41, y: 32)
      #expect(
        decoder.decode(release, windowSize: window)
          == .input(
            .mouse(phase: .up, button: .right, location: Point(x: 41, y: 32), modifiers: []), wallTime: 0.5))
      // Buttons beyond the three (side buttons) do nothing.
      #expect(decoder.decode(mouseButton(SDL_MOUSEBUTTONDOWN, 4, x: 1, y: 1), windowSize: window) == .ignored)
    }

    @Test func mouseMovesCountOnlyWithTheLeftButtonHeldAndNotFromTouches() {
      var decoder = decoder()
      var move = SDL_Event()
      move.type = SDL_MOUSEMOTION.rawValue
      move.motion.x = 100
      move.motion.y = 200
      move.motion.timestamp = 2000
      move.motion.state = 0
      #expect(decoder.decode(move, windowSize: window) == .ignored)
      move.motion.state = 1
      #expect(
        decoder.decode(move, windowSize: window)
          == .input(
            .mouse(phase: .move, button: nil, location: Point(x: 100, y: 200), modifiers: []), wallTime: 1))
      move.motion.which = SDLEventDecoder.touchMouseID
      #expect(decoder.decode(move, windowSize: window) == .ignored)
    }

    @Test func windowPointsBecomeScenePointsThroughTheFit() {
      var decoder = decoder()
      // A window twice the scene's size shows it scaled by 2.
      let fit = ViewFit(sceneSize: Size(width: 400, height: 300), drawable: window, window: window)
      let press = mouseButton(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 200, y: 100)
      #expect(
        decoder.decode(press, windowSize: window, fit: fit)
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 100, y: 50), modifiers: []), wallTime: 0.5)
      )
    }

    @Test func wheelStepsKeepTheirPrecisionAndFollowAFlippedDirection() {
      var decoder = decoder()
      var wheel = SDL_Event()
      wheel.type = SDL_MOUSEWHEEL.rawValue
      wheel.wheel.preciseX = 0.5
      wheel.wheel.preciseY = -1.25
      wheel.wheel.mouseX = 300
      wheel.wheel.mouseY = 20
      wheel.wheel.timestamp = 1100
      wheel.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      #expect(
        decoder.decode(wheel, windowSize: window)
          == .input(
            .wheel(delta: Point(x: 0.5, y: -1.25), location: Point(x: 300, y: 20), modifiers: []),
            wallTime: 0.1))
      wheel.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
      #expect(
        decoder.decode(wheel, windowSize: window)
          == .input(
            .wheel(delta: Point(x: -0.5, y: 1.25), location: Point(x: 300, y: 20), modifiers: []),
            wallTime: 0.1))
      wheel.wheel.which = SDLEventDecoder.touchMouseID
      #expect(decoder.decode(wheel, windowSize: window) == .ignored)
    }

    @Test func fingersAreScaledToScenePointsAndThoseSynthesizedFromTheMouseIgnored() {
      var decoder = decoder()
      #expect(
        decoder.decode(finger(SDL_FINGERDOWN, id: 7, x: 0.25, y: 0.5), windowSize: window)
          == .input(.touch(phase: .began, id: 7, location: Point(x: 200, y: 300)), wallTime: 2))
      #expect(
        decoder.decode(finger(SDL_FINGERMOTION, id: 7, x: 0.5, y: 0.5), windowSize: window)
          == .input(.touch(phase: .moved, id: 7, location: Point(x: 400, y: 300)), wallTime: 2))
      #expect(
        decoder.decode(finger(SDL_FINGERUP, id: 7, x: 0.5, y: 0.75), windowSize: window)
          == .input(.touch(phase: .ended, id: 7, location: Point(x: 400, y: 450)), wallTime: 2))
      let fromMouse = finger(
        SDL_FINGERDOWN, id: 0, x: 0.1, y: 0.1, touchID: Int64(SDLEventDecoder.mouseTouchID))
      #expect(decoder.decode(fromMouse, windowSize: window) == .ignored)
    }

    @Test func keysAreNamedAsSDLNamesThemAndRepeatsIgnored() {
      var decoder = decoder()
      #expect(
        decoder.decode(key(SDL_KEYDOWN, SDLK_SPACE), windowSize: window)
          == .input(.key(down: true, name: "Space"), wallTime: 0.25))
      #expect(
        decoder.decode(key(SDL_KEYUP, SDLK_r), windowSize: window)
          == .input(.key(down: false, name: "R"), wallTime: 0.25))
      #expect(decoder.decode(key(SDL_KEYDOWN, SDLK_SPACE, repeats: true), windowSize: window) == .ignored)
      #expect(decoder.decode(key(SDL_KEYDOWN, SDLK_UNKNOWN), windowSize: window) == .ignored)
    }

    @Test func mouseInputCarriesTheModifiersOfTheLatestKeyEvent() {
      var decoder = decoder(modifiers: [.alt])
      let press = mouseButton(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 1, y: 2)
      #expect(
        decoder.decode(press, windowSize: window)
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 1, y: 2), modifiers: [.alt]), wallTime: 0.5
          ))
      _ = decoder.decode(
        key(SDL_KEYDOWN, SDLK_LCTRL, mod: SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)),
        windowSize: window)
      #expect(
        decoder.decode(press, windowSize: window)
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 1, y: 2), modifiers: [.ctrl, .shift]),
            wallTime: 0.5))
      _ = decoder.decode(key(SDL_KEYUP, SDLK_LCTRL), windowSize: window)
      #expect(
        decoder.decode(press, windowSize: window)
          == .input(
            .mouse(phase: .down, button: .left, location: Point(x: 1, y: 2), modifiers: []), wallTime: 0.5))
    }

    /// A window event of `kind` at SDL tick `ticks`.
    func windowEvent(_ kind: SDL_WindowEventID, at ticks: UInt32) -> SDL_Event {
      var event = SDL_Event()
      event.type = SDL_WINDOWEVENT.rawValue
      event.window.event = UInt8(kind.rawValue)
      event.window.timestamp = ticks
      return event
    }

    /// SDL's quit at SDL tick `ticks`.
    func quit(at ticks: UInt32) -> SDL_Event {
      var event = SDL_Event()
      event.type = SDL_QUIT.rawValue
      event.common.timestamp = ticks
      return event
    }

    @Test func losingFocusAndQuittingAreReportedAndOtherWindowEventsIgnored() {
      var decoder = decoder()
      let focus = windowEvent(SDL_WINDOWEVENT_FOCUS_LOST, at: 1250)
      #expect(decoder.decode(focus, windowSize: window) == .focusLost(wallTime: 0.25))
      #expect(decoder.decode(windowEvent(SDL_WINDOWEVENT_RESIZED, at: 1250), windowSize: window) == .ignored)
      #expect(decoder.decode(quit(at: 0), windowSize: window) == .quit)
    }

    @Test func theCloseButtonIsAskedAboutAndTheQuitSDLAddsToItIsTheClosesOwn() {
      // The close button quit at once with tuning not written; `q` asks first.
      var decoder = decoder()
      #expect(
        decoder.decode(windowEvent(SDL_WINDOWEVENT_CLOSE, at: 2000), windowSize: window) == .closeRequested)
      #expect(decoder.decode(quit(at: 2000), windowSize: window) == .ignored)
      // A signal's quit, later, still ends the program.
      #expect(decoder.decode(quit(at: 9000), windowSize: window) == .quit)
    }
  }
}
