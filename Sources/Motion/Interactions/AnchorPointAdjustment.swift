/// Keeps an element's anchor point under a recognizer's touches (seed 004's performer for
/// `ChangeAnchorPoint`): when the gesture begins, and whenever its touch count changes while it
/// is in progress, the anchor point moves to the centroid; when the gesture ends (or is
/// cancelled) it moves back to the middle, (0.5, 0.5), as Material Motion's does, so that at
/// rest `center` is the element's visual centre again.
///
/// It observes the recognizer before the interaction's own stream does, so the anchor is in
/// place before that stream applies the event's change.
enum AnchorPointAdjustment {
  /// Starts adjusting `target`'s anchor point to `recognizer`'s centroid.
  static func attach(_ recognizer: GestureRecognizer, to target: Element) {
    var lastTouchCount = 0
    var wasActive = recognizer.state.isActive
    recognizer.observe { [target = target.link] recognizer in
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
      ChangeAnchorPoint.toScenePoint(recognizer.sceneCentroid, of: target)?.apply(to: target)
    }
  }
}
