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
  /// The time of the script's last line (or the end of its last film or track), for progress.
  private let lastTime: Double
  private let showsProgress: Bool
  private let log: (String) -> Void
  /// When the replay started, on the clock on the wall.
  let realStart = SDLSystem.seconds
  private var lastProgress: Double

  /// Outputs drawn by `capturer`; progress goes to `log` when `showsProgress`.
  init(
    films: FilmRecorder, sheet: ContactSheetPlan, capturer: SceneCapturer, lastTime: Double,
    showsProgress: Bool, log: @escaping (String) -> Void
  ) {
    self.films = films
    self.sheet = sheet
    self.capturer = capturer
    self.lastTime = lastTime
    self.showsProgress = showsProgress
    self.log = log
    lastProgress = realStart
  }

  /// Draws the frames of `--every` and of films and tracks due before `time` (or at it, when
  /// `including`), in time order, each at its own time before whatever comes after it.
  func reach(_ time: Double, including: Bool, in session: Session) throws {
    let sheetTimes = sheet.due(before: time, including: including)
    let filmTimes = films.due(before: time, including: including)
    guard !sheetTimes.isEmpty || !filmTimes.isEmpty else { return }
    let sheetSet = Set(sheetTimes)
    for t in Set(sheetTimes + filmTimes).sorted() {
      // Hundreds of frames may be due at once: Ctrl-C is looked for between them.
      try checkForQuit()
      session.advance(toWallTime: t)
      if sheetSet.contains(t) { try capturer.capture(session, to: try sheet.path(for: t)) }
      try films.record(at: t, session, capturer: capturer)
      reportProgress(at: t)
    }
  }

  func tookFrame(at time: Double) throws {
    try checkForQuit()
    reportProgress(at: time)
  }

  func perform(_ directive: Directive, at time: Double, in session: Session) throws {
    if case .record(let film) = directive {
      films.start(film, at: time)
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

  /// Once a second after the first two: how far the replay has got (frames and sheet frames).
  private func reportProgress(at time: Double) {
    guard showsProgress else { return }
    let now = SDLSystem.seconds
    if now - realStart > 2, now - lastProgress >= 1 {
      lastProgress = now
      log(String(format: "replay: %.2f s of script time (last line at %.2f s)", time, lastTime))
    }
  }
}
