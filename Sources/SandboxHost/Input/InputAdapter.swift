import Motion

/// Turns raw input (what a person or a script did, as `InputAction`s) into touches for the
/// runtime and key commands for the session; the one path that live input and replayed scripts
/// share after SDL's queue.
///
/// Fingers get small ids (`FingerMap`), mouse and wheel input goes through `MouseEmulator`, and
/// keys become `KeyCommand`s on key-down. Every touch is stamped with the time it is handed.
/// The adapter appends to a caller's buffer, so a frame's input allocates nothing once the
/// buffer has grown.
struct InputAdapter {
  private var fingers = FingerMap()
  private var fingerLocations: [ActiveTouch] = []
  private var emulator = MouseEmulator()
  private var keys = KeyPresses()

  /// Creates an adapter with nothing down.
  init() {
    fingerLocations.reserveCapacity(16)
  }

  /// Translates one raw input at `time` (wall time, the clock gestures are measured on): touches go to `touches`, and the key
  /// command it means, if any, is returned. `probe` tells what lies under a scene point.
  mutating func translate(
    _ action: InputAction, time: Double, probe: (Point) -> PointerTarget,
    into touches: inout [TouchEvent]
  ) -> KeyCommand? {
    switch action {
    case .touch(let phase, let id, let location):
      finger(phase, platformID: id, at: location, time: time, into: &touches)
    case .mouse(let phase, let button, let location, let modifiers):
      emulator.mouse(
        phase, button: button, at: location, modifiers: modifiers, time: time, probe: probe,
        into: &touches)
    case .wheel(let delta, let location, let modifiers):
      emulator.wheel(
        delta: delta, at: location, modifiers: modifiers, time: time, probe: probe, into: &touches)
    case .key(let down, let name):
      return keys.take(name, down: down)
    }
    return nil
  }

  /// Cancels every touch that is down, real and emulated, pinned fingers included (the window
  /// lost focus, or the scene is being replaced).
  mutating func cancelAll(time: Double, into touches: inout [TouchEvent]) {
    for touch in fingerLocations {
      touches.append(TouchEvent(id: touch.id, phase: .cancelled, location: touch.location, time: time))
    }
    fingerLocations.removeAll(keepingCapacity: true)
    fingers.removeAll()
    emulator.cancelAll(time: time, into: &touches)
  }

  /// Calls `body` with every touch that is down: real fingers first, then the emulated ones.
  func forEachActiveTouch(_ body: (ActiveTouch) -> Void) {
    for finger in fingerLocations { body(finger) }
    emulator.forEachActiveTouch(body)
  }

  /// Every touch that is down, as `forEachActiveTouch` lists them.
  var activeTouches: [ActiveTouch] {
    var result: [ActiveTouch] = []
    forEachActiveTouch { result.append($0) }
    return result
  }

  private mutating func finger(
    _ phase: TouchPhase, platformID: Int, at location: Point, time: Double,
    into touches: inout [TouchEvent]
  ) {
    guard location.isFinite else { return }
    switch phase {
    case .began:
      let id = fingers.press(platformID)
      if let index = fingerIndex(of: id) {
        fingerLocations[index].location = location
      } else {
        fingerLocations.append(ActiveTouch(id: id, location: location, kind: .finger))
      }
      touches.append(TouchEvent(id: id, phase: .began, location: location, time: time))
    case .moved:
      guard let id = fingers.id(of: platformID) else { return }
      if let index = fingerIndex(of: id) {
        fingerLocations[index].location = location
      }
      touches.append(TouchEvent(id: id, phase: .moved, location: location, time: time))
    case .ended, .cancelled:
      guard let id = fingers.release(platformID) else { return }
      if let index = fingerIndex(of: id) { fingerLocations.remove(at: index) }
      touches.append(TouchEvent(id: id, phase: phase, location: location, time: time))
    }
  }

  /// Where the finger with small id `id` is in `fingerLocations`.
  private func fingerIndex(of id: Int) -> Int? {
    fingerLocations.firstIndex { $0.id == id }
  }
}
