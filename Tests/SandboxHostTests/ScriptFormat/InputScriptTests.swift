import Motion
import Testing

@testable import SandboxHost

/// The faults of script text, for a file called `s.jsonl`.
private func scriptErrors(_ text: String) -> [InputError] {
  InputScript.parse(text, file: "s.jsonl").errors
}

/// The faults of a script whose only line, line 1, is `line`.
private func lineErrors(_ line: String) -> [String] {
  let errors = scriptErrors(line)
  #expect(errors.allSatisfy { $0.line == 1 && $0.file == "s.jsonl" })
  return errors.map(\.message)
}

@Test func readsTheContractExample() {
  let text = """
    {"t": 0.00, "touch": "down", "id": 1, "x": 120, "y": 500}
    {"t": 0.05, "touch": "move", "id": 1, "x": 180, "y": 470}
    {"t": 0.10, "touch": "up",   "id": 1, "x": 240, "y": 440}
    {"t": 0.20, "mouse": "down", "button": "left", "x": 400, "y": 300, "mods": ["ctrl"]}
    {"t": 0.25, "mouse": "move", "x": 420, "y": 300}
    {"t": 0.30, "mouse": "up", "button": "left", "x": 420, "y": 300}
    {"t": 0.40, "wheel": [0, 1], "x": 400, "y": 300, "mods": ["shift"]}
    {"t": 0.50, "key": "down", "name": "space"}
    {"t": 1.00, "capture": "after-toss.png"}
    {"t": 1.00, "dump": "after-toss.json"}
    """
  let result = InputScript.parse(text, file: "s.jsonl")
  #expect(result.errors.isEmpty)
  #expect(
    result.lines == [
      ScriptLine(
        time: 0, lineNumber: 1, action: .input(.touch(phase: .began, id: 1, location: Point(x: 120, y: 500)))),
      ScriptLine(
        time: 0.05, lineNumber: 2,
        action: .input(.touch(phase: .moved, id: 1, location: Point(x: 180, y: 470)))),
      ScriptLine(
        time: 0.1, lineNumber: 3,
        action: .input(.touch(phase: .ended, id: 1, location: Point(x: 240, y: 440)))),
      ScriptLine(
        time: 0.2, lineNumber: 4,
        action: .input(.mouse(phase: .down, button: .left, location: Point(x: 400, y: 300), modifiers: .ctrl))
      ),
      ScriptLine(
        time: 0.25, lineNumber: 5,
        action: .input(.mouse(phase: .move, button: nil, location: Point(x: 420, y: 300), modifiers: []))
      ),
      ScriptLine(
        time: 0.3, lineNumber: 6,
        action: .input(.mouse(phase: .up, button: .left, location: Point(x: 420, y: 300), modifiers: []))),
      ScriptLine(
        time: 0.4, lineNumber: 7,
        action: .input(.wheel(delta: Point(x: 0, y: 1), location: Point(x: 400, y: 300), modifiers: .shift))),
      ScriptLine(time: 0.5, lineNumber: 8, action: .input(.key(down: true, name: "space"))),
      ScriptLine(time: 1, lineNumber: 9, action: .directive(.capture(name: "after-toss.png"))),
      ScriptLine(time: 1, lineNumber: 10, action: .directive(.dump(name: "after-toss.json"))),
    ])
}

@Test func skipsBlankAndCommentLinesButCountsThem() {
  let text =
    "# a comment\n\n   \n  # indented comment\r\n{\"t\": 2, \"touch\": \"cancel\", \"id\": -3, \"x\": 1.5, \"y\": 2}\r\n"
  let result = InputScript.parse(text, file: nil)
  #expect(result.errors.isEmpty)
  #expect(
    result.lines == [
      ScriptLine(
        time: 2, lineNumber: 5,
        action: .input(.touch(phase: .cancelled, id: -3, location: Point(x: 1.5, y: 2))))
    ])
}

