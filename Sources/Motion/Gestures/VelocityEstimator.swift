/// Estimates the rate of change of a gesture's value from timed samples, by a least-squares fit.
///
/// The fit covers the samples of the last `horizon` seconds before the newest one (sparse
/// samples, such as a script's lines 50 ms apart, are taken as straight motion between them).
/// It is quadratic when there are at least `quadraticMinimumCount` samples, their times spread
/// enough to fix a parabola and the parabola fits them clearly better than a line (an F-test);
/// linear otherwise, and zero with fewer than two samples.
/// The velocity is the fit's slope at the newest sample. It reads zero when the value has not
/// changed for `stillInterval` or more before the time asked about.
///
/// Samples live in a fixed-capacity ring held inline (a recognizer makes its estimator on its
/// first touch: most elements of a large scene are never touched, and the ring is most of what
/// a touched recognizer weighs), so adding one never allocates. Times never go back: a
/// sample at or before the newest time replaces the newest value, so two samples never share a
/// time and no fit divides by a zero interval. The estimate depends only on the samples' times
/// and values, so a replay gives the same velocities.
struct VelocityEstimator {
  /// How many samples the ring holds; older ones are overwritten (1.28 kHz over `horizon`).
  static let capacity = Ring.count
  /// The span of time the fit covers, in seconds.
  static let horizon = 0.1
  /// A value unchanged for this long (seconds) reads as still: the velocity is zero.
  static let stillInterval = 0.04
  /// The fewest samples that get a quadratic fit; fewer get a straight line.
  static let quadraticMinimumCount = 4
  /// Slack for comparing times that are sums of frame intervals.
  private static let timeSlack = 1e-9
  /// The F statistic a parabola must beat for its slope to be used, by the degrees of freedom
  /// left (samples − 3): the 99.5 % points of F(1, d), so Gaussian noise about a line passes for
  /// curvature once in two hundred windows.
  private static let curvatureSignificance: [Double] = [
    16211, 198.5, 55.55, 31.33, 22.78, 18.63, 16.24, 14.69, 13.61, 12.83,
  ]

  /// The 99.5 % point of F(1, d): tabled up to 10, then 7.88 + 50/d (within 5 %).
  private static func curvatureThreshold(degreesOfFreedom d: Int) -> Double {
    d <= curvatureSignificance.count ? curvatureSignificance[d - 1] : 7.88 + 50 / Double(d)
  }

  /// The ring of samples, each a time and a value side by side, held in the estimator itself: a
  /// move event writes one sample and allocates nothing.
  private var samples = Ring(repeating: Sample(time: 0, value: .zero))
  private typealias Ring = InlineArray<128, Sample>
  /// The newest sample, kept beside the counters so that adding one reads nothing of the ring.
  private var newestSample = Sample(time: 0, value: .zero)
  private var newest = 0
  private(set) var count = 0
  private var lastChangeTime = -Double.infinity

  /// Forgets every sample, keeping the storage.
  mutating func reset() {
    count = 0
    newest = 0
    lastChangeTime = -.infinity
  }

  /// Records `value` at `time`; a time at or before the newest (or not finite) counts as the
  /// newest time. Non-finite values are ignored.
  mutating func add(time: Double, value: Point) {
    guard value.isFinite else { return }
    guard count > 0 else {
      guard time.isFinite else { return }
      newest = 0
      newestSample = Sample(time: time, value: value)
      samples[0] = newestSample
      count = 1
      lastChangeTime = time
      return
    }
    let newestTime = newestSample.time
    let t = time.isFinite && time > newestTime ? time : newestTime
    if value != newestSample.value { lastChangeTime = t }
    if t == newestTime {
      newestSample.value = value
      samples[newest].value = value
      return
    }
    newest = (newest + 1) % Self.capacity
    newestSample = Sample(time: t, value: value)
    samples[newest] = newestSample
    count = min(count + 1, Self.capacity)
  }

  /// True when the value has not changed for `stillInterval` or more before `time` (the newest
  /// sample's time when `time` is earlier or not finite), or there are no samples.
  func isStill(at time: Double) -> Bool {
    guard count > 0 else { return true }
    let newestTime = newestSample.time
    let now = time.isFinite && time > newestTime ? time : newestTime
    return now - lastChangeTime >= Self.stillInterval - Self.timeSlack
  }

