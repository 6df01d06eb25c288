import Motion
import Testing

@testable import SandboxHost

/// The faults of a script whose only line, line 1, is `line`, as "line: message".
private func faults(_ line: String) -> [String] {
  InputScript.parse(line, file: "s.jsonl").errors.map { "\($0.line ?? 0): \($0.message)" }
}

@Test func readsTheContractSetLine() {
  let result = InputScript.parse(
    #"{"t": 2.0, "set": {"interaction": 2, "spring": {"stiffness": 500, "damping": 20}}}"#, file: "s.jsonl")
  #expect(result.errors.isEmpty)
  #expect(
    result.lines == [
      ScriptLine(
        time: 2, lineNumber: 1,
        action: .directive(.setSpring(interaction: 2, spring: SpringChange(stiffness: 500, damping: 20))))
    ])
}

@Test func setLinesTakeTheRangesOfSceneFiles() {
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"mass": 0}}}"#) == [
      "1: \"mass\" must be above 0, not 0"
    ])
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"threshold": -1}}}"#)
      == ["1: \"threshold\" must be above 0, not -1"])
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"stiffness": -2}}}"#)
      == ["1: \"stiffness\" must be 0 or more, not -2"])
  #expect(faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"stiffness": 0, "damping": 0}}}"#).isEmpty)
}

@Test func setLinesAreStrict() {
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"bounce": 1}}}"#)
      == [#"1: "bounce" must be between -1 and 1, both excluded, not 1"#])
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"bouncy": 1}}}"#).first?.hasPrefix(
      #"1: unknown key "bouncy" in "spring" (allowed: stiffness, damping, mass, response,"#) == true)
  #expect(
    faults(#"{"t": 0, "set": {"interaction": 0, "spring": {}}}"#)
      == [
        #"1: "spring" must set "threshold" or at least one key of a spring form (such as "stiffness", "#
          + #""dampingFraction" or "bounce"; see docs/springs.md)"#
      ])
  #expect(faults(#"{"t": 0, "set": {"spring": {"mass": 2}}}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": {"interaction": 1.5, "spring": {"mass": 2}}}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": {"interaction": -1, "spring": {"mass": 2}}}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": {"interaction": 0}}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"mass": 2}, "x": 1}}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": {"interaction": 0, "spring": {"mass": 2}}, "x": 1}"#).count == 1)
  #expect(faults(#"{"t": 0, "set": 3}"#) == [#"1: "set" must be an object, not a number"#])
}

@Test func aSetLineFaultNamesItsFileAndLine() {
  let text = """
    {"t": 0, "set": {"interaction": 0, "spring": {"mass": 2}}}

    {"t": 1, "set": {"interaction": 0, "spring": {"mass": 0}}}
    """
  let errors = InputScript.parse(text, file: "s.jsonl").errors
  #expect(errors.map(\.line) == [3])
  #expect(errors.map(\.file) == ["s.jsonl"])
}

@Test func setLinesRoundTripThroughTheEncoder() {
  let line = ScriptLine(
    time: 1.25, lineNumber: 0,
    action: .directive(.setSpring(interaction: 3, spring: SpringChange(damping: 27.27, threshold: 0.5))))
  let text = ScriptLineEncoder.encode(line)
  #expect(text == #"{"t": 1.25, "set": {"interaction": 3, "spring": {"damping": 27.27, "threshold": 0.5}}}"#)
  #expect(InputScript.parse(text, file: nil).lines.map(\.action) == [line.action])
}
