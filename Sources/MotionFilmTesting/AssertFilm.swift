import Foundation
import Motion
import MotionTesting
import SandboxHost

/// A film of a scene, frame by frame: the pictures the sandbox's renderer draws of it (SDL's
/// software renderer, offscreen, at the scene's size), kept as an animated PNG with each
/// frame's time. What `assertFilm` records as a golden and compares.
public final class MotionFilm {
  private let recorder: SceneFilmRecorder

  /// A film of `scene`, each frame shown for `1 / frameRate` seconds when played.
  ///
  /// - Precondition: `frameRate` is finite and above 0.
  /// - Throws: when the scene's size makes no canvas (not finite, 0, or over 16,384 points).
  public init(of scene: Scene, frameRate: Double = 60) throws {
    precondition(
      frameRate.isFinite && frameRate > 0, "a frame rate must be finite and above 0, got \(frameRate)")
    recorder = try SceneFilmRecorder(scene: scene, frameInterval: 1 / frameRate)
  }

  /// How many frames have been drawn.
  public var frameCount: Int { recorder.frameCount }

  /// Draws the scene as it is now as the frame at `time`.
  ///
  /// - Precondition: `time` is later than the last frame's.
  public func drawFrame(at time: Double) throws { try recorder.drawFrame(at: time) }

  /// Writes the film as an animated PNG at `path`, making its folder.
  ///
  /// - Precondition: at least one frame has been drawn.
  public func write(to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(recorder.file()).write(to: url, options: .atomic)
  }
}

/// Film goldens: animated PNGs kept under `__Motion__/` beside the test file that checks them.
public enum MotionFilmGolden {
  /// Where the film golden named `name` of the test file at `filePath` lies:
  /// `__Motion__/<test file's name without .swift>/<name>.png` beside it.
  public static func path(named name: String, testFile filePath: String) -> String {
    let track = MotionGolden.path(named: name, testFile: filePath)
    return String(track.dropLast(".jsonl".count)) + ".png"
  }

  /// Where a film that differs from its golden is written for a look: `<name>.png` in a folder
  /// of the system's temporary folder named for the test file.
  public static func actualPath(forGoldenAt path: String) -> String {
    let golden = URL(fileURLWithPath: path)
    return FileManager.default.temporaryDirectory
      .appendingPathComponent("MotionFilms")
      .appendingPathComponent(golden.deletingLastPathComponent().lastPathComponent)
      .appendingPathComponent(golden.lastPathComponent).path
  }

  /// Compares `film` with the golden at `path`, or writes it there when `record` is true or
  /// there is no golden yet (a recording is reported, so the test fails once and passes from the
  /// next run on). A pixel differs when a channel differs by more than `tolerance` (0–255); a
  /// film that differs is written to `actualPath(forGoldenAt:)` and the outcome names the first
  /// frame that differs, its time and how many pixels.
  public static func check(_ film: MotionFilm, at path: String, record: Bool, tolerance: Int = 0)
    -> MotionGoldenOutcome
  {
    if record || !FileManager.default.fileExists(atPath: path) {
      do {
        try film.write(to: path)
      } catch {
        return .failed("could not be written (\(error))", path: path)
      }
      return .recorded(path: path)
    }
    let actual = actualPath(forGoldenAt: path)
    do {
      try film.write(to: actual)
      guard
        let difference = try SceneFilmRecorder.difference(
          expected: path, actual: actual, tolerance: tolerance)
      else {
        try? FileManager.default.removeItem(atPath: actual)
        return .matched
      }
      return .filmDiffers(difference, path: path, actual: actual)
    } catch {
      return .failed("\(error)", path: path)
    }
  }
}

/// Records a film of `scene` while `body` drives it through `fingers` (a frame before `body`,
/// then one after every frame `fingers` advances, and one more when `body` ends with touches
/// after its last frame, as `recordMotion(of:driving:_:)` takes), and compares it with the film golden named
/// `name` under `__Motion__/` beside the calling test file: a frame that differs fails the test,
/// naming the first such frame, its time and how many pixels differ, and the actual film is
/// written beside the system's temporary files for a look. With no golden yet, or in record
/// mode (`record: true`, or `MOTION_RECORD=1`), the film is written as the golden and the test
/// fails once, saying so. A second assertion of the same name in the same test file fails,
/// naming the first. Returns the outcome.
///
/// The film is drawn by the sandbox's renderer (SDL 2's software renderer), so a golden is the
/// same on every machine with the same SDL version.
@discardableResult
public func assertFilm(
  of scene: Scene, driving fingers: Fingers, named name: String, record: Bool? = nil, tolerance: Int = 0,
  fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
  _ body: () throws -> Void
) rethrows -> MotionGoldenOutcome {
  let path = MotionFilmGolden.path(named: name, testFile: filePath)
  var drawingFailed: (any Error)?
  let film: MotionFilm?
  do {
    film = try MotionFilm(of: scene, frameRate: fingers.frameRate)
  } catch {
    film = nil
    drawingFailed = error
  }
  func draw() {
    guard let film, drawingFailed == nil else { return }
    do { try film.drawFrame(at: fingers.time) } catch { drawingFailed = error }
  }
  draw()
  let previous = fingers.onFrame
  fingers.onFrame = {
    previous?()
    draw()
  }
  defer { fingers.onFrame = previous }
  try body()
  if fingers.touchedSinceFrame { fingers.frame() }
  let outcome: MotionGoldenOutcome
  if let twice = GoldenClaims.claim(path, at: "\(filePath):\(line):\(column)") {
    outcome = .failed(twice, path: path)
  } else if let film, drawingFailed == nil {
    outcome = MotionFilmGolden.check(
      film, at: path, record: record ?? MotionGolden.recordsByEnvironment, tolerance: tolerance)
  } else {
    outcome = .failed(
      "the film could not be drawn (\(drawingFailed.map { "\($0)" } ?? "no film"))", path: path)
  }
  outcome.recordIssue(fileID: fileID, filePath: filePath, line: line, column: column)
  return outcome
}
