import Foundation
import Motion
import Testing

@testable import SandboxHost

/// The one reading of a script: what each line does in the scene shown at its time, the files
/// it writes, and the lines that cannot do what they say.
@Suite struct ScriptModelTests {
  private func lines(_ text: String) -> [ScriptLine] {
    let parsed = InputScript.parse(text, file: "s.jsonl")
    #expect(parsed.errors.isEmpty)
    return parsed.lines
  }

  private func scene(_ name: String) throws -> CheckedScene {
    let source = SceneSource(nameOrPath: name)
    return (source, try source.loadDescription())
  }

  private func read(_ text: String, scene: String? = "toss") throws -> (
    meanings: [LineMeaning], model: ScriptModel
  ) {
    ScriptModel.read(lines(text), file: "s.jsonl", scene: try scene.map(self.scene))
  }

  @Test func aSetLineNamingNoSpringOfTheSceneShownIsAnError() throws {
    let past = try read(#"{"t": 0, "set": {"interaction": 7, "spring": {"stiffness": 5}}}"#)
    #expect(
      past.model.errors == [
        InputError(
          file: "s.jsonl", line: 1,
          message: "\"interaction\" 7 is past the scene's 2 interactions (indices start at 0)")
      ])
    #expect(past.meanings[0].effect == .nothing)
    let springless = try read(#"{"t": 0, "set": {"interaction": 0, "spring": {"stiffness": 5}}}"#)
    #expect(
      springless.model.errors.map(\.message) == ["interaction 0 (draggable on \"circle\") has no spring"])
    // Without a scene there is nothing to read it against.
    #expect(
      try read(#"{"t": 0, "set": {"interaction": 7, "spring": {"stiffness": 5}}}"#, scene: nil).model.errors
        .isEmpty)
  }

