/// The mechanism shared by seed 004's plans: a recognizer's successive readings while it is in
/// progress become new values of one property, each computed from the previous reading and the
/// current one, so that several plans (and anchor point adjustments) on one element compose.
enum GestureChanges {
  /// Attaches `recognizer` to `target` unless it is attached elsewhere, moves the anchor point
  /// under the touches when asked, and returns the stream of `apply(previous, current)` for
  /// each change in progress. `rest` is the reading of a gesture that has not moved; a nil
  /// reading (a value that cannot be used) or a nil result emits nothing.
  static func stream<R: GestureRecognizer, Reading, Value>(
    of recognizer: R, on target: Element, adjustingAnchorPoint: Bool, rest: Reading,
    read: @escaping (R) -> Reading?, apply: @escaping (_ previous: Reading, _ current: Reading) -> Value?
  ) -> MotionObservable<Value> {
    if recognizer.element == nil { target.addGestureRecognizer(recognizer) }
    if adjustingAnchorPoint { AnchorPointAdjustment.attach(recognizer, to: target) }
    var last = rest
    return gestureSource(recognizer)._nextOperator { recognizer, next in
      switch recognizer.state {
      case .began, .changed:
        if recognizer.state == .began { last = rest }
        guard let current = read(recognizer) else { return }
        let previous = last
        last = current
        if let value = apply(previous, current) { next(value) }
      default:
        last = rest
      }
    }
  }
}
