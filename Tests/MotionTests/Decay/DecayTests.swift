import Foundation
import Testing

@testable import Motion

@Suite struct DecayTests {
  /// A decay of a point from the origin at `velocity`, started at time 0 on a fresh runtime.
  final class Glide {
    let runtime = MotionRuntime(scene: Scene(width: 800, height: 600))
    let value = ReactiveProperty(Point.zero)
    let decay: Decay<Point>

    init(velocity: Point, rate: DecelerationRate = .normal, restingSpeed: Double = 1) {
      decay = Decay(initialValue: value, decelerationRate: rate, restingSpeed: restingSpeed)
      decay.enabled.write(false)
      decay.initialVelocity.write(velocity)
      runtime.connect(runtime.springSource(decay), to: value)
      decay.enabled.write(true)
    }
  }

  /// UIKit's convention: x(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r).
  private func uikitPosition(_ x0: Double, _ v0: Double, _ r: Double, _ t: Double) -> Double {
    x0 + v0 * (pow(r, 1000 * t) - 1) / (1000 * log(r))
  }

  @Test(arguments: [0.998, 0.99])
  func followsUIKitsDecelerationInClosedForm(rate: Double) {
    let glide = Glide(velocity: Point(x: 1200, y: -300), rate: DecelerationRate(perMillisecond: rate))
    for t in [0.05, 0.2, 0.5] {
      glide.runtime.advance(to: t)
      #expect(abs(glide.value.read().x - uikitPosition(0, 1200, rate, t)) < 1e-9)
      #expect(abs(glide.value.read().y - uikitPosition(0, -300, rate, t)) < 1e-9)
    }
  }

  @Test func followsAndroidsFlingFriction() {
    // AndroidX FlingAnimation: v(t) = v0 · e^(−4.2 · friction · t).
    let friction = 1.5
    let glide = Glide(velocity: Point(x: 800, y: 0), rate: DecelerationRate(androidFriction: friction))
    glide.runtime.advance(to: 0.3)
    let expected = 800 * (1 - exp(-4.2 * friction * 0.3)) / (4.2 * friction)
    #expect(abs(glide.value.read().x - expected) < 1e-9)
    #expect(abs(DecelerationRate(androidFriction: friction).androidFriction - friction) < 1e-12)
  }

  @Test func positionsAtTheSameTimeAgreeBetween24And240Fps() {
    let slow = Glide(velocity: Point(x: 2500, y: 1400), rate: .fast)
    let fast = Glide(velocity: Point(x: 2500, y: 1400), rate: .fast)
    var worst = 0.0
    for frame in 1...48 {
      let t = Double(frame) / 24
      slow.runtime.advance(to: t)
      for sub in 1...10 { fast.runtime.advance(to: (Double(frame - 1) + Double(sub) / 10) / 24) }
      fast.runtime.advance(to: t)
      worst = max(worst, (slow.value.read() - fast.value.read()).magnitude)
    }
    #expect(worst <= 1e-6)
    #expect(slow.runtime.isAtRest && fast.runtime.isAtRest)
  }

  @Test func restsOnItsProjectionOnceSlowerThanTheRestingSpeed() {
    let velocity = Point(x: 1000, y: 0)
    let glide = Glide(velocity: velocity, rate: .normal, restingSpeed: 5)
    let projection = DecelerationRate.normal.projection(of: Point.zero, velocity: velocity)
    #expect(abs(projection.x - 1000 / (-1000 * log(0.998))) < 1e-9)
    #expect(abs(glide.decay.projection.x - projection.x) < 1e-9)
    // Speed 1000 · e^(−λt) reaches 5 at t = ln(200) / λ.
    let lambda = DecelerationRate.normal.decayConstant
    let restTime = log(200) / lambda
    glide.runtime.advance(to: restTime - 0.01)
    #expect(!glide.runtime.isAtRest)
    #expect(glide.runtime.velocity(of: glide.value)!.x > 5)
    glide.runtime.advance(to: restTime + 0.01)
    #expect(glide.runtime.isAtRest)
    #expect(glide.value.read() == projection)
  }

  @Test func aNewRateInFlightKeepsPositionAndVelocity() {
    let glide = Glide(velocity: Point(x: 1000, y: 0), rate: .normal)
    glide.runtime.advance(to: 0.2)
    let before = glide.value.read()
    let speed = glide.runtime.velocity(of: glide.value)!
    glide.decay.decelerationRate.write(.fast)
    #expect(glide.value.read() == before)
    #expect(abs(glide.runtime.velocity(of: glide.value)!.x - speed.x) < 1e-9)
    glide.runtime.advance(to: 2)
    #expect(glide.runtime.isAtRest)
    #expect(abs(glide.value.read().x - (before.x + speed.x / DecelerationRate.fast.decayConstant)) < 0.2)
  }
}
