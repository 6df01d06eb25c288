import Foundation
import Testing

@testable import SandboxHost

@Test func applesExampleSpringIsStiffness158Damping17_6() throws {
  // Apple's documentation: duration 0.5 s and bounce 0.3 are mass 1, stiffness 157.9,
  // damping 17.6.
  let physical = try #require(DurationAndBounce(duration: 0.5, bounce: 0.3).physical(mass: 1))
  #expect(abs(physical.stiffness - 157.91) < 0.01)
  #expect(abs(physical.damping - 17.59) < 0.01)
}

@Test func physicalValuesGoToDurationAndBounceAndBack() throws {
  for (k, c, m) in [(342.0, 30.0, 1.0), (157.9, 17.6, 1.0), (100.0, 60.0, 2.0), (500.0, 5.0, 0.5)] {
    let pair = DurationAndBounce(SpringParameters(stiffness: k, damping: c, mass: m))
    let back = try #require(pair.physical(mass: m))
    #expect(abs(back.stiffness - k) < 1e-9 * k)
    #expect(abs(back.damping - c) < 1e-9 * c)
  }
  // An overdamped spring has a negative bounce: ζ = 1 / (1 + bounce).
  let creeping = DurationAndBounce(SpringParameters(stiffness: 100, damping: 40, mass: 1))
  #expect(abs(creeping.bounce - (1 / 2 - 1)) < 1e-12)
  #expect(DurationAndBounce(SpringParameters(stiffness: 0, damping: 1, mass: 1)).duration == .infinity)
  #expect(DurationAndBounce(duration: 0, bounce: 0).physical(mass: 1) == nil)
  #expect(DurationAndBounce(duration: 1, bounce: -1).physical(mass: 1) == nil)
}
