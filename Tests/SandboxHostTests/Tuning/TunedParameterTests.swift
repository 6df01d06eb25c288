import Testing

@testable import SandboxHost

@Test func stepsAreTimesAndOverElevenTenthsToFourDigits() {
  #expect(TunedParameter.stiffness.stepped(342, up: true) == 376.2)
  #expect(TunedParameter.stiffness.stepped(376.2, up: false) == 342)
  #expect(TunedParameter.mass.stepped(1, up: false) == 0.9091)
  #expect(TunedParameter.threshold.stepped(1, up: true) == 1.1)
}

@Test func shiftStepsFinerAndCtrlCoarser() {
  #expect(TunedParameter.stiffness.stepped(342, up: true, size: .fine) == 345.4)
  #expect(TunedParameter.damping.stepped(30, up: false, size: .fine) == 29.7)
  #expect(TunedParameter.stiffness.stepped(342, up: true, size: .coarse) == 684)
  #expect(TunedParameter.duration.stepped(0.5, up: false, size: .coarse) == 0.25)
  // Bounce runs through zero: it steps by adding, and stays inside (−1, 1).
  #expect(TunedParameter.bounce.stepped(0, up: true) == 0.05)
  #expect(TunedParameter.bounce.stepped(0.3, up: false, size: .fine) == 0.29)
  #expect(TunedParameter.bounce.stepped(0.9, up: true, size: .coarse) == 0.99)
}

@Test func zeroStepsUpToTheSlidersLowestValue() {
  #expect(TunedParameter.damping.stepped(0, up: true) == 1)
  #expect(TunedParameter.damping.stepped(0, up: false) == 0)
}

@Test func theSliderIsLogarithmicAndFineEnoughForTwoPercent() {
  let stiffness = TunedParameter.stiffness
  #expect(stiffness.sliderFraction(of: 10) == 0)
  #expect(stiffness.sliderFraction(of: 5_000) == 1)
  #expect(stiffness.value(atSliderFraction: -3) == 10)
  #expect(stiffness.sliderFraction(of: 0) == 0)
  #expect(stiffness.sliderFraction(of: 1e9) == 1)
  // One point along a 400-point slider is under 2 % of the value, on every logarithmic row.
  for parameter in TunedParameter.allCases where parameter.isLogarithmic {
    let range = parameter.sliderRange
    let mid = parameter.value(atSliderFraction: 0.5)
    let next = parameter.value(atSliderFraction: 0.5 + 1.0 / 400)
    #expect(next / mid < 1.02, "\(parameter) \(range)")
  }
  #expect(TunedParameter.bounce.value(atSliderFraction: 0.5) == 0)
}

@Test func aChangeNamesOneParameterOrTheStiffnessAndDampingOfDurationAndBounce() throws {
  let current = try SpringSetting.physical(stiffness: 342, damping: 30, mass: 1, threshold: 1)
  #expect(TunedParameter.damping.change(to: 20, from: current) == SpringChange(damping: 20))
  #expect(TunedParameter.threshold.change(to: 2, from: current) == SpringChange(threshold: 2))
  // A new duration keeps the bounce; a new bounce keeps the duration (mass 2 kept too).
  let heavy = try SpringSetting.physical(stiffness: 342, damping: 30, mass: 2, threshold: 1)
  let duration = TunedParameter.duration
  let bounce = TunedParameter.bounce
  let longer = try heavy.applying(try #require(duration.change(to: 1, from: heavy)))
  #expect(abs(bounce.value(in: longer) - bounce.value(in: heavy)) < 1e-12)
  #expect(abs(duration.value(in: longer) - 1) < 1e-12)
  let bouncier = try heavy.applying(try #require(bounce.change(to: 0.5, from: heavy)))
  #expect(abs(duration.value(in: bouncier) - duration.value(in: heavy)) < 1e-12)
  #expect(abs(bounce.value(in: bouncier) - 0.5) < 1e-12)
  #expect(bouncier.mass == 2 && bouncier.threshold == 1)
  // Apple's example: duration 0.5 s and bounce 0.3 are stiffness 157.9, damping 17.6.
  let halfSecond = try current.applying(try #require(duration.change(to: 0.5, from: current)))
  let apple = try halfSecond.applying(try #require(bounce.change(to: 0.3, from: halfSecond)))
  #expect(abs(apple.stiffness - 157.91) < 0.01 && abs(apple.damping - 17.59) < 0.01)
  #expect(TunedParameter.duration.change(to: 0, from: current) == nil)
}

@Test func aRowShowsItsValueToWhatMatters() {
  #expect(TunedParameter.duration.figure(0.45451636509017485) == "0.455")
  #expect(TunedParameter.bounce.figure(0.30000000000000004) == "0.30")
  #expect(TunedParameter.stiffness.figure(376.2) == "376.2")
  #expect(TunedParameter.stiffness.figure(342) == "342")
  #expect(TunedParameter.damping.figure(27.2727) == "27.3")
}