  /// The estimated rate of change at `time` (the newest sample's time or later), per second.
  func velocity(at time: Double) -> Point {
    guard count >= 2, !isStill(at: time) else { return .zero }

    // Times are taken relative to the newest sample and scaled by the horizon, values relative
    // to the newest value, so the normal equations stay well conditioned.
    let used = samplesInWindow()
    guard used >= 2 else { return .zero }
    var moments = Moments()
    forEachSample(used) { s, v in moments.add(s, v) }
    guard let line = moments.line() else { return .zero }
    var slope = line.b
    if used >= Self.quadraticMinimumCount, let parabola = moments.parabola() {
      var lineResidual = 0.0
      var parabolaResidual = 0.0
      forEachSample(used) { s, v in
        lineResidual += (v - line.value(at: s)).squaredLength
        parabolaResidual += (v - parabola.value(at: s)).squaredLength
      }
      // Keep the curvature only when it explains the samples clearly better than a line (an
      // F-test): with a noisy line, a parabola's slope at the end of the window is several
      // times noisier than the line's.
      let degreesOfFreedom = used - 3
      let threshold = Self.curvatureThreshold(degreesOfFreedom: degreesOfFreedom)
      if (lineResidual - parabolaResidual) * Double(degreesOfFreedom) > threshold * parabolaResidual {
        slope = parabola.b
      }
    }
    let velocity = slope / Self.horizon
    return velocity.isFinite ? velocity : .zero
  }

  /// How many of the newest samples the fit covers: those within the horizon of the newest.
  private func samplesInWindow() -> Int {
    let newestTime = newestSample.time
    var used = 0
    var index = newest
    while used < count, newestTime - samples[index].time <= Self.horizon + Self.timeSlack {
      used += 1
      index = (index + Self.capacity - 1) % Self.capacity
    }
    return used
  }

  /// Calls `body` with the scaled time and relative value of each of the `used` newest samples.
  private func forEachSample(_ used: Int, _ body: (Double, Point) -> Void) {
    let newestTime = newestSample.time
    let origin = newestSample.value
    var index = newest
    for _ in 0..<used {
      let sample = samples[index]
      body((sample.time - newestTime) / Self.horizon, sample.value - origin)
      index = (index + Self.capacity - 1) % Self.capacity
    }
  }
}

/// One sample of the ring.
private struct Sample {
  var time: Double
  var value: Point
}

/// Sums of powers of the scaled time s, and of s^k times the values, for the normal equations.
private struct Moments {
  var n = 0.0
  var s1 = 0.0
  var s2 = 0.0
  var s3 = 0.0
  var s4 = 0.0
  var m0 = Point.zero
  var m1 = Point.zero
  var m2 = Point.zero

  mutating func add(_ s: Double, _ v: Point) {
    let ss = s * s
    n += 1
    s1 += s
    s2 += ss
    s3 += ss * s
    s4 += ss * ss
    m0 += v
    m1 += s * v
    m2 += ss * v
  }

  /// The least-squares line a + b·s, or nil when the times do not spread.
  func line() -> Polynomial? {
    let denominator = n * s2 - s1 * s1
    guard denominator > 1e-12 * n * n else { return nil }
    let b = (n * m1 - s1 * m0) / denominator
    return Polynomial(a: (m0 - s1 * b) / n, b: b, c: .zero)
  }

  /// The least-squares parabola a + b·s + c·s² by Cramer's rule, or nil when the times are too
  /// bunched to fix one.
  func parabola() -> Polynomial? {
    let det = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
    guard det > 1e-10 * n * n * n else { return nil }
    let a = (m0 * (s2 * s4 - s3 * s3) - s1 * (m1 * s4 - s3 * m2) + s2 * (m1 * s3 - s2 * m2)) / det
    let b = (n * (m1 * s4 - s3 * m2) - m0 * (s1 * s4 - s3 * s2) + s2 * (s1 * m2 - m1 * s2)) / det
    let c = (n * (s2 * m2 - m1 * s3) - s1 * (s1 * m2 - m1 * s2) + m0 * (s1 * s3 - s2 * s2)) / det
    return Polynomial(a: a, b: b, c: c)
  }
}

/// a + b·s + c·s², with vector coefficients.
private struct Polynomial {
  var a: Point
  var b: Point
  var c: Point

  func value(at s: Double) -> Point { a + s * b + (s * s) * c }
}

extension Point {
  fileprivate var squaredLength: Double { x * x + y * y }
}
