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
  MotionObservable { observer in
    let forwarding = GestureForwarding<R>(observer: observer, wasActive: recognizer.state.isActive)
    if forwarding.wasActive {
      observer.state(.active)
      observer.next(recognizer)
    } else {
      observer.next(recognizer)
      observer.state(.atRest)
    }
    // The recognizer holds this closure, so it must not hold the recognizer: it is handed in as
    // the argument instead (itself, so the cast holds). An unowned capture took a retain and a
    // release on every move event. The forwarding is the closure's whole context.
    let subscription = recognizer.observe { [forwarding] notifying in
      forwarding.forward(notifying as! R)
    }
    return {
      forwarding.isCancelled = true
      subscription.cancel()
    }
  }
}

/// One subscription's state of a `gestureSource`, in one object: captured as separate variables,
/// each was an object of its own that every move event reached (from ten thousand fingers on,
/// each such object is a wait on memory).
private final class GestureForwarding<R: GestureRecognizer> {
  let observer: MotionObserver<R>
  var wasActive: Bool
  var isCancelled = false

  init(observer: MotionObserver<R>, wasActive: Bool) {
    self.observer = observer
    self.wasActive = wasActive
  }

  /// Tells the observer of `recognizer`'s change, with `active` or `atRest` on transitions.
  func forward(_ recognizer: R) {
    guard !isCancelled else { return }
    let isActive = recognizer.state.isActive
    if isActive && !wasActive {
      wasActive = true
      observer.state(.active)
      observer.next(recognizer)
    } else if !isActive && wasActive {
      wasActive = false
      observer.next(recognizer)
      observer.state(.atRest)
    } else {
      observer.next(recognizer)
    }
  }
}
