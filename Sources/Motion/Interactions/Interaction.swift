/// A plan that, added to an element through a runtime, makes it respond to input or time.
///
/// Added with `MotionRuntime.add(_:to:)`; the runtime keeps it alive and lists it in dumps. An
/// interaction is a class (any class: nothing to inherit) with `add(to:withRuntime:)`, which
/// wires its streams with `runtime.connect(_:to:)`; the library keeps its `state`.
public protocol Interaction: AnyObject {
  /// Wires the interaction's streams for `target` into `runtime`.
  func add(to target: Element, withRuntime runtime: MotionRuntime)
  /// `active` while the interaction's gesture is in progress or its motion is moving; `atRest`
  /// before it is added and once it is removed.
  ///
  /// Provided: `active` while any stream the interaction's `add(to:withRuntime:)` connected is
  /// active (its gesture in progress, its spring in flight). Implement it only to say more.
  var state: MotionState { get }
}

extension Interaction {
  /// `active` while any stream the interaction connected in `add(to:withRuntime:)` is active;
  /// `atRest` before it is added and once it is removed from its runtime.
  public var state: MotionState { InteractionRegistry.state(of: ObjectIdentifier(self)) }

  /// The interaction's name in the sandbox's scene files and dumps (`draggable`, `tossable`, …),
  /// or its Swift type's name for an interaction of a program's own.
  @available(
    *, deprecated,
    message: "the library's types carry no scene-file names; use String(describing: type(of:)). Goes in 0.5.0"
  )
  public var typeName: String {
    switch self {
    case is Draggable: "draggable"
    case is Pinchable: "pinchable"
    case is Rotatable: "rotatable"
    case is DirectlyManipulable: "directlyManipulable"
    case is Tossable: "tossable"
    default: String(describing: type(of: self))
    }
  }
}
