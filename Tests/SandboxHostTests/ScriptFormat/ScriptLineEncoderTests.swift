import Motion
import Testing

@testable import SandboxHost

private func encoded(_ t: Double, _ input: InputAction) -> String {
  ScriptLineEncoder.encode(ScriptLine(time: t, lineNumber: 1, action: .input(input)))
}

private func encoded(_ t: Double, _ directive: Directive) -> String {
  ScriptLineEncoder.encode(ScriptLine(time: t, lineNumber: 1, action: .directive(directive)))
}

@Test func everyKindOfLineIsWrittenAsTheContractSpellsIt() {
  #expect(
    encoded(0, .touch(phase: .began, id: 1, location: Point(x: 120, y: 500)))
      == #"{"t": 0, "touch": "down", "id": 1, "x": 120, "y": 500}"#)
  #expect(
    encoded(0.05, .touch(phase: .moved, id: 2, location: Point(x: 180.5, y: 470)))
      == #"{"t": 0.05, "touch": "move", "id": 2, "x": 180.5, "y": 470}"#)
  #expect(
    encoded(0.1, .touch(phase: .ended, id: 1, location: Point(x: 1, y: 2)))
      == #"{"t": 0.1, "touch": "up", "id": 1, "x": 1, "y": 2}"#)
  #expect(
    encoded(0.1, .touch(phase: .cancelled, id: 1, location: Point(x: 1, y: 2)))
      == #"{"t": 0.1, "touch": "cancel", "id": 1, "x": 1, "y": 2}"#)
  #expect(
    encoded(0.2, .mouse(phase: .down, button: .left, location: Point(x: 400, y: 300), modifiers: [.ctrl]))
      == #"{"t": 0.2, "mouse": "down", "button": "left", "x": 400, "y": 300, "mods": ["ctrl"]}"#)
  #expect(
    encoded(0.25, .mouse(phase: .move, button: nil, location: Point(x: 420, y: 300), modifiers: []))
      == #"{"t": 0.25, "mouse": "move", "x": 420, "y": 300}"#)
  #expect(
    encoded(
      0.3, .mouse(phase: .up, button: .right, location: Point(x: 420, y: 300), modifiers: [.alt, .shift]))
      == #"{"t": 0.3, "mouse": "up", "button": "right", "x": 420, "y": 300, "mods": ["shift", "alt"]}"#)
  #expect(
    encoded(0.4, .wheel(delta: Point(x: 0, y: -1.5), location: Point(x: 400, y: 300), modifiers: [.shift]))
      == #"{"t": 0.4, "wheel": [0, -1.5], "x": 400, "y": 300, "mods": ["shift"]}"#)
  #expect(encoded(0.5, .key(down: true, name: "Space")) == #"{"t": 0.5, "key": "down", "name": "Space"}"#)
  #expect(encoded(0.5, .key(down: false, name: "\\")) == #"{"t": 0.5, "key": "up", "name": "\\"}"#)
  #expect(encoded(1, .capture(name: "a \"b\".png")) == #"{"t": 1, "capture": "a \"b\".png"}"#)
  #expect(encoded(1, .dump(name: "after.json")) == #"{"t": 1, "dump": "after.json"}"#)
}

@Test func timesReadBackExactly() {
  for t in [0.1 + 0.2, 1.0 / 3, 12.345678901234567, 1e-7, 123_456.789] {
    let line = encoded(t, .dump(name: "x.json"))
    let field = line.dropFirst(#"{"t": "#.count).prefix { $0 != "," }
    #expect(Double(String(field)) == t)
  }
}