@Test func readsModifiersAndButtons() {
  let result = InputScript.parse(
    #"{"t": 0, "mouse": "down", "button": "right", "x": 1, "y": 2, "mods": ["shift", "alt", "ctrl"]}"#
      + "\n" + #"{"t": 0, "mouse": "up", "button": "middle", "x": 1, "y": 2, "mods": []}"#, file: nil)
  #expect(
    result.lines.map(\.action) == [
      .input(
        .mouse(phase: .down, button: .right, location: Point(x: 1, y: 2), modifiers: [.shift, .alt, .ctrl])),
      .input(.mouse(phase: .up, button: .middle, location: Point(x: 1, y: 2), modifiers: [])),
    ])
  #expect(
    InputScript.parse(#"{"t": 0, "key": "up", "name": "Left Shift"}"#, file: nil).lines.map(\.action) == [
      .input(.key(down: false, name: "Left Shift"))
    ])
}

@Test func syntaxErrorsNameTheirLine() {
  let text = """
    {"t": 0, "touch": "down", "id": 1, "x": 1, "y": 2}
    {"t": 0.1, "touch": "move", "id": 1, "x": 1 "y": 2}
    {"t": 0.2, "touch": "up", "id": 1, "x": NaN, "y": 2}
    {"t": 0.3, "touch": "up", "id": 1, "x": 1, "y": 2}}
    [1, 2]
    """
  #expect(
    scriptErrors(text) == [
      InputError(
        file: "s.jsonl", line: 2, message: "expected ',' or '}' after value, found '\"' (column 45)"),
      InputError(file: "s.jsonl", line: 3, message: "NaN is not a finite number (column 41)"),
      InputError(file: "s.jsonl", line: 4, message: "unexpected text after the JSON value: '}' (column 51)"),
      InputError(file: "s.jsonl", line: 5, message: "a script line must be an object, not an array"),
    ])
}

@Test func timeFaults() {
  #expect(
    lineErrors(#"{"touch": "down", "id": 1, "x": 1, "y": 2}"#) == [
      "the line is missing the required key \"t\""
    ])
  #expect(
    lineErrors(#"{"t": "0", "touch": "down", "id": 1, "x": 1, "y": 2}"#) == [
      "\"t\" must be a number, not a string"
    ])
  #expect(lineErrors(#"{"t": -0.5, "dump": "a.json"}"#) == ["\"t\" must be 0 or more, not -0.5"])
  #expect(lineErrors(#"{"t": 1e999, "dump": "a.json"}"#) == ["1e999 is not a finite number (column 7)"])
  let decreasing = """
    {"t": 1, "dump": "a.json"}
    # comment
    {"t": 0.5, "dump": "b.json"}
    {"t": 1, "dump": "c.json"}
    """
  #expect(
    scriptErrors(decreasing) == [
      InputError(
        file: "s.jsonl", line: 3, message: "\"t\" 0.5 is earlier than 1 on line 1 (times must never decrease)"
      )
    ])
}

@Test func actionFaults() {
  #expect(
    lineErrors(#"{"t": 0}"#) == [
      "the line needs one of \"touch\", \"mouse\", \"wheel\", \"key\", \"capture\", \"dump\", \"set\", \"film\", \"track\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "tap": "down", "x": 1, "y": 2}"#) == [
      "unknown key \"tap\" in a script line (allowed: t, touch, mouse, wheel, key, capture, dump, set, film, track)",
      "the line needs one of \"touch\", \"mouse\", \"wheel\", \"key\", \"capture\", \"dump\", \"set\", \"film\", \"track\"",
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "mouse": "down", "id": 1, "x": 1, "y": 2}"#) == [
      "the line must do one thing, but has both \"touch\" and \"mouse\""
    ])
}

