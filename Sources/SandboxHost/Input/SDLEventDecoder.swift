import CSDL2
import Motion

/// What one SDL event means to the session.
enum DecodedEvent: Equatable {
  /// A raw input (touch, mouse, wheel or key) at a wall time, in seconds since the start.
  case input(ScriptAction, wallTime: Double)
  /// The window lost the keyboard focus: every touch is cancelled.
  case focusLost(wallTime: Double)
  /// The program was asked to end (window closed, SIGINT, SIGTERM).
  case quit
  /// Nothing the session acts on.
  case ignored
}

/// Turns SDL events into raw inputs, the first half of the input path (the second is
/// `InputAdapter`).
///
/// One reading for live events and for the events a replay pushes for its script's lines: the
/// kind of input, the button, finger or key, and the coordinates come from the event's fields
/// (fingers: SDL's normalized coordinates × the window size; then `fit` maps window points to
/// scene points). A live event takes its time from SDL's timestamp and its modifiers from the
/// latest key event. A pushed event is tagged, and what SDL 2's fields cannot hold is taken from
/// `PushedEvents`: its script time, the exact coordinates its fields round (used when they do
/// round to the fields), its modifiers and a touch's cancel. Mouse events that SDL synthesizes
/// from touches are dropped, so a finger counts once; so are key repeats and mouse moves with the
/// left button up (they do nothing).
struct SDLEventDecoder {
  /// The mouse id SDL gives to mouse events it synthesizes from touches.
  static let touchMouseID = UInt32.max

  /// What travels beside pushed events; nil when nothing is pushed.
  let pushed: PushedEvents?
  /// Whether real input (not pushed) counts; false in replays, where only the script acts.
  var acceptsLiveInput: Bool
  /// SDL's tick count (milliseconds) at wall time 0.
  var startTicks: UInt32
  private var modifiers: KeyModifiers

  /// Creates a decoder. Reads SDL's modifier state, so SDL must be initialized.
  init(pushed: PushedEvents?, acceptsLiveInput: Bool, startTicks: UInt32) {
    self.pushed = pushed
    self.acceptsLiveInput = acceptsLiveInput
    self.startTicks = startTicks
    self.modifiers = Self.modifiers(fromSDL: UInt32(SDL_GetModState().rawValue))
  }

