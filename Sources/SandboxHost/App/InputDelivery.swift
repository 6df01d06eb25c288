import Motion

/// The session's input job: raw inputs (a person's or a script's) become touches handed to the
/// runtime, and key presses become key commands for the session to carry out.
///
/// The touches of one input are gathered in a buffer kept between inputs, so handing them over
/// allocates nothing once it has grown.
struct InputDelivery {
  /// The input path after SDL: fingers, mouse emulation, keys.
  private(set) var adapter = InputAdapter()
  private var touches: [TouchEvent] = []

  /// Creates the delivery with nothing down.
  init() {
    touches.reserveCapacity(64)
  }

  /// Hands the touches of `action` at wall time `time` to `loaded`'s runtime; returns the key
  /// command the action means, if any.
  mutating func deliver(_ action: InputAction, at time: Double, to loaded: LoadedScene) -> KeyCommand? {
    touches.removeAll(keepingCapacity: true)
    let scene = loaded.scene
    let command = adapter.translate(
      action, time: time, probe: { PointerTarget.probe(scene, at: $0) }, into: &touches)
    handOver(to: loaded.runtime)
    return command
  }

  /// Cancels every touch that is down, real and emulated (the window lost focus, or the scene is
  /// being replaced), telling `runtime`.
  mutating func cancelAll(at time: Double, in runtime: MotionRuntime) {
    touches.removeAll(keepingCapacity: true)
    adapter.cancelAll(time: time, into: &touches)
    handOver(to: runtime)
  }

  private func handOver(to runtime: MotionRuntime) {
    runtime.handle(touches)
  }
}
