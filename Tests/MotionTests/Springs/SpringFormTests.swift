import Foundation
import Testing

@testable import Motion

/// The spring forms against the platforms' own published figures, and exact both ways.
@Suite struct SpringFormTests {
  private func close(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  @Test func applesDurationAndBounceExampleIsItsMassStiffnessAndDamping() throws {
    // Apple's `Spring` documentation: Spring(duration: 0.5, bounce: 0.3) is (1.0, 157.9, 17.6).
    let spring = try SwiftUIDurationSpring(duration: 0.5, bounce: 0.3).coefficients
    #expect(spring.mass == 1)
    #expect((spring.stiffness * 10).rounded() / 10 == 157.9)
    #expect((spring.damping * 10).rounded() / 10 == 17.6)
    // And backwards: Spring(mass: 1, stiffness: 100, damping: 10) is duration 0.63, bounce 0.5.
    let back = try SwiftUIDurationSpring(SpringCoefficients(stiffness: 100, damping: 10, mass: 1))
    #expect((back.duration * 100).rounded() / 100 == 0.63)
    #expect(abs(back.bounce - 0.5) < 1e-15)
  }

  @Test func negativeBounceIsOverDamped() throws {
    let spring = try SwiftUIDurationSpring(duration: 1, bounce: -0.5)
    #expect(abs(spring.dampingRatio - 2) < 1e-15)
    let back = try SwiftUIDurationSpring(spring.coefficients)
    #expect(abs(back.bounce + 0.5) < 1e-14)
  }

  @Test func responseAndDampingFractionAreThePeriodAndTheRatio() throws {
    let spring = try SwiftUIResponseSpring(response: 0.55, dampingFraction: 0.825).coefficients
    #expect(close(2 * Double.pi / spring.naturalFrequency, 0.55, 1e-15))
    #expect(close(spring.dampingRatio, 0.825, 1e-15))
  }

  @Test func origamisDefaultIsStiffness230Point2AndDamping22() throws {
    let spring = try OrigamiSpring(tension: 40, friction: 7).coefficients
    #expect(close(spring.stiffness, 230.2, 1e-15))
    #expect(close(spring.damping, 22, 1e-15))
    // Rebound reads an Origami value of 0 as no stiffness and no damping.
    let zero = try OrigamiSpring(tension: 0, friction: 0).coefficients
    #expect(zero.stiffness == 0 && zero.damping == 0)
    // So a damping of 1, whose Origami friction is 0, has no Origami spelling.
    #expect(throws: SpringFormError.self) {
      try OrigamiSpring(SpringCoefficients(stiffness: 230.2, damping: 1))
    }
  }

  @Test func bouncinessAndSpeedFollowRebounds_BouncyConversion() throws {
    // Figures from an independent transcription of Rebound's BouncyConversion and
    // OrigamiValueConverter (Python): React Native's default bounciness 8 and speed 12, and
    // Origami's 5 and 10.
    let native = try BouncySpring(bounciness: 8, speed: 12)
    #expect(close(native.origamiValues.tension, 70.91176470588235, 1e-14))
    #expect(close(native.origamiValues.friction, 7.894673081761448, 1e-14))
    let spring = try native.coefficients
    #expect(close(spring.stiffness, 342.10058823529414, 1e-14))
    #expect(close(spring.damping, 24.684019245284347, 1e-14))
    let origami = try BouncySpring(bounciness: 5, speed: 10).coefficients
    #expect(close(origami.stiffness, 299.61882352941177, 1e-14))
    #expect(close(origami.damping, 27.04870440573241, 1e-14))
    // The ends of the range: speed 0 and bounciness 42.5 is Origami tension 0.5, friction 0.01.
    let end = try BouncySpring(bounciness: 42.5, speed: 0).coefficients
    #expect(close(end.stiffness, 87.21, 1e-14))
    #expect(close(end.damping, 1.03, 1e-13))
  }

  @Test func bouncinessAndSpeedSayWhatTheyCannotHoldAndOfferTheNearest() throws {
    let soft = try SpringCoefficients(stiffness: 50, damping: 10)
    #expect(throws: SpringFormError.self) { try BouncySpring(soft) }
    let nearest = BouncySpring.nearest(to: soft)
    #expect(nearest.speed == 0)
    let overDamped = try SpringCoefficients(stiffness: 342, damping: 80)
    #expect(throws: SpringFormError.self) { try BouncySpring(overDamped) }
    #expect(BouncySpring.nearest(to: overDamped).bounciness == 0)
  }

