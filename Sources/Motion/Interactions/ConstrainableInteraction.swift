/// What `MotionRuntime.add(_:to:constraints:)` applies to the stream of values an interaction
/// would write: a function from that stream to the stream it writes, such as
/// `{ $0.yLocked(to: 300) }` on positions, `{ $0.rubberBanded(within: 1...4, maxLength: 0.25) }`
/// on scales, or `{ $0.snapped(toMultiplesOf: .pi / 2) }` on angles.
///
/// The constraints see the value the fingers alone would give (what they held back is
/// remembered through the gesture), and what they say about rest, in the stream's
/// `StreamMetadata.nearestAllowed`, decides where the interaction settles when its gesture ends.
public typealias Constraints<Value> = (MotionObservable<Value>) -> MotionObservable<Value>

/// The constraints of the interactions that move a position (`Draggable`,
/// `DirectlyManipulable`, `Tossable`).
public typealias PositionConstraints = Constraints<Point>

/// An interaction that accepts constraints on the one value it drives: a position
/// (`Draggable`, `DirectlyManipulable`, `Tossable`), a scale (`Pinchable`) or an angle
/// (`Rotatable`), as Material Motion's plans took them.
///
/// When the constrained stream has a rest constraint (`StreamMetadata.nearestAllowed`, as
/// `rubberBanded` and `snapped(toMultiplesOf:)` give), the interaction settles on release where
/// it allows: a released drag or pinch springs back to the nearest allowed value with the
/// release velocity, a toss's destination and a turn's projected angle are moved to the nearest
/// allowed one. Each interaction's documentation says which.
public protocol ConstrainableInteraction<ConstrainedValue>: Interaction {
  /// The type of the value the constraints act on: `Point` for a position, `Double` for a
  /// scale or an angle in radians.
  associatedtype ConstrainedValue

  /// Wires the interaction for `target` into `runtime`, with `constraints` applied to the
  /// stream of values it writes.
  func add(
    to target: Element, withRuntime runtime: MotionRuntime,
    constraints: @escaping Constraints<ConstrainedValue>)
}

/// `first`'s constraints followed by `then`'s; nil when neither has any. An interaction's own
/// settle options (a pinch's scale bounds, a turn's snap angle) come first, the ones it was
/// added with after, so theirs have the last word on where it rests.
func chained<Value>(_ first: Constraints<Value>?, _ then: Constraints<Value>?) -> Constraints<Value>? {
  guard let first else { return then }
  guard let then else { return first }
  return { then(first($0)) }
}
