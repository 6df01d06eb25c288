/// What travels with a stream besides its values: how fast its source is changing, its source's
/// on/off switch, and where its values must come to rest.
///
/// A stream's metadata is fixed when the stream is made. Operators that pass values on
/// (`filter`, `dedupe`, `startWith`, `_remember`, and any `_nextOperator` whose output has the
/// stream's own type) hand it on unchanged; `map` and `merge(with:)`, which make values of their
/// own, and operators that change the type start with none;
/// operators that change what the values mean (`toggled(with:)`, the constraints) make their
/// own from their upstreams'. So a spring's velocity and switch reach the runtime and
/// `toggled(with:)` through any chain of such operators without any operator forwarding them.
public struct StreamMetadata<T> {
  /// Reads the source's current rate of change, per second, or nil when it has none now (a
  /// spring at rest). A gesture's streams read their recognizer's velocity, which after a lift
  /// is the release velocity (what a toss hands on); the runtime reads it only while the stream
  /// is active, so `velocity(of:)` is zero once the gesture has ended.
  public let velocity: (() -> T?)?
  /// The source's on/off switch when it has one (a spring's `enabled`); `toggled(with:)` turns
  /// it off while the preferred stream drives the value and on again afterwards.
  public let enabled: ReactiveProperty<Bool>?
  /// Maps a value to the nearest one the stream's constraints allow at rest (the bounds of
  /// `rubberBanded(outsideOf:maxLength:)`); nil when every value is allowed. Interactions use it
  /// to spring back inside on release and to keep a toss's destination inside.
  public let nearestAllowed: ((T) -> T)?
  /// Maps a value the stream's constraints gave back to a value that gives it (the point a
  /// rubber band stretched to that value); nil when the stream passes its values unchanged. A
  /// drag that grabs an element a rubber band holds outside its bounds starts from there, so
  /// the element stays under the finger rather than being banded twice.
  public let unconstrained: ((T) -> T)?

  /// Creates metadata; every part defaults to none.
  public init(
    velocity: (() -> T?)? = nil, enabled: ReactiveProperty<Bool>? = nil,
    nearestAllowed: ((T) -> T)? = nil, unconstrained: ((T) -> T)? = nil
  ) {
    self.velocity = velocity
    self.enabled = enabled
    self.nearestAllowed = nearestAllowed
    self.unconstrained = unconstrained
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
