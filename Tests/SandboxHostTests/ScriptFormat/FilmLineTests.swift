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

  @Test func framesAreTheReplaysOwnFromTheFirstAtOrAfterTToTheLastAtOrBeforeUntil() {
    let film = FilmLine(kind: .film, name: "f.png", until: 0.6, every: nil)
    let times = film.times(from: 0.5, fps: 60)
    #expect(times == (30...36).map { Double($0) / 60 })
    #expect(film.frameCount(from: 0.5, fps: 60) == times.count)
    #expect(film.lastFrameTime(from: 0.5, fps: 60) == times.last)
    #expect(film.gridRounding(from: 0.5, fps: 60) == nil)
    // Frame times spelled in decimals, a hair past frame 4 and short of frame 5, are on them:
    // the replay plays on to frame 5, past the line's own `until`.
    let spelled = FilmLine(kind: .film, name: "f.png", until: 0.083333333, every: nil)
    #expect(spelled.times(from: 0.066666667, fps: 60) == [4.0 / 60, 5.0 / 60])
    #expect(spelled.lastFrameTime(from: 0.066666667, fps: 60) == 5.0 / 60)
    #expect(spelled.lastFrameTime(from: 0.066666667, fps: 60) > spelled.until)
    #expect(spelled.gridRounding(from: 0.066666667, fps: 60) == nil)
    #expect(spelled.emptySpan(from: 0.066666667, fps: 60) == nil)
    // A span between two frames holds none (the replay filmed the frame after `until`).
    let between = FilmLine(kind: .film, name: "f.png", until: 0.6, every: nil)
    #expect(between.emptySpan(from: 0.5, fps: 60) == nil)
    #expect(
      between.emptySpan(from: 0.5, fps: 1)
        == "no frame lies between its t and its \"until\" 0.6 at 1 frames a second (the first after its t is "
        + "frame 1, at 1 s); give it a longer span")
    // Off the grid: the film starts on the next frame and ends on the last before `until`.
    let off = FilmLine(kind: .film, name: "f.png", until: 2.2667, every: nil)
    #expect(off.times(from: 1.3667, fps: 60) == (83...136).map { Double($0) / 60 })
    #expect(off.frameCount(from: 1.3667, fps: 60) == 54)
    #expect(
      off.gridRounding(from: 1.3667, fps: 60)
        == "it starts at frame 83 (1.3833333333333333 s), the first at or after its t; it ends at frame 136 "
        + "(2.2666666666666666 s), the last at or before \"until\" at 60 frames a second")
    // `every` is a whole number of frames: 0.3 s is 18 of them, 0.05 s is 3, 0.04 s rounds to 2.
    let sparse = FilmLine(kind: .track, name: "t.jsonl", until: 1, every: 0.3)
    #expect(sparse.times(from: 0, fps: 60) == [0, 18, 36, 54].map { Double($0) / 60 })
    let rounded = FilmLine(kind: .film, name: "f.png", until: 0.2, every: 0.04)
    #expect(rounded.frameStep(fps: 60) == 2)
    #expect(rounded.gridRounding(from: 0, fps: 60)?.contains("\"every\" 0.04 is rounded to 2 frames") == true)
    // A film of no length is its one frame.
    #expect(FilmLine(kind: .film, name: "f.png", until: 2, every: nil).times(from: 2, fps: 60) == [2])
    // Every frame is one interval long: the film's frames are evenly spaced.
    let gaps = zip(times.dropFirst(), times).map { ($0 - $1) * 60 }
    #expect(gaps.allSatisfy { abs($0 - 1) < 1e-9 })
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

  @Test func anEveryPastTheLatestTimeIsAnErrorNamingTheKey() {
    // `"every": 1e300` trapped converting every × fps to an Int (exit 132 in check and replay).
    let text = """
      {"t": 0, "film": "f.png", "until": 1, "every": 1e300}
      {"t": 0, "track": "k.jsonl", "until": 1, "every": 2e17}
      {"t": 0, "track": "l.jsonl", "until": 1, "every": 1e9}
      """
    let parsed = InputScript.parse(text, file: "s.jsonl")
    #expect(
      parsed.errors.map(\.placeAndMessage)
        == zip([1, 2], [1e300, 2e17]).map {
          "s.jsonl:\($0): \"every\" must be at most 1000000000 seconds, the latest time a script may have, not "
            + $1.messageSpelling
        })
    // The largest `every` is one frame at the highest frame rate, counted without a trap.
    let film = parsed.lines[0].action
    guard case .directive(.record(let line)) = film else {
      Issue.record("not a film: \(film)")
      return
    }
    #expect(line.frameStep(fps: 1000) == 1_000_000_000_000)
    #expect(line.times(from: 0, fps: 1000) == [0])
  }

  @Test func checkRefusesAFilmOfMoreFramesThanTheReplayMakes() throws {
    // `check` only warned that a track of 36061 frames is long; `replay` refused it.
    let folder = try TemporaryDirectory()
    let script = try folder.write(
      "s.jsonl",
      """
      {"t": 0, "track": "k.jsonl", "until": 601}
      {"t": 0, "film": "f.png", "until": 599}
      """)
    let message =
      "track \"k.jsonl\" would have 36061 frames at 60 a second; at most 36000 (give it \"every\", or a shorter span)"
    #expect(checkFile(script).errors == [InputError(file: script, line: 1, message: message)])
    var options = ReplayOptions(scriptPath: script, scene: "toss")
    options.outputDirectory = folder.path("out")
    #expect(throws: InputErrors(checkFile(script).errors)) { try HeadlessReplay(options: options) }
    // At --fps 30 the same track has 18031 frames, which a replay makes.
    options.fps = 30
    #expect(throws: Never.self) { try HeadlessReplay(options: options) }
  }

  @Test func aReplayAtAnFpsOutOfRangeIsRefusedWithoutATrap() throws {
    // `--fps 1e300` (or nan) trapped counting a film's frames before its own error was reported.
    let folder = try TemporaryDirectory()
    let script = try folder.write("s.jsonl", "{\"t\": 0, \"film\": \"f.png\", \"until\": 1}\n")
    for fps in [1e300, .nan, 0] {
      var options = ReplayOptions(scriptPath: script, scene: "toss")
      options.outputDirectory = folder.path("out")
      options.fps = fps
      #expect(throws: InputErrors.self) { try HeadlessReplay(options: options) }
    }
  }
}
