import Foundation
import Motion
import Testing

@testable import SandboxHost

extension SDLSuite {
  @Suite struct SessionFilms {
    /// A small toss scene: a square tossed to a circle.
    private let scene = """
      {"name": "small toss", "size": [400, 300],
       "elements": [
         {"name": "circle", "position": [320, 80], "size": [60, 60], "cornerRadius": 30},
         {"name": "square", "position": [80, 230], "size": [44, 44]}],
       "interactions": [{"type": "tossable", "element": "square", "destination": {"element": "circle"}}]}
      """

    /// A session set up as the live window sets up its own: films at the replay's rate, drawn
    /// by the capture path, and a recording.
    private func liveSession(in folder: TemporaryDirectory, scene path: String) throws -> Session {
      let source = SceneSource(nameOrPath: path)
      let loaded = try source.load()
      let session = Session(loaded: loaded, source: source, outputDirectory: folder.path("live"))
      session.outputs.report = { _ in }
      session.films = FilmRecorder(fps: CommandLineDefaults.fps)
      session.filmCapturer = try SceneCapturer(sizeOf: loaded.scene)
      session.recorder = try ScriptRecorder(path: folder.path("session.jsonl"), sceneName: loaded.name)
      return session
    }

    /// Replays the recording in `folder` and expects the files `names` it writes to be the live
    /// session's, byte for byte.
    private func expectReplayWritesTheSame(_ names: [String], in folder: TemporaryDirectory, scene: String)
      throws
    {
      var options = ReplayOptions(scriptPath: folder.path("session.jsonl"), scene: scene)
      options.outputDirectory = folder.path("replayed")
      options.showsProgress = false
      try HeadlessReplay(options: options).run()
      for name in names {
        let live = try Data(contentsOf: URL(fileURLWithPath: folder.path("live/" + name)))
        let replayed = try Data(contentsOf: URL(fileURLWithPath: folder.path("replayed/" + name)))
        #expect(live == replayed, "\(name)")
      }
    }

    @Test func aLiveFilmAndItsTrackAreWhatTheReplayOfTheRecordingWrites() throws {
      let folder = try TemporaryDirectory()
      let scenePath = try folder.write("small.json", scene)
      let session = try liveSession(in: folder, scene: scenePath)
      // The window's own frames fall at times of their own, neither the film's nor the inputs'.
      func windowFrame(at now: Double) throws {
        try session.recordFilmFrames(before: now)
        session.advance(toWallTime: now)
      }
      try windowFrame(at: 0.013)
      try session.handle(.key(down: true, name: "f"), wallTime: 0.021)
      try session.handle(.key(down: false, name: "f"), wallTime: 0.03)
      try windowFrame(at: 0.047)
      try session.handle(.touch(phase: .began, id: 1, location: Point(x: 80, y: 230)), wallTime: 0.05)
      try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 120, y: 210)), wallTime: 0.071)
      try windowFrame(at: 0.081)
      try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 160, y: 190)), wallTime: 0.093)
      try session.handle(.touch(phase: .ended, id: 1, location: Point(x: 200, y: 170)), wallTime: 0.11)
      for now in [0.12, 0.163, 0.2, 0.251, 0.313, 0.377] { try windowFrame(at: now) }
      try session.handle(.key(down: true, name: "f"), wallTime: 0.4)
      try windowFrame(at: 0.43)
      let film = "film-t0.021.png"
      let track = "track-t0.021.jsonl"
      #expect(FileManager.default.fileExists(atPath: folder.path("live/" + film)))

      try expectReplayWritesTheSame([film, track], in: folder, scene: scenePath)
      // The replay's frames k / 60 from the first after the first press (2 / 60) to the second
      // (24 / 60), and the square flies in them.
      let lines = try String(contentsOfFile: folder.path("live/" + track), encoding: .utf8)
        .split(separator: "\n")
      #expect(lines.count == 23)
      #expect(lines.first?.contains("\"t\": 0.0333") == true)
      #expect(lines.last?.contains("\"t\": 0.4") == true)
      #expect(
        Set(
          lines.map { $0.replacingOccurrences(of: #""t": [0-9.]+"#, with: "", options: .regularExpression) }
        ).count > 10)
    }

    @Test func aFilmStillRunningWhenTheSessionClosesEndsThereAsItsRecordedLineDoes() throws {
      let folder = try TemporaryDirectory()
      let scenePath = try folder.write("small.json", scene)
      let session = try liveSession(in: folder, scene: scenePath)
      try session.handle(.key(down: true, name: "f"), wallTime: 0.02)
      try session.handle(.touch(phase: .began, id: 1, location: Point(x: 80, y: 230)), wallTime: 0.04)
      try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 120, y: 210)), wallTime: 0.06)
      try session.finishFilms()
      let recording = try String(contentsOfFile: folder.path("session.jsonl"), encoding: .utf8)
      #expect(recording.contains("\"film\": \"film-t0.020.png\", \"until\": 0.06 "))
      let track = try String(contentsOfFile: folder.path("live/track-t0.020.jsonl"), encoding: .utf8)
      #expect(track.split(separator: "\n").count == 2)  // 2/60 and 3/60
      try expectReplayWritesTheSame(["film-t0.020.png", "track-t0.020.jsonl"], in: folder, scene: scenePath)
    }

    @Test func anInputNoLaterThanAFrameAlreadyDrawnActsJustAfterItAsItsReplayDoes() throws {
      let folder = try TemporaryDirectory()
      let scenePath = try folder.write("small.json", scene)
      let session = try liveSession(in: folder, scene: scenePath)
      try session.handle(.key(down: true, name: "f"), wallTime: 0)
      // The window ran behind: the frames before 0.06 are drawn and the clock stands at the last.
      try session.recordFilmFrames(before: 0.06)
      #expect(session.clock.wallTime == 3.0 / 60)
      try session.handle(.touch(phase: .began, id: 1, location: Point(x: 80, y: 230)), wallTime: 0.04)
      try session.handle(.touch(phase: .moved, id: 1, location: Point(x: 140, y: 200)), wallTime: 0.07)
      try session.handle(.key(down: true, name: "f"), wallTime: 0.1)
      try session.finishFilms()
      let recording = try String(contentsOfFile: folder.path("session.jsonl"), encoding: .utf8)
      #expect(recording.contains("{\"t\": \((3.0 / 60).nextUp), \"touch\": \"down\""))
      try expectReplayWritesTheSame(["film-t0.000.png", "track-t0.000.jsonl"], in: folder, scene: scenePath)
    }
  }
}
