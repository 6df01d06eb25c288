/// A stream that emits `recognizer` on subscription and after each of its changes (the Tossable
/// specification's
/// `gestureSource`).
///
/// A new subscriber first gets the recognizer's current state, as Material Motion's gesture
/// streams give it: `active` then the recognizer while a gesture is in progress, else the
/// recognizer then `atRest`. After that, each subscription reports the gesture's activity on
/// transitions only: when the recognizer becomes active (`began`, `changed`) it emits `active`
/// before the value, so downstream knows a gesture drives the value; when it stops (`ended`,
/// `cancelled`, `failed`, `possible`) it emits the value before `atRest`, so the final value
/// (a release velocity) is seen while the gesture still counts as active. The stream keeps the
/// recognizer alive.
public func gestureSource<R: GestureRecognizer>(_ recognizer: R) -> MotionObservable<R> {
  // Made here, where `R` is known, so that the recognizer's every event runs code specialized
  // for it; the closure's whole context is the recognizer.
  SubscribingStream(metadata: .none, subscribing: { observer in GestureForwarding(recognizer, to: observer) })
}

/// One subscription of a `gestureSource`, in one object: the subscription, the recognizer's
/// observer and its state. Captured as separate variables, each was an object of its own that
/// every move event reached (from ten thousand fingers on, each such object is a wait on
/// memory), and the subscription, its disconnect closure and the recognizer's subscription
/// were three more.
private final class GestureForwarding<R: GestureRecognizer>: Subscription {
  /// The observer's two channels; nil once cancelled. Not the whole observer: its write-through
  /// property and runtime connection mean nothing for a recognizer, and took sixteen bytes.
  private var channels: (next: (R) -> Void, state: (MotionState) -> Void)?
  /// The recognizer, without keeping it alive (its observer list holds this object).
  private let link: OwnerLink<GestureRecognizer>
  /// The observer's number in the recognizer's list.
  private var id: Int?
  // Last, where it packs after `id`'s tag byte: the object is 66 bytes, not 73.
  private var wasActive: Bool

  init(_ recognizer: R, to observer: MotionObserver<R>) {
    channels = (observer.next, observer.state)
    wasActive = recognizer.state.isActive
    link = recognizer.link
    super.init()
    if wasActive {
      observer.state(.active)
      observer.next(recognizer)
    } else {
      observer.next(recognizer)
      observer.state(.atRest)
    }
    // The recognizer holds this closure, so it must not hold the recognizer: it is handed in as
    // the argument instead (itself, so the cast holds). An unowned capture took a retain and a
    // release on every move event. This object is the closure's whole context.
    // Not registered when what it told on subscription cancelled it.
    if channels != nil { id = recognizer.addObserver { [self] notifying in forward(notifying as! R) } }
  }

  override var isActive: Bool { channels != nil }

  override func cancel() {
    guard channels != nil else { return }
    channels = nil
    if let id { link.owner?.removeObserver(id) }
  }

  /// Tells the observer of `recognizer`'s change, with `active` or `atRest` on transitions.
  /// (Each call reads the one channel it calls: a copy of both retained and released each of
  /// their references on every event.)
  private func forward(_ recognizer: R) {
    let isActive = recognizer.state.isActive
    if isActive && !wasActive {
      wasActive = true
      channels?.state(.active)
      channels?.next(recognizer)
    } else if !isActive && wasActive {
      wasActive = false
      channels?.next(recognizer)
      channels?.state(.atRest)
    } else {
      channels?.next(recognizer)
    }
  }
}
