/// The phase of one touch in a `TouchEvent`, as UIKit's touch phases.
public enum TouchPhase: String, Sendable, Equatable {
  /// The finger went down.
  case began
  /// The finger moved (or was reported again without moving).
  case moved
  /// The finger lifted.
  case ended
  /// The system took the touch away (focus lost, a cancel from the platform).
  case cancelled
}

/// One change of one touch: its script- or platform-given id, phase, scene-space location and
/// time in seconds on the wall clock that gestures are measured on (`MotionRuntime.gestureTime`;
/// script time in a replay), never the slowed or paused motion time.
public struct TouchEvent: Sendable, Equatable {
  /// Identifies the touch across its events; ids may be reused after the touch ends.
  public var id: Int
  /// What happened to the touch.
  public var phase: TouchPhase
  /// Where the touch is, in scene space.
  public var location: Point
  /// When it happened, in wall-clock seconds.
  public var time: Double

  /// Creates a touch event.
  public init(id: Int, phase: TouchPhase, location: Point, time: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.time = time
  }
}
