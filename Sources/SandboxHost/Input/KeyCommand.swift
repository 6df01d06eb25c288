/// What a key does in the sandbox (CONTRACT §5 "Keys").
public enum KeyCommand: Equatable, Sendable {
  /// Esc or q: leave the program.
  case quit
  /// Space: pause or resume motion time.
  case togglePause
  /// `.`: move motion time on by one frame while paused.
  case stepFrame
  /// s: slow motion (×0.1) on or off.
  case toggleSlowMotion
  /// o: the debug overlay on or off.
  case toggleOverlay
  /// r: reload the scene as it was at the start.
  case reset
  /// c: write a PNG of the frame.
  case capture
  /// d: write the state dump.
  case dump
  /// 1–9: switch to the built-in scene at this 0-based index of the built-in list.
  case switchScene(index: Int)
  /// h or ?: show or hide the list of keys.
  case toggleHelp

  /// The command a key press means, from SDL's key name (any case) and whether Shift is held;
  /// nil for keys without a command. Shift with `/` is `?` on the keyboards where SDL names the
  /// key by its unshifted symbol.
  public init?(keyName: String, shift: Bool) {
    switch keyName.lowercased() {
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
    case let name:
      guard name.count == 1, let digit = name.first?.wholeNumberValue, (1...9).contains(digit) else {
        return nil
      }
      self = .switchScene(index: digit - 1)
    }
  }
}
