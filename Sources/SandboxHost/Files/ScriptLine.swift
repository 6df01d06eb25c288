import Motion

/// Modifier keys held during a mouse or wheel input.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The set's bits, one per modifier.
  public let rawValue: Int
  /// Creates a set from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Either Shift key.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Either Control key.
  public static let ctrl = KeyModifiers(rawValue: 2)
  /// Either Alt key.
  public static let alt = KeyModifiers(rawValue: 4)
}

/// A mouse button, as scripts name it.
public enum MouseButton: String, Sendable, Hashable {
  case left, right, middle
}

/// What a mouse line does.
public enum MousePhase: String, Sendable, Hashable {
  case down, move, up
}

/// One action of an input script (CONTRACT §3).
public enum ScriptAction: Sendable, Equatable {
  /// A touch of the script's own id at a scene point.
  case touch(phase: TouchPhase, id: Int, location: Point)
  /// A mouse press, move or release; `button` is nil for moves.
  case mouse(phase: MousePhase, button: MouseButton?, location: Point, modifiers: KeyModifiers)
  /// Wheel steps `delta` at a scene point.
  case wheel(delta: Point, location: Point, modifiers: KeyModifiers)
  /// A key press or release, by SDL's key name.
  case key(down: Bool, name: String)
  /// Write a PNG of the frame at this time into the output folder.
  case capture(name: String)
  /// Write the state dump at this time into the output folder.
  case dump(name: String)
}

/// One line of an input script: when, where in the file, and what.
public struct ScriptLine: Sendable, Equatable {
  /// Seconds from the start of the script.
  public var time: Double
  /// The 1-based line number in the script file.
  public var lineNumber: Int
  /// What happens at that time.
  public var action: ScriptAction

  /// Creates a script line.
  public init(time: Double, lineNumber: Int, action: ScriptAction) {
    self.time = time
    self.lineNumber = lineNumber
    self.action = action
  }
}
