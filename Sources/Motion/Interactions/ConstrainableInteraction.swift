/// What `MotionRuntime.add(_:to:constraints:)` applies to an interaction's position stream:
/// a function from the stream of positions the interaction would write to the stream it
/// writes, such as `{ $0.yLocked(to: 300) }` or `{ $0.rubberBanded(outsideOf: rect, maxLength: 40) }`.
public typealias PositionConstraints = (MotionObservable<Point>) -> MotionObservable<Point>

/// An interaction that moves its element's position and accepts constraints on it
/// (`Draggable`, `DirectlyManipulable`, `Tossable`).
///
/// When the constrained stream has a rest constraint (`StreamMetadata.nearestAllowed`, as
/// `rubberBanded(outsideOf:maxLength:)` gives), a released drag springs back to the nearest
/// allowed position, and a toss's destination is moved to the nearest allowed one.
public protocol ConstrainableInteraction: Interaction {
  /// Wires the interaction for `target` into `runtime`, with `constraints` applied to the
  /// position stream.
  func add(to target: Element, withRuntime runtime: MotionRuntime, constraints: @escaping PositionConstraints)
}
