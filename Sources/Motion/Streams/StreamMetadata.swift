/// What travels with a stream besides its values: how fast its source is changing, its source's
/// on/off switch, and where its values must come to rest.
///
/// A stream's metadata is fixed when the stream is made. Operators that pass values on
/// (`filter`, `dedupe`, `startWith`, `remember`, and any `nextOperator` whose output has the
/// stream's own type) hand it on unchanged; `map` and `merge(with:)`, which make values of their
/// own, and operators that change the type start with none;
/// operators that change what the values mean (`toggled(with:)`, the constraints) make their
/// own from their upstreams'. So a spring's velocity and switch reach the runtime and
/// `toggled(with:)` through any chain of such operators without any operator forwarding them.
///
/// One reference wide (see `StreamMetadataTests`): the parts live in one shared box, made only
/// when there are any, so a stream that carries none, or hands its upstream's on, allocates
/// nothing.
public struct StreamMetadata<T> {
  /// The parts, shared by every copy. Most streams that carry any carry a velocity reader and a
  /// switch only (a spring's, a gesture's), so constraints come in a box of their own that only
  /// constraints make. A stream whose metadata follows other streams' (a toggle's) supplies a
  /// subclass that reads theirs when asked.
  class Parts {
    var velocity: (() -> T?)? { nil }
    var enabled: ReactiveProperty<Bool>? { nil }
    var nearestAllowed: ((T) -> T)? { nil }
    var unconstrained: ((T) -> T)? { nil }
  }

  /// A velocity reader and a switch.
  private final class MotionParts: Parts {
    private let velocityValue: (() -> T?)?
    private let enabledValue: ReactiveProperty<Bool>?

    init(velocity: (() -> T?)?, enabled: ReactiveProperty<Bool>?) {
      velocityValue = velocity
      enabledValue = enabled
    }

    override var velocity: (() -> T?)? { velocityValue }
    override var enabled: ReactiveProperty<Bool>? { enabledValue }
  }

  /// Every part, constraints included.
  private final class ConstrainedParts: Parts {
    private let velocityValue: (() -> T?)?
    private let enabledValue: ReactiveProperty<Bool>?
    private let nearestAllowedValue: ((T) -> T)?
    private let unconstrainedValue: ((T) -> T)?

    init(
      velocity: (() -> T?)?, enabled: ReactiveProperty<Bool>?, nearestAllowed: ((T) -> T)?,
      unconstrained: ((T) -> T)?
    ) {
      velocityValue = velocity
      enabledValue = enabled
      nearestAllowedValue = nearestAllowed
      unconstrainedValue = unconstrained
    }

    override var velocity: (() -> T?)? { velocityValue }
    override var enabled: ReactiveProperty<Bool>? { enabledValue }
    override var nearestAllowed: ((T) -> T)? { nearestAllowedValue }
    override var unconstrained: ((T) -> T)? { unconstrainedValue }
  }

  /// Nil when there are no parts.
  private let parts: Parts?

  /// Reads the source's current rate of change, per second, or nil when it has none now (a
  /// spring at rest). A gesture's streams read their recognizer's velocity, which after a lift
  /// is the release velocity (what a toss hands on); the runtime reads it only while the stream
  /// is active, so `velocity(of:)` is zero once the gesture has ended.
  public var velocity: (() -> T?)? { parts?.velocity }
  /// The source's on/off switch when it has one (a spring's `enabled`); `toggled(with:)` turns
  /// it off while the preferred stream drives the value and on again afterwards.
  public var enabled: ReactiveProperty<Bool>? { parts?.enabled }
  /// Maps a value to the nearest one the stream's constraints allow at rest (the bounds of
  /// `rubberBanded(outsideOf:maxLength:)`); nil when every value is allowed. Interactions use it
  /// to spring back inside on release and to keep a toss's destination inside.
  public var nearestAllowed: ((T) -> T)? { parts?.nearestAllowed }
  /// Maps a value the stream's constraints gave back to a value that gives it (the point a
  /// rubber band stretched to that value); nil when the stream passes its values unchanged. A
  /// drag that grabs an element a rubber band holds outside its bounds starts from there, so
  /// the element stays under the finger rather than being banded twice.
  public var unconstrained: ((T) -> T)? { parts?.unconstrained }

  /// Creates metadata; every part defaults to none.
  public init(
    velocity: (() -> T?)? = nil, enabled: ReactiveProperty<Bool>? = nil,
    nearestAllowed: ((T) -> T)? = nil, unconstrained: ((T) -> T)? = nil
  ) {
    if nearestAllowed != nil || unconstrained != nil {
      parts = ConstrainedParts(
        velocity: velocity, enabled: enabled, nearestAllowed: nearestAllowed, unconstrained: unconstrained)
    } else if velocity != nil || enabled != nil {
      parts = MotionParts(velocity: velocity, enabled: enabled)
    } else {
      parts = nil
    }
  }

  /// Metadata whose parts `parts` supplies.
  init(parts: Parts) {
    self.parts = parts
  }

  /// No velocity, no switch, no constraint: the metadata of a stream that only carries values.
  public static var none: StreamMetadata<T> { StreamMetadata() }

  /// The same metadata with another velocity reader.
  func replacingVelocity(_ velocity: (() -> T?)?) -> StreamMetadata<T> {
    StreamMetadata(
      velocity: velocity, enabled: enabled, nearestAllowed: nearestAllowed, unconstrained: unconstrained)
  }

  /// The same metadata with another rest constraint.
  func replacingNearestAllowed(_ nearestAllowed: ((T) -> T)?) -> StreamMetadata<T> {
    StreamMetadata(
      velocity: velocity, enabled: enabled, nearestAllowed: nearestAllowed, unconstrained: unconstrained)
  }
}

// Confined with its runtime (see `MotionRuntime`, "Concurrency").
@available(
  *, unavailable,
  message: "metadata reads live objects (a recognizer, a spring) and is confined with the runtime"
)
extension StreamMetadata: Sendable {}
