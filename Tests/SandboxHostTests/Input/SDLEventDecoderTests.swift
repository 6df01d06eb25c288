import CSDL2
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  /// The edge where SDL's events become the sandbox's input: one finger counts once, finger
  /// coordinates become scene points, and losing focus is reported.
  @Suite struct EventDecoding {
    private func decoder() -> SDLEventDecoder {
      SDLEventDecoder(pushed: nil, acceptsLiveInput: true, startTicks: 1000)
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

    /// Pushes `actions` through SDL's queue and decodes what comes out, as a replay does.
    private func roundTrip(
      _ actions: [ScriptAction], sceneSize: Size, edit: (inout SDL_Event) -> Void = { _ in }
    )
      throws -> [DecodedEvent]
    {
      let system = try SDLSystem(video: false)
      defer { withExtendedLifetime(system) {} }
      SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
      let pushed = PushedEvents()
      let pusher = ScriptEventPusher(pushed: pushed, sceneSize: sceneSize)
      var decoder = SDLEventDecoder(pushed: pushed, acceptsLiveInput: false, startTicks: SDL_GetTicks())
      var decoded: [DecodedEvent] = []
      for (index, action) in actions.enumerated() {
        try pusher.push(action, at: 0.25 * Double(index + 1))
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
          edit(&event)
          decoded.append(decoder.decode(event, windowSize: sceneSize))
        }
      }
      #expect(pushed.pending == 0)
      return decoded
    }

    @Test func pushedScriptInputComesBackExactly() throws {
      let actions: [ScriptAction] = [
        .touch(phase: .began, id: 3, location: Point(x: 123.456_789_012_3, y: 0.1)),
        .touch(phase: .moved, id: 3, location: Point(x: 799.999_999, y: 333.333_333_333)),
        .touch(phase: .cancelled, id: 3, location: Point(x: 12.5, y: 7)),
        .mouse(phase: .down, button: .left, location: Point(x: 10.25, y: 20.75), modifiers: [.ctrl, .shift]),
        .mouse(phase: .move, button: nil, location: Point(x: 11.499_999, y: -3.5), modifiers: [.alt]),
        .mouse(phase: .up, button: .right, location: Point(x: 12, y: 30), modifiers: []),
        .wheel(
          delta: Point(x: 0.1, y: -2.333_333_333), location: Point(x: 40.4, y: 50.6), modifiers: [.shift]),
        .key(down: true, name: "Space"),
        .key(down: false, name: "Left Shift"),
      ]
      let decoded = try roundTrip(actions, sceneSize: Size(width: 800, height: 600))
      #expect(
        decoded == actions.enumerated().map { .input($0.element, wallTime: 0.25 * Double($0.offset + 1)) })
    }

    @Test func pushedEventsAreReadFromTheirFields() throws {
      // The event's fields say what it is (change the button or the key on the way and the input
      // changes with them), but a pushed event's location is its own: in a window, SDL's
      // renderer rewrites pointer and finger coordinates for its viewport (and clamps fingers
      // to it), which must not move a script's input.
      let decoded = try roundTrip(
        [
          .mouse(phase: .down, button: .left, location: Point(x: 10.25, y: 20.75), modifiers: []),
          .key(down: true, name: "p"),
        ],
        sceneSize: Size(width: 800, height: 600)
      ) { event in
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
          event.button.button = UInt8(SDL_BUTTON_RIGHT)
          event.button.x = 99
        }
        if event.type == SDL_KEYDOWN.rawValue { event.key.keysym.sym = SDL_Keycode(SDLK_t.rawValue) }
      }
      #expect(
        decoded == [
          .input(
            .mouse(phase: .down, button: .right, location: Point(x: 10.25, y: 20.75), modifiers: []),
            wallTime: 0.25),
          .input(.key(down: true, name: "T"), wallTime: 0.5),
        ])
    }

    @Test func liveInputIsIgnoredDuringAReplay() throws {
      var decoder = SDLEventDecoder(pushed: PushedEvents(), acceptsLiveInput: false, startTicks: 0)
      var press = SDL_Event()
      press.type = SDL_MOUSEBUTTONDOWN.rawValue
      press.button.button = UInt8(SDL_BUTTON_LEFT)
      press.button.windowID = 1
      #expect(decoder.decode(press, windowSize: Size(width: 800, height: 600)) == .ignored)
    }
  }
}
