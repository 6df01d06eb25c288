/// A plan that, added to an element through a runtime, makes it respond to input or time.
///
/// Added with `MotionRuntime.add(_:to:)`; the runtime keeps it alive and lists it in dumps.
public protocol Interaction: AnyObject {
  /// Wires the interaction's streams for `target` into `runtime`.
  func add(to target: Element, withRuntime runtime: MotionRuntime)
  /// `active` while the interaction's gesture is in progress or its motion is moving.
  var state: MotionState { get }
}
