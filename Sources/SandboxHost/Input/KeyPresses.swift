/// What key presses and releases mean, given the Shift and Ctrl keys held: the one reading of
/// keys, for the input adapter (live and replayed keys) and the script model (what a key line
/// does).
///
/// Ctrl changes only what tuning keys mean (z and y undo and redo, the arrows step ×2), and a
/// recording keeps the tuning panel's changes as `set` lines rather than keys; so a Ctrl key
/// acts on replay (a script may hold it for Ctrl-Z) yet is not recorded, while a Shift key,
/// which also changes `/` and `r`, is.
struct KeyPresses: Sendable {
  private var shiftKeysDown = 0
  private var ctrlKeysDown = 0

  /// Creates the reading with no modifier key held.
  init() {}

  /// Whether `name` (SDL's key name, any case) is a Shift key, whose press changes what `/`,
  /// `r` and the arrows mean (`?` on keyboards where SDL names the key by its unshifted symbol).
  static func isShift(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "left shift" || lowered == "right shift"
  }

  /// Whether `name` (SDL's key name, any case) is a Ctrl key, whose press changes what the
  /// tuning keys mean.
  static func isCtrl(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered == "left ctrl" || lowered == "right ctrl"
  }

  /// Takes a press (`down`) or release of the key named `name`; returns the command a press
  /// means, nil for a release and for keys without a command.
  mutating func take(_ name: String, down: Bool) -> KeyCommand? {
    let step = down ? 1 : -1
    if Self.isShift(name) { shiftKeysDown = max(0, shiftKeysDown + step) }
    if Self.isCtrl(name) { ctrlKeysDown = max(0, ctrlKeysDown + step) }
    guard down else { return nil }
    return KeyCommand(keyName: name, shift: shiftKeysDown > 0, ctrl: ctrlKeysDown > 0)
  }
}