  @Test func androidXConstantsGiveTheirDamping() throws {
    // SpringForce's defaults: STIFFNESS_MEDIUM 1500, DAMPING_RATIO_MEDIUM_BOUNCY 0.5.
    #expect(AndroidSpring.stiffnessHigh == 10_000 && AndroidSpring.stiffnessMedium == 1_500)
    #expect(AndroidSpring.stiffnessLow == 200 && AndroidSpring.stiffnessVeryLow == 50)
    #expect(AndroidSpring.dampingRatioHighBouncy == 0.2 && AndroidSpring.dampingRatioMediumBouncy == 0.5)
    #expect(AndroidSpring.dampingRatioLowBouncy == 0.75 && AndroidSpring.dampingRatioNoBouncy == 1)
    let spring = try AndroidSpring(stiffness: AndroidSpring.stiffnessMedium, dampingRatio: 0.5).coefficients
    #expect(close(spring.damping, 1500.0.squareRoot(), 1e-15))
    let critical = try AndroidSpring(stiffness: 200, dampingRatio: 1).coefficients
    #expect(close(critical.dampingRatio, 1, 1e-15))
    // A mass is divided out for the platform, which fixes it at 1.
    let heavy = try AndroidSpring(SpringCoefficients(stiffness: 600, damping: 30, mass: 2))
    #expect(heavy.platformStiffness == 300)
  }

