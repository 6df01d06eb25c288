import Motion

/// Modifier keys held during a mouse or wheel input.
struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The set's bits, one per modifier.
  let rawValue: Int
  /// Creates a set from its raw bits.
  init(rawValue: Int) { self.rawValue = rawValue }
  /// Either Shift key.
  static let shift = KeyModifiers(rawValue: 1)
  /// Either Control key.
  static let ctrl = KeyModifiers(rawValue: 2)
  /// Either Alt key.
  static let alt = KeyModifiers(rawValue: 4)
}

/// A mouse button, as scripts name it.
enum MouseButton: String, Sendable, Hashable {
  case left, right, middle
}

/// What a mouse line does.
enum MousePhase: String, Sendable, Hashable {
  case down, move, up
}

/// Input a script line gives (docs/scripts.md), as a person gives it live: what the input
/// adapter turns into touches and key commands.
enum InputAction: Sendable, Equatable {
  /// A touch of the script's own id at a scene point.
  case touch(phase: TouchPhase, id: Int, location: Point)
  /// A mouse press, move or release; `button` is nil for moves.
  case mouse(phase: MousePhase, button: MouseButton?, location: Point, modifiers: KeyModifiers)
  /// Wheel steps `delta` at a scene point.
  case wheel(delta: Point, location: Point, modifiers: KeyModifiers)
  /// A key press or release, by SDL's key name.
  case key(down: Bool, name: String)
}
