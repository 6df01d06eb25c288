import Foundation
import Motion
import Testing

@testable import SandboxHost

@Test func theDefaultSpringIsSlightlyBouncy() throws {
  let response = SpringResponse(SpringSetting.default)
  // ζ = 30 / (2·√342), period = 2π / √342.
  #expect(abs(response.dampingRatio - 30 / (2 * 342.0.squareRoot())) < 1e-12)
  #expect(abs(response.undampedPeriod - 2 * Double.pi / 342.0.squareRoot()) < 1e-12)
  let settle = try #require(response.settlingTime)
  #expect(settle > 0.3 && settle < 0.6)
  #expect(response.progress(at: 0) == 0)
  // At the settling time the spring is within the threshold (1 pt of 100): progress within 1 %.
  #expect(abs(response.progress(at: settle) - 1) <= 0.01 + 1e-9)
  // Just before, it is not yet: somewhere the response is still more than 1 % away, or moving.
  #expect(abs(response.progress(at: settle * 0.9) - 1) > 1e-4)
}

@Test func anUndampedSpringNeverSettlesAndIsPlottedOverFourPeriods() throws {
  let response = SpringResponse(try SpringSetting.physical(stiffness: 100, damping: 0))
  #expect(response.settlingTime == .infinity)
  #expect(abs(response.plottedDuration - 4 * response.undampedPeriod) < 1e-12)
  #expect(abs(response.progress(at: response.undampedPeriod / 2) - 2) < 1e-9)
}

@Test func aStifferSpringSettlesSooner() throws {
  let soft = try #require(
    SpringResponse(try SpringSetting.physical(stiffness: 200, damping: 30)).settlingTime)
  let stiff = try #require(
    SpringResponse(try SpringSetting.physical(stiffness: 400, damping: 40)).settlingTime)
  #expect(stiff < soft)
}

@Test func withoutStiffnessNothingPullsSoItNeverSettles() throws {
  // The panel said "settles in 0.000 s (100 → 1 pt)" for a spring that stays 100 points away.
  for damping in [0.0, 30] {
    let response = SpringResponse(try SpringSetting.physical(stiffness: 0, damping: damping))
    #expect(response.settlingTime == .infinity)
    #expect(abs(response.progress(at: 1)) < 1e-12)
  }
}
