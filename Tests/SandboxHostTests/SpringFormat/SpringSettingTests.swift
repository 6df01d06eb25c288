import Motion
import Testing

@testable import SandboxHost

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }

@Test func theDefaultSpringIsTheDocumentedOne() {
  let spring = SpringSetting.default
  #expect(spring.stiffness == 342 && spring.damping == 30 && spring.mass == 1 && spring.threshold == 1)
  #expect(spring.form == .physical)
}

@Test func eachFormMakesTheSpringItsPlatformDescribes() throws {
  let cases: [(SpringFormValues<Double>, SpringCoefficients)] = [
    (
      .physical(stiffness: 500, damping: 20, mass: 2),
      try SpringCoefficients(stiffness: 500, damping: 20, mass: 2)
    ),
    (
      .swiftUIResponse(response: 0.5, dampingFraction: 0.7),
      try SwiftUIResponseSpring(response: 0.5, dampingFraction: 0.7).coefficients
    ),
    (
      .swiftUIDuration(duration: 0.5, bounce: 0.3),
      try SwiftUIDurationSpring(duration: 0.5, bounce: 0.3).coefficients
    ),
    (
      .android(stiffness: 1500, dampingRatio: 0.5, mass: 4),
      try AndroidSpring(stiffness: 1500, dampingRatio: 0.5, mass: 4).coefficients
    ),
    (
      .reactSpring(tension: 170, friction: 26, mass: 2),
      try ReactSpringConfiguration(tension: 170, friction: 26, mass: 2).coefficients
    ),
    (
      .origami(origamiTension: 40, origamiFriction: 7),
      try OrigamiSpring(tension: 40, friction: 7).coefficients
    ),
    (.bouncy(bounciness: 8, speed: 12), try BouncySpring(bounciness: 8, speed: 12).coefficients),
  ]
  #expect(Set(cases.map(\.0.form)) == Set(SpringForm.allCases))
  for (values, expected) in cases {
    let spring = try SpringSetting(values, threshold: 0.5)
    #expect(spring.form == values.form)
    #expect(spring.coefficients == expected, "\(values)")
    #expect(spring.threshold == 0.5)
    #expect(values.values.map(\.key) == values.form.keys)
  }
}

@Test func eachValueOutOfItsRangeIsRefusedNamingItsKey() {
  let cases: [(SpringFormValues<Double>, String)] = [
    (.physical(stiffness: -1, damping: 30, mass: 1), "stiffness"),
    (.physical(stiffness: .nan, damping: 30, mass: 1), "stiffness"),
    (.physical(stiffness: 342, damping: -1, mass: 1), "damping"),
    (.physical(stiffness: 342, damping: 30, mass: 0), "mass"),
    (.physical(stiffness: 342, damping: 30, mass: .infinity), "mass"),
    (.swiftUIResponse(response: 0, dampingFraction: 0.7), "response"),
    (.swiftUIResponse(response: 0.5, dampingFraction: -0.1), "dampingFraction"),
    (.swiftUIDuration(duration: 0, bounce: 0.3), "duration"),
    (.swiftUIDuration(duration: 0.5, bounce: 1), "bounce"),
    (.swiftUIDuration(duration: 0.5, bounce: -1), "bounce"),
    (.android(stiffness: 0, dampingRatio: 0.5, mass: 1), "stiffness"),
    (.android(stiffness: 100, dampingRatio: -1, mass: 1), "dampingRatio"),
    (.android(stiffness: 100, dampingRatio: 0.5, mass: 0), "mass"),
    (.reactSpring(tension: -1, friction: 26, mass: 1), "tension"),
    (.reactSpring(tension: 170, friction: -1, mass: 1), "friction"),
    (.reactSpring(tension: 170, friction: 26, mass: -2), "mass"),
    (.origami(origamiTension: -30, origamiFriction: 7), "origamiTension"),
    (.origami(origamiTension: 40, origamiFriction: -1), "origamiFriction"),
    (.bouncy(bounciness: 50, speed: 12), "bounciness"),
    (.bouncy(bounciness: -1, speed: 12), "bounciness"),
    (.bouncy(bounciness: 8, speed: -1), "speed"),
  ]
  for (values, key) in cases {
    do {
      _ = try SpringSetting(values, threshold: 1)
      Issue.record("\(values) made a spring")
    } catch {
      guard case .outOfRange = error else {
        Issue.record("\(values): \(error)")
        continue
      }
      #expect(error.key == key, "\(values)")
    }
  }
}

@Test func valuesInRangeThatMakeNoSpringTogetherAreRefused() {
  #expect(throws: SpringFormError.self) {
    try SpringSetting(.physical(stiffness: 1e308, damping: 0, mass: 1e-308), threshold: 1)
  }
  for threshold in [-1, Double.infinity, .nan] {
    #expect(throws: SpringFormError.self) {
      try SpringSetting(.physical(stiffness: 342, damping: 30, mass: 1), threshold: threshold)
    }
  }
  #expect(throws: SpringFormError.invalidSpring(.invalidThreshold(-1))) {
    try SpringSetting.default.withThreshold(-1)
  }
}

@Test func aSpringCompletedTakesTheDefaultsOnlyWhereItsFormAllows() throws {
  #expect(try SpringSetting(completing: .none) == .default)
  let light = try SpringSetting(completing: .physical(stiffness: 100, damping: nil, mass: nil))
  #expect(light.stiffness == 100 && light.damping == 30 && light.mass == 1)
  let android = try SpringSetting(completing: .android(stiffness: 1500, dampingRatio: 0.5, mass: nil))
  #expect(android.mass == 1 && android.form == .android)
  #expect(throws: SpringFormError.missingKey("dampingFraction", form: SpringForm.swiftUIResponse.title)) {
    try SpringSetting(completing: .swiftUIResponse(response: 0.5, dampingFraction: nil))
  }
  #expect(throws: SpringFormError.missingKey("speed", form: SpringForm.bouncy.title)) {
    try SpringSetting(completing: .bouncy(bounciness: 8, speed: nil))
  }
}

@Test func aChangeInAFormWithoutMassKeepsTheSpringsMass() throws {
  let heavy = try SpringSetting.physical(stiffness: 400, damping: 20, mass: 2)
  let changed = try heavy.applying(SpringChange(.swiftUIDuration(duration: nil, bounce: 0)))
  #expect(changed.mass == 2 && changed.form == .physical)
  #expect(close(changed.coefficients.dampingRatio, 1))
  #expect(close(changed.coefficients.naturalFrequency, heavy.coefficients.naturalFrequency))
  // A threshold alone keeps the coefficients.
  let rested = try heavy.applying(SpringChange(threshold: 0.25))
  #expect(rested.coefficients == heavy.coefficients && rested.threshold == 0.25)
}

@Test func eachSpringWrittenInEachFormReadsBackAsItself() throws {
  let springs = [
    SpringSetting.default.coefficients, try SpringCoefficients(stiffness: 500, damping: 20, mass: 2),
    try SpringCoefficients(stiffness: 230.2, damping: 22, mass: 1),
  ]
  for spring in springs {
    for form in SpringForm.allCases {
      guard let written = try? SpringFormValues(spring, in: form) else { continue }
      #expect(written.form == form)
      let read = try written.coefficients()
      let unit = form.hasMass ? spring : try spring.scaled(toMass: 1)
      #expect(close(read.stiffness, unit.stiffness) && close(read.damping, unit.damping), "\(form) \(spring)")
      #expect(SpringFormValues(form: form, numbers: written.numbers) == written)
    }
  }
}