  /// Decodes `event`; `windowSize` gives the window's size in points for finger coordinates, and
  /// `fit` maps window points to scene points (a resized window shows the scene scaled).
  mutating func decode(_ event: SDL_Event, windowSize: Size, fit: ViewFit = .identity) -> DecodedEvent {
    let type = event.type
    if type == SDL_QUIT.rawValue { return .quit }
    var extras: PushedEvents.Extras?
    if let windowID = Self.windowID(of: event), PushedEvents.isTag(windowID) {
      guard let found = pushed?.take(windowID) else { return .ignored }
      extras = found
    } else if !acceptsLiveInput {
      return .ignored
    }
    let wallTime = extras?.time ?? Double(event.common.timestamp &- startTicks) / 1000
    switch type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let b = event.button
      guard b.which != Self.touchMouseID, let button = Self.button(b.button) else { return .ignored }
      let phase: MousePhase = type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
      let location = fit.scenePoint(fromWindowPoint: Self.point(b.x, b.y, exactly: extras?.location))
      return .input(
        .mouse(phase: phase, button: button, location: location, modifiers: extras?.modifiers ?? modifiers),
        wallTime: wallTime)
    case SDL_MOUSEMOTION.rawValue:
      let m = event.motion
      guard m.which != Self.touchMouseID, m.state & 1 != 0 else { return .ignored }
      let location = fit.scenePoint(fromWindowPoint: Self.point(m.x, m.y, exactly: extras?.location))
      return .input(
        .mouse(phase: .move, button: nil, location: location, modifiers: extras?.modifiers ?? modifiers),
        wallTime: wallTime)
    case SDL_MOUSEWHEEL.rawValue:
      let w = event.wheel
      guard w.which != Self.touchMouseID else { return .ignored }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let delta = Point(
        x: Self.refined(Double(w.preciseX), extras?.wheelDelta?.x) { Float($0) == w.preciseX },
        y: Self.refined(Double(w.preciseY), extras?.wheelDelta?.y) { Float($0) == w.preciseY })
      let location = fit.scenePoint(
        fromWindowPoint: Self.point(w.mouseX, w.mouseY, exactly: extras?.location))
      return .input(
        .wheel(
          delta: Point(x: delta.x * flip, y: delta.y * flip), location: location,
          modifiers: extras?.modifiers ?? modifiers),
        wallTime: wallTime)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      let k = event.key
      // A pushed key says nothing about the modifiers held live.
      if extras == nil { modifiers = Self.modifiers(fromSDL: UInt32(k.keysym.mod)) }
      guard k.repeat == 0, let cName = SDL_GetKeyName(k.keysym.sym) else { return .ignored }
      let name = String(cString: cName)
      guard !name.isEmpty else { return .ignored }
      return .input(.key(down: type == SDL_KEYDOWN.rawValue, name: name), wallTime: wallTime)
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let f = event.tfinger
      let lifted: TouchPhase = extras?.cancelsTouch == true ? .cancelled : .ended
      let phase: TouchPhase =
        type == SDL_FINGERDOWN.rawValue ? .began : type == SDL_FINGERUP.rawValue ? lifted : .moved
      // A pushed finger's own location: in a window, SDL's renderer maps pushed finger
      // coordinates into its viewport and clamps them to 0…1, which would hold a script's
      // finger at the scene's edge where the headless replay lets it go past.
      let point =
        extras?.location
        ?? Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
      return .input(
        .touch(
          phase: phase, id: Int(truncatingIfNeeded: f.fingerId),
          location: fit.scenePoint(fromWindowPoint: point)),
        wallTime: wallTime)
    case SDL_WINDOWEVENT.rawValue:
      if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
        return .focusLost(wallTime: wallTime)
      }
      return .ignored
    default:
      return .ignored
    }
  }

  /// The window point of SDL's integer coordinates, or `exact`, a pushed event's own location,
  /// whatever SDL's renderer made of its fields in a window (it scales mouse coordinates to its
  /// viewport).
  private static func point(_ x: Int32, _ y: Int32, exactly exact: Point?) -> Point {
    exact ?? Point(x: Double(x), y: Double(y))
  }

  /// `exact` when SDL's field holds it rounded (`roundsToField`), else the field's own value.
  private static func refined(_ field: Double, _ exact: Double?, roundsToField: (Double) -> Bool) -> Double {
    guard let exact, roundsToField(exact) else { return field }
    return exact
  }

  /// The modifiers in SDL's modifier bits.
  static func modifiers(fromSDL bits: UInt32) -> KeyModifiers {
    var result: KeyModifiers = []
    if bits & UInt32(KMOD_SHIFT.rawValue) != 0 { result.insert(.shift) }
    if bits & UInt32(KMOD_CTRL.rawValue) != 0 { result.insert(.ctrl) }
    if bits & UInt32(KMOD_ALT.rawValue) != 0 { result.insert(.alt) }
    return result
  }

  static func button(_ sdlButton: UInt8) -> MouseButton? {
    switch Int32(sdlButton) {
    case SDL_BUTTON_LEFT: return .left
    case SDL_BUTTON_MIDDLE: return .middle
    case SDL_BUTTON_RIGHT: return .right
    default: return nil
    }
  }

  /// The window id of the input events that can carry a tag.
  static func windowID(of event: SDL_Event) -> UInt32? {
    switch event.type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: return event.button.windowID
    case SDL_MOUSEMOTION.rawValue: return event.motion.windowID
    case SDL_MOUSEWHEEL.rawValue: return event.wheel.windowID
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: return event.key.windowID
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      return event.tfinger.windowID
    default: return nil
    }
  }
}
