import CSDL2
import Motion

/// What one SDL event means to the session.
enum DecodedEvent: Equatable {
  /// A raw input (touch, mouse, wheel or key) at a wall time, in seconds since the start.
  case input(InputAction, wallTime: Double)
  /// The window lost the keyboard focus: every touch is cancelled.
  case focusLost(wallTime: Double)
  /// The program was asked to end (SIGINT, SIGTERM).
  case quit
  /// The window's close button (the window manager's request to close it): the session asks
  /// first when tuning is not written, as `q` does.
  case closeRequested
  /// Nothing the session acts on.
  case ignored
}

/// Turns SDL events into raw inputs, the first half of the live input path (the second is
/// `InputAdapter`, where a replay's script lines join it).
///
/// The kind of input, the button, finger or key, and the coordinates come from the event's
/// fields (fingers: SDL's normalized coordinates × the window size; then `fit` maps window
/// points to scene points). An event's time comes from SDL's timestamp and a mouse event's
/// modifiers from the latest key event (SDL 2's mouse events carry none). Mouse events that SDL
/// synthesizes from touches are dropped, and so are finger events it synthesizes from the mouse,
/// so a finger or the mouse counts once; so are key repeats and mouse
/// moves with the left button up (they do nothing).
struct SDLEventDecoder {
  /// The mouse id SDL gives to mouse events it synthesizes from touches.
  static let touchMouseID = UInt32.max
  /// The touch device id SDL gives to finger events it synthesizes from the mouse.
  static let mouseTouchID = SDL_TouchID(-1)

  /// SDL's tick count (milliseconds) at wall time 0.
  var startTicks: UInt32
  private var modifiers: KeyModifiers
  /// SDL's tick count at the last close request not yet followed by SDL's own quit.
  private var closeTicks: UInt32?

  /// Creates a decoder. Reads SDL's modifier state, so SDL must be initialized.
  init(startTicks: UInt32) {
    self.init(startTicks: startTicks, modifiers: Self.modifiers(fromSDL: UInt32(SDL_GetModState().rawValue)))
  }

  /// Creates a decoder that takes `modifiers` as held until a key event says otherwise.
  init(startTicks: UInt32, modifiers: KeyModifiers) {
    self.startTicks = startTicks
    self.modifiers = modifiers
  }

  /// Decodes `event`; `windowSize` gives the window's size in points for finger coordinates, and
  /// `fit` maps window points to scene points (a resized window shows the scene scaled).
  mutating func decode(_ event: SDL_Event, windowSize: Size, fit: ViewFit = .identity) -> DecodedEvent {
    let type = event.type
    if type == SDL_QUIT.rawValue {
      // SDL follows a close request on the last window with a quit of its own: that one is the
      // close's, already taken. A quit of its own (a signal) ends the program.
      if let close = closeTicks, event.common.timestamp &- close < 1000 {
        closeTicks = nil
        return .ignored
      }
      return .quit
    }
    let wallTime = Double(event.common.timestamp &- startTicks) / 1000
    switch type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let b = event.button
      guard b.which != Self.touchMouseID, let button = Self.button(b.button) else { return .ignored }
      let phase: MousePhase = type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
      let location = fit.scenePoint(fromWindowPoint: Self.point(b.x, b.y))
      return .input(
        .mouse(phase: phase, button: button, location: location, modifiers: modifiers),
        wallTime: wallTime)
    case SDL_MOUSEMOTION.rawValue:
      let m = event.motion
      guard m.which != Self.touchMouseID, m.state & 1 != 0 else { return .ignored }
      let location = fit.scenePoint(fromWindowPoint: Self.point(m.x, m.y))
      return .input(
        .mouse(phase: .move, button: nil, location: location, modifiers: modifiers),
        wallTime: wallTime)
    case SDL_MOUSEWHEEL.rawValue:
      let w = event.wheel
      guard w.which != Self.touchMouseID else { return .ignored }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let delta = Point(x: Double(w.preciseX), y: Double(w.preciseY))
      let location = fit.scenePoint(
        fromWindowPoint: Self.point(w.mouseX, w.mouseY))
      return .input(
        .wheel(
          delta: Point(x: delta.x * flip, y: delta.y * flip), location: location,
          modifiers: modifiers),
        wallTime: wallTime)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      let k = event.key
      modifiers = Self.modifiers(fromSDL: UInt32(k.keysym.mod))
      guard k.repeat == 0, let cName = SDL_GetKeyName(k.keysym.sym) else { return .ignored }
      let name = String(cString: cName)
      guard !name.isEmpty else { return .ignored }
      return .input(.key(down: type == SDL_KEYDOWN.rawValue, name: name), wallTime: wallTime)
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let f = event.tfinger
      guard f.touchId != Self.mouseTouchID else { return .ignored }
      let phase: TouchPhase =
        type == SDL_FINGERDOWN.rawValue ? .began : type == SDL_FINGERUP.rawValue ? .ended : .moved
      let point = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
      return .input(
        .touch(
          phase: phase, id: Int(truncatingIfNeeded: f.fingerId),
          location: fit.scenePoint(fromWindowPoint: point)),
        wallTime: wallTime)
    case SDL_WINDOWEVENT.rawValue:
      if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
        return .focusLost(wallTime: wallTime)
      }
      if event.window.event == UInt8(SDL_WINDOWEVENT_CLOSE.rawValue) {
        closeTicks = event.common.timestamp
        return .closeRequested
      }
      return .ignored
    default:
      return .ignored
    }
  }

  /// The window point of SDL's integer coordinates.
  private static func point(_ x: Int32, _ y: Int32) -> Point {
    Point(x: Double(x), y: Double(y))
  }

  /// The modifiers in SDL's modifier bits.
  static func modifiers(fromSDL bits: UInt32) -> KeyModifiers {
    var result: KeyModifiers = []
    if bits & UInt32(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if bits & UInt32(KMOD_CTRL.rawValue) != 0 { result.insert(.ctrl) }
    if bits & UInt32(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
    return result
  }

  /// The script's name of an SDL mouse button, or nil for the buttons the sandbox ignores.
  static func button(_ sdlButton: UInt8) -> MouseButton? {
    switch Int32(sdlButton) {
    case SDL_BUTTON_LEFT: return .left
    case SDL_BUTTON_MIDDLE: return .middle
    case SDL_BUTTON_RIGHT: return .right
    default: return nil
    }
  }
}
