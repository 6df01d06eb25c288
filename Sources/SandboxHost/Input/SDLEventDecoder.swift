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
/// Live events take their time from SDL's timestamp, their location from the event (fingers:
/// SDL's normalized coordinates × the window size), and the modifiers from the latest key event.
/// Mouse events that SDL synthesizes from touches are dropped, so a finger counts once; so are
/// key repeats and mouse moves with the left button up (they do nothing). Events the host pushed
/// itself carry a tag into `EventAnnotations`, whose entry gives the exact action and time.
struct SDLEventDecoder {
  /// The mouse id SDL gives to mouse events it synthesizes from touches.
  static let touchMouseID = UInt32.max

  /// Where pushed events find their actions; nil when nothing is pushed.
  let annotations: EventAnnotations?
  /// Whether real input (not pushed) counts; false in replays, where only the script acts.
  var acceptsLiveInput: Bool
  /// SDL's tick count (milliseconds) at wall time 0.
  var startTicks: UInt32
  private var modifiers: KeyModifiers

  /// Creates a decoder. Reads SDL's modifier state, so SDL must be initialized.
  init(annotations: EventAnnotations?, acceptsLiveInput: Bool, startTicks: UInt32) {
    self.annotations = annotations
    self.acceptsLiveInput = acceptsLiveInput
    self.startTicks = startTicks
    self.modifiers = Self.modifiers(fromSDL: UInt32(SDL_GetModState().rawValue))
  }

  /// Decodes `event`; `windowSize` gives the window's size in points for finger coordinates, and
  /// `fit` maps window points to scene points (a resized window shows the scene scaled).
  mutating func decode(_ event: SDL_Event, windowSize: Size, fit: ViewFit = .identity) -> DecodedEvent {
    let type = event.type
    if type == SDL_QUIT.rawValue { return .quit }
    if let annotations, let windowID = Self.windowID(of: event), EventAnnotations.isTag(windowID) {
      guard let entry = annotations.take(windowID) else { return .ignored }
      return .input(entry.action, wallTime: entry.time)
    }
    guard acceptsLiveInput else { return .ignored }
    let wallTime = Double(event.common.timestamp &- startTicks) / 1000
    switch type {
    case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
      let b = event.button
      guard b.which != Self.touchMouseID, let button = Self.button(b.button) else { return .ignored }
      let phase: MousePhase = type == SDL_MOUSEBUTTONDOWN.rawValue ? .down : .up
      let location = fit.scenePoint(fromWindowPoint: Point(x: Double(b.x), y: Double(b.y)))
      return .input(
        .mouse(phase: phase, button: button, location: location, modifiers: modifiers), wallTime: wallTime)
    case SDL_MOUSEMOTION.rawValue:
      let m = event.motion
      guard m.which != Self.touchMouseID, m.state & 1 != 0 else { return .ignored }
      let location = fit.scenePoint(fromWindowPoint: Point(x: Double(m.x), y: Double(m.y)))
      return .input(
        .mouse(phase: .move, button: nil, location: location, modifiers: modifiers), wallTime: wallTime)
    case SDL_MOUSEWHEEL.rawValue:
      let w = event.wheel
      guard w.which != Self.touchMouseID else { return .ignored }
      let flip: Double = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
      let delta = Point(x: Double(w.preciseX) * flip, y: Double(w.preciseY) * flip)
      let location = fit.scenePoint(fromWindowPoint: Point(x: Double(w.mouseX), y: Double(w.mouseY)))
      return .input(.wheel(delta: delta, location: location, modifiers: modifiers), wallTime: wallTime)
    case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
      let k = event.key
      modifiers = Self.modifiers(fromSDL: UInt32(k.keysym.mod))
      guard k.repeat == 0, let cName = SDL_GetKeyName(k.keysym.sym) else { return .ignored }
      let name = String(cString: cName)
      guard !name.isEmpty else { return .ignored }
      return .input(.key(down: type == SDL_KEYDOWN.rawValue, name: name), wallTime: wallTime)
    case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
      let f = event.tfinger
      let phase: TouchPhase =
        type == SDL_FINGERDOWN.rawValue ? .began : type == SDL_FINGERUP.rawValue ? .ended : .moved
      let location = fit.scenePoint(
        fromWindowPoint: Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height))
      return .input(
        .touch(phase: phase, id: Int(truncatingIfNeeded: f.fingerId), location: location), wallTime: wallTime)
    case SDL_WINDOWEVENT.rawValue:
      if event.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
        return .focusLost(wallTime: wallTime)
      }
      return .ignored
    default:
      return .ignored
    }
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
