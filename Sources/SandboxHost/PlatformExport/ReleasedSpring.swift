import Foundation
import Motion

/// A spring released `distance` points from its destination at `velocity` points per second
/// towards it, as a toss hands it over: the motion every platform's code is to reproduce, in
/// progress from 0 (the release) to 1 (the destination).
struct ReleasedSpring: Sendable {
  /// The spring.
  var spring: SpringCoefficients
  /// The distance to travel, points, > 0.
  var distance: Double
  /// The release velocity towards the destination, points per second.
  var velocity: Double
  /// The rest threshold, points.
  var threshold: Double

  /// Progress at `time` seconds: 1 − x(t) / distance, x the displacement from the destination.
  func progress(at time: Double) -> Double {
    progress(of: spring, at: time, velocity: velocity)
  }

  /// Progress at `time` of `other` released the same way but at `velocity`.
  func progress(of other: SpringCoefficients, at time: Double, velocity: Double) -> Double {
    guard let state = other.state(after: time, displacement: distance, velocity: -velocity) else { return 1 }
    return 1 - state.displacement / distance
  }

  /// Seconds until the release comes to rest under the spring's rest rule; infinite when it
  /// never does.
  var settlingTime: Double {
    spring.settlingTime(displacement: distance, velocity: -velocity, threshold: threshold)
  }

  /// The span the motions are compared over: until both have settled to a thousandth of the
  /// distance, or ten seconds when either never does.
  func comparisonSpan(with other: SpringCoefficients, velocity otherVelocity: Double) -> Double {
    let fine = distance * 1e-3
    let a = spring.settlingTime(displacement: distance, velocity: -velocity, threshold: fine)
    let b = other.settlingTime(displacement: distance, velocity: -otherVelocity, threshold: fine)
    let span = max(a, b)
    return span.isFinite ? max(span, 1e-3) : 10
  }

  /// The largest |progress difference| between this release and `path`, sampled at 4000 even
  /// steps over `span` seconds: a fraction of the distance.
  func largestDifference(over span: Double, from path: (Double) -> Double) -> Double {
    var largest = 0.0
    let steps = 4000
    for i in 0...steps {
      let t = span * Double(i) / Double(steps)
      largest = max(largest, abs(progress(at: t) - path(t)))
    }
    return largest
  }

  /// The largest difference from `other` released at `otherVelocity`, as a fraction of the
  /// distance.
  func largestDifference(from other: SpringCoefficients, velocity otherVelocity: Double) -> Double {
    largestDifference(over: comparisonSpan(with: other, velocity: otherVelocity)) {
      progress(of: other, at: $0, velocity: otherVelocity)
    }
  }
}
