import Testing

@testable import Motion

@Suite struct VelocityEstimatorTests {
  @Test func constantSpeedAtIrregularTimesIsExact() {
    var estimator = VelocityEstimator()
    for t in [0.0, 0.007, 0.019, 0.024, 0.041, 0.050, 0.066] {
      estimator.add(time: t, value: Point(x: 10 + 300 * t, y: 5 - 120 * t))
    }
    #expect(isClose(estimator.velocity(at: 0.066), Point(x: 300, y: -120), 1e-6))
  }

  @Test func acceleratingMotionGetsTheQuadraticSlopeAtTheNewestSample() {
    // x = 2000 t², so dx/dt = 4000 t: 400 at t = 0.1. A line through the window would read
    // about 200 (its slope at the window's middle).
    var estimator = VelocityEstimator()
    for k in 0...10 {
      let t = 0.01 * Double(k) + (k % 4 == 1 ? 0.002 : 0)
      estimator.add(time: t, value: Point(x: 2000 * t * t, y: 0))
    }
    #expect(isClose(estimator.velocity(at: 0.1).x, 400, 1e-6))
  }

  @Test func fewSamplesGetALine() {
    // (0, 0), (0.01, 1), (0.02, 4): the least-squares line has slope 200 per second, where a
    // parabola through the three would read 400 at the end.
    var estimator = VelocityEstimator()
    estimator.add(time: 0, value: .zero)
    estimator.add(time: 0.01, value: Point(x: 1, y: 0))
    estimator.add(time: 0.02, value: Point(x: 4, y: 0))
    #expect(isClose(estimator.velocity(at: 0.02).x, 200, 1e-9))
  }

  @Test func oneSampleOrOneTimeReadsZero() {
    var estimator = VelocityEstimator()
    #expect(estimator.velocity(at: 1) == .zero)
    estimator.add(time: 0.5, value: .zero)
    estimator.add(time: 0.5, value: Point(x: 10, y: 0))
    estimator.add(time: 0.5, value: Point(x: 20, y: 0))
    #expect(estimator.count == 1)
    #expect(estimator.velocity(at: 0.5) == .zero)
  }

  @Test func repeatedTimesKeepTheLatestValue() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, value: .zero)
    estimator.add(time: 0.01, value: Point(x: 1, y: 0))
    estimator.add(time: 0.01, value: Point(x: 2, y: 0))
    #expect(estimator.count == 2)
    #expect(isClose(estimator.velocity(at: 0.01).x, 200, 1e-9))
  }

  @Test func backwardAndNonFiniteTimesCountAsTheNewestTime() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, value: .zero)
    estimator.add(time: 0.02, value: Point(x: 2, y: 0))
    estimator.add(time: 0.01, value: Point(x: 5, y: 0))
    estimator.add(time: .nan, value: Point(x: 5, y: 0))
    #expect(estimator.count == 2)
    #expect(isClose(estimator.velocity(at: 0.02).x, 250, 1e-9))
    #expect(isClose(estimator.velocity(at: -.infinity).x, 250, 1e-9))
  }

  @Test func aValueStillForFortyMillisecondsReadsZero() {
    var estimator = VelocityEstimator()
    for k in 0...5 { estimator.add(time: 0.01 * Double(k), value: Point(x: 7 * Double(k), y: 0)) }
    #expect(isClose(estimator.velocity(at: 0.05 + 0.039).x, 700, 1e-6))
    #expect(estimator.velocity(at: 0.05 + 0.040) == .zero)
    // Samples that repeat the value also count as stillness.
    estimator.add(time: 0.07, value: Point(x: 35, y: 0))
    estimator.add(time: 0.09, value: Point(x: 35, y: 0))
    #expect(estimator.velocity(at: 0.09) == .zero)
  }

  @Test func onlyTheLastHundredMillisecondsCount() {
    // 100 points per second until t = 0.5, then 300: the window sees only the second part.
    var estimator = VelocityEstimator()
    var x = 0.0
    for k in 0...70 {
      let t = 0.01 * Double(k)
      if k > 0 { x += t <= 0.5 + 1e-9 ? 1 : 3 }
      estimator.add(time: t, value: Point(x: x, y: 0))
    }
    #expect(isClose(estimator.velocity(at: 0.7).x, 300, 1e-6))
  }

  @Test func sparseSamplesReadAsStraightMotionBetweenThem() {
    // docs/scripts.md's example: down at (120, 500), a move 50 ms later, a lift 50 ms after that.
    var estimator = VelocityEstimator()
    estimator.add(time: 0, value: .zero)
    estimator.add(time: 0.05, value: Point(x: 60, y: -30))
    estimator.add(time: 0.10, value: Point(x: 120, y: -60))
    #expect(isClose(estimator.velocity(at: 0.10), Point(x: 1200, y: -600), 1e-9))
  }

  @Test func theRingKeepsTheNewestSamples() {
    // 1000 samples 0.2 ms apart: more than the ring holds; a line is still read exactly.
    var estimator = VelocityEstimator()
    for k in 0..<1000 {
      let t = 0.0002 * Double(k)
      estimator.add(time: t, value: Point(x: -50 * t, y: 90 * t))
    }
    #expect(estimator.count == VelocityEstimator.capacity)
    #expect(isClose(estimator.velocity(at: 0.1998), Point(x: -50, y: 90), 1e-6))
  }

  @Test func hugeValuesGiveAFiniteVelocity() {
    var estimator = VelocityEstimator()
    estimator.add(time: 0, value: Point(x: -1.7e308, y: 1e308))
    estimator.add(time: 0.01, value: Point(x: 1.7e308, y: -1e308))
    estimator.add(time: 0.02, value: Point(x: -1.7e308, y: 1e308))
    estimator.add(time: 0.03, value: Point(x: 1.7e308, y: 5))
    #expect(estimator.velocity(at: 0.03).isFinite)
    estimator.add(time: 0.04, value: Point(x: .infinity, y: .nan))
    #expect(estimator.velocity(at: 0.04).isFinite)
  }
}
