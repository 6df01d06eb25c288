/// What a key does in the sandbox (docs/live.md).
enum KeyCommand: Equatable, Sendable {
  /// Esc or q: leave the program.
  case quit
  /// Space: pause or resume motion time.
  case togglePause
  /// `.`: move motion time on by one frame (1/60 s, `Session.stepDuration`) while paused.
  case stepFrame
  /// s: slow motion (×0.1) on or off.
  case toggleSlowMotion
  /// o: the debug overlay on or off.
  case toggleOverlay
  /// r: put the elements back where the scene file puts them, keeping the tuned springs.
  case reset
  /// Shift-R: reload the scene file's springs too, dropping what was tuned.
  case reloadFileSprings
  /// c: write a PNG of the frame.
  case capture
  /// d: write the state dump.
  case dump
  /// 1–9: switch to the built-in scene at this 0-based index of the built-in list.
  case switchScene(index: Int)
  /// h or ?: show or hide the list of keys.
  case toggleHelp
  /// t: show or hide the tuning panel.
  case toggleTuning
  /// Tab: tune the next interaction that has a spring.
  case selectNextSpring
  /// Up (-1) and Down (+1): choose the parameter the panel's keys change.
  case chooseParameter(offset: Int)
  /// Right (up) and Left (down): the chosen parameter ×1.1 or ÷1.1 (with Shift ×1.01, with
  /// Ctrl ×2).
  case stepParameter(up: Bool, size: TunedParameter.StepSize)
  /// Enter: type a value for the chosen parameter.
  case typeValue
  /// u: show the tuned spring in the next platform's units.
  case nextPlatform
  /// Ctrl-Z: undo the last change of a spring.
  case undo
  /// Ctrl-Shift-Z or Ctrl-Y: redo the last change undone.
  case redo
  /// `]` (farther) and `[` (shorter): the selected interaction's deceleration rate, its
  /// velocity lost per millisecond (1 − rate) ÷1.1 or ×1.1.
  case stepDecelerationRate(farther: Bool)
  /// w: write the scene with the tuned springs as a new file in the output folder.
  case writeTunedScene
  /// b: pin the tuned spring as it is now as the reference ("before") the panel compares with.
  case pinReference
  /// p: show or hide the trails of the last second's motion.
  case toggleTrails
  /// Starts a film and its track of the live session, or ends them.
  case toggleFilm

  /// The command a key press means, from SDL's key name (any case) and whether Shift and Ctrl
  /// are held; nil for keys without a command. Shift with `/` is `?` on the keyboards where SDL
  /// names the key by its unshifted symbol.
  init?(keyName: String, shift: Bool, ctrl: Bool = false) {
    let size: TunedParameter.StepSize = ctrl ? .coarse : shift ? .fine : .normal
    switch keyName.lowercased() {
    case "z" where ctrl: self = shift ? .redo : .undo
    case "y" where ctrl: self = .redo
    case "r" where shift: self = .reloadFileSprings
    case "return", "keypad enter", "enter": self = .typeValue
    case "escape", "q": self = .quit
    case "space": self = .togglePause
    case ".", "keypad .", "period": self = .stepFrame
    case "s": self = .toggleSlowMotion
    case "o": self = .toggleOverlay
    case "r": self = .reset
    case "c": self = .capture
    case "d": self = .dump
    case "h", "?": self = .toggleHelp
    case "/" where shift: self = .toggleHelp
    case "t": self = .toggleTuning
    case "tab": self = .selectNextSpring
    case "up": self = .chooseParameter(offset: -1)
    case "down": self = .chooseParameter(offset: 1)
    case "right": self = .stepParameter(up: true, size: size)
    case "left": self = .stepParameter(up: false, size: size)
    case "]": self = .stepDecelerationRate(farther: true)
    case "[": self = .stepDecelerationRate(farther: false)
    case "w": self = .writeTunedScene
    case "u": self = .nextPlatform
    case "p": self = .toggleTrails
    case "b": self = .pinReference
    case "f": self = .toggleFilm
    case let name:
      guard name.count == 1, let digit = name.first?.wholeNumberValue, (1...9).contains(digit) else {
        return nil
      }
      self = .switchScene(index: digit - 1)
    }
  }

  /// Whether the key belongs to the tuning panel: its keys change the springs, or the panel, in
  /// the live window only, where each change is recorded as a `set` line; a script's session
  /// passes over them (`Session.isLive`). `w` is not one: a replay writes the tuned scene.
  var isTuningPanelKey: Bool {
    switch self {
    case .toggleTuning, .selectNextSpring, .chooseParameter, .stepParameter, .typeValue, .nextPlatform, .undo,
      .redo, .stepDecelerationRate, .pinReference:
      true
    case .quit, .togglePause, .stepFrame, .toggleSlowMotion, .toggleOverlay, .reset, .reloadFileSprings,
      .capture, .dump, .switchScene, .toggleHelp, .writeTunedScene, .toggleTrails, .toggleFilm:
      false
    }
  }

  /// Whether the command belongs to the tuning panel, whose effect a recording keeps as `set`
  /// lines rather than as the keys pressed (replaying both would apply each change twice): the
  /// panel's keys and `w`.
  var isTuning: Bool { isTuningPanelKey || self == .writeTunedScene }
}
