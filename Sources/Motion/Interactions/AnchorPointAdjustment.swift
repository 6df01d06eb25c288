/// Keeps an element's anchor point under a recognizer's touches (seed 004's performer for
/// `ChangeAnchorPoint`): when the gesture begins, and whenever its touch count changes while it
/// is in progress, the anchor point moves to the centroid.
///
/// It observes the recognizer before the interaction's own stream does, so the anchor is in
/// place before that stream applies the event's change.
enum AnchorPointAdjustment {
  /// Starts adjusting `target`'s anchor point to `recognizer`'s centroid.
  static func attach(_ recognizer: GestureRecognizer, to target: Element) {
    var lastTouchCount = 0
    recognizer.observe { [weak target] recognizer in
      let count = recognizer.numberOfTouches
      defer { lastTouchCount = count }
      guard let target, count > 0 else { return }
      let touchesChanged = recognizer.state == .changed && count != lastTouchCount
      guard recognizer.state == .began || touchesChanged else { return }
      ChangeAnchorPoint.toScenePoint(recognizer.sceneCentroid, of: target)?.apply(to: target)
    }
  }
}
