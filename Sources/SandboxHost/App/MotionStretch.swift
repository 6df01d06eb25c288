/// Which frames the HUD's rates describe: one stretch of motion in one scene. When motion
/// stops, or another scene (or the same file reloaded) is shown, the stretch ends, the rates
/// are forgotten and one more frame is drawn, so the HUD says "idle: nothing moves" instead of
/// the last motion's figures, or the previous scene's.
struct MotionStretch {
  private var wasMoving = false
  private var scene: ObjectIdentifier?

  /// Creates a stretch that has seen nothing.
  init() {}

  /// Notes a frame's update: whether something moves and which scene is shown. True when the
  /// stretch ended here: forget the rates and draw the frame.
  mutating func ends(moving: Bool, scene shown: ObjectIdentifier) -> Bool {
    defer {
      wasMoving = moving
      scene = shown
    }
    let switched = scene != nil && scene != shown
    return switched || (wasMoving && !moving)
  }
}
