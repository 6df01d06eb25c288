import CSDL2
import Foundation

/// The headless replay's side of its playback: the script's captures and dumps written at their
/// times, its films and tracks recorded frame by frame, the contact sheet's frames drawn, and,
/// between frames, its progress reported and Ctrl-C looked for.
final class HeadlessReplayOutputs: PlaybackOutputs {
  /// The films and tracks being recorded.
  let films: FilmRecorder
  /// The contact sheet's frames of `--every`.
  var sheet: ContactSheetPlan
  private let capturer: SceneCapturer
  private(set) var progress: ReplayProgress

  /// Outputs drawn by `capturer`, with `progress` reported between frames.
  init(films: FilmRecorder, sheet: ContactSheetPlan, capturer: SceneCapturer, progress: ReplayProgress) {
    self.films = films
    self.sheet = sheet
    self.capturer = capturer
    self.progress = progress
  }

  /// Draws the frames of `--every` and of films and tracks due before `time` (or at it, when
  /// `including`), in time order, each at its own time before whatever comes after it.
  func reach(_ time: Double, including: Bool, in session: Session) throws {
    var sheetTimes = sheet.due(before: time, including: including)[...]
    while true {
      let filmTime = films.nextDue.flatMap { $0 < time || (including && $0 == time) ? $0 : nil }
      let sheetTime = sheetTimes.first
      guard let first = sheetTime ?? filmTime else { return }
      let t = min(first, filmTime ?? first)
      // Hundreds of frames may be due at once: Ctrl-C is looked for between them.
      try checkForQuit()
      session.advance(toWallTime: t)
      if sheetTime == t {
        try capturer.capture(session, to: try sheet.path(for: t))
        sheetTimes.removeFirst()
      }
      if filmTime == t { try films.record(at: t, session, capturer: capturer) }
      progress.report(at: t)
    }
  }

  func tookFrame(at time: Double) throws {
    try checkForQuit()
    progress.report(at: time)
  }

  func perform(_ directive: Directive, at time: Double, in session: Session) throws {
    if case .record(let film) = directive {
      films.start(film, at: time)
      // A line a hair after a frame's time (within `FilmLine.gridSlack`, where `check` counts it
      // on that frame) comes after the frame was taken: that first frame is drawn now, from a
      // state less than a millionth of a frame on, rather than left undrawn and the film unwritten.
      while let due = films.nextDue, due < time {
        try films.record(at: due, session, capturer: capturer)
      }
    } else {
      try session.play(.directive(directive), wallTime: time)
    }
  }

  /// Sheet frames taken every so often need the frame-by-frame walk, and so do the frames of a
  /// film or track still to come before the next line.
  func passesOverIdleFrames(before lineTime: Double) -> Bool {
    sheet.interval == nil && !(films.nextDue.map { $0 < lineTime } ?? false)
  }

  /// The script's input goes straight to the session's input adapter; SDL's queue is only
  /// looked at for a quit (Ctrl-C, SIGTERM).
  private func checkForQuit() throws {
    SDL_PumpEvents()
    if SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, SDL_QUIT.rawValue, SDL_QUIT.rawValue) > 0 {
      throw RunError("replay interrupted")
    }
  }
}
