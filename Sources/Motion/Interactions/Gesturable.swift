/// The Direct manipulation specification's `Gesturable`: the one plan behind `Draggable`, `Pinchable` and
/// `Rotatable`, over
/// the type of recognizer that drives it (as Material Motion's `Gesturable<T>`).
///
/// When added to a target, it attaches its recognizer to the target (unless the recognizer is
/// attached elsewhere already), moves the anchor point under the touches if asked (see
/// `AnchorPointAdjustable`), and turns the recognizer's successive readings while a gesture is
/// in progress into new values of one of the target's properties, each computed from the
/// previous reading and the current one, so that several plans (and anchor point adjustments)
/// on one element compose. Its state is `active` while its gesture is in progress or its
/// motion moves, and `atRest` once it is removed.
///
/// Where touches land and the space the plan measures in are apart: the recognizer is attached
/// to `touchTarget` (the target itself by default), and the plan measures the fingers in scene
/// space and writes in the target's parent's space, so a plan driven from a handle, or a card
/// turned by another interaction, follows the fingers exactly.
///
/// Unlike Material Motion's, the plans cannot be subclassed outside the library: what a subclass
/// would change is composed from outside instead, through constraints
/// (`MotionRuntime.add(_:to:constraints:)`, on positions, scales and angles alike), the streams
/// the plans publish (`gestureStream`, `Pinchable.scaleStream`, `Rotatable.rotationStream`),
/// `MotionRuntime.stateStream(of:)` and their public springs (see "Writing your own interaction").
public class Gesturable<Recognizer: GestureRecognizer>: AnchorPointAdjustable {
  /// The recognizer that drives the plan; made by the plan when none is given.
  public let gestureRecognizer: Recognizer
  /// Whether the target's anchor point follows the touches; read when the plan is added.
  ///
  /// - Precondition: not changed while the plan is added (it would be ignored); set it before
  ///   `runtime.add`, or remove the plan, change it and add it again.
  public var wantsAnchorPointAdjustment: Bool {
    didSet { requireNotWired("wantsAnchorPointAdjustment") }
  }
  /// Where touches land: the element the plan attaches its recognizer to when the recognizer is
  /// attached nowhere yet; nil (the default) for the target the plan is added to.
  public let touchTarget: Element?
  let activity = ActivityTap()
  /// Whether the plan is wired into a runtime: its options are read then, and may not change.
  var isWired = false
  /// The anchor point adjustment the plan's wiring attached to its recognizer, which removing
  /// the plan (or wiring it again) takes off.
  private var anchorPointAdjustment: Subscription?

  init(gestureRecognizer: Recognizer, wantsAnchorPointAdjustment: Bool, touchTarget: Element?) {
    self.gestureRecognizer = gestureRecognizer
    self.wantsAnchorPointAdjustment = wantsAnchorPointAdjustment
    self.touchTarget = touchTarget
  }

  /// Stops the program when an option read at `add` is changed after it (it would be ignored).
  func requireNotWired(_ option: String) {
    precondition(
      !isWired,
      "\(Self.self).\(option) is read when the plan is added: pass it to init or set it before runtime.add "
        + "(or remove the plan, change it and add it again)")
  }

  /// The plan was removed from its runtime: it is at rest, and its options may change.
  func didRemove() {
    activity.reset()
    isWired = false
    anchorPointAdjustment?.cancel()
    anchorPointAdjustment = nil
  }

  /// `active` while the gesture is in progress or the motion it started moves.
  public var state: MotionState { activity.state }

  /// The recognizer's stream (`gestureSource(gestureRecognizer)`): the recognizer on
  /// subscription and after each of its changes, `active` while a gesture is in progress and
  /// `atRest` after it, the release's last reading (its velocity) arriving before `atRest`. Each
  /// access makes a new stream; subscribing to it moves nothing and keeps the recognizer alive
  /// until the subscription is cancelled.
  public var gestureStream: MotionObservable<Recognizer> { gestureSource(gestureRecognizer) }

  /// Attaches the recognizer and connects the plan's stream to the target's property.
  public func add(to target: Element, withRuntime runtime: MotionRuntime) {
    connect(to: target, runtime: runtime)
  }

  /// The plan's own wiring, given by each kind of gesture: the stream of `changes` it connects
  /// to which property.
  func connect(to target: Element, runtime: MotionRuntime) {}

  /// Attaches the recognizer to `target` (unless attached elsewhere), moves the anchor point
  /// under the touches when asked, and returns the stream of `apply(previous, current, first)`
  /// for each reading while the gesture is in progress; `first` is true for the first reading
  /// of a gesture. `rest` is the reading of a gesture that has not moved; a nil reading (a value
  /// that cannot be used) or a nil result emits nothing.
  func changes<Reading, Value>(
    on target: Element, rest: Reading, read: @escaping (Recognizer) -> Reading?,
    apply: @escaping (_ previous: Reading, _ current: Reading, _ first: Bool) -> Value?
  ) -> MotionObservable<Value> {
    let recognizer = gestureRecognizer
    isWired = true
    if recognizer.element == nil {
      (touchTarget ?? target).addGestureRecognizer(recognizer)
      recognizer.attachedByInteraction = true
    }
    anchorPointAdjustment?.cancel()
    anchorPointAdjustment =
      wantsAnchorPointAdjustment ? AnchorPointAdjustment.attach(recognizer, to: target) : nil
    return gestureSource(recognizer).nextOperator(perSubscription: {
      let changes = ReadingChanges(rest: rest, read: read, apply: apply)
      return { [changes] recognizer, next in changes.take(recognizer, next) }
    })
  }
}

extension Gesturable: RuntimeBound {
  func runtimeDidRemove(_ runtime: MotionRuntime) { didRemove() }
}

/// One subscription's state of `Gesturable.changes` (the last reading and whether the next is
/// the first), in one object rather than a captured variable each.
private final class ReadingChanges<Recognizer: GestureRecognizer, Reading, Value> {
  private var last: Reading
  private var isFirst = true
  private let read: (Recognizer) -> Reading?
  private let apply: (_ previous: Reading, _ current: Reading, _ first: Bool) -> Value?
  private let rest: Reading

  init(
    rest: Reading, read: @escaping (Recognizer) -> Reading?,
    apply: @escaping (_ previous: Reading, _ current: Reading, _ first: Bool) -> Value?
  ) {
    last = rest
    self.rest = rest
    self.read = read
    self.apply = apply
  }

  /// Emits the change from the last reading to `recognizer`'s current one while its gesture is
  /// in progress; a gesture that begins or is not in progress starts again from `rest`.
  func take(_ recognizer: Recognizer, _ next: (Value) -> Void) {
    switch recognizer.state {
    case .began, .changed:
      if recognizer.state == .began {
        last = rest
        isFirst = true
      }
      guard let current = read(recognizer) else { return }
      let previous = last
      last = current
      let first = isFirst
      isFirst = false
      if let value = apply(previous, current, first) { next(value) }
    default:
      last = rest
      isFirst = true
    }
  }
}