@Test func touchFaults() {
  #expect(
    lineErrors(#"{"t": 0, "touch": "press", "id": 1, "x": 1, "y": 2}"#) == [
      "\"touch\" must be \"down\", \"move\", \"up\" or \"cancel\", not \"press\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "x": 1, "y": 2}"#) == [
      "a touch line is missing the required key \"id\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": 1.5, "x": 1, "y": 2}"#) == [
      "\"id\" must be a whole number, not 1.5"
    ])
  // Whole, but past what a Double holds exactly: the range is the fault, not the wholeness.
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": 1e20, "x": 1, "y": 2}"#) == [
      "\"id\" must be a whole number from -(2^53 - 1) to 2^53 - 1 (past that, a JSON number skips "
        + "whole numbers), not 1e+20"
    ])
  // 2^53 + 1 reads as 2^53, the same number as 2^53 itself: both are refused, so two ids that
  // differ in the file are never one touch; 2^53 - 1 is the last id held exactly.
  for (id, read) in [
    ("9007199254740993", "9007199254740992"), ("9007199254740992", "9007199254740992"),
    ("-9007199254740993", "-9007199254740992"),
  ] {
    #expect(
      lineErrors(#"{"t": 0, "touch": "down", "id": "# + id + #", "x": 1, "y": 2}"#).first?.hasPrefix(
        "\"id\" must be a whole number from -(2^53 - 1) to 2^53 - 1") == true, "\(id)")
    #expect(
      lineErrors(#"{"t": 0, "touch": "down", "id": "# + id + #", "x": 1, "y": 2}"#).first?.hasSuffix(
        "not " + read) == true, "\(id)")
  }
  #expect(lineErrors(#"{"t": 0, "touch": "down", "id": 9007199254740991, "x": 1, "y": 2}"#).isEmpty)
  #expect(lineErrors(#"{"t": 0, "touch": "down", "id": -9007199254740991, "x": 1, "y": 2}"#).isEmpty)
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": "1", "x": 1, "y": 2}"#) == [
      "\"id\" must be a number, not a string"
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": 1, "y": 2}"#) == [
      "the line is missing the required key \"x\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": 1, "x": 1, "y": null}"#) == [
      "\"y\" must be a number, not null"
    ])
  #expect(
    lineErrors(#"{"t": 0, "touch": "down", "id": 1, "x": 1, "y": 2, "button": "left"}"#) == [
      "unknown key \"button\" in a touch line (allowed: t, touch, id, x, y)"
    ])
}

@Test func mouseAndWheelFaults() {
  #expect(lineErrors(#"{"t": 0, "mouse": "down", "x": 1, "y": 2}"#) == ["a mouse down line needs \"button\""])
  #expect(lineErrors(#"{"t": 0, "mouse": "up", "x": 1, "y": 2}"#) == ["a mouse up line needs \"button\""])
  #expect(
    lineErrors(#"{"t": 0, "mouse": "down", "button": "back", "x": 1, "y": 2}"#) == [
      "\"button\" must be \"left\", \"right\" or \"middle\", not \"back\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "mouse": "drag", "x": 1, "y": 2}"#) == [
      "\"mouse\" must be \"down\", \"move\" or \"up\", not \"drag\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "mouse": "move", "x": 1, "y": 2, "mods": ["meta"]}"#) == [
      "unknown modifier \"meta\" in \"mods\" (allowed: shift, ctrl, alt)"
    ])
  #expect(
    lineErrors(#"{"t": 0, "mouse": "move", "x": 1, "y": 2, "mods": "ctrl"}"#) == [
      "\"mods\" must be an array of \"shift\", \"ctrl\" and \"alt\", not a string"
    ])
  #expect(
    lineErrors(#"{"t": 0, "mouse": "move", "x": 1, "y": 2, "mods": [1]}"#) == [
      "\"mods\" must hold strings, not a number"
    ])
  #expect(
    lineErrors(#"{"t": 0, "wheel": 1, "x": 1, "y": 2}"#) == [
      "\"wheel\" must be an array of two numbers, not a number"
    ])
  #expect(lineErrors(#"{"t": 0, "wheel": [0, 1], "y": 2}"#) == ["the line is missing the required key \"x\""])
  #expect(
    lineErrors(#"{"t": 0, "wheel": [0, 1], "x": 1, "y": 2, "id": 1}"#) == [
      "unknown key \"id\" in a wheel line (allowed: t, wheel, x, y, mods)"
    ])
}

@Test func keyFaults() {
  #expect(
    lineErrors(#"{"t": 0, "key": "press", "name": "a"}"#) == [
      "\"key\" must be \"down\" or \"up\", not \"press\""
    ])
  #expect(lineErrors(#"{"t": 0, "key": "down"}"#) == ["a key line is missing the required key \"name\""])
  #expect(lineErrors(#"{"t": 0, "key": "down", "name": ""}"#) == ["\"name\" must not be empty"])
  #expect(lineErrors(#"{"t": 0, "key": "down", "name": 32}"#) == ["\"name\" must be a string, not a number"])
}

