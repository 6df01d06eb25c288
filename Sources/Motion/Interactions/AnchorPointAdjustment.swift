/// Keeps an element's anchor point under a recognizer's touches (the Direct manipulation specification's
/// performer for
/// `ChangeAnchorPoint`): when the gesture begins, and whenever its touch count changes while it
/// is in progress, the anchor point moves to the centroid; when the gesture ends (or is
/// cancelled) it moves back to the middle, (0.5, 0.5), as Material Motion's does, so that at
/// rest `center` is the element's visual centre again.
///
/// It observes the recognizer before the interaction's own stream does, so the anchor is in
/// place before that stream applies the event's change.
enum AnchorPointAdjustment {
  /// Starts adjusting `target`'s anchor point to `recognizer`'s centroid, until the returned
  /// subscription is cancelled.
  static func attach(_ recognizer: GestureRecognizer, to target: Element) -> Subscription {
    var lastTouchCount = 0
    var wasActive = recognizer.state.isActive
    return recognizer.observe { [target = target.link] recognizer in
      let count = recognizer.numberOfTouches
      let isActive = recognizer.state.isActive
      defer {
        lastTouchCount = count
        wasActive = isActive
      }
      guard let target = target.owner else { return }
      if wasActive, !isActive {
        ChangeAnchorPoint(newAnchorPoint: Point(x: 0.5, y: 0.5)).apply(to: target)
        return
      }
      guard count > 0 else { return }
      let touchesChanged = recognizer.state == .changed && count != lastTouchCount
      guard recognizer.state == .began || touchesChanged else { return }
      let anchor = recognizer.sceneCentroid - pendingTranslation(of: target, toldOf: recognizer)
      ChangeAnchorPoint.toScenePoint(anchor, of: target)?.apply(to: target)
    }
  }

  /// The travel of the fingers that the drags on `target` have yet to apply when `recognizer`
  /// is told of a change: a drag short of its recognition distance has moved nothing, and one
  /// just beginning is told before its stream moves the element by all the travel so far. The
  /// anchor goes where the fingers' centroid was before that travel, on the element as it
  /// stands, so that once the drag has applied it the anchor is under the fingers and a pinch
  /// or turn that began first scales and turns about the right point.
  private static func pendingTranslation(of target: Element, toldOf recognizer: GestureRecognizer) -> Point {
    var pending = Point.zero
    for case let drag as DragGestureRecognizer in target.gestureRecognizers {
      let yetToApply =
        drag === recognizer ? drag.state == .began : drag.state == .possible && drag.numberOfTouches > 0
      if yetToApply { pending = pending + drag.sceneTranslation }
    }
    return pending.isFinite ? pending : .zero
  }
}
