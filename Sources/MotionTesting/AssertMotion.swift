import Foundation
import Motion

#if canImport(Testing)
  import Testing
#endif

/// What checking a track against its golden found.
public enum MotionGoldenOutcome: Equatable, Sendable {
  /// The track is the golden's, within the tolerance.
  case matched
  /// The golden was written at the path (there was none, or record mode was on).
  case recorded(path: String)
  /// The track parts from the golden at the path where the divergence says.
  case diverged(MotionDivergence, path: String)
  /// The film differs from the film golden at `path` where the text says (the first frame
  /// that differs, its time, how many pixels); the film made is at `actual`. See
  /// `MotionFilmTesting`.
  case filmDiffers(String, path: String, actual: String)
  /// The golden at the path could not be read, or the new one could not be written.
  case failed(String, path: String)

  /// What a failing test says, nil for `matched`.
  public var failureMessage: String? {
    switch self {
    case .matched:
      nil
    case .recorded(let path):
      "recorded a motion golden at \(path); run the test again to compare against it"
    case .diverged(let divergence, let path):
      "motion differs from the golden \(path), first at \(divergence)"
    case .filmDiffers(let difference, let path, let actual):
      "film differs from the golden \(path): \(difference); the film made is at \(actual)"
    case .failed(let reason, let path):
      "motion golden \(path): \(reason)"
    }
  }
}

extension MotionGoldenOutcome {
  /// Records `failureMessage`, when there is one, as an issue of the running Swift Testing test
  /// at the given place in its source: what `assertMotion` and `assertFilm` do with their outcome,
  /// for an assertion of your own built on `MotionGolden.check` or `MotionFilmGolden.check`.
  /// Does nothing for `matched`, or where Swift Testing is not available.
  public func recordIssue(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    #if canImport(Testing)
      if let message = failureMessage {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      }
    #endif
  }
}

/// Motion goldens: tracks kept under `__Motion__/` beside the test file that checks them.
public enum MotionGolden {
  /// Whether goldens are written rather than compared when a test does not say: the environment
  /// variable `MOTION_RECORD` set to `1`, `true` or `yes` (in any case).
  public static var recordsByEnvironment: Bool {
    ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["MOTION_RECORD"]?.lowercased() ?? "")
  }

  /// Where the golden named `name` of the test file at `filePath` lies:
  /// `__Motion__/<test file's name without .swift>/<name>.jsonl` beside it.
  public static func path(named name: String, testFile filePath: String) -> String {
    let file = URL(fileURLWithPath: filePath)
    return file.deletingLastPathComponent()
      .appendingPathComponent("__Motion__")
      .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
      .appendingPathComponent(name + ".jsonl").path
  }

  /// Compares `track` with the golden at `path`, or writes it there when `record` is true or
  /// there is no golden yet (as swift-snapshot-testing does, a recording is reported so that
  /// the test fails once and passes from the next run on). A `tolerance` that is not a finite
  /// number at least 0 fails, as no number could be within it.
  public static func check(_ track: MotionTrack, at path: String, record: Bool, tolerance: Double = 1e-6)
    -> MotionGoldenOutcome
  {
    guard tolerance >= 0, tolerance.isFinite else {
      return .failed("the tolerance must be a finite number at least 0, not \(tolerance)", path: path)
    }
    let manager = FileManager.default
    if record || !manager.fileExists(atPath: path) {
      do {
        try manager.createDirectory(
          at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(track.encoded().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
      } catch {
        return .failed("could not be written (\(error.localizedDescription))", path: path)
      }
      return .recorded(path: path)
    }
    let golden: MotionTrack
    do {
      golden = try MotionTrack(
        decoding: String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self))
    } catch let error as MotionTrackError {
      return .failed(error.description, path: path)
    } catch {
      return .failed("could not be read (\(error.localizedDescription))", path: path)
    }
    guard let divergence = golden.firstDivergence(from: track, tolerance: tolerance) else { return .matched }
    return .diverged(divergence, path: path)
  }
}

/// Records the motion of `elements` while `body` drives them through `fingers` (see
/// `recordMotion(of:driving:_:)`), and compares it with the golden named `name` under
/// `__Motion__/` beside the calling test file: the first divergence (frame, time, field and both
/// values) fails the test. With no golden yet, or in record mode (`record: true`, or the
/// environment variable `MOTION_RECORD=1`), the track is written as the golden and the test fails
/// once, saying so. Numbers are compared within `tolerance` (exact to 1e-6 by default). A second
/// assertion of the same name in the same test file fails, naming the first. Returns the outcome.
@discardableResult
public func assertMotion(
  of elements: [Element], driving fingers: Fingers, named name: String, record: Bool? = nil,
  tolerance: Double = 1e-6, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
  column: Int = #column, _ body: () throws -> Void
) rethrows -> MotionGoldenOutcome {
  let track = try recordMotion(of: elements, driving: fingers, body)
  let path = MotionGolden.path(named: name, testFile: filePath)
  let outcome: MotionGoldenOutcome
  if let twice = GoldenClaims.claim(path, at: "\(filePath):\(line):\(column)") {
    outcome = .failed(twice, path: path)
  } else {
    outcome = MotionGolden.check(
      track, at: path, record: record ?? MotionGolden.recordsByEnvironment, tolerance: tolerance)
  }
  outcome.recordIssue(fileID: fileID, filePath: filePath, line: line, column: column)
  return outcome
}

/// The motion of `elements` while `body` drives them through `fingers`: a frame before `body`,
/// one after every frame `fingers` advances, and a last one when `body` ends with touches after
/// its last frame (a lift, a move without duration), which advances `fingers` one frame more so
/// that what they did is in the track. Elements that `body` moved without a frame of `fingers`
/// (driving the runtime itself) are recorded once more as they are, at the runtime's time.
public func recordMotion(of elements: [Element], driving fingers: Fingers, _ body: () throws -> Void) rethrows
  -> MotionTrack
{
  var track = MotionTrack()
  track.record(elements, at: fingers.time)
  let previous = fingers.onFrame
  fingers.onFrame = { [unowned fingers] in
    previous?()
    track.record(elements, at: fingers.time)
  }
  defer { fingers.onFrame = previous }
  try body()
  if fingers.touchedSinceFrame {
    fingers.frame()
  } else {
    var now = MotionTrack()
    now.record(elements, at: max(fingers.time, fingers.runtime.currentTime))
    if now.frames.last?.elements != track.frames.last?.elements { track.frames += now.frames }
  }
  return track
}
