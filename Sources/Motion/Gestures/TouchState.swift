/// What a recognizer keeps of the touches it handles, with its velocity samples: made on its
/// first touch, since most recognizers of a large scene are never touched.
final class TouchState {
  /// The time of the latest event the recognizer handled, never going back within a gesture.
  var eventClock = MonotonicClock()
  /// `GestureRecognizer.sceneCentroid`.
  var sceneCentroid = Point.zero
  /// What `GestureRecognizer.estimatedVelocity` reads.
  var reading = VelocityReading.zero
  /// How many notifications are under way (an observer may cause another).
  var notifyingDepth = 0
  /// The observers cancelled while a notification was under way.
  var cancelledWhileNotifying: [Int] = []
  var estimator = VelocityEstimator()
  /// A drag's translation and its baseline (see `DragGestureRecognizer`): kept with the touches,
  /// since a drag reads them only once touched.
  var translation = Point.zero
  var translationAtBaseline = Point.zero
  var centroidAtBaseline = Point.zero
}

/// What `GestureRecognizer.estimatedVelocity` reads.
enum VelocityReading {
  /// Zero: no gesture yet, a cancelled one, a finger held still.
  case zero
  /// The estimator's fit at this time.
  case estimated(at: Double)
  /// A value set from outside.
  case fixed(Point)
}
