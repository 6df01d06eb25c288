import CSDL2
import Motion

/// Puts a script's input lines into SDL's own event queue as the SDL events a person would
/// have caused, so replayed input travels the same path as live input.
///
/// The event fields are filled as SDL fills them (rounded to whole points where SDL's fields are
/// integers); the exact action and its script time go into `annotations`, tagged through the
/// event's `windowID`, because SDL_PushEvent overwrites timestamps and SDL has no field for
/// fractional mouse coordinates, per-event modifiers or a touch cancel.
struct ScriptEventPusher {
  /// The side table the decoder reads back from.
  let annotations: EventAnnotations
  /// The scene's size in points, for SDL's normalized finger coordinates.
  var sceneSize: Size

  /// Creates a pusher writing into `annotations`.
  init(annotations: EventAnnotations, sceneSize: Size) {
    self.annotations = annotations
    self.sceneSize = sceneSize
  }

  /// Pushes the SDL event for `action` at script time `time`. Directives (`capture`, `dump`)
  /// are not input and are not pushed.
  func push(_ action: ScriptAction, at time: Double) throws {
    var event = SDL_Event()
    let tag: () -> UInt32 = { annotations.tag(.init(action: action, time: time)) }
    switch action {
    case .touch(let phase, let id, let location):
      switch phase {
      case .began: event.type = SDL_FINGERDOWN.rawValue
      case .moved: event.type = SDL_FINGERMOTION.rawValue
      case .ended, .cancelled: event.type = SDL_FINGERUP.rawValue
      }
      event.tfinger.touchId = 1
      event.tfinger.fingerId = SDL_FingerID(id)
      event.tfinger.x = Float(location.x / max(sceneSize.width, 1))
      event.tfinger.y = Float(location.y / max(sceneSize.height, 1))
      event.tfinger.pressure = phase == .ended || phase == .cancelled ? 0 : 1
      event.tfinger.windowID = tag()
    case .mouse(let phase, let button, let location, _):
      let x = Self.clampedInt(location.x)
      let y = Self.clampedInt(location.y)
      if phase == .move {
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        event.motion.state = 1
        event.motion.windowID = tag()
      } else {
        event.type = phase == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(Self.sdlButton(button ?? .left))
        event.button.state = UInt8(phase == .down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        event.button.windowID = tag()
      }
    case .wheel(let delta, let location, _):
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.x = Self.clampedInt(delta.x)
      event.wheel.y = Self.clampedInt(delta.y)
      event.wheel.preciseX = Float(delta.x)
      event.wheel.preciseY = Float(delta.y)
      event.wheel.mouseX = Self.clampedInt(location.x)
      event.wheel.mouseY = Self.clampedInt(location.y)
      event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      event.wheel.windowID = tag()
    case .key(let down, let name):
      event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
      let code = KeyNames.code(named: name) ?? SDL_Keycode(SDLK_UNKNOWN.rawValue)
      event.key.keysym.sym = code
      event.key.keysym.scancode = SDL_GetScancodeFromKey(code)
      event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      event.key.windowID = tag()
    case .capture, .dump, .setSpring:
      return
    }
    if SDL_PushEvent(&event) != 1 {
      throw SDLError.last("SDL_PushEvent")
    }
  }

  static func sdlButton(_ button: MouseButton) -> Int32 {
    switch button {
    case .left: return SDL_BUTTON_LEFT
    case .middle: return SDL_BUTTON_MIDDLE
    case .right: return SDL_BUTTON_RIGHT
    }
  }

  static func clampedInt(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(Double(Int32.min), min(Double(Int32.max), value.rounded())))
  }
}
