import Foundation
import Motion
import Testing

@testable import SandboxHost

private func release(
  _ k: Double, _ c: Double, _ m: Double = 1, distance: Double = 100, velocity: Double = 0
) throws -> ReleasedSpring {
  ReleasedSpring(
    spring: try SpringCoefficients(stiffness: k, damping: c, mass: m), distance: distance, velocity: velocity,
    threshold: 1)
}

@Test func framerMotionsTimeBasedSpellingsFollowItsDefaults() throws {
  // framer-motion's default physical spring (stiffness 100, damping 10, mass 1) is damping
  // ratio 0.5: visualDuration 2π / (1.2·10), bounce 0.5, and nothing lost.
  let defaults = try SpringCoefficients(stiffness: 100, damping: 10, mass: 1)
  let visual = try #require(FramerSpringModel.visualDuration(of: defaults))
  #expect(abs(visual.visualDuration - 2 * Double.pi / 12) < 1e-15)
  #expect(abs(visual.bounce - 0.5) < 1e-15)
  #expect(visual.made.isSameMotion(as: defaults))
  // Its default time-based spring, visualDuration 0.3 and bounce 0.3, read back the same.
  let w = 2 * Double.pi / 0.36
  let timed = try SpringCoefficients(stiffness: w * w, damping: 2 * 0.7 * w, mass: 1)
  let back = try #require(FramerSpringModel.visualDuration(of: timed))
  #expect(abs(back.visualDuration - 0.3) < 1e-14 && abs(back.bounce - 0.3) < 1e-14)
  // An over-damped spring is clamped to ratio 1, a nearly undamped one to 0.05.
  #expect(
    FramerSpringModel.visualDuration(of: try SpringCoefficients(stiffness: 100, damping: 60))!.bounce == 0)
  let loose = try #require(
    FramerSpringModel.visualDuration(of: try SpringCoefficients(stiffness: 100, damping: 0.1)))
  #expect(abs(loose.made.dampingRatio - 0.05) < 1e-15)
}

@Test func framerMotionsDurationSearchLandsOnTheEnvelopeItAimsFor() throws {
  // framer-motion's default duration and bounce: 0.8 s, 0.3. Its search finds the frequency
  // whose envelope is 0.001 at the duration; the model's duration for that spring is 0.8 again.
  let found = FramerSpringModel.searchedFrequency(duration: 0.8, ratio: 0.7)
  let envelope = 0.7 / (1 - 0.49).squareRoot() * exp(-0.7 * found * 0.8)
  #expect(abs(envelope - 0.001) < 1e-9)
  let spring = try SpringCoefficients(stiffness: found * found, damping: 1.4 * found, mass: 1)
  let timed = try #require(FramerSpringModel.duration(of: spring))
  #expect(abs(timed.duration - 0.8) < 1e-9 && abs(timed.bounce - 0.3) < 1e-12)
  #expect(timed.made.isSameMotion(as: spring, tolerance: 1e-9))
}

@Test func cssEasingsSayTheirErrorAndMoreStopsLowerIt() throws {
  let spring = try release(342, 30)
  let coarse = try #require(CSSLinearEasing(spring, stopCount: 10))
  let fine = try #require(CSSLinearEasing(spring, stopCount: 80))
  #expect(coarse.stops.count == 10 && coarse.stops.first == "0" && coarse.stops.last == "1")
  #expect(fine.largestError < coarse.largestError)
  #expect(coarse.largestError > 0.001)
  // The error is the largest gap from the spring: the easing's own line between two stops
  // strays from the spring at the midpoint by no more than it says.
  let segment = coarse.duration / 9
  for i in 0..<9 {
    let t = segment * (Double(i) + 0.5)
    let line = (Double(coarse.stops[i])! + Double(coarse.stops[i + 1])!) / 2
    #expect(abs(line - spring.progress(at: t)) <= coarse.largestError + 1e-12)
  }
  // The duration is the spring's rest from a release at rest.
  #expect(abs(coarse.duration - spring.settlingTime) < 1e-12)
  #expect(coarse.velocityError == 0)
  // A release velocity is lost, and said.
  let tossed = try release(342, 30, velocity: 800)
  let easing = try #require(CSSLinearEasing(tossed, stopCount: 40))
  #expect(easing.velocityError > 0.1)
  // An undamped spring never rests: no easing.
  #expect(CSSLinearEasing(try release(342, 0), stopCount: 40) == nil)
}

