import CSDL2

/// Key names as scripts give them: SDL's own names (`space`, `.`, `Escape`, `Left Shift`),
/// matched without regard to case, as `SDL_GetKeyFromName` reads them.
///
/// The parser checks every key line's name here, so `check` and `replay` refuse the same ones.
enum KeyNames {
  /// The SDL key code of a key name, or nil when SDL knows no such key. Needs no SDL_Init.
  static func code(named name: String) -> SDL_Keycode? {
    let code = SDL_GetKeyFromName(name)
    return code == SDL_Keycode(SDLK_UNKNOWN.rawValue) ? nil : code
  }

  /// Names people write for keys whose SDL names differ, with SDL's name.
  private static let aliases: [String: String] = [
    "period": ".", "dot": ".", "comma": ",", "minus": "-", "plus": "=", "equals": "=",
    "slash": "/", "esc": "Escape", "enter": "Return", "ctrl": "Left Ctrl", "control": "Left Ctrl",
    "shift": "Left Shift", "alt": "Left Alt", "del": "Delete", "spacebar": "space",
    "arrowup": "Up", "arrowdown": "Down", "arrowleft": "Left", "arrowright": "Right",
  ]

  /// Why `name` is no key name, with SDL's name for the key meant where it can be guessed; nil
  /// when SDL knows the name.
  static func fault(_ name: String) -> String? {
    guard code(named: name) == nil else { return nil }
    var message = "unknown key name \"\(name)\""
    if let meant = aliases[name.lowercased()] {
      message += " (SDL's name for that key is \"\(meant)\")"
    } else {
      message += " (use SDL's key names, such as \"space\", \".\", \"s\", \"Escape\", \"Left Shift\")"
    }
    return message
  }
}
