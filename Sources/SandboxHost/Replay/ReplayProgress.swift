/// The progress lines of a long headless replay: none in its first two seconds on the wall
/// clock, then at most one a second, saying how far through the script's time it has got.
struct ReplayProgress {
  /// The time of the script's last line (or the end of its last film or track).
  let lastTime: Double
  /// Whether lines are written at all (`--progress`, or a terminal on stderr).
  let isShown: Bool
  /// Where lines go.
  let log: (String) -> Void
  /// When the replay started, on the clock on the wall.
  let realStart = SDLSystem.seconds
  private var lastLine = SDLSystem.seconds

  /// Progress towards `lastTime`, written to `log` when `isShown`.
  init(lastTime: Double, isShown: Bool, log: @escaping (String) -> Void) {
    self.lastTime = lastTime
    self.isShown = isShown
    self.log = log
  }

  /// Writes a line for script time `time` when one is due.
  mutating func report(at time: Double) {
    guard isShown else { return }
    let now = SDLSystem.seconds
    if now - realStart > 2, now - lastLine >= 1 {
      lastLine = now
      log(String(format: "replay: %.2f s of script time (last line at %.2f s)", time, lastTime))
    }
  }
}
