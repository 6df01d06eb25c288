import Testing

@testable import SandboxHost

@Test func stepsAreTimesAndOverElevenTenthsToFourDigits() {
  #expect(TunedParameter.stiffness.stepped(342, up: true) == 376.2)
  #expect(TunedParameter.stiffness.stepped(376.2, up: false) == 342)
  #expect(TunedParameter.mass.stepped(1, up: false) == 0.9091)
  #expect(TunedParameter.threshold.stepped(1, up: true) == 1.1)
}

@Test func zeroStepsUpToTheSlidersLowestValue() {
  #expect(TunedParameter.damping.stepped(0, up: true) == 0.1)
  #expect(TunedParameter.damping.stepped(0, up: false) == 0)
}

@Test func theSliderIsLogarithmic() {
  let stiffness = TunedParameter.stiffness
  #expect(stiffness.sliderFraction(of: 1) == 0)
  #expect(stiffness.sliderFraction(of: 10_000) == 1)
  #expect(abs(stiffness.sliderFraction(of: 100) - 0.5) < 1e-12)
  #expect(stiffness.value(atSliderFraction: 0.5) == 100)
  #expect(stiffness.value(atSliderFraction: -3) == 1)
  #expect(stiffness.sliderFraction(of: 0) == 0)
  #expect(stiffness.sliderFraction(of: 1e9) == 1)
}

@Test func aChangeNamesOneParameter() {
  #expect(TunedParameter.damping.change(to: 20) == SpringChange(damping: 20))
  #expect(TunedParameter.threshold.change(to: 2) == SpringChange(threshold: 2))
}
