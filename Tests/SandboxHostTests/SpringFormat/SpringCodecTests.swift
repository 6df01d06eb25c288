import Foundation
import Motion
import Testing

@testable import SandboxHost

/// A tossable's spring as a scene file whose spring object, on line 4, is `spring`.
private func scene(spring: String) -> String {
  """
  {"size": [400, 300],
   "elements": [{"name": "a", "position": [50, 50], "size": [20, 20]}],
   "interactions": [{"type": "tossable", "element": "a", "destination": [300, 200],
     "spring": \(spring)}]}
  """
}

/// The parsed spring, or the faults as "line: message".
private func parse(_ spring: String) -> Result<SpringSetting, Faults> {
  do {
    let description = try SceneDescription.parse(scene(spring: spring), file: "s.json", defaultName: "s")
    return .success(description.interactions[0].toss!.spring)
  } catch {
    return .failure(Faults(lines: error.errors.map { "\($0.line ?? 0): \($0.message)" }))
  }
}

private struct Faults: Error, Equatable { var lines: [String] }

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-12 * max(1, abs(a), abs(b)) }

@Test func everyFormReadsAsItsCoefficients() throws {
  let cases: [(String, SpringForm, Double, Double, Double)] = [
    (#"{"stiffness": 500, "damping": 20, "mass": 2}"#, .physical, 500, 20, 2),
    (#"{"duration": 0.5, "bounce": 0.3}"#, .swiftUIDuration, pow(4 * .pi, 2), 0.7 * 8 * .pi, 1),
    (#"{"response": 0.5, "dampingFraction": 0.7}"#, .swiftUIResponse, pow(4 * .pi, 2), 0.7 * 8 * .pi, 1),
    (#"{"stiffness": 1500, "dampingRatio": 0.5}"#, .android, 1500, 1500.0.squareRoot(), 1),
    (
      #"{"stiffness": 1500, "dampingRatio": 0.5, "mass": 4}"#, .android, 1500, 2 * 0.5 * 6000.0.squareRoot(),
      4
    ),
    (#"{"tension": 170, "friction": 26}"#, .reactSpring, 170, 26, 1),
    (#"{"origamiTension": 40, "origamiFriction": 7}"#, .origami, 230.2, 22, 1),
    (#"{"bounciness": 8, "speed": 12}"#, .bouncy, 342.10058823529414, 24.684019245284347, 1),
  ]
  for (text, form, k, c, m) in cases {
    let spring = try parse(text).get()
    #expect(spring.form == form, "\(text)")
    #expect(close(spring.stiffness, k) && close(spring.damping, c) && spring.mass == m, "\(text): \(spring)")
  }
  #expect(try parse(#"{"duration": 0.5, "bounce": 0.3, "threshold": 0.25}"#).get().threshold == 0.25)
}

@Test func aSpringInTwoFormsOrOutOfItsRangeNamesLineAndKey() {
  #expect(
    parse(#"{"duration": 0.5, "bounce": 0.3, "damping": 4}"#)
      == .failure(
        Faults(lines: [
          #"4: "damping" belongs to another form of spring than "duration", "bounce"; "#
            + "a spring is written in exactly one form (see docs/springs.md)"
        ])))
  #expect(
    parse(#"{"stiffness": 300, "damping": 20, "dampingRatio": 0.5}"#)
      == .failure(
        Faults(lines: [
          #"4: "dampingRatio" belongs to another form of spring than "stiffness", "damping"; "#
            + "a spring is written in exactly one form (see docs/springs.md)"
        ])))
  #expect(
    parse(#"{"duration": 0.5, "bounce": -1}"#)
      == .failure(Faults(lines: [#"4: "bounce" must be between -1 and 1, both excluded, not -1"#])))
  #expect(
    parse(#"{"bounciness": 50, "speed": 12}"#)
      == .failure(Faults(lines: [#"4: "bounciness" must be from 0 to 42.5, not 50"#])))
  #expect(
    parse(#"{"stiffness": 0, "dampingRatio": 1}"#)
      == .failure(Faults(lines: [#"4: "stiffness" must be above 0, not 0"#])))
  #expect(
    parse(#"{"response": 0.5}"#)
      == .failure(
        Faults(lines: [
          #"4: "spring" written as SwiftUI response and dampingFraction is missing "dampingFraction""#
        ])))
}

@Test func aPartialSetLineInAnotherFormKeepsItsOtherValues() throws {
  let start = try SpringSetting.physical(stiffness: 400, damping: 20, mass: 2, threshold: 1)
  let response = try SwiftUIResponseSpring(start.coefficients).response
  let changed = try start.applying(SpringChange(.swiftUIResponse(response: nil, dampingFraction: 0.5)))
  #expect(changed.mass == 2)
  #expect(close(try SwiftUIResponseSpring(changed.coefficients).response, response))
  #expect(close(changed.coefficients.dampingRatio, 0.5))
  // A physical change still replaces each parameter alone.
  let physical = try start.applying(SpringChange(damping: 10))
  #expect(physical.stiffness == 400 && physical.damping == 10 && physical.mass == 2)
  // A change the spring has no spelling for says so: no damping has no bounce in (−1, 1).
  let undamped = try SpringSetting.physical(stiffness: 400, damping: 0)
  #expect(throws: SpringFormError.self) {
    try undamped.applying(SpringChange(.swiftUIDuration(duration: 1, bounce: nil)))
  }
}

@Test func aSetLineInAnyFormIsRecordedInItsForm() {
  let script = #"{"t": 1.5, "set": {"interaction": 0, "spring": {"bounce": 0.25, "duration": 0.4}}}"#
  let parsed = InputScript.parse(script, file: "s.jsonl")
  #expect(parsed.errors.isEmpty)
  #expect(
    parsed.lines.map(ScriptLineEncoder.encode)
      == [#"{"t": 1.5, "set": {"interaction": 0, "spring": {"duration": 0.4, "bounce": 0.25}}}"#])
}

@Test func theTunedSceneKeepsTheFormTheFileUsed() throws {
  let folder = try TemporaryDirectory()
  let path = try folder.write("mine.json", scene(spring: #"{"duration": 0.5, "bounce": 0.3}"#))
  let source = SceneSource(nameOrPath: path)
  let loaded = try source.load()
  let spring = try #require(TunableSprings.spring(at: 0, in: loaded))
  // The panel steps the physical values: stiffness up by one step.
  try TunableSprings.apply(SpringChange(stiffness: spring.stiffness.read() * 1.1), to: spring)
  let written = try TunedSceneWriter.write(source: source, loaded: loaded, into: folder.url.path).path
  let text = try String(contentsOfFile: written, encoding: .utf8)
  #expect(text.contains("\"duration\"") && text.contains("\"bounce\"") && !text.contains("\"stiffness\""))
  let tuned = try SceneDescription.load(path: written).interactions[0].toss!.spring
  #expect(tuned.form == .swiftUIDuration)
  // Written for people (to the millisecond and 0.01), within 1 % of the tuned spring.
  let k = spring.stiffness.read()
  let c = spring.damping.read()
  #expect(abs(tuned.stiffness - k) <= 0.01 * k && abs(tuned.damping - c) <= 0.01 * c)
  #expect(!text.contains("0000"))
  // The bounce is the same spring's: more stiffness at the same damping bounces more.
  let bounce = try SwiftUIDurationSpring(tuned.coefficients).bounce
  #expect(bounce > 0.3)
}

@Test func aSpringWrittenByTheCodecReadsBackInItsForm() throws {
  let springs = [
    SpringSetting.default, try SpringSetting(.swiftUIDuration(duration: 0.5, bounce: 0.3), threshold: 0.25),
    try SpringSetting(.android(stiffness: 1500, dampingRatio: 0.5, mass: 4), threshold: 1),
    try SpringSetting(.bouncy(bounciness: 8, speed: 12), threshold: 2),
  ]
  for spring in springs {
    for form in SpringForm.allCases {
      let text = JSONWriter(expandedDepth: 0).string(
        from: SpringCodec.json(spring, in: form, keepsMass: true))
      let read = try parse(text).get()
      // A form that cannot hold the spring writes it in the physical form.
      let expected = (try? SpringFormValues(spring.coefficients, in: form)) == nil ? .physical : form
      #expect(read.form == expected, "\(text)")
      #expect(read.threshold == spring.threshold)
      #expect(read.coefficients.isSameMotion(as: spring.coefficients, tolerance: 1e-9), "\(text)")
    }
  }
}

@Test func aSpringWrittenInAFormLeavesOutAMassOf1UnlessAsked() {
  let spring = SpringSetting.default
  #expect(
    JSONWriter(expandedDepth: 0).string(from: SpringCodec.json(spring, in: .reactSpring, keepsMass: false))
      == #"{"tension": 342, "friction": 30, "threshold": 1}"#)
  #expect(
    JSONWriter(expandedDepth: 0).string(from: SpringCodec.json(spring, in: .reactSpring, keepsMass: true))
      == #"{"tension": 342, "friction": 30, "mass": 1, "threshold": 1}"#)
  #expect(
    JSONWriter(expandedDepth: 0).string(from: SpringCodec.json(spring, in: .physical, keepsMass: false))
      == #"{"stiffness": 342, "damping": 30, "mass": 1, "threshold": 1}"#)
}

@Test func aChangeWrittenByTheCodecReadsBackAsItself() {
  let changes = [
    SpringChange(stiffness: 500, threshold: 0.5), SpringChange(threshold: 2),
    SpringChange(.swiftUIResponse(response: nil, dampingFraction: 0.5)),
    SpringChange(.android(stiffness: 1500, dampingRatio: 0.25, mass: 3)),
    SpringChange(.origami(origamiTension: 40, origamiFriction: 7.5)),
  ]
  for change in changes {
    let line = ScriptLine(
      time: 1, lineNumber: 1, action: .directive(.setSpring(interaction: 0, spring: change)))
    let parsed = InputScript.parse(ScriptLineEncoder.encode(line), file: "s.jsonl")
    #expect(parsed.errors.isEmpty)
    #expect(parsed.lines.map(\.action) == [.directive(.setSpring(interaction: 0, spring: change))])
  }
}

@Test func keysOfASecondFormAreFoundInOrder() {
  let found = SpringCodec.form(ofKeys: ["duration", "damping", "bounce", "mass"])
  #expect(found.form == .swiftUIDuration)
  #expect(found.mixing == [nil, ["duration"], nil, ["duration", "bounce"]])
  #expect(SpringCodec.form(ofKeys: []).form == .physical)
  #expect(SpringCodec.form(ofKeys: ["stiffness", "dampingRatio"]).form == .android)
}