@Test func captureAndDumpNameFaults() {
  #expect(
    lineErrors(#"{"t": 0, "capture": "shots/a.png"}"#) == [
      "\"capture\" must be a plain file name without '/', not \"shots/a.png\""
    ])
  #expect(
    lineErrors(#"{"t": 0, "dump": "/outputs/a.json"}"#) == [
      "\"dump\" must be a plain file name without '/', not \"/outputs/a.json\""
    ])
  #expect(lineErrors(#"{"t": 0, "dump": ".."}"#) == ["\"dump\" must not contain '..', as \"..\" does"])
  #expect(lineErrors(#"{"t": 0, "capture": ""}"#) == ["\"capture\" must not be empty"])
  // A name the file system takes only without the temporary file's suffix passed check and
  // failed the replay at run time; a 50 MB one was echoed whole.
  let longest = String(repeating: "é", count: 98) + ".png"
  #expect(lineErrors(#"{"t": 0, "capture": "\#(longest)"}"#).isEmpty)
  #expect(
    lineErrors(#"{"t": 0, "capture": "a\#(longest)"}"#) == [
      "\"capture\" is 201 bytes long (\"a\(String(repeating: "é", count: 23))…\"); a name may have at most 200"
    ])
  #expect(lineErrors(#"{"t": 0, "capture": 3}"#) == ["\"capture\" must be a string, not a number"])
  #expect(
    lineErrors(#"{"t": 0, "dump": "a.json", "x": 1}"#) == [
      "unknown key \"x\" in a dump line (allowed: t, dump)"
    ])
}

@Test func reportsEveryBadLine() {
  let text = """
    {"t": 0, "touch": "down", "id": 1, "x": 1, "y": 2}
    {"t": 0.1, "touch": "move", "id": 1, "x": 1}

    {"t": 0.2, "touch": "up", "id": 1, "x": 1, "y": 2, "z": 3}
    {"t": 0.3, "capture": "a/b.png"}
    {"t": 0.4, "dump": "ok.json"}
    """
  let result = InputScript.parse(text, file: "s.jsonl")
  #expect(result.errors.map(\.line) == [2, 4, 5])
  #expect(result.lines.map(\.lineNumber) == [1, 6])
}

@Test func loadingAScriptThrowsAllItsFaults() throws {
  let directory = try TemporaryDirectory()
  let good = try directory.write("good.jsonl", #"{"t": 0, "dump": "a.json"}"#)
  #expect(
    try InputScript.load(path: good) == [
      ScriptLine(time: 0, lineNumber: 1, action: .directive(.dump(name: "a.json")))
    ])
  let bad = try directory.write("bad.jsonl", "{\"t\": 0}\n{\"t\": -1, \"dump\": \"a\"}\n")
  #expect(
    throws: InputErrors([
      InputError(
        file: bad, line: 1,
        message:
          "the line needs one of \"touch\", \"mouse\", \"wheel\", \"key\", \"capture\", \"dump\", \"set\", \"film\", \"track\""
      ),
      InputError(file: bad, line: 2, message: "\"t\" must be 0 or more, not -1"),
    ])
  ) {
    try InputScript.load(path: bad)
  }
  let missing = directory.path("missing.jsonl")
  #expect(throws: InputErrors(file: missing, line: nil, message: "no such file")) {
    try InputScript.load(path: missing)
  }
}

@Test func aTimeGoingBackAfterAFaultyLineIsStillReported() {
  let text = """
    {"t": 0, "touch": "down", "id": 1, "x": 1, "y": 2}
    {"t": 0.1, "touch": "sideways", "id": 1, "x": 1, "y": 2}
    {"t": 0.05, "dump": "a.json"}
    {"t": 0.2, "dump": "b.json"}
    """
  let (lines, errors) = InputScript.parse(text, file: "s.jsonl")
  #expect(errors.map(\.line) == [2, 3])
  #expect(errors[1].message.contains("earlier than 0.1 on line 2"))
  #expect(lines.map(\.lineNumber) == [1, 4])
}
