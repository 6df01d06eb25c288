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
/// observer and its state, so that subscribing makes one object and a move event reaches one.
private final class GestureForwarding<R: GestureRecognizer>: Subscription {
  /// Where the recognizer goes; nil once cancelled.
  private var observer: MotionObserver<R>?
  /// The recognizer, without keeping it alive (its observer list holds this object).
  private let link: OwnerLink<GestureRecognizer>
  /// The observer's number in the recognizer's list.
  private var id: Int?
  /// Whether the recognizer was active at its last notification.
  private var wasActive: Bool

  init(_ recognizer: R, to observer: MotionObserver<R>) {
    self.observer = observer
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
    if self.observer != nil { id = recognizer.addObserver { [self] notifying in forward(notifying as! R) } }
  }

  override var isActive: Bool { observer != nil }

  override func cancel() {
    guard observer != nil else { return }
    observer = nil
    if let id { link.owner?.removeObserver(id) }
  }

  /// Tells the observer of `recognizer`'s change, with `active` or `atRest` on transitions.
  /// (Each call reads the one channel it calls from `observer`: a copy of the whole observer
  /// retained and released each of its four references on every event.)
  private func forward(_ recognizer: R) {
    let isActive = recognizer.state.isActive
    if isActive && !wasActive {
      wasActive = true
      observer?.state(.active)
      observer?.next(recognizer)
    } else if !isActive && wasActive {
      wasActive = false
      observer?.next(recognizer)
      observer?.state(.atRest)
    } else {
      observer?.next(recognizer)
    }
  }
}