  @Test func aDecelerationRateSetOnAnInteractionWithoutOneIsAnError() throws {
    let rateless = try read(#"{"t": 0, "set": {"interaction": 0, "decelerationRate": 0.99}}"#)
    #expect(
      rateless.model.errors == [
        InputError(
          file: "s.jsonl", line: 1,
          message: "interaction 0 (draggable on \"circle\") has no deceleration rate")
      ])
    #expect(rateless.meanings[0].effect == .nothing)
    let past = try read(#"{"t": 0, "set": {"interaction": 2, "decelerationRate": 0.99}}"#)
    #expect(
      past.model.errors.map(\.message) == [
        "\"interaction\" 2 is past the scene's 2 interactions (indices start at 0)"
      ])
    // A tossable has a rate; so has a rotation that snaps (gallery's photo), and it is kept.
    for (scene, index) in [("toss", 1), ("gallery", 0)] {
      let set = try read(
        #"{"t": 0, "set": {"interaction": \#(index), "decelerationRate": 0.99}}"#, scene: scene)
      #expect(set.model.errors.isEmpty)
      #expect(set.meanings[0].effect == .setDecelerationRate(interaction: index, rate: 0.99))
      #expect(set.meanings[0].isRecorded)
    }
    // A directly manipulable element that does not snap has none.
    let showcase = try self.scene("showcase").description.interactions
    let unsnapped = try #require(
      showcase.firstIndex { $0.type == .directlyManipulable && $0.release.snapAngle == nil })
    #expect(
      try read(
        #"{"t": 0, "set": {"interaction": \#(unsnapped), "decelerationRate": 0.9}}"#, scene: "showcase"
      )
      .model.errors.count == 1)
  }

  @Test func aSceneSwitchedToIsTheOneASetLineNames() throws {
    // toss has 2 interactions; showcase (key 1) has its tossable at index 4.
    let switched = try read(
      """
      {"t": 0, "key": "down", "name": "1"}
      {"t": 0, "set": {"interaction": 4, "spring": {"stiffness": 5}}}
      """)
    #expect(switched.model.errors.isEmpty)
    #expect(switched.meanings[0].effect == .command(.switchScene(index: 0)))
    guard case .setSpring(4, let parameters?) = switched.meanings[1].effect else {
      Issue.record("the set line does not act: \(switched.meanings[1].effect)")
      return
    }
    #expect(parameters.stiffness == 5)
    #expect(
      try read(#"{"t": 0, "set": {"interaction": 4, "spring": {"stiffness": 5}}}"#).model.errors.count == 1)
  }

  @Test func shiftRPutsTheSpringBackAsItsFileHasItWhileRKeepsIt() throws {
    // Stiffness 1e300 makes mass 1e-10 overflow; after Shift-R the stiffness is the file's
    // again, while `r` puts the elements back and keeps the tuned spring.
    let withReload = try read(
      """
      {"t": 0, "set": {"interaction": 1, "spring": {"stiffness": 1e300}}}
      {"t": 0.1, "key": "down", "name": "Left Shift"}
      {"t": 0.1, "key": "down", "name": "r"}
      {"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 1e-10}}}
      """)
    #expect(withReload.meanings[2].effect == .command(.reloadFileSprings))
    #expect(withReload.model.errors.isEmpty)
    let withReset = try read(
      """
      {"t": 0, "set": {"interaction": 1, "spring": {"stiffness": 1e300}}}
      {"t": 0.1, "key": "down", "name": "r"}
      {"t": 0.2, "set": {"interaction": 1, "spring": {"mass": 1e-10}}}
      """)
    #expect(withReset.meanings[1].effect == .command(.reset))
    #expect(withReset.model.errors.map(\.line) == [3])
  }

  @Test func aSetLineTunesTheSpringBackOfAConstrainedDraggable() throws {
    // constraints: a knob and a sheet dragged inside bounds, each with a spring back, and a
    // tossable puck.
    let read = try read(
      """
      {"t": 0, "set": {"interaction": 1, "spring": {"stiffness": 171}}}
      {"t": 0.1, "set": {"interaction": 0, "spring": {"damping": 12}}}
      """, scene: "constraints")
    #expect(read.model.errors.isEmpty)
    guard case .setSpring(1, let parameters?) = read.meanings[0].effect else {
      Issue.record("the set line does not act: \(read.meanings[0].effect)")
      return
    }
    // The file names no spring back: the default one, its stiffness tuned.
    #expect(parameters.stiffness == 171 && parameters.damping == 30)
    // toss's draggable has no constraints, so no spring back.
    #expect(
      try self.read(#"{"t": 0, "set": {"interaction": 0, "spring": {"stiffness": 5}}}"#).model.errors.count
        == 1)
  }

  @Test func keysMeanWhatTheyDoInAReplay() throws {
    let read = try read(
      """
      {"t": 0, "key": "down", "name": "space"}
      {"t": 0, "key": "up", "name": "space"}
      {"t": 0, "key": "down", "name": "/"}
      {"t": 0, "key": "down", "name": "Left Shift"}
      {"t": 0, "key": "down", "name": "/"}
      {"t": 0, "key": "down", "name": "q"}
      {"t": 0, "key": "down", "name": "z"}
      {"t": 0, "key": "down", "name": "Right"}
      {"t": 0, "key": "up", "name": "Left Shift"}
      {"t": 0, "key": "down", "name": "Left Ctrl"}
      {"t": 0, "key": "down", "name": "z"}
      {"t": 0, "key": "down", "name": "Y"}
      {"t": 0, "key": "down", "name": "Left"}
      {"t": 0, "key": "up", "name": "Left Ctrl"}
      {"t": 0, "key": "down", "name": "u"}
      """)
    // The tuning panel's keys do nothing in a replay, with a warning (a script tunes with `set`
    // lines): with them, a value typed in the panel swallowed the keys after it, unseen by `check`.
    #expect(
      read.meanings.map(\.effect) == [
        .command(.togglePause), .nothing, .nothing, .shift, .command(.toggleHelp), .nothing, .nothing,
        .nothing, .shift, .ctrl, .nothing, .nothing, .nothing, .ctrl, .nothing,
      ])
    #expect(read.model.warnings.map(\.line) == [8, 11, 12, 13, 15])
    #expect(
      read.model.warnings.first?.message
        == "key \"Right\" is the tuning panel's, which a replay passes over (a script "
        + "tunes springs with set lines, as a recording holds them)")
    // Undo, redo and the other tuning keys are recorded as the set lines they make; Ctrl, which
    // changes only what they mean, is left out with them.
    #expect(
      read.meanings.map(\.isRecorded) == [
        true, false, false, true, true, false, false, false, true, false, false, false, false, false, false,
      ])
  }

  @Test func everyFileTheLinesWriteIsListedWithItsLine() throws {
    let read = try read(
      """
      {"t": 0, "capture": "a.png"}
      {"t": 0.5, "key": "down", "name": "c"}
      {"t": 1, "key": "down", "name": "d"}
      {"t": 1, "key": "down", "name": "w"}
      {"t": 2, "dump": "toss-tuned-1.json"}
      """)
    #expect(
      read.model.outputs == [
        ScriptOutput(kind: .capture, name: "a.png", time: 0, lineNumber: 1),
        ScriptOutput(kind: .capture, name: "capture-t0.500.png", time: 0.5, lineNumber: 2, keyName: "c"),
        ScriptOutput(kind: .dump, name: "dump-t1.000.json", time: 1, lineNumber: 3, keyName: "d"),
        // The tuned scene skips the name a later line writes.
        ScriptOutput(kind: .tunedScene, name: "toss-tuned-2.json", time: 1, lineNumber: 4, keyName: "w"),
        ScriptOutput(kind: .dump, name: "toss-tuned-1.json", time: 2, lineNumber: 5),
      ])
    #expect(read.meanings[1].writes.map(\.name) == ["capture-t0.500.png"])
    #expect(read.model.outputs[3].origin == "key \"w\" (the tuned scene \"toss-tuned-2.json\")")
  }

  /// `w` writes the springs text beside the tuned scene too: a number whose springs text a line
  /// of the script writes is skipped as well (before, the replay stopped on the taken name, or,
  /// the other way round, one file replaced the other without a warning).
  @Test func aTunedSceneSkipsANumberWhoseSpringsTextTheScriptWrites() throws {
    for text in [
      "{\"t\": 0, \"dump\": \"toss-tuned-1-springs.txt\"}\n{\"t\": 0, \"key\": \"down\", \"name\": \"w\"}",
      "{\"t\": 0, \"key\": \"down\", \"name\": \"w\"}\n{\"t\": 0, \"dump\": \"toss-tuned-1-springs.txt\"}",
    ] {
      let read = try read(text)
      #expect(read.model.outputs.filter { $0.kind == .tunedScene }.map(\.name) == ["toss-tuned-2.json"])
      #expect(read.model.warnings.isEmpty)
    }
    #expect(TunedSceneWriter.springsFileName(ofTunedScene: "toss-tuned-2.json") == "toss-tuned-2-springs.txt")
  }

  /// A film keeps one size: a digit key that switches to a scene of another size while a film
  /// has frames on both sides of it is an error at the key's line (the replay stopped there with
  /// exit status 1 and no line named); a film that ends before the switch, or starts at it, is
  /// fine, and so is a track.
  @Test func aSceneOfAnotherSizeSwitchedToWhileAFilmRunsIsAnError() throws {
    let folder = try TemporaryDirectory()
    let small = try folder.write(
      "small.json",
      #"{"size": [400, 300], "elements": [{"name": "a", "position": [50, 50], "size": [10, 10]}]}"#)
    let read = ScriptModel.read(
      lines(
        """
        {"t": 0, "film": "across.png", "until": 0.1}
        {"t": 0, "film": "before.png", "until": 0.03}
        {"t": 0, "track": "across.jsonl", "until": 0.1}
        {"t": 0.05, "film": "after.png", "until": 0.2}
        {"t": 0.05, "key": "down", "name": "3"}
        """), file: "s.jsonl",
      scene: (SceneSource(nameOrPath: small), try SceneSource(nameOrPath: small).loadDescription()))
    #expect(
      read.model.errors.map(\.description) == [
        "error: s.jsonl:5: key \"3\" switches to the scene \"toss\" of 800 × 600 while film \"across.png\" (line 1) "
          + "films the scene of 400 × 300 up to 0.1 s; a film keeps one size: end it before the switch or start it after"
      ])
  }

  @Test func touchesFollowWhichIdsAreDownAcrossAReset() throws {
    let read = try read(
      """
      {"t": 0, "touch": "down", "id": 1, "x": 1, "y": 1}
      {"t": 0.1, "key": "down", "name": "r"}
      {"t": 0.2, "touch": "move", "id": 1, "x": 2, "y": 2}
      """)
    #expect(read.meanings.map(\.effect) == [.touch, .command(.reset), .nothing])
    #expect(read.model.warnings.map(\.line) == [3])
  }

  @Test func checkWithASceneRefusesWhatReplayRefuses() throws {
    let folder = try TemporaryDirectory()
    let script = try folder.write(
      "s.jsonl",
      """
      {"t": 0, "key": "down", "name": "2"}
      {"t": 0.5, "set": {"interaction": 1, "spring": {"damping": 3}}}
      {"t": 1, "key": "down", "name": "3"}
      {"t": 1, "set": {"interaction": 1, "spring": {"damping": 3}}}
      """)
    let checked = checkFile(script, scene: try scene("toss"))
    // Key 2 shows stickers, whose interactions have no spring; key 3 shows toss again.
    #expect(checked.errors.map(\.line) == [2])
    var options = ReplayOptions(scriptPath: script, scene: "toss")
    options.outputDirectory = folder.path("out")
    #expect(throws: InputErrors(checked.errors)) { try HeadlessReplay(options: options) }
    #expect(!FileManager.default.fileExists(atPath: folder.path("out")))
    #expect(checkFile(script).errors.isEmpty)
  }
}