@Test func aSpringThatTakesLongerThanADayToSettleGetsNoEasingAndStopsNoConversion() throws {
  // SwiftUI's duration 1e9 s and bounce 0.99999999: it settles in some 7e16 s, whose
  // milliseconds are more than any Int; the CSS code stopped the program on them.
  let slow = try release(4e-17, 1.3e-16)
  #expect(slow.settlingTime > Double(Int.max) / 1000)
  #expect(CSSLinearEasing(slow, stopCount: 40) == nil)
  let handoff = SpringHandoff(release: slow, written: nil, stopCount: 40)
  let css = handoff.code(for: .css)
  #expect(
    css.contains("cannot: it takes 7") && css.contains("longer than the day an easing is given for"), "\(css)"
  )
  #expect(JSONWriter().string(from: handoff.json).contains("\"exact\": false"))
  // Stop counts outside what --stops takes give none either.
  #expect(CSSLinearEasing(try release(342, 30), stopCount: CSSLinearEasing.stopCounts.upperBound + 1) == nil)
  #expect(CSSLinearEasing(try release(342, 30), stopCount: CSSLinearEasing.stopCounts.upperBound) != nil)
}

@Test func velocitiesAreHandedOverInEachPlatformsUnits() throws {
  let handoff = SpringHandoff(
    release: try release(684, 60, 2, distance: 200, velocity: 500), written: nil, stopCount: 40)
  #expect(handoff.code(for: .uiKit).contains("animation.initialVelocity = 2.5"))
  #expect(handoff.code(for: .uiKit).contains("animation.mass = 2"))
  #expect(handoff.code(for: .swiftUI).contains("initialVelocity: 2.5"))
  #expect(handoff.code(for: .android).contains(".setStartVelocity(500f)"))
  #expect(handoff.code(for: .android).contains(".setStiffness(342f)"))
  #expect(handoff.code(for: .compose).contains("initialVelocity = 500f"))
  #expect(handoff.code(for: .framer).contains("velocity: 500 }"))
  #expect(handoff.code(for: .reactSpring).contains("velocity: 0.5 }"))
  #expect(handoff.code(for: .origami).contains("velocity: 500,"))
}

@Test func codeNumbersReproduceTheMotionTo1eMinus9() throws {
  // Ten significant digits, pasted back, move as the exact spring to 1e-9 of the distance.
  let spring = try release(157.91367041742973, 17.59291886010284, velocity: 300)
  let k = Double(SpringHandoff.spell(spring.spring.stiffness))!
  let c = Double(SpringHandoff.spell(spring.spring.damping))!
  let pasted = try SpringCoefficients(stiffness: k, damping: c, mass: 1)
  #expect(spring.largestDifference(from: pasted, velocity: 300) < 1e-9)
}

@Test func reactSpringsStepsAreMeasured() throws {
  let handoff = SpringHandoff(release: try release(170, 26), written: nil, stopCount: 40)
  let error = handoff.reactSpringStepError
  #expect(error > 0 && error < 0.01)
}

@Test func formsThatCannotHoldTheSpringSaySoWithTheNearest() throws {
  let handoff = SpringHandoff(release: try release(50, 4), written: nil, stopCount: 40)
  let bouncy = try #require(handoff.forms.first { $0.form == .bouncy })
  #expect(bouncy.values == nil && bouncy.reason != nil)
  #expect(bouncy.nearest?.count == 2 && (bouncy.nearestError ?? 0) > 0)
  let physical = try #require(handoff.forms.first { $0.form == .physical })
  #expect(physical.values?.map(\.value) == [50, 4, 1])
  // The JSON holds the same.
  let json = JSONWriter().string(from: handoff.json)
  let parsed = try JSONParser.parse(json)
  let forms = try #require(parsed.members?.first { $0.key == "forms" }?.value.members)
  let bouncyJSON = try #require(forms.first { $0.key == "bouncy" }?.value.members)
  #expect(bouncyJSON.first { $0.key == "exact" }?.value.kind == .bool(false))
}

@Test func aReleaseWithinItsThresholdSaysItHasNoTransition() throws {
  // The CSS code said "without damping it never comes to rest" of a spring with damping 30.
  var atRest = try release(342, 30)
  atRest.threshold = 150
  let css = SpringHandoff(release: atRest, written: nil, stopCount: 40).code(for: .css)
  #expect(css.contains("rests at once under the threshold of 150 pt") && !css.contains("damping"), "\(css)")
}

@Test func hugeAndUnboundedLossesAreSpelledShort() {
  #expect(SpringHandoff.percent(6.9e30) == "6.9e+32%")
  #expect(SpringHandoff.percent(.infinity) == "without bound")
  #expect(SpringHandoff.percent(0.5) == "50%")
  #expect(SpringHandoff.seconds(3.9e195) == "3.900e+195")
  #expect(SpringHandoff.seconds(1.25) == "1.250")
}

@Test func androidCodeSaysWhenAFloatCannotHoldTheSpring() throws {
  // `1e+308f` does not compile in Kotlin; the code was written all the same.
  let huge = SpringHandoff(release: try release(1e300, 10), written: nil, stopCount: 40)
  for platform in [SpringPlatform.compose, .android] {
    let code = huge.code(for: platform)
    #expect(code.contains("cannot: the stiffness k / m, 1e+300, is outside what a Float holds"), "\(code)")
  }
  #expect(
    !SpringHandoff(release: try release(342, 30), written: nil, stopCount: 40).code(for: .compose).contains(
      "cannot"))
}
