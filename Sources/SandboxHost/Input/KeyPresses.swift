/// What key presses and releases mean, given the Shift keys held: the one reading of keys, for
/// the input adapter (live and replayed keys) and the script model (what a key line does).
struct KeyPresses: Sendable {
  private var shiftKeysDown = 0

  /// Creates the reading with no Shift key held.
  init() {}

  /// Whether `name` (SDL's key name, any case) is a Shift key, whose press changes what `/`
  /// means (`?` on keyboards where SDL names the key by its unshifted symbol).
  static func isShift(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "left shift" || lowered == "right shift"
  }

  /// Takes a press (`down`) or release of the key named `name`; returns the command a press
  /// means, nil for a release and for keys without a command.
  mutating func take(_ name: String, down: Bool) -> KeyCommand? {
    if Self.isShift(name) { shiftKeysDown = max(0, shiftKeysDown + (down ? 1 : -1)) }
    guard down else { return nil }
    return KeyCommand(keyName: name, shift: shiftKeysDown > 0)
  }
}