  @Test func reactSpringPresetsAreStiffnessAndDampingUnderOtherNames() throws {
    let names = ReactSpringConfiguration.presets.map(\.name)
    #expect(names == ["default", "gentle", "wobbly", "stiff", "slow", "molasses"])
    for preset in ReactSpringConfiguration.presets {
      let spring = try ReactSpringConfiguration(tension: preset.tension, friction: preset.friction)
        .coefficients
      #expect(spring.stiffness == preset.tension && spring.damping == preset.friction && spring.mass == 1)
    }
    #expect(
      ReactSpringConfiguration.presets[0].tension == 170 && ReactSpringConfiguration.presets[0].friction == 26
    )
  }

  @Test func valuesOutsideTheirRangeNameTheirKey() {
    let cases: [(SpringForm, [String: Double], String)] = [
      (.swiftUIDuration, ["duration": 0.5, "bounce": 1], "bounce"),
      (.swiftUIDuration, ["duration": 0, "bounce": 0], "duration"),
      (.swiftUIResponse, ["response": 0.5, "dampingFraction": -1], "dampingFraction"),
      (.android, ["stiffness": 0, "dampingRatio": 1], "stiffness"),
      (.reactSpring, ["tension": 170, "friction": 26, "mass": 0], "mass"),
      (.origami, ["origamiTension": -30, "origamiFriction": 7], "origamiTension"),
      (.bouncy, ["bounciness": 50, "speed": 12], "bounciness"),
      (.bouncy, ["bounciness": 5], "speed"),
      (.physical, ["stiffness": -1], "stiffness"),
    ]
    for (form, values, key) in cases {
      do {
        _ = try form.coefficients(from: values)
        Issue.record("\(form) accepted \(values)")
      } catch {
        #expect(error.key == key, "\(form) \(values): \(error)")
      }
    }
  }

  @Test func keysFindTheirForm() {
    #expect(SpringForm.holding(["stiffness", "damping"]) == .physical)
    #expect(SpringForm.holding(["stiffness"]) == .physical)
    #expect(SpringForm.holding(["stiffness", "dampingRatio"]) == .android)
    #expect(SpringForm.holding(["dampingFraction"]) == .swiftUIResponse)
    #expect(SpringForm.holding(["tension", "mass"]) == .reactSpring)
    #expect(SpringForm.holding(["response", "bounce"]) == nil)
    #expect(SpringForm.holding(["damping", "dampingRatio"]) == nil)
  }

  /// A value in the key's range, drawn on a log scale where the range is open above.
  private func draw(_ key: String, _ random: inout SeededRandom) -> Double {
    func log(_ low: Double, _ high: Double) -> Double {
      low * pow(high / low, Double.random(in: 0...1, using: &random))
    }
    switch key {
    case "stiffness", "tension": return log(1, 10_000)
    case "damping", "friction": return log(0.1, 500)
    case "mass": return log(0.05, 20)
    case "response", "duration": return log(0.05, 5)
    case "dampingFraction", "dampingRatio": return log(0.01, 5)
    case "bounce": return Double.random(in: -0.95...0.95, using: &random)
    case "origamiTension": return Double.random(in: -20...200, using: &random)
    case "origamiFriction": return Double.random(in: 0.5...60, using: &random)
    case "bounciness": return Double.random(in: 0...42.5, using: &random)
    case "speed": return Double.random(in: 0...40, using: &random)
    default: fatalError(key)
    }
  }

  @Test func everyFormRoundTripsThroughTheCoefficientsTo1eMinus12() throws {
    var random = SeededRandom(seed: 28)
    for form in SpringForm.allCases {
      for _ in 0..<2_000 {
        var values: [String: Double] = [:]
        for key in form.keys { values[key] = draw(key, &random) }
        let spring = try form.coefficients(from: values)
        for (key, value) in try form.values(of: spring) {
          #expect(close(value, values[key]!, 1e-12), "\(form) \(key): \(values) gave \(value)")
        }
      }
    }
  }

  @Test func aConvertedSpringMovesAsTheOriginalTo1eMinus9OfTheDistance() throws {
    var random = SeededRandom(seed: 82)
    for form in SpringForm.allCases {
      var checked = 0
      for _ in 0..<500 {
        let original = try SpringCoefficients(
          stiffness: draw("stiffness", &random), damping: draw("damping", &random),
          mass: draw("mass", &random))
        // Some springs lie outside a form's range (bounciness and speed, above all): those
        // say so, and are not what this test is about.
        guard let values = try? form.values(of: original) else { continue }
        var keyed: [String: Double] = [:]
        for (key, value) in values { keyed[key] = value }
        let converted = try form.coefficients(from: keyed)
        // Bounciness and speed hold a stiff spring's friction as the difference of two large
        // Origami frictions (Rebound's cubic no-bounce fit grows as the tension cubed), so
        // for the stiffest springs drawn here (k / m to 1.6e5) the coefficients come back to 1e-8 rather than 1e-12; the motion below still
        // agrees to 1e-9 of the distance.
        let tolerance = form == .bouncy ? 1e-8 : 1e-12
        #expect(
          converted.isSameMotion(as: original, tolerance: tolerance), "\(form): \(original) → \(converted)")
        let distance = 300.0
        let velocity = Double.random(in: -3000...3000, using: &random)
        for t in stride(from: 0.0, through: 3, by: 0.02) {
          let a = original.state(after: t, displacement: distance, velocity: velocity)!
          let b = converted.state(after: t, displacement: distance, velocity: velocity)!
          #expect(abs(a.displacement - b.displacement) <= 1e-9 * distance, "\(form) at \(t)")
        }
        checked += 1
      }
      #expect(checked >= 50, "\(form) held only \(checked) of the springs drawn")
    }
  }

  @Test func aPartialChangeKeepsTheFormsOtherValuesAndTheMass() throws {
    let spring = try SpringCoefficients(stiffness: 684, damping: 60, mass: 2)
    let response = try SwiftUIResponseSpring(spring).response
    let changed = try SpringForm.swiftUIResponse.applying(["dampingFraction": 0.5], to: spring)
    #expect(changed.mass == 2)
    #expect(close(try SwiftUIResponseSpring(changed).response, response, 1e-14))
    #expect(close(changed.dampingRatio, 0.5, 1e-14))
    let duration = try SwiftUIDurationSpring(spring)
    let longer = try duration.withDuration(1).coefficients(mass: 2)
    #expect(close(try SwiftUIDurationSpring(longer).bounce, duration.bounce, 1e-14))
  }

  @Test func theDampingRatioHoldsWhereStiffnessTimesMassOverflowsOrVanishes() throws {
    // c / (2√(k·m)) gave 0 for k = c = m = 1e200 (k·m overflows) and inf for 1e-170 (it
    // vanishes), and Android's ζ 0.5 with k = m = 1e-170 made a spring with no damping at all.
    #expect(try SpringCoefficients(stiffness: 1e200, damping: 1e200, mass: 1e200).dampingRatio == 0.5)
    #expect(try SpringCoefficients(stiffness: 1e-170, damping: 1e-170, mass: 1e-170).dampingRatio == 0.5)
    let android = try AndroidSpring(stiffness: 1e-170, dampingRatio: 0.5, mass: 1e-170).coefficients
    #expect(close(android.damping, 1e-170, 1e-12) && android.dampingRatio == 0.5)
    #expect(
      close(
        try AndroidSpring(stiffness: 1e200, dampingRatio: 0.5, mass: 1e200).coefficients.damping, 1e200, 1e-12
      ))
  }

  @Test func aResponseOrDurationTooLongForAStiffnessNamesItself() {
    // (2π / 1e300)² is 0 in a Double: the spring had no stiffness, and the bounce was lost.
    #expect(throws: SpringFormError.self) {
      try SwiftUIResponseSpring(response: 1e300, dampingFraction: 0.5).coefficients
    }
    do {
      _ = try SwiftUIDurationSpring(duration: 1e308, bounce: 0.3).coefficients
      Issue.record("a duration of 1e308 s made a spring")
    } catch {
      #expect(error.key == "duration")
    }
  }

  @Test func anOrigamiValueWithinARoundingOfZeroHasNoSpelling() {
    // 85.4 gave tension 3.6e-15, which Origami Studio takes as 0: no stiffness.
    #expect(throws: SpringFormError.self) {
      try OrigamiSpring(SpringCoefficients(stiffness: 85.4, damping: 22))
    }
  }
}
