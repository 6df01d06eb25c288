import CSDL2
import Motion

/// Puts a script's input lines into SDL's own event queue as the SDL events a person would
/// have caused, so replayed input travels the same path as live input.
///
/// The event's fields are filled as SDL fills them for a window the size of the scene (mouse
/// positions rounded to whole points, finger positions normalized to 0…1 as 32-bit floats), and
/// the decoder reads them as it reads live events. What SDL 2's fields cannot hold (the script
/// time, the digits they round off, a mouse line's modifiers, a touch's cancel) goes beside the
/// event into `pushed` (see `PushedEvents`).
struct ScriptEventPusher {
  /// Where what travels beside the events is kept until the decoder takes it.
  let pushed: PushedEvents
  /// The scene's size in points, for SDL's normalized finger coordinates.
  var sceneSize: Size

  /// Creates a pusher keeping its extras in `pushed`.
  init(pushed: PushedEvents, sceneSize: Size) {
    self.pushed = pushed
    self.sceneSize = sceneSize
  }

  /// Pushes the SDL event for `action` at script time `time`. Directives (`capture`, `dump`)
  /// are not input and are not pushed.
  func push(_ action: ScriptAction, at time: Double) throws {
    var event = SDL_Event()
    var extras = PushedEvents.Extras(time: time)
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
      extras.location = location
      extras.cancelsTouch = phase == .cancelled
      event.tfinger.windowID = pushed.tag(extras)
    case .mouse(let phase, let button, let location, let modifiers):
      let x = Self.clampedInt(location.x)
      let y = Self.clampedInt(location.y)
      extras.location = location
      extras.modifiers = modifiers
      if phase == .move {
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = x
        event.motion.y = y
        // A script's move acts as a move with the left button held does live.
        event.motion.state = UInt32(1) << (UInt32(SDL_BUTTON_LEFT) - 1)
        event.motion.windowID = pushed.tag(extras)
      } else {
        event.type = phase == .down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.button = UInt8(Self.sdlButton(button ?? .left))
        event.button.state = UInt8(phase == .down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        event.button.windowID = pushed.tag(extras)
      }
    case .wheel(let delta, let location, let modifiers):
      event.type = SDL_MOUSEWHEEL.rawValue
      event.wheel.x = Self.clampedInt(delta.x)
      event.wheel.y = Self.clampedInt(delta.y)
      event.wheel.preciseX = Float(delta.x)
      event.wheel.preciseY = Float(delta.y)
      event.wheel.mouseX = Self.clampedInt(location.x)
      event.wheel.mouseY = Self.clampedInt(location.y)
      event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
      extras.location = location
      extras.wheelDelta = delta
      extras.modifiers = modifiers
      event.wheel.windowID = pushed.tag(extras)
    case .key(let down, let name):
      event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
      let code = KeyNames.code(named: name) ?? SDL_Keycode(SDLK_UNKNOWN.rawValue)
      event.key.keysym.sym = code
      event.key.keysym.scancode = SDL_GetScancodeFromKey(code)
      event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
      event.key.windowID = pushed.tag(extras)
    case .capture, .dump, .setSpring, .setDecelerationRate:
      return
    }
    if SDL_PushEvent(&event) != 1 {
      _ = pushed.take(SDLEventDecoder.windowID(of: event) ?? 0)
      throw SDLError.last("SDL_PushEvent")
    }
  }

  /// SDL's number for a mouse button.
  static func sdlButton(_ button: MouseButton) -> Int32 {
    switch button {
    case .left: return SDL_BUTTON_LEFT
    case .middle: return SDL_BUTTON_MIDDLE
    case .right: return SDL_BUTTON_RIGHT
    }
  }

  /// A coordinate as SDL's integer fields hold it: rounded to the nearest whole point, within
  /// Int32's range.
  static func clampedInt(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    return Int32(max(Double(Int32.min), min(Double(Int32.max), value.rounded())))
  }
}
