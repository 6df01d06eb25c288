/// What a recognizer keeps of the touches it handles, with its velocity samples: made on its
/// first touch, since most recognizers of a large scene are never touched.
///
/// The samples (3 KB) are kept only while a gesture is under way: when it ends, the velocity
/// they give is kept as a number and they are let go, so a scene whose ten thousand recognizers
/// were all touched at once holds none of them once the fingers lift.
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
  /// The velocity samples of the gesture under way; nil between gestures.
  private(set) var velocitySamples: VelocitySamples?
  /// A drag's translation and its baseline (see `DragGestureRecognizer`): kept with the touches,
  /// since a drag reads them only once touched.
  var translation = Point.zero
  var translationAtBaseline = Point.zero
  var centroidAtBaseline = Point.zero

  /// The samples of the gesture under way, made if there are none yet.
  var samples: VelocitySamples {
    if let velocitySamples { return velocitySamples }
    let made = VelocitySamples()
    velocitySamples = made
    return made
  }

  /// The velocity read at the last estimate: what the samples give then, or zero.
  var velocity: Point {
    switch reading {
    case .zero: .zero
    case .estimated(let time): velocitySamples?.estimator.velocity(at: time) ?? .zero
    case .fixed(let velocity): velocity
    }
  }

  /// The gesture ended: the velocity its samples give at the last estimate is kept as it is
  /// (the samples would give no other until the next gesture, which starts them anew), and the
  /// samples are let go.
  func finishSampling() {
    if case .estimated = reading { reading = .fixed(velocity) }
    velocitySamples = nil
  }
}

/// A gesture's velocity samples, held apart from the recognizer's other touch state so that
/// they can be let go between gestures.
final class VelocitySamples {
  var estimator = VelocityEstimator()
}

/// What `GestureRecognizer.estimatedVelocity` reads.
enum VelocityReading {
  /// Zero: no gesture yet, a cancelled one, a finger held still.
  case zero
  /// The estimator's fit at this time.
  case estimated(at: Double)
  /// A value set from outside, or the last estimate of a gesture that ended.
  case fixed(Point)
}
