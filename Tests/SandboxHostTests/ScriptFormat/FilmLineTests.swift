import Testing

@testable import SandboxHost

@Suite struct FilmLineTests {
  @Test func filmAndTrackLinesReadWithTheirSpanAndWriteBackTheSame() {
    let text = """
      {"t": 0.5, "film": "toss.png", "until": 2.5}
      {"t": 0.5, "track": "toss.jsonl", "until": 2.5, "every": 0.05}
      """
    let parsed = InputScript.parse(text, file: "s.jsonl")
    #expect(parsed.errors.isEmpty)
    #expect(
      parsed.lines.map(\.action) == [
        .directive(.record(FilmLine(kind: .film, name: "toss.png", until: 2.5, every: nil))),
        .directive(.record(FilmLine(kind: .track, name: "toss.jsonl", until: 2.5, every: 0.05))),
      ])
    // A recording writes them as a script reads them.
    let encoded = parsed.lines.map(ScriptLineEncoder.encode).joined(separator: "\n")
    #expect(InputScript.parse(encoded, file: nil).lines.map(\.action) == parsed.lines.map(\.action))
  }

  @Test func aLineThatBreaksARuleIsAnErrorWithFileAndLine() {
    let text = """
      {"t": 1.0, "film": "a.png", "until": 0.5}
      {"t": 1.0, "film": "b.png", "until": 2, "every": 0}
      {"t": 1.0, "track": "c.jsonl"}
      {"t": 1.0, "film": "d..png", "until": 2}
      {"t": 1.0, "film": "final.png", "until": 2}
      {"t": 1.0, "film": "e.png", "until": 2, "fps": 30}
      """
    let errors = InputScript.parse(text, file: "s.jsonl").errors.map(\.description)
    #expect(errors.count == 6)
    #expect(errors[0] == "error: s.jsonl:1: \"until\" 0.5 is before the line's \"t\" 1")
    #expect(errors[1].hasPrefix("error: s.jsonl:2: \"every\" must be a number of seconds above 0"))
    #expect(errors[2].hasPrefix("error: s.jsonl:3:") && errors[2].contains("\"until\""))
    #expect(errors[3].hasPrefix("error: s.jsonl:4: \"film\" must not contain '..'"))
    #expect(errors[4].hasPrefix("error: s.jsonl:5: final.png is written by every replay"))
    #expect(errors[5].hasPrefix("error: s.jsonl:6:") && errors[5].contains("\"fps\""))
  }

  @Test func framesAreTheReplaysOwnBetweenTAndUntilPlusBothEnds() {
    let film = FilmLine(kind: .film, name: "f.png", until: 0.6, every: nil)
    let times = film.times(from: 0.5, fps: 60)
    #expect(times == [0.5] + (31...35).map { Double($0) / 60 } + [0.6])
    #expect(film.frameCount(from: 0.5, fps: 60) == times.count)
    // `every` keeps one frame every so often instead, and the end.
    let sparse = FilmLine(kind: .track, name: "t.jsonl", until: 1, every: 0.3)
    #expect(sparse.times(from: 0, fps: 60) == [0, 0.3, 0.6, 0.3 * 3, 1])
    // A film of no length is its one frame.
    #expect(FilmLine(kind: .film, name: "f.png", until: 2, every: nil).times(from: 2, fps: 60) == [2])
  }

  @Test func theScriptModelListsFilmsAsOutputsAndWarnsOfLongOnesAndOverlappingNames() {
    let text = """
      {"t": 0, "film": "a.png", "until": 60}
      {"t": 1, "capture": "a.png"}
      {"t": 1, "track": "b.jsonl", "until": 2}
      """
    let parsed = InputScript.parse(text, file: "s.jsonl")
    let (_, model) = ScriptModel.read(parsed.lines, file: "s.jsonl")
    #expect(model.outputs.map(\.kind) == [.film, .capture, .track])
    #expect(model.outputs.map { $0.kind.golden } == [.film, .still, .track])
    #expect(model.outputs[0].recording?.until == 60)
    let warnings = model.warnings.map(\.placeAndMessage)
    #expect(warnings.count == 2)
    #expect(
      warnings[0].hasPrefix("s.jsonl:1: film \"a.png\" is long: 3601 frames at 60 frames a second"))
    #expect(
      warnings[1]
        == "s.jsonl:2: capture \"a.png\" writes over the file line 1 wrote; only this one is kept")
  }
}
